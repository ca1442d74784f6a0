import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { Tenant } from "@vitrine/contract";
import { db } from "../firebase.js";
import { conflict, notFound, invalid } from "../errors.js";
import { getTenant } from "../tenants/tenants.js";
import { purgeWorkspace } from "./workspace-purge.js";
import { tenantsCol } from "../firestore/collections.js";
import type { TenantDoc } from "../firestore/stored-documents.js";

/** How long a workspace whose deletion an owner asked for can still be restored. */
export const DELETION_GRACE_MS = 7 * 24 * 3_600_000;

/**
 * An owner asks for the workspace to be deleted. Nothing is deleted now: its QR codes show the
 * "paused" page at once, and everything goes `DELETION_GRACE_MS` later (`purgeDueWorkspaces`),
 * unless an owner restores it before. The workspace's slug must be typed back, so a stray request
 * cannot schedule it. Asking again keeps the first date.
 */
export async function scheduleWorkspaceDeletion(caller: Caller, confirmSlug: string, now = Date.now()): Promise<Tenant> {
  const ref = tenantsCol().doc(caller.tenantId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Workspace");
    const data = snap.data() as TenantDoc;
    if (confirmSlug !== data.slug) {
      throw invalid("Type the workspace's name exactly as it is used to sign in", [{ path: "confirmSlug", message: `Type ${data.slug} to confirm` }]);
    }
    if (data.deletion) return;
    tx.update(ref, {
      deletion: { requestedAt: Timestamp.fromMillis(now), requestedBy: caller.uid, purgeAfter: Timestamp.fromMillis(now + DELETION_GRACE_MS) },
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return (await getTenant(caller.tenantId))!;
}

/** An owner restores a workspace whose deletion is scheduled: nothing was deleted, its QR codes open again. */
export async function cancelWorkspaceDeletion(caller: Caller): Promise<Tenant> {
  const ref = tenantsCol().doc(caller.tenantId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Workspace");
    if (!snap.get("deletion")) throw conflict("This workspace is not scheduled for deletion");
    tx.update(ref, { deletion: null, updatedAt: FieldValue.serverTimestamp() });
  });
  return (await getTenant(caller.tenantId))!;
}

/**
 * The deletion job: purges every workspace whose grace period is over. Each is read again just
 * before, so one restored in the meantime is kept. Idempotent; a purge that failed half-way is
 * finished by the next run (the workspace document goes last).
 */
export async function purgeDueWorkspaces(now: number): Promise<{ purged: number }> {
  const due = await tenantsCol().where("deletion.purgeAfter", "<=", Timestamp.fromMillis(now)).limit(20).get();
  let purged = 0;
  for (const doc of due.docs) {
    const fresh = (await doc.ref.get()).data() as TenantDoc | undefined;
    if (!fresh?.deletion || fresh.deletion.purgeAfter.toMillis() > now) continue;
    if ((await purgeWorkspace(doc.id)).purged) purged += 1;
  }
  return { purged };
}
