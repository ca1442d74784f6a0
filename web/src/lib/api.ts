/** The app's configured API client: same origin, authenticated with the signed-in user's ID token. */
import { createApiClient } from "./api-client";
import { getIdToken } from "./firebase";

export const api = createApiClient({ getToken: getIdToken });
