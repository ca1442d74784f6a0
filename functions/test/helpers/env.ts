/** Where the running local stack is; `npm test` sets these before starting mocha. */
export const BASE_URL = process.env.VITRINE_BASE_URL ?? "http://127.0.0.1:5000";
export const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
export const DEMO = JSON.parse(process.env.VITRINE_DEMO ?? "{}") as {
  tenantId: string;
  brandId: string;
  placementId: string;
  tenantSlug: string;
  ownerEmail: string;
  ownerPassword: string;
};
