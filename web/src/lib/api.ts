/**
 * The app's configured API client: same origin, authenticated with the signed-in user's ID token.
 * Firebase is imported only when a call needs a token (public routes never ask), so the public
 * viewer, which uses this client too, never loads the Auth SDK.
 */
import { createApiClient } from "./api-client";

export const api = createApiClient({
  getToken: async (forceRefresh) => (await import("./firebase")).getIdToken(forceRefresh),
});
