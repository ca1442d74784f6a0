import { FieldValue, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { tenantRoleRank, type Page, type TenantMember, type TenantRole } from "@vitrine/contract";
import { tenantAuth } from "../firebase.js";
import { conflict, forbidden, notFound } from "../errors.js";
import { toIso } from "../firestore/values.js";
import { cursorPage, BY_EMAIL } from "../firestore/cursor-page.js";
import type { MemberDoc } from "../firestore/stored-documents.js";
import { brandMembersCol, membersCol } from "../firestore/collections.js";
import { forgetNotifications } from "../notifications/notifications.js";

export function toTenantMember(data: MemberDoc): TenantMember {
  return {
    uid: data.uid,
    email: data.email,
    displayName: data.displayName ?? null,
    role: data.role,
    status: data.status,
    brandRoles: data.brandRoles ?? {},
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

export async function getMember(tenantId: string, uid: string): Promise<MemberDoc | undefined> {
  const snap = await membersCol(tenantId).doc(uid).get();
  return snap.exists ? (snap.data() as MemberDoc) : undefined;
}

export async function findMemberByEmail(tenantId: string, email: string): Promise<MemberDoc | undefined> {
  const snap = await membersCol(tenantId).where("email", "==", email).limit(1).get();
  return snap.docs[0]?.data() as MemberDoc | undefined;
}

export function listMembers(tenantId: string, page: { limit: number; cursor?: string }): Promise<Page<TenantMember>> {
  return cursorPage(membersCol(tenantId), BY_EMAIL, page, (d) => toTenantMember(d.data() as MemberDoc));
}

async function ownerCount(tx: Transaction, tenantId: string): Promise<number> {
  const snap = await tx.get(membersCol(tenantId).where("role", "==", "owner"));
  return snap.size;
}

/** Only an owner may make someone an owner or change what an owner is. */
export function assertMayManageRole(caller: Caller, targetRole: TenantRole | undefined, newRole?: TenantRole) {
  const touchesOwner = targetRole === "owner" || newRole === "owner";
  if (touchesOwner && caller.tenantRole !== "owner") throw forbidden("Only an owner can grant or change the owner role");
  if (newRole && tenantRoleRank(newRole) > tenantRoleRank(caller.tenantRole)) {
    throw forbidden("You cannot grant a role above your own");
  }
}

export async function changeMemberRole(caller: Caller, uid: string, role: TenantRole): Promise<TenantMember> {
  const ref = membersCol(caller.tenantId).doc(uid);
  await ref.firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Member");
    const current = snap.data() as MemberDoc;
    assertMayManageRole(caller, current.role, role);
    if (current.role === "owner" && role !== "owner" && (await ownerCount(tx, caller.tenantId)) <= 1) {
      throw conflict("A workspace needs at least one owner: make someone else owner first");
    }
    tx.update(ref, { role, updatedAt: FieldValue.serverTimestamp() });
  });
  return toTenantMember((await ref.get()).data() as MemberDoc);
}

/**
 * Re-links a member whose account's email was changed (they are refused until then: see
 * `sso/sso-requirement.ts`) to the account's current address, which the owner names: it must be
 * what the account holds, verified, and no other member's. The membership and its brand
 * memberships take it in one transaction; single sign-on is decided by it from then on.
 */
export async function relinkMember(caller: Caller, uid: string, email: string): Promise<TenantMember> {
  const ref = membersCol(caller.tenantId).doc(uid);
  const db = ref.firestore;
  // Only a member's account is looked up: the route tells nothing of other accounts.
  if (!(await ref.get()).exists) throw notFound("Member");
  const account = await tenantAuth(caller.authTenantId)
    .getUser(uid)
    .catch((err: { code?: string }) => {
      if (err.code === "auth/user-not-found") return undefined;
      throw err;
    });
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || !account) throw notFound("Member");
    const current = snap.data() as MemberDoc;
    if (account.email?.toLowerCase() !== email) throw conflict(`This member's account does not have the address ${email}: nothing was changed`);
    if (!account.emailVerified) throw conflict(`This member has not verified ${email} yet: nothing was changed`);
    const sameEmail = await tx.get(membersCol(caller.tenantId).where("email", "==", email));
    if (sameEmail.docs.some((d) => d.id !== uid)) throw conflict(`${email} is the address of another member of this workspace`);
    const brandRefs = Object.keys(current.brandRoles ?? {}).map((brandId) => brandMembersCol(brandId).doc(uid));
    const brandSnaps = brandRefs.length > 0 ? await tx.getAll(...brandRefs) : [];
    tx.update(ref, { email, updatedAt: FieldValue.serverTimestamp() });
    for (const brandSnap of brandSnaps) {
      if (brandSnap.exists) tx.update(brandSnap.ref, { email, updatedAt: FieldValue.serverTimestamp() });
    }
  });
  return toTenantMember((await ref.get()).data() as MemberDoc);
}

export async function removeMember(caller: Caller, uid: string): Promise<void> {
  const ref = membersCol(caller.tenantId).doc(uid);
  const db = ref.firestore;
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Member");
    const current = snap.data() as MemberDoc;
    assertMayManageRole(caller, current.role);
    if (current.role === "owner" && (await ownerCount(tx, caller.tenantId)) <= 1) {
      throw conflict("A workspace needs at least one owner: the last owner cannot be removed");
    }
    tx.delete(ref);
    for (const brandId of Object.keys(current.brandRoles ?? {})) {
      tx.delete(brandMembersCol(brandId).doc(uid));
    }
  });
  await forgetNotifications(caller.tenantId, uid);
  // The account only exists for this workspace: end its sessions and remove it.
  await tenantAuth(caller.authTenantId)
    .deleteUser(uid)
    .catch((err: { code?: string }) => {
      if (err.code !== "auth/user-not-found") throw err;
    });
}
