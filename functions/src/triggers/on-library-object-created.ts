import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { processLibraryModel } from "../library/library-processing.js";

/**
 * Validates and optimises each uploaded model in the background, away from the API's instances:
 * 2 GiB and 540 s, the work itself in a worker thread with a time budget and a heap limit. A
 * crash is retried by the platform, at most `MAX_PROCESSING_ATTEMPTS` times in all (counted on the
 * model); then the model is `failed`.
 */
export const onLibraryObjectCreated = onDocumentCreated(
  { document: "libraryObjects/{objectId}", memory: "2GiB", timeoutSeconds: 540, retry: true, concurrency: 1 },
  async (event) => {
    await processLibraryModel(event.params.objectId);
  },
);
