import { FieldValue } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { notFound, workspaceSuspended } from "../errors.js";
import { pauseOf } from "../tenants/tenants.js";
import { brandsCol, tenantsCol } from "../firestore/collections.js";
import type { TenantDoc } from "../firestore/stored-documents.js";

/** What a viewer of a paused workspace is answered: the viewer shows its "paused" page for this code. */
export const pausedForVisitors = () => workspaceSuspended("This experience is paused for the moment");

/** Refuses a public request for the content of a workspace that is suspended or being deleted. */
export function assertOpenToVisitors(tenant: TenantDoc | undefined) {
  if (tenant && pauseOf(tenant)) throw pausedForVisitors();
}

/** The same check starting from a brand, for public routes that name one. */
export async function assertBrandOpenToVisitors(brandId: string) {
  const brand = await brandsCol().doc(brandId).get();
  const tenantId = brand.get("tenantId") as string | undefined;
  if (!tenantId) return; // no such brand: the route's own lookup answers 404
  const tenant = await tenantsCol().doc(tenantId).get();
  assertOpenToVisitors(tenant.data() as TenantDoc | undefined);
}

/**
 * An operator suspends a workspace (unpaid, abuse, on request): its people are refused with
 * `workspace-suspended` (the console shows why) and its QR codes open a "paused" page. Nothing is
 * deleted; `resumeWorkspace` undoes it. Suspending again keeps the first date and updates the reason.
 */
export async function suspendWorkspace(tenantId: string, reason: string | null = null): Promise<void> {
  const ref = tenantsCol().doc(tenantId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Workspace");
    tx.update(ref, {
      suspendedAt: snap.get("suspendedAt") ?? FieldValue.serverTimestamp(),
      suspendedReason: reason,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

export async function resumeWorkspace(tenantId: string): Promise<void> {
  const ref = tenantsCol().doc(tenantId);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Workspace");
    tx.update(ref, { suspendedAt: null, suspendedReason: null, updatedAt: FieldValue.serverTimestamp() });
  });
}
