import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./app.js";

setGlobalOptions({ region: "us-central1", maxInstances: 20 });

/** The whole /v1 API; Hosting rewrites /v1/** here. */
export const api = onRequest({ invoker: "public", concurrency: 80 }, createApp());

export { onBrandDeleted } from "./triggers/on-brand-deleted.js";
export { onLibraryObjectCreated } from "./triggers/on-library-object-created.js";
