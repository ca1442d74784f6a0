import type { manifestRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";
import {
  diffManifestVersions,
  getDraftManifest,
  getManifestVersion,
  getPublishedManifest,
  listManifestVersions,
  publishExperience,
  rollbackManifest,
} from "../services/manifests/publish.js";
import { ifNoneMatchMatches } from "../services/manifests/etag.js";
import {
  createTestAccess,
  getTestAccess,
  getTestManifest,
  listTestAccess,
  revokeTestAccess,
  updateTestAccess,
} from "../services/manifests/test-access.js";

/** A version never changes, so shared caches (CDN, browser) may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export const manifestHandlers: RouteHandlers<typeof manifestRoutes> = {
  publishExperience: ({ caller, brand, params }) => publishExperience(caller, brand.id, params.experienceId),
  listManifestVersions: ({ brand, params, query }) => listManifestVersions(brand.id, params.experienceId, query),
  getManifestVersion: ({ brand, params }) => getManifestVersion(brand.id, params.experienceId, params.version),
  getDraftManifest: ({ brand, params }) => getDraftManifest(brand.id, params.experienceId),
  diffManifestVersions: ({ brand, params, query }) => diffManifestVersions(brand.id, params.experienceId, params.version, query.against),
  rollbackManifest: ({ caller, brand, params }) => rollbackManifest(caller, brand.id, params.experienceId, params.version),
  listTestAccess: ({ brand, params, query }) => listTestAccess(brand.id, params.experienceId, query),
  createTestAccess: ({ caller, brand, params, body }) => createTestAccess(caller, brand.id, params.experienceId, body),
  getTestAccess: ({ brand, params }) => getTestAccess(brand.id, params.experienceId, params.testAccessId),
  updateTestAccess: ({ brand, params, body, ifMatch }) => updateTestAccess(brand.id, params.experienceId, params.testAccessId, body, ifMatch),
  revokeTestAccess: ({ caller, brand, params }) => revokeTestAccess(caller, brand.id, params.experienceId, params.testAccessId),
  async getPublishedManifest({ params, req, res }) {
    const { manifest, etag } = await getPublishedManifest(params.brandId, params.experienceId, params.version);
    res.setHeader("ETag", etag);
    res.setHeader("Cache-Control", IMMUTABLE);
    if (ifNoneMatchMatches(req.get("If-None-Match"), etag)) res.status(304).end();
    return manifest;
  },
  async getTestManifest({ params, res }) {
    // Set first so that the 403 of a revoked link is not cached either: revoking must work at once.
    res.setHeader("Cache-Control", "no-store");
    return getTestManifest(params.placementId, params.testAccessId);
  },
};
