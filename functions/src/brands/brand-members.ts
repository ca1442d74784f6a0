import { FieldValue } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { effectiveBrandRole, type AddBrandMember, type BrandMember, type BrandRole, type Page } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound, alreadyExists, conflict } from "../errors.js";
import { toIso } from "../firestore/values.js";
import { cursorPage, BY_EMAIL } from "../firestore/cursor-page.js";
import { addBrandRoleToInvitation, createInvitation } from "../invitations/invitations.js";
import { findMemberByEmail } from "../members/members.js";
import type { BrandMemberDoc } from "../firestore/stored-documents.js";
import { brandMembersCol, brandsCol, membersCol } from "../firestore/collections.js";
import type { MemberDoc } from "../firestore/stored-documents.js";

function toBrandMember(data: BrandMemberDoc, status: "invited" | "active"): BrandMember {
  return {
    uid: data.uid,
    email: data.email,
    displayName: data.displayName ?? null,
    role: data.role,
    status,
    createdAt: toIso(data.createdAt),
  };
}

/** The tenant member document is the source of truth for status (invited/active). */
async function statuses(tenantId: string, uids: string[]): Promise<Map<string, "invited" | "active">> {
  if (uids.length === 0) return new Map();
  const snaps = await db().getAll(...uids.map((uid) => membersCol(tenantId).doc(uid)));
  return new Map(snaps.map((s) => [s.id, (s.data() as MemberDoc | undefined)?.status ?? "active"]));
}

export async function listBrandMembers(caller: Caller, brandId: string, page: { limit: number; cursor?: string }): Promise<Page<BrandMember>> {
  const { items, nextCursor } = await cursorPage(brandMembersCol(brandId), BY_EMAIL, page, (d) => d.data() as BrandMemberDoc);
  const status = await statuses(
    caller.tenantId,
    items.map((d) => d.uid),
  );
  return { items: items.map((d) => toBrandMember(d, status.get(d.uid) ?? "active")), nextCursor };
}

export async function addBrandMember(caller: Caller, brandId: string, input: AddBrandMember) {
  const tenantMember = await findMemberByEmail(caller.tenantId, input.email);
  if (!tenantMember || tenantMember.status !== "active") {
    // Not in the workspace yet: the invitation carries the brand role until it is accepted.
    const pending = await addBrandRoleToInvitation(caller, input.email, brandId, input.role);
    if (pending) return { member: null, invitation: pending, inviteLink: null };
    const sent = await createInvitation(caller, { email: input.email, role: "member", brandRoles: { [brandId]: input.role } });
    return { member: null, invitation: sent.invitation, inviteLink: sent.inviteLink };
  }
  if (effectiveBrandRole(tenantMember.role, undefined) === "admin") {
    throw conflict(`${input.email} is a workspace ${tenantMember.role} and already manages every brand`);
  }
  const ref = brandMembersCol(brandId).doc(tenantMember.uid);
  const doc: BrandMemberDoc = {
    uid: tenantMember.uid,
    email: tenantMember.email,
    displayName: tenantMember.displayName ?? null,
    role: input.role,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  };
  await db().runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) throw alreadyExists(`${input.email} already has a role on this brand`);
    tx.create(ref, doc);
    tx.update(membersCol(caller.tenantId).doc(tenantMember.uid), {
      [`brandRoles.${brandId}`]: input.role,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  const saved = (await ref.get()).data() as BrandMemberDoc;
  return { member: toBrandMember(saved, tenantMember.status), invitation: null, inviteLink: null };
}

export async function changeBrandMemberRole(caller: Caller, brandId: string, uid: string, role: BrandRole) {
  const ref = brandMembersCol(brandId).doc(uid);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Brand member");
    tx.update(ref, { role, updatedAt: FieldValue.serverTimestamp() });
    tx.update(membersCol(caller.tenantId).doc(uid), {
      [`brandRoles.${brandId}`]: role,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  const saved = (await ref.get()).data() as BrandMemberDoc;
  const status = await statuses(caller.tenantId, [uid]);
  return toBrandMember(saved, status.get(uid) ?? "active");
}

export async function removeBrandMember(caller: Caller, brandId: string, uid: string) {
  const ref = brandMembersCol(brandId).doc(uid);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Brand member");
    tx.delete(ref);
    tx.update(membersCol(caller.tenantId).doc(uid), {
      [`brandRoles.${brandId}`]: FieldValue.delete(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    // Named approvers are members: someone added back later is not an approver again unasked.
    tx.update(brandsCol().doc(brandId), { publishApprovers: FieldValue.arrayRemove(uid) });
  });
}
