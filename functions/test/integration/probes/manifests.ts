import { FieldValue } from "firebase-admin/firestore";
import { experiencesCol, placementsCol, scenesCol } from "../../../src/firestore/collections.js";
import { call } from "../../helpers/http.js";
import { is, missing, NOBODY, type AreaProbes } from "../../helpers/probes.js";
import type { Workspace } from "../../helpers/workspace.js";

const zero = { x: 0, y: 0, z: 0 };

/** One experience per workspace, published once (version 1), with a placement showing it. */
const fixtures = new Map<string, Promise<{ experienceId: string; placementId: string }>>();
function published(ws: Workspace) {
  if (!fixtures.has(ws.brandId)) {
    fixtures.set(
      ws.brandId,
      (async () => {
        const stamps = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: "test" };
        const experience = experiencesCol(ws.brandId).doc();
        await experience.set({
          brandId: ws.brandId,
          name: "Matrix experience",
          nameLower: "matrix experience",
          status: "draft",
          publishedVersion: null,
          publishedAt: null,
          surveyId: null,
          ...stamps,
        });
        await scenesCol(ws.brandId, experience.id)
          .doc()
          .set({
            name: "Intro",
            order: 0,
            setId: null,
            objects: [],
            segments: [],
            tags: [],
            camera: { before: zero, position: zero, target: zero, after: zero },
            libraryObjectIds: [],
            version: 0,
            ...stamps,
          });
        const placement = placementsCol().doc();
        await placement.set({
          brandId: ws.brandId,
          tenantId: ws.tenantId,
          storeId: null,
          name: "Matrix QR",
          defaultExperienceId: experience.id,
          activeExperienceId: experience.id,
          schedules: [],
          scanCount: 0,
          ...stamps,
        });
        const res = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experience.id}/publish`, { token: ws.users.owner.token });
        if (res.status !== 201) throw new Error(`publish fixture: ${res.text}`);
        return { experienceId: experience.id, placementId: placement.id };
      })(),
    );
  }
  return fixtures.get(ws.brandId)!;
}

const ROUTES = new Set([
  "publishExperience",
  "listManifestVersions",
  "getManifestVersion",
  "getDraftManifest",
  "diffManifestVersions",
  "rollbackManifest",
  "withdrawManifestVersion",
  "listTestAccess",
  "createTestAccess",
  "getTestAccess",
  "updateTestAccess",
  "revokeTestAccess",
  "getPublishedManifest",
  "getTestManifest",
]);

export const manifestProbes: AreaProbes = async (name, ws) => {
  if (!ROUTES.has(name)) return undefined;
  const { experienceId, placementId } = await published(ws);
  const base = `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
  switch (name) {
    case "publishExperience":
      return { path: `${base}/publish`, allowed: is(201) };
    case "listManifestVersions":
      return { path: `${base}/manifests` };
    case "getManifestVersion":
      return { path: `${base}/manifests/1` };
    case "getDraftManifest":
      return { path: `${base}/manifest-draft` };
    case "diffManifestVersions":
      return { path: `${base}/manifests/1/diff?against=1` };
    case "rollbackManifest":
      return { path: `${base}/manifests/999/rollback`, allowed: missing("Version 999") };
    case "withdrawManifestVersion":
      return { path: `${base}/manifests/999/withdraw`, allowed: missing("Version 999") };
    case "listTestAccess":
      return { path: `${base}/test-access` };
    case "createTestAccess":
      return { path: `${base}/test-access`, json: {}, allowed: is(400) };
    case "getTestAccess":
      return { path: `${base}/test-access/${NOBODY}`, allowed: missing("Preview link") };
    case "updateTestAccess":
      return { path: `${base}/test-access/${NOBODY}`, json: {}, allowed: is(400) };
    case "revokeTestAccess":
      return { path: `${base}/test-access/${NOBODY}/revoke`, allowed: missing("Preview link") };
    case "getPublishedManifest":
      return { path: `/v1/public/brands/${ws.brandId}/experiences/${experienceId}/manifests/1` };
    // A well-formed id no one created: the public is told the link is not valid.
    case "getTestManifest":
      return { path: `/v1/public/placements/${placementId}/test/abcdefghijklmnopqrstuvwx`, allowed: is(403) };
    default:
      return undefined;
  }
};
