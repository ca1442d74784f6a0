// Kept for the scripts that still import it; the API support lives in ./api.mjs.
export { apiAs, signInPage } from "./api.mjs";
