import { logger } from "firebase-functions";
import { auth, db } from "../firebase.js";
import { deleteAll, deleteAllOf } from "../firestore/delete-all.js";
import { blobStore } from "../storage/blob-store.js";
import { cleanUpDeletedBrand } from "../brands/brand-cleanup.js";
import { WORKSPACE_TOP_LEVEL_COLLECTIONS, workspaceBrands, workspaceDocuments, workspaceFilesPrefix } from "./workspace-inventory.js";
import { tenantSlugsCol, tenantsCol, uploadsCol } from "../firestore/collections.js";
import type { TenantDoc } from "../firestore/stored-documents.js";

export interface WorkspacePurgeResult {
  brands: number;
  /** False when the workspace was already gone: nothing was left to delete. */
  purged: boolean;
}

/**
 * Deletes a workspace for good: every brand (its files first, then its documents, its placements,
 * library models and analytics, as a deleted brand's clean-up does), the workspace's uploads,
 * preview links and API key pointers (`workspace-inventory.ts` lists where they live), its export
 * archives, the workspace document with everything under it (members, invitations, keys, webhooks,
 * exports), and its Identity Platform tenant with all its accounts.
 *
 * The workspace document goes last, so an interrupted run is finished by the next one (every step
 * finds what is left). Used by the deletion job once the grace period is over, and by operators.
 */
export async function purgeWorkspace(tenantId: string): Promise<WorkspacePurgeResult> {
  const tenantRef = tenantsCol().doc(tenantId);
  const tenant = await tenantRef.get();
  if (!tenant.exists) return { brands: 0, purged: false };
  const { authTenantId } = tenant.data() as TenantDoc;

  const brands = await workspaceBrands(tenantId).select().get();
  for (const brand of brands.docs) {
    // Files first: they are found by the brand's id, which nothing names once its documents are gone.
    await blobStore().deletePrefix(`brands/${brand.id}/`);
    await deleteAll(uploadsCol().where("brandId", "==", brand.id));
    for (const collection of await brand.ref.listCollections()) await db().recursiveDelete(collection);
    await brand.ref.delete();
    await cleanUpDeletedBrand(brand.id);
  }
  for (const collection of WORKSPACE_TOP_LEVEL_COLLECTIONS) await deleteAllOf(collection, workspaceDocuments(collection, tenantId));
  // The workspace's own files (export archives), before the documents that list them.
  await blobStore().deletePrefix(workspaceFilesPrefix(tenantId));

  await auth()
    .tenantManager()
    .deleteTenant(authTenantId)
    .catch((err: { code?: string }) => {
      if (err.code !== "auth/tenant-not-found") throw err;
    });
  // A short name claimed at sign-up is free again (only this workspace's claim).
  const claim = tenantSlugsCol().doc((tenant.data() as TenantDoc).slug);
  await db().runTransaction(async (tx) => {
    const current = await tx.get(claim);
    if (current.exists && current.get("tenantId") === tenantId) tx.delete(claim);
  });
  await db().recursiveDelete(tenantRef);
  logger.info("workspace purged", { tenantId, brands: brands.size });
  return { brands: brands.size, purged: true };
}
