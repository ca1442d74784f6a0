import { brandsCol, collectionRef } from "../firestore/collections.js";
import { COLLECTIONS, WORKSPACE_TOP_LEVEL, type CollectionName } from "../firestore/registry.js";

/**
 * Where a workspace's data lives, for the code that must reach all of it: the purge deletes it,
 * the export copies it. Read from the registry of collections (`firestore/registry.ts`), the one
 * list: besides `tenants/{tenantId}` and everything under it, a workspace owns its brands
 * (`brands/{brandId}` with every sub-collection and the files under `brands/{brandId}/`) and the
 * documents of the top-level collections whose `tenantId` names it (`ownerField`). What each is to
 * an export is the registry's `export`.
 */
export const WORKSPACE_TOP_LEVEL_COLLECTIONS: readonly WorkspaceCollection[] = WORKSPACE_TOP_LEVEL as WorkspaceCollection[];

/** The top-level collections a workspace owns through their `tenantId`, brands aside. */
export type WorkspaceCollection = {
  [N in CollectionName]: (typeof COLLECTIONS)[N] extends { parent: null; ownerField: "tenantId" } ? (N extends "brands" ? never : N) : never;
}[CollectionName];

/** The workspace's brands. */
export const workspaceBrands = (tenantId: string) => brandsCol().where("tenantId", "==", tenantId);

/** The workspace's documents of one top-level collection. */
export const workspaceDocuments = (collection: WorkspaceCollection, tenantId: string) => collectionRef(collection).where("tenantId", "==", tenantId);

/** The workspace's own files that are not a brand's: its export archives. */
export const workspaceFilesPrefix = (tenantId: string) => `tenants/${tenantId}/`;
