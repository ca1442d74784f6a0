import { Timestamp } from "firebase-admin/firestore";
import { UNVERIFIED_WORKSPACE_DAYS } from "@vitrine/contract";
import { db, tenantAuth } from "../firebase.js";
import type { TenantSignUp } from "./sign-up.js";
import { purgeWorkspace } from "../workspaces/workspace-purge.js";
import { tenantsCol } from "../firestore/collections.js";

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
 * UNVERIFIED_WORKSPACE_DAYS, the way every workspace is deleted (`purgeWorkspace`): brands and
 * their files, the tenant with everything under it, the short name's claim, the Identity Platform
 * tenant. An owner who verified without opening the console again is marked verified instead.
 *
 * The decision is made in a transaction that re-reads the workspace, so a verification landing
 * meanwhile keeps it; it is recorded as a deletion due now, so a run cut off half-way is finished
 * by the deletion job like any other.
 */
export async function deleteUnverifiedWorkspaces(now = Date.now()): Promise<UnverifiedCleanUpResult> {
  const cutoff = Timestamp.fromMillis(now - UNVERIFIED_WORKSPACE_DAYS * DAY_MS);
  const due = await tenantsCol().where("signUp.status", "==", "unverified").where("signUp.at", "<=", cutoff).limit(BATCH).get();
  const result: UnverifiedCleanUpResult = { deleted: 0, verified: 0 };
  for (const doc of due.docs) {
    const authTenantId = doc.get("authTenantId") as string;
    const signUp = doc.get("signUp") as TenantSignUp;
    if (await founderVerified(authTenantId, signUp.ownerUid)) {
      await doc.ref.update({ "signUp.status": "verified", "signUp.verifiedAt": Timestamp.fromMillis(now) });
      result.verified++;
      continue;
    }
    const doomed = await db().runTransaction(async (tx) => {
      const current = await tx.get(doc.ref);
      if (!current.exists || current.get("signUp.status") !== "unverified") return false;
      const at = Timestamp.fromMillis(now);
      tx.update(doc.ref, { "signUp.status": "expired", deletion: { requestedAt: at, requestedBy: null, purgeAfter: at } });
      return true;
    });
    if (!doomed) continue;
    await purgeWorkspace(doc.id);
    result.deleted++;
  }
  return result;
}
