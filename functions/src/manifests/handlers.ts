import type { manifestRoutes, publishRequestRoutes, scheduledPublishRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import {
  diffManifestVersions,
  getDraftManifest,
  getManifestVersion,
  getPublishedManifest,
  listManifestVersions,
  publishExperience,
  rollbackManifest,
  withdrawManifestVersion,
} from "./publish.js";
import { MANIFEST_MAX_AGE_SECONDS, WITHDRAWN_MAX_AGE_SECONDS } from "@vitrine/contract";
import { gone } from "../errors.js";
import { ifNoneMatchMatches } from "./etag.js";
import { assertBrandOpenToVisitors } from "../workspaces/workspace-suspension.js";
import {
  approvePublishRequest,
  assertPublishWithoutApproval,
  createPublishRequest,
  getPublishRequest,
  listPublishRequests,
  rejectPublishRequest,
} from "./publish-requests.js";
import {
  cancelScheduledPublish,
  getScheduledPublish,
  listBrandScheduledPublishes,
  listScheduledPublishes,
  reschedulePublish,
  schedulePublish,
} from "./scheduled-publishes.js";
import { createTestAccess, getTestAccess, getTestManifest, listTestAccess, revokeTestAccess, updateTestAccess } from "./test-access.js";

/**
 * A version's content never changes, but the brand may withdraw it: caches keep it a few minutes,
 * then revalidate (a 304 while the ETag holds). Never `immutable`, which would outlive a withdrawal.
 */
const PUBLISHED = `public, max-age=${MANIFEST_MAX_AGE_SECONDS}, must-revalidate`;
const WITHDRAWN = `public, max-age=${WITHDRAWN_MAX_AGE_SECONDS}`;

export const manifestHandlers: RouteHandlers<typeof manifestRoutes> = {
  publishExperience({ caller, brand, params }) {
    assertPublishWithoutApproval(brand.data);
    return publishExperience(caller, brand.id, params.experienceId);
  },
  listManifestVersions: ({ brand, params, query }) => listManifestVersions(brand.id, params.experienceId, query),
  getManifestVersion: ({ brand, params }) => getManifestVersion(brand.id, params.experienceId, params.version),
  getDraftManifest: ({ brand, params }) => getDraftManifest(brand.id, params.experienceId),
  diffManifestVersions: ({ brand, params, query }) => diffManifestVersions(brand.id, params.experienceId, params.version, query.against),
  rollbackManifest: ({ caller, brand, params }) => rollbackManifest(caller, brand.id, params.experienceId, params.version),
  withdrawManifestVersion: ({ caller, brand, params }) => withdrawManifestVersion(caller, brand.id, params.experienceId, params.version),
  listTestAccess: ({ brand, params, query }) => listTestAccess(brand.id, params.experienceId, query),
  createTestAccess: ({ caller, brand, params, body }) => createTestAccess(caller, brand.id, params.experienceId, body),
  getTestAccess: ({ brand, params }) => getTestAccess(brand.id, params.experienceId, params.testAccessId),
  updateTestAccess: ({ brand, params, body, ifMatch }) => updateTestAccess(brand.id, params.experienceId, params.testAccessId, body, ifMatch),
  revokeTestAccess: ({ caller, brand, params }) => revokeTestAccess(caller, brand.id, params.experienceId, params.testAccessId),
  async getPublishedManifest({ params, req, res }) {
    await assertBrandOpenToVisitors(params.brandId);
    const found = await getPublishedManifest(params.brandId, params.experienceId, params.version);
    if (found.withdrawn) {
      // Final, but cached only briefly: enough to spare the function a crowd of viewers asking again.
      res.setHeader("Cache-Control", WITHDRAWN);
      throw gone(`Version ${params.version} was withdrawn by the brand`);
    }
    res.setHeader("ETag", found.etag);
    res.setHeader("Cache-Control", PUBLISHED);
    if (ifNoneMatchMatches(req.get("If-None-Match"), found.etag)) res.status(304).end();
    return found.manifest;
  },
  async getTestManifest({ params, res }) {
    // Set first so that the 403 of a revoked link is not cached either: revoking must work at once.
    res.setHeader("Cache-Control", "no-store");
    return getTestManifest(params.placementId, params.testAccessId);
  },
};

export const scheduledPublishHandlers: RouteHandlers<typeof scheduledPublishRoutes> = {
  // With approval required, what publishes goes through a request (scheduling an approved one is
  // not there yet), so scheduling the draft directly is refused like publishing it.
  schedulePublish({ caller, brand, params, body }) {
    assertPublishWithoutApproval(brand.data);
    return schedulePublish(caller, brand.id, params.experienceId, body);
  },
  listScheduledPublishes: ({ brand, params, query }) => listScheduledPublishes(brand.id, params.experienceId, query),
  listBrandScheduledPublishes: ({ brand, query }) => listBrandScheduledPublishes(brand.id, query),
  getScheduledPublish: ({ brand, params }) => getScheduledPublish(brand.id, params.experienceId, params.scheduledPublishId),
  reschedulePublish: ({ brand, params, body, ifMatch }) => reschedulePublish(brand.id, params.experienceId, params.scheduledPublishId, body, ifMatch),
  cancelScheduledPublish: ({ caller, brand, params }) => cancelScheduledPublish(caller, brand.id, params.experienceId, params.scheduledPublishId),
};

export const publishRequestHandlers: RouteHandlers<typeof publishRequestRoutes> = {
  createPublishRequest: ({ caller, brand, params, body }) => createPublishRequest(caller, brand.id, params.experienceId, body),
  listPublishRequests: ({ brand, params, query }) => listPublishRequests(brand.id, params.experienceId, query),
  getPublishRequest: ({ brand, params }) => getPublishRequest(brand.id, params.experienceId, params.publishRequestId),
  approvePublishRequest: ({ caller, brand, params, body }) => approvePublishRequest(caller, brand.id, params.experienceId, params.publishRequestId, body),
  rejectPublishRequest: ({ caller, brand, params, body }) => rejectPublishRequest(caller, brand.id, params.experienceId, params.publishRequestId, body),
};
