import { Timestamp } from "firebase-admin/firestore";
import { UNVERIFIED_WORKSPACE_DAYS } from "../contract/index.js";
import { auth, db, tenantAuth } from "../firebase.js";
import { brandsCol } from "./brands.js";
import { tenantSlugsCol, type TenantSignUp } from "./sign-up.js";
import { queueDeletedBrandFiles } from "./storage-cleanup.js";
import { tenantsCol } from "./tenants.js";

const DAY_MS = 24 * 60 * 60_000;
/** Workspaces handled per run; the next run takes the rest. */
const BATCH = 50;

export interface UnverifiedCleanUpResult {
  deleted: number;
  /** Found verified after all (the owner verified but never came back to the console). */
  verified: number;
}

/** Whether the founder's account says the email is verified now; a missing account never will. */
async function founderVerified(authTenantId: string, uid: string): Promise<boolean> {
  try {
    return (await tenantAuth(authTenantId).getUser(uid)).emailVerified;
  } catch (err) {
    if ((err as { code?: string }).code === "auth/user-not-found") return false;
    throw err;
  }
}

/**
 * Deletes the workspaces made by sign-up whose owner has not verified their email within
 * UNVERIFIED_WORKSPACE_DAYS: the tenant and everything under it, its brands (the brand trigger and
 * the storage job delete their content and files, as for a brand deleted in the console), its
 * short name's claim, and its Identity Platform tenant with its accounts. An owner who verified
 * without opening the console again is marked verified instead. Each deletion re-reads the tenant
 * in its transaction, so a verification that lands meanwhile keeps the workspace.
 */
export async function deleteUnverifiedWorkspaces(now = Date.now()): Promise<UnverifiedCleanUpResult> {
  const cutoff = Timestamp.fromMillis(now - UNVERIFIED_WORKSPACE_DAYS * DAY_MS);
  const due = await tenantsCol().where("signUp.status", "==", "unverified").where("signUp.at", "<=", cutoff).limit(BATCH).get();
  const result: UnverifiedCleanUpResult = { deleted: 0, verified: 0 };
  for (const doc of due.docs) {
    const tenantId = doc.id;
    const authTenantId = doc.get("authTenantId") as string;
    const slug = doc.get("slug") as string;
    const signUp = doc.get("signUp") as TenantSignUp;
    if (await founderVerified(authTenantId, signUp.ownerUid)) {
      await doc.ref.update({ "signUp.status": "verified", "signUp.verifiedAt": Timestamp.fromMillis(now) });
      result.verified++;
      continue;
    }
    const brands = await brandsCol().where("tenantId", "==", tenantId).select().get();
    const deleted = await db().runTransaction(async (tx) => {
      const current = await tx.get(doc.ref);
      if (!current.exists || current.get("signUp.status") !== "unverified") return false;
      const claim = await tx.get(tenantSlugsCol().doc(slug));
      for (const brand of brands.docs) {
        queueDeletedBrandFiles(tx, tenantId, brand.id);
        tx.delete(brand.ref);
      }
      if (claim.exists && claim.get("tenantId") === tenantId) tx.delete(claim.ref);
      tx.delete(doc.ref);
      return true;
    });
    if (!deleted) continue;
    // Members, invitations, keys, webhooks: whatever lives under the tenant's path.
    await db().recursiveDelete(doc.ref);
    await auth()
      .tenantManager()
      .deleteTenant(authTenantId)
      .catch((err: { code?: string }) => {
        if (err.code !== "auth/tenant-not-found") throw err;
      });
    result.deleted++;
  }
  return result;
}
