import { db } from "../firebase.js";
import { brandsCol } from "../firestore/collections.js";

/**
 * Where a workspace's data lives, for the code that must reach all of it: the purge deletes it,
 * the export copies it. Besides `tenants/{tenantId}` and everything under it, a workspace owns its
 * brands (`brands/{brandId}` with every sub-collection and the files under `brands/{brandId}/`) and
 * the documents of these top-level collections whose `tenantId` names it. What each is to an export:
 * `data` is copied, `files` is copied with the bytes it points at, `secret` and `internal` are not.
 */
export const WORKSPACE_TOP_LEVEL_COLLECTIONS = {
  uploads: "files",
  libraryObjects: "files",
  placements: "data",
  /** Preview links: the document id is the link's secret. */
  testAccess: "secret",
  apiKeyPrefixes: "secret",
  deletedBrands: "internal",
} as const;

export type WorkspaceCollection = keyof typeof WORKSPACE_TOP_LEVEL_COLLECTIONS;

/** The workspace's brands. */
export const workspaceBrands = (tenantId: string) => brandsCol().where("tenantId", "==", tenantId);

/** The workspace's documents of one top-level collection. */
export const workspaceDocuments = (collection: WorkspaceCollection, tenantId: string) => db().collection(collection).where("tenantId", "==", tenantId);

/** The workspace's own files that are not a brand's: its export archives. */
export const workspaceFilesPrefix = (tenantId: string) => `tenants/${tenantId}/`;
