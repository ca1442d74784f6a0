import { FieldValue, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { Me } from "@vitrine/contract";
import { db, tenantAuth } from "../firebase.js";
import { notFound } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { toTenant } from "../tenants/tenants.js";
import { membersCol, tenantsCol } from "../firestore/collections.js";
import type { MemberDoc, TenantDoc } from "../firestore/stored-documents.js";

/**
 * The caller as `GET /v1/me` answers: their tenant, and the name and roles their member document
 * holds (read again, so an update can compare the same representation inside its transaction).
 */
export async function getMe(caller: Caller, tx?: Transaction): Promise<Me> {
  const [tenant, member] = await Promise.all([readDoc(tenantsCol().doc(caller.tenantId), tx), readDoc(membersCol(caller.tenantId).doc(caller.uid), tx)]);
  if (!tenant.exists) throw notFound("Workspace");
  const data = member.data() as MemberDoc | undefined;
  return {
    uid: caller.uid,
    email: caller.email,
    displayName: data ? (data.displayName ?? caller.displayName) : caller.displayName,
    tenant: toTenant(tenant.id, tenant.data() as TenantDoc),
    tenantRole: data?.role ?? caller.tenantRole,
    brandRoles: data ? (data.brandRoles ?? {}) : caller.brandRoles,
  };
}

/**
 * Renames the caller: the member document first (where the API reads the name, and where
 * If-Match is checked), then the Firebase Auth profile, so a refused update changes neither.
 */
export async function updateMe(caller: Caller, displayName: string, ifMatch?: IfMatch): Promise<Me> {
  const ref = membersCol(caller.tenantId).doc(caller.uid);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Workspace member");
    await ifMatch?.assert(() => getMe(caller, tx));
    tx.update(ref, { displayName, updatedAt: FieldValue.serverTimestamp() });
  });
  await tenantAuth(caller.authTenantId).updateUser(caller.uid, { displayName });
  return getMe(caller);
}
