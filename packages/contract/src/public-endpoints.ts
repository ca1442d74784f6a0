/**
 * Where the public routes live (the viewer's, and the sign-in screen's: workspace lookup, whether
 * sign-up is open, single sign-on for an address), in a
 * module that imports nothing, so those screens can call them without loading zod and the
 * schemas (about 40 KB gzip on the QR-code path). The route table builds these routes from the
 * same constants, so the two cannot disagree.
 */
export const publicEndpoints = {
  resolvePlacement: { method: "get", path: "/v1/public/placements/:placementId" },
  getPublishedManifest: { method: "get", path: "/v1/public/brands/:brandId/experiences/:experienceId/manifests/:version" },
  getTestManifest: { method: "get", path: "/v1/public/placements/:placementId/test/:testAccessId" },
  publicChat: { method: "post", path: "/v1/public/brands/:brandId/experiences/:experienceId/chat" },
  submitSurveyResponse: { method: "post", path: "/v1/public/brands/:brandId/experiences/:experienceId/survey-responses" },
  listReviewerComments: { method: "get", path: "/v1/public/test-access/:testAccessId/comments" },
  createReviewerComment: { method: "post", path: "/v1/public/test-access/:testAccessId/comments" },
  ingestEvents: { method: "post", path: "/v1/public/events" },
  getWorkspace: { method: "get", path: "/v1/public/workspaces/:slug" },
  getSignUpOptions: { method: "get", path: "/v1/public/sign-up" },
  lookUpSingleSignOn: { method: "post", path: "/v1/public/sign-in/sso-lookup" },
} as const;

export type PublicRouteName = keyof typeof publicEndpoints;

/** Fills `:name` segments of a route path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
