import type { signUpRoutes } from "@vitrine/contract";
import { config } from "../config.js";
import { clientAddress } from "../http/client-address.js";
import type { RouteHandlers } from "../http/handler.js";
import { getOnboarding, recordQrCodeDownload } from "./onboarding.js";
import { checkSlugAvailability, signUp } from "./sign-up.js";

export const signUpHandlers: RouteHandlers<typeof signUpRoutes> = {
  getSignUpOptions: async () => ({ mode: config.signUp.mode }),
  checkSlugAvailability: ({ query }) => checkSlugAvailability(query.slug),
  signUp: ({ req, body }) => signUp(body, clientAddress(req)),
  getOnboarding: ({ caller }) => getOnboarding(caller),
  recordQrCodeDownload: ({ caller, params }) => recordQrCodeDownload(caller, params.brandId, params.placementId),
};
