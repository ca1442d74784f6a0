import { randomUUID } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import type { BrandRole, TenantRole } from "@vitrine/contract";
import { db, tenantAuth } from "../../src/firebase.js";
import { createTenant } from "../../src/tenants/tenants.js";
import { AUTH_EMULATOR, BASE_URL } from "./env.js";
import { brandsCol, membersCol } from "../../src/firestore/collections.js";

export const PASSWORD = "test-password-1";

/** The people of a test workspace: one per tenant role, and one per brand role on `brandId`. */
export const PERSONAS = {
  owner: { tenantRole: "owner" },
  admin: { tenantRole: "admin" },
  member: { tenantRole: "member" },
  brandAdmin: { tenantRole: "member", brandRole: "admin" },
  editor: { tenantRole: "member", brandRole: "editor" },
  viewer: { tenantRole: "member", brandRole: "viewer" },
} as const satisfies Record<string, { tenantRole: TenantRole; brandRole?: BrandRole }>;
export type Persona = keyof typeof PERSONAS;

export interface TestUser {
  uid: string;
  email: string;
  token: string;
  tenantRole: TenantRole;
  brandRoles: Record<string, BrandRole>;
}

export interface Workspace {
  tenantId: string;
  authTenantId: string;
  slug: string;
  brandId: string;
  users: Record<Persona, TestUser>;
}

export async function signIn(authTenantId: string, email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true, tenantId: authTenantId }),
  });
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/**
 * Adds a person to a tenant directly in the emulators, as accepting an invitation would have:
 * an account with a verified email and an active member document.
 */
export async function addUser(
  ws: Pick<Workspace, "tenantId" | "authTenantId">,
  email: string,
  tenantRole: TenantRole,
  brandRoles: Record<string, BrandRole> = {},
): Promise<TestUser> {
  const user = await tenantAuth(ws.authTenantId).createUser({
    email,
    password: PASSWORD,
    displayName: email.split("@")[0],
    emailVerified: true,
  });
  const stamps = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: "test" };
  const batch = db().batch();
  batch.set(membersCol(ws.tenantId).doc(user.uid), {
    uid: user.uid,
    email,
    displayName: user.displayName ?? null,
    role: tenantRole,
    status: "active",
    brandRoles,
    ...stamps,
  });
  for (const [brandId, role] of Object.entries(brandRoles)) {
    batch.set(brandsCol().doc(brandId).collection("members").doc(user.uid), {
      uid: user.uid,
      email,
      displayName: user.displayName ?? null,
      role,
      ...stamps,
    });
  }
  await batch.commit();
  return { uid: user.uid, email, token: await signIn(ws.authTenantId, email), tenantRole, brandRoles };
}

/** A fresh, isolated tenant with one brand and a user for every persona. */
export async function createWorkspace(label = "ws"): Promise<Workspace> {
  const suffix = randomUUID().slice(0, 8);
  const slug = `${label}-${suffix}`.toLowerCase();
  const tenant = await createTenant({ name: `Test ${label} ${suffix}`, slug }, "test");
  const brandRef = brandsCol().doc();
  await brandRef.set({
    tenantId: tenant.id,
    name: `Brand ${suffix}`,
    nameLower: `brand ${suffix}`,
    slug: `brand-${suffix}`,
    colors: { primary: "#111111", accent: "#222222" },
    logoUrl: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: "test",
  });
  const ws = { tenantId: tenant.id, authTenantId: tenant.authTenantId, slug, brandId: brandRef.id };
  const entries = await Promise.all(
    (Object.entries(PERSONAS) as [Persona, { tenantRole: TenantRole; brandRole?: BrandRole }][]).map(async ([name, p]) => {
      const brandRoles: Record<string, BrandRole> = p.brandRole ? { [brandRef.id]: p.brandRole } : {};
      return [name, await addUser(ws, `${name.toLowerCase()}-${suffix}@example.test`, p.tenantRole, brandRoles)] as const;
    }),
  );
  return { ...ws, users: Object.fromEntries(entries) as Record<Persona, TestUser> };
}

/** The workspace and token of an invitation link, as the accept screen reads them. */
export function invitationLinkParts(link: string): { workspace: string; token: string } {
  const url = new URL(link);
  return { workspace: url.searchParams.get("workspace") ?? "", token: url.searchParams.get("token") ?? "" };
}

/** Accepts an invitation as the accept screen does, then signs in with the new password: the ID token. */
export async function acceptInvitation(link: string, email: string, displayName = "Invited Person", password = PASSWORD): Promise<string> {
  const res = await fetch(`${BASE_URL}/v1/public/invitations/accept`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...invitationLinkParts(link), displayName, password }),
  });
  const body = (await res.json()) as { workspace?: { authTenantId: string }; error?: unknown };
  if (res.status !== 201 || !body.workspace) throw new Error(`Accepting the invitation failed: ${res.status} ${JSON.stringify(body)}`);
  return signIn(body.workspace.authTenantId, email, password);
}
