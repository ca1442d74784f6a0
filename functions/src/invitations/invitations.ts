import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { config } from "../config.js";
import {
  INVITATION_TTL_DAYS,
  type AcceptInvitation,
  type AcceptInvitationWithSso,
  type AcceptedInvitation,
  type BrandRole,
  type InvitationPreview,
  type Page,
  type PreviewInvitation,
  type SentInvitation,
  type TenantInvitation,
  type TenantRole,
} from "@vitrine/contract";
import { db, tenantAuth } from "../firebase.js";
import { ApiError, conflict, forbidden, notFound, alreadyExists } from "../errors.js";
import { toIso } from "../firestore/values.js";
import { assertMayManageRole, toTenantMember } from "../members/members.js";
import { ssoOf, ssoRequired, ssoRequiredFor } from "../sso/sso.js";
import { findTenantBySlug } from "../tenants/tenants.js";
import { cursorPage } from "../firestore/cursor-page.js";
import type { InvitationDoc } from "../firestore/stored-documents.js";
import { brandMembersCol, brandsCol, invitationsCol, membersCol, subcollection, tenantsCol } from "../firestore/collections.js";
import type { BrandDoc, MemberDoc, TenantDoc } from "../firestore/stored-documents.js";

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
/** Long enough for the account and the membership to be written; a crashed acceptance frees the link after it. */
const ACCEPT_LEASE_MS = 60_000;

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

function newToken(invitationId: string) {
  const token = `${invitationId}.${randomBytes(32).toString("base64url")}`;
  const now = Date.now();
  return {
    token,
    fields: {
      tokenHash: hashToken(token),
      sentAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + INVITATION_TTL_MS),
    },
  };
}

const isExpired = (doc: InvitationDoc, now = Date.now()) => doc.expiresAt.toMillis() <= now;

export function toTenantInvitation(id: string, doc: InvitationDoc, now = Date.now()): TenantInvitation {
  return {
    id,
    email: doc.email,
    displayName: doc.displayName ?? null,
    role: doc.role,
    brandRoles: doc.brandRoles ?? {},
    status: doc.status === "pending" && isExpired(doc, now) ? "expired" : doc.status,
    expiresAt: toIso(doc.expiresAt),
    sentAt: toIso(doc.sentAt),
    createdAt: toIso(doc.createdAt),
    createdBy: { uid: doc.createdBy, name: doc.createdByName ?? null },
  };
}

async function workspaceSlug(tenantId: string): Promise<string> {
  const snap = await tenantsCol().doc(tenantId).get();
  return snap.get("slug") as string;
}

/** The console screen that accepts the invitation; the token rides in the address, as in any invitation email. */
function inviteLink(slug: string, token: string): string {
  const params = new URLSearchParams({ workspace: slug, token });
  return `${config.publicBaseUrl}/manager/authentication/accept-invite?${params.toString()}`;
}

const alreadyMember = (email: string) => alreadyExists(`${email} is already a member of this workspace`);

/** An active member with this email, if any, read inside the transaction. */
async function activeMemberByEmail(tx: Transaction, tenantId: string, email: string) {
  const snap = await tx.get(membersCol(tenantId).where("email", "==", email));
  return snap.docs.find((d) => (d.data() as MemberDoc).status === "active");
}

/** The pending invitations of an email, read inside the transaction. */
async function pendingInvitations(tx: Transaction, tenantId: string, email: string) {
  const snap = await tx.get(invitationsCol(tenantId).where("email", "==", email).where("status", "==", "pending"));
  return snap.docs;
}

/**
 * Creates a pending invitation; nothing else exists until it is accepted (no account, no member).
 * One pending invitation per email: a live one is refused (send it again instead), an expired one
 * is replaced.
 */
export async function createInvitation(
  caller: Caller,
  input: { email: string; role: TenantRole; displayName?: string; brandRoles?: Record<string, BrandRole> },
): Promise<SentInvitation> {
  assertMayManageRole(caller, undefined, input.role);
  const ref = invitationsCol(caller.tenantId).doc();
  const { token, fields } = newToken(ref.id);
  const doc: InvitationDoc = {
    email: input.email,
    displayName: input.displayName ?? null,
    role: input.role,
    brandRoles: input.brandRoles ?? {},
    status: "pending",
    ...fields,
    sendCount: 1,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
    createdByName: caller.displayName ?? caller.email ?? null,
  };
  await db().runTransaction(async (tx) => {
    if (await activeMemberByEmail(tx, caller.tenantId, input.email)) throw alreadyMember(input.email);
    for (const pending of await pendingInvitations(tx, caller.tenantId, input.email)) {
      if (!isExpired(pending.data() as InvitationDoc)) {
        throw alreadyExists(`${input.email} is already invited: send the invitation again or revoke it`);
      }
      tx.update(pending.ref, { status: "revoked", revokedAt: FieldValue.serverTimestamp(), revokedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
    }
    tx.create(ref, doc);
  });
  const saved = (await ref.get()).data() as InvitationDoc;
  return { invitation: toTenantInvitation(ref.id, saved), inviteLink: inviteLink(await workspaceSlug(caller.tenantId), token) };
}

/**
 * Gives a brand role to someone invited but not yet in the workspace: the pending invitation
 * carries it until accepted. Answers undefined when there is no live invitation for the email.
 */
export async function addBrandRoleToInvitation(caller: Caller, email: string, brandId: string, role: BrandRole): Promise<TenantInvitation | undefined> {
  let found: DocumentReference | undefined;
  await db().runTransaction(async (tx) => {
    found = undefined;
    const live = (await pendingInvitations(tx, caller.tenantId, email)).find((d) => !isExpired(d.data() as InvitationDoc));
    if (!live) return;
    if ((live.data() as InvitationDoc).brandRoles?.[brandId]) {
      throw alreadyExists(`${email} is already invited with a role on this brand`);
    }
    tx.update(live.ref, { [`brandRoles.${brandId}`]: role, updatedAt: FieldValue.serverTimestamp() });
    found = live.ref;
  });
  if (!found) return undefined;
  const snap = await found.get();
  return toTenantInvitation(snap.id, snap.data() as InvitationDoc);
}

/** Invitations still waiting for an answer, by email (expired ones included, so they can be re-sent). */
export async function listInvitations(tenantId: string, page: { limit: number; cursor?: string }): Promise<Page<TenantInvitation>> {
  const now = Date.now();
  const pending = invitationsCol(tenantId).where("status", "==", "pending");
  return cursorPage(pending, { field: "email", kind: "text" }, page, (d) => toTenantInvitation(d.id, d.data() as InvitationDoc, now));
}

/** Reads a pending invitation for a change by an admin; the owner role stays an owner's business. */
async function pendingForChange(tx: Transaction, caller: Caller, invitationId: string) {
  const ref = invitationsCol(caller.tenantId).doc(invitationId);
  const snap = await tx.get(ref);
  if (!snap.exists) throw notFound("Invitation");
  const doc = snap.data() as InvitationDoc;
  assertMayManageRole(caller, doc.role);
  if (doc.status === "accepted") throw conflict("This invitation was already accepted");
  if (doc.status === "revoked") throw conflict("This invitation was revoked: invite the person again");
  return { ref, doc };
}

export async function revokeInvitation(caller: Caller, invitationId: string): Promise<TenantInvitation> {
  const ref = invitationsCol(caller.tenantId).doc(invitationId);
  await db().runTransaction(async (tx) => {
    const { ref } = await pendingForChange(tx, caller, invitationId);
    tx.update(ref, { status: "revoked", revokedAt: FieldValue.serverTimestamp(), revokedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
  });
  const snap = await ref.get();
  return toTenantInvitation(snap.id, snap.data() as InvitationDoc);
}

/** A new link, valid for another full period; the previous link's hash is overwritten, so it no longer matches. */
export async function resendInvitation(caller: Caller, invitationId: string): Promise<SentInvitation> {
  const ref = invitationsCol(caller.tenantId).doc(invitationId);
  const { token, fields } = newToken(invitationId);
  await db().runTransaction(async (tx) => {
    const { doc } = await pendingForChange(tx, caller, invitationId);
    if (await activeMemberByEmail(tx, caller.tenantId, doc.email)) throw alreadyMember(doc.email);
    tx.update(ref, { ...fields, sendCount: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() });
  });
  const saved = (await ref.get()).data() as InvitationDoc;
  return { invitation: toTenantInvitation(ref.id, saved), inviteLink: inviteLink(await workspaceSlug(caller.tenantId), token) };
}

/** One answer for a link that does not match anything, so a guess learns nothing. */
const invalidLink = () => notFound({ message: "This invitation link is not valid: ask the workspace admin for a new one" });

function tokenMatches(doc: InvitationDoc, token: string): boolean {
  const expected = Buffer.from(doc.tokenHash ?? "", "hex");
  const presented = Buffer.from(hashToken(token), "hex");
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}

/** Why a matching link can no longer be used; undefined while it can. */
function unusable(doc: InvitationDoc, now = Date.now()): ApiError | undefined {
  if (doc.status === "accepted") return conflict("This invitation was already used: sign in instead");
  if (doc.status === "revoked") return conflict("This invitation was revoked: ask the workspace admin for a new one");
  if (isExpired(doc, now)) return conflict(`This invitation expired (links work ${INVITATION_TTL_DAYS} days): ask the workspace admin to send it again`);
  return undefined;
}

/** Finds the invitation a link names and checks the link against it. */
async function openLink(input: PreviewInvitation) {
  const tenant = await findTenantBySlug(input.workspace);
  if (!tenant) throw invalidLink();
  const invitationId = input.token.split(".")[0]!;
  const ref = invitationsCol(tenant.id).doc(invitationId);
  const snap = await ref.get();
  const doc = snap.data() as InvitationDoc | undefined;
  if (!doc || !tokenMatches(doc, input.token)) throw invalidLink();
  const refusal = unusable(doc);
  if (refusal) throw refusal;
  return { tenant, ref, doc };
}

export async function previewInvitation(input: PreviewInvitation): Promise<InvitationPreview> {
  const { tenant, doc } = await openLink(input);
  const brandIds = Object.keys(doc.brandRoles ?? {});
  const brandSnaps = brandIds.length > 0 ? await db().getAll(...brandIds.map((id) => brandsCol().doc(id))) : [];
  const brands = brandSnaps
    .filter((s) => s.exists && (s.data() as BrandDoc).tenantId === tenant.id)
    .map((s) => ({ id: s.id, name: (s.data() as BrandDoc).name, role: doc.brandRoles[s.id]! }));
  return {
    workspace: { slug: tenant.slug, name: tenant.name },
    email: doc.email,
    displayName: doc.displayName ?? null,
    role: doc.role,
    brands,
    invitedBy: doc.createdByName ?? null,
    expiresAt: toIso(doc.expiresAt),
  };
}

/**
 * The acceptance itself, one transaction that checks the link again: the member (active), its
 * brand memberships and the invitation's `accepted`, so a link works exactly once. `leaseId` is the
 * lease a password acceptance took while it created the account; an acceptance that creates no
 * account (single sign-on: the account exists) takes none, and yields to one in progress.
 */
async function commitAcceptance(
  tenantId: string,
  ref: DocumentReference,
  token: string,
  person: { uid: string; displayName: string },
  leaseId: string | null,
): Promise<void> {
  const memberRef = membersCol(tenantId).doc(person.uid);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.data() as InvitationDoc | undefined;
    if (!current || !tokenMatches(current, token)) throw invalidLink();
    const refusal = unusable(current);
    if (refusal) throw refusal;
    const leaseHeld = current.acceptLease && current.acceptLease.until.toMillis() > Date.now();
    if (leaseId ? current.acceptLease?.id !== leaseId : leaseHeld) {
      throw conflict("This invitation is being accepted in another window: sign in instead");
    }
    const sameEmail = await tx.get(membersCol(tenantId).where("email", "==", current.email));
    const brandSnaps = await readInvitationBrands(tx, current);
    const own = await tx.get(memberRef);
    if (sameEmail.docs.some((d) => (d.data() as MemberDoc).status === "active") || (own.data() as MemberDoc | undefined)?.status === "active") {
      throw alreadyMember(current.email);
    }

    // A member an older version created at invitation time, never activated: this acceptance replaces it.
    for (const legacy of sameEmail.docs) {
      tx.delete(legacy.ref);
      for (const brandId of Object.keys((legacy.data() as MemberDoc).brandRoles ?? {})) {
        tx.delete(brandMembersCol(brandId).doc(legacy.id));
      }
    }
    writeAcceptedInvitation(tx, tenantId, { ref, doc: current }, brandSnaps, person);
  });
}

/** The brands an invitation names, read inside the transaction that accepts it (reads come before writes). */
export function readInvitationBrands(tx: Transaction, invitation: InvitationDoc) {
  return Promise.all(Object.keys(invitation.brandRoles ?? {}).map((id) => tx.get(brandsCol().doc(id))));
}

/** A pending invitation of this email that can still be accepted, read inside the transaction. */
export async function usableInvitationFor(tx: Transaction, tenantId: string, email: string) {
  const usable = (await pendingInvitations(tx, tenantId, email)).find((d) => !unusable(d.data() as InvitationDoc));
  return usable && { ref: usable.ref, doc: usable.data() as InvitationDoc };
}

/**
 * Writes what accepting an invitation makes: the active member with the invitation's role, its
 * brand memberships (a brand deleted, or never of this workspace, since the invitation is skipped),
 * and the invitation marked accepted. `brandSnaps` are `readInvitationBrands`'; `extra` adds fields
 * to the member (how they joined). Returns the member as written.
 */
export function writeAcceptedInvitation(
  tx: Transaction,
  tenantId: string,
  invitation: { ref: DocumentReference; doc: InvitationDoc },
  brandSnaps: Awaited<ReturnType<typeof readInvitationBrands>>,
  person: { uid: string; displayName: string },
  extra: { joinedWith?: string } = {},
): MemberDoc {
  const { ref, doc } = invitation;
  const stamps = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: doc.createdBy };
  const brandRoles: Record<string, BrandRole> = {};
  for (const brand of brandSnaps) {
    if (!brand.exists || (brand.data() as BrandDoc).tenantId !== tenantId) continue;
    const role = doc.brandRoles[brand.id]!;
    brandRoles[brand.id] = role;
    tx.set(subcollection(brand.ref, "brandMembers").doc(person.uid), {
      uid: person.uid,
      email: doc.email,
      displayName: person.displayName,
      role,
      ...stamps,
    });
  }
  const member: MemberDoc = {
    uid: person.uid,
    email: doc.email,
    displayName: person.displayName,
    role: doc.role,
    status: "active",
    brandRoles,
    invitationId: ref.id,
    ...extra,
    ...stamps,
  };
  tx.set(membersCol(tenantId).doc(person.uid), member);
  tx.update(ref, {
    status: "accepted",
    acceptLease: null,
    acceptedAt: FieldValue.serverTimestamp(),
    acceptedUid: person.uid,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return member;
}

async function releaseLease(ref: DocumentReference, leaseId: string) {
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as InvitationDoc | undefined;
    if (current?.acceptLease?.id === leaseId) tx.update(ref, { acceptLease: null });
  });
}

/**
 * Accepting is what proves the invitee controls the mailbox (the link reached it), so it is the
 * moment their account is made: created here, with their password and a verified email. An
 * account with this email that exists before this moment is never reused: whoever made it never
 * proved the mailbox, so it is deleted (its sessions end with it) and a new one is created. The
 * membership and the invitation's `accepted` are written in one transaction that checks the link
 * again, so a link works exactly once. A short lease taken first keeps a second acceptance of the
 * same link (a double click, two tabs) from touching the account while the first creates it.
 */
export async function acceptInvitation(input: AcceptInvitation): Promise<AcceptedInvitation> {
  const { tenant, ref, doc } = await openLink(input);
  // An address whose domain must use single sign-on accepts by signing in with it (acceptInvitationWithSso).
  const sso = ssoOf((await tenantsCol().doc(tenant.id).get()).data() as TenantDoc | undefined);
  if (ssoRequiredFor(sso, doc.email, doc.role)) throw ssoRequired(sso!);
  const auth = tenantAuth(tenant.authTenantId);
  const lease = { id: randomBytes(12).toString("base64url"), until: Timestamp.fromMillis(Date.now() + ACCEPT_LEASE_MS) };
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as InvitationDoc;
    const refusal = unusable(current);
    if (refusal) throw refusal;
    if (current.acceptLease && current.acceptLease.until.toMillis() > Date.now()) {
      throw conflict("This invitation is being accepted in another window: wait a moment, then sign in");
    }
    tx.update(ref, { acceptLease: lease });
  });

  const existing = await auth.getUserByEmail(doc.email).catch((err: { code?: string }) => {
    if (err.code === "auth/user-not-found") return undefined;
    throw err;
  });
  if (existing) {
    const member = (await membersCol(tenant.id).doc(existing.uid).get()).data() as MemberDoc | undefined;
    if (member?.status === "active") throw alreadyMember(doc.email);
    await auth.deleteUser(existing.uid).catch((err: { code?: string }) => {
      if (err.code !== "auth/user-not-found") throw err;
    });
  }

  let user;
  try {
    user = await auth.createUser({ email: doc.email, password: input.password, displayName: input.displayName, emailVerified: true });
  } catch (err) {
    await releaseLease(ref, lease.id).catch(() => {});
    if ((err as { code?: string }).code === "auth/email-already-exists") {
      throw conflict("An account with this email was created meanwhile: open the invitation link again");
    }
    throw err;
  }

  const memberRef = membersCol(tenant.id).doc(user.uid);
  try {
    await commitAcceptance(tenant.id, ref, input.token, { uid: user.uid, displayName: input.displayName }, lease.id);
  } catch (err) {
    // Nothing may keep an account the invitation did not end up backing.
    await auth.deleteUser(user.uid).catch(() => {});
    await releaseLease(ref, lease.id).catch(() => {});
    throw err;
  }
  const member = (await memberRef.get()).data() as MemberDoc;
  return {
    member: toTenantMember(member),
    workspace: { slug: tenant.slug, name: tenant.name, authTenantId: tenant.authTenantId },
  };
}

/**
 * Accepting as the person the workspace's identity provider signed in: the account exists (the
 * provider's sign-in made it), so nothing is created in Auth. The link is checked as `accept`
 * checks it, and the provider must have vouched for the invited address itself (its verified
 * email), so a link forwarded to someone else signs in nobody but the invitee.
 */
export async function acceptInvitationWithSso(
  input: AcceptInvitationWithSso,
  verifyIdToken: (
    authTenantId: string,
  ) => Promise<{ uid: string; email?: string; email_verified?: boolean; name?: unknown; firebase: { sign_in_provider: string } }>,
): Promise<AcceptedInvitation> {
  const { tenant, ref, doc } = await openLink(input);
  const decoded = await verifyIdToken(tenant.authTenantId);
  const sso = ssoOf((await tenantsCol().doc(tenant.id).get()).data() as TenantDoc | undefined);
  if (!sso || decoded.firebase.sign_in_provider !== sso.providerId) {
    throw forbidden(`Sign in with ${tenant.name}'s single sign-on to accept this invitation this way`);
  }
  if (decoded.email_verified !== true || decoded.email?.toLowerCase() !== doc.email) {
    throw forbidden(`This invitation is for ${doc.email}: sign in with ${sso.displayName} as that address`);
  }
  const displayName =
    input.displayName ??
    (typeof decoded.name === "string" && decoded.name.trim() ? decoded.name.trim().slice(0, 80) : null) ??
    doc.displayName ??
    doc.email.split("@")[0]!;
  await commitAcceptance(tenant.id, ref, input.token, { uid: decoded.uid, displayName }, null);
  const member = (await membersCol(tenant.id).doc(decoded.uid).get()).data() as MemberDoc;
  return {
    member: toTenantMember(member),
    workspace: { slug: tenant.slug, name: tenant.name, authTenantId: tenant.authTenantId },
  };
}
