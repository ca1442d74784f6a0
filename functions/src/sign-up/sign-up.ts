import { createHash, timingSafeEqual } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { disableSelfSignUp } from "../auth/self-sign-up.js";
import { config } from "../config.js";
import { workspaceSlugProblem, type SignUpMode, type SignedUp, type SlugAvailability } from "@vitrine/contract";
import type { z } from "zod";
import type { signUpSchema } from "@vitrine/contract";
import { auth, db, tenantAuth } from "../firebase.js";
import { conflict, forbidden, invalid, tooManyRequests, unavailable } from "../errors.js";
import { toTenantMember } from "../members/members.js";
import { assertNamesNotReserved, reservedNameIssue, reservedNameProblem } from "./reserved-names.js";
import { membersCol, signUpAttemptsCol, tenantSlugsCol, tenantsCol } from "../firestore/collections.js";
import type { MemberDoc } from "../firestore/stored-documents.js";

export type SignUpInput = z.output<typeof signUpSchema>;

export interface SignUpSettings {
  mode: SignUpMode;
  inviteCode: string;
  perAddressPerHour: number;
  maxUnverifiedWorkspaces: number;
}

/**
 * `tenantSlugs/{slug}`: one document per short name, created in the transaction that claims it,
 * so two sign-ups racing for the same name cannot both get it (a query cannot lock a name that
 * does not exist yet). `state` is `creating` while the workspace is being made (for at most
 * `CLAIM_LEASE_MS`: a crashed sign-up frees the name after it), then `taken`.
 */
/** `signUpAttempts/{sha256(address, hour)}`: workspaces created from one address in one clock hour. */

const CLAIM_LEASE_MS = 2 * 60_000;
const HOUR_MS = 60 * 60_000;

/** What `tenants/{id}.signUp` holds for a workspace made by sign-up. */
export interface TenantSignUp {
  /** expired: never verified in time; the workspace is being deleted. */
  status: "unverified" | "verified" | "expired";
  ownerUid: string;
  email: string;
  verifiedAt?: Timestamp | null;
}

const normalise = (slug: string) => slug.trim().toLowerCase();

/** Whether a short name is claimed, by a sign-up in progress or a workspace (seeded ones have no claim document). */
async function slugTaken(slug: string, now = Date.now()): Promise<boolean> {
  const [claim, tenants] = await Promise.all([tenantSlugsCol().doc(slug).get(), tenantsCol().where("slug", "==", slug).limit(1).get()]);
  if (!tenants.empty) return true;
  return claim.exists && !claimExpired(claim.data() as SlugClaim, now);
}

interface SlugClaim {
  tenantId: string;
  state: "creating" | "taken";
  leaseUntil: Timestamp | null;
}

const claimExpired = (claim: SlugClaim, now: number) => claim.state === "creating" && (claim.leaseUntil?.toMillis() ?? 0) <= now;

export async function checkSlugAvailability(raw: string): Promise<SlugAvailability> {
  const slug = normalise(raw);
  const problem = workspaceSlugProblem(slug);
  if (problem) return { slug, available: false, reason: "invalid", message: problem };
  const reserved = reservedNameProblem(slug);
  if (reserved) return { slug, available: false, reason: "reserved", message: reservedNameIssue(reserved, "slug").message };
  if (await slugTaken(slug)) return { slug, available: false, reason: "taken", message: "This name is taken: choose another" };
  return { slug, available: true, reason: null, message: null };
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Compares the codes by their hashes, so the time taken says nothing about the code. */
function inviteCodeMatches(expected: string, given: string | undefined): boolean {
  return expected !== "" && given !== undefined && timingSafeEqual(sha256(expected), sha256(given.trim()));
}

/** Refuses the sign-up unless the deployment's mode lets this request through. */
export function assertSignUpAllowed(settings: Pick<SignUpSettings, "mode" | "inviteCode">, inviteCode: string | undefined): void {
  if (settings.mode === "closed") {
    throw forbidden("Sign-up is closed on this deployment: ask your Vitrine operator for a workspace");
  }
  if (settings.mode === "invite-code") {
    if (!inviteCode?.trim()) {
      throw invalid("An invite code is required to sign up", [{ path: "inviteCode", message: "Enter your invite code" }]);
    }
    if (!inviteCodeMatches(settings.inviteCode, inviteCode)) {
      throw forbidden("This invite code is not valid", [{ path: "inviteCode", message: "This invite code is not valid" }]);
    }
  }
}

/**
 * Counts one workspace for this address in the current clock hour; past the budget, 429 until the
 * hour ends. Only hashes are stored, never the address.
 */
async function chargeAddress(address: string, perHour: number, now: number): Promise<void> {
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  const ref = signUpAttemptsCol().doc(sha256(`${address}|${hourStart}`).toString("hex"));
  await db().runTransaction(async (tx) => {
    const count = ((await tx.get(ref)).get("count") as number | undefined) ?? 0;
    if (count >= perHour) {
      const retryAfter = Math.max(1, Math.ceil((hourStart + HOUR_MS - now) / 1000));
      throw tooManyRequests(`Too many workspaces created from this address; try again in ${Math.ceil(retryAfter / 60)} min`, undefined, {
        "Retry-After": String(retryAfter),
      });
    }
    tx.set(ref, { count: count + 1, expireAt: Timestamp.fromMillis(hourStart + 2 * HOUR_MS) });
  });
}

/** Past the cap of unverified workspaces, nobody signs up until some are verified or cleaned up. */
async function assertUnverifiedCap(max: number): Promise<void> {
  const snap = await tenantsCol().where("signUp.status", "==", "unverified").count().get();
  if (snap.data().count >= max) {
    throw unavailable("Sign-up is busy right now; try again later", undefined, { "Retry-After": "600" });
  }
}

/** Claims the short name for `tenantId`, or 409 when a workspace or a live sign-up holds it. */
async function claimSlug(slug: string, tenantId: string, now: number): Promise<void> {
  const ref = tenantSlugsCol().doc(slug);
  await db().runTransaction(async (tx) => {
    const [claim, tenants] = await Promise.all([tx.get(ref), tx.get(tenantsCol().where("slug", "==", slug).limit(1))]);
    if (!tenants.empty || (claim.exists && !claimExpired(claim.data() as SlugClaim, now))) {
      throw conflict(`The workspace name "${slug}" is taken: choose another`);
    }
    tx.set(ref, { tenantId, state: "creating", leaseUntil: Timestamp.fromMillis(now + CLAIM_LEASE_MS), createdAt: FieldValue.serverTimestamp() });
  });
}

/** Frees a claim this sign-up made, unless another one has taken the name over since. */
async function releaseSlug(slug: string, tenantId: string): Promise<void> {
  const ref = tenantSlugsCol().doc(slug);
  await db().runTransaction(async (tx) => {
    const claim = await tx.get(ref);
    if (claim.exists && (claim.data() as SlugClaim).tenantId === tenantId) tx.delete(ref);
  });
}

/**
 * Creates a workspace from the public sign-up form: its Identity Platform tenant (self sign-up
 * off, like every workspace's: see createTenant), the owner's account with the chosen password and
 * an unverified email, and, in one transaction, the tenant and its owner. The owner may use the
 * workspace at once; it is deleted after UNVERIFIED_WORKSPACE_DAYS unless the email is verified
 * (the client sends the verification email right after signing in). Anything made before a
 * failure is undone, so a retry starts clean.
 */
export async function signUp(input: SignUpInput, address: string, settings: SignUpSettings = config.signUp, now = Date.now()): Promise<SignedUp> {
  assertSignUpAllowed(settings, input.inviteCode);
  const slug = normalise(input.slug);
  // No exception here: an operator makes a workspace whose names are reserved (`npm run admin -- create --allow-reserved`).
  assertNamesNotReserved([
    { path: "slug", value: slug },
    { path: "companyName", value: input.companyName },
  ]);
  if (await slugTaken(slug, now)) throw conflict(`The workspace name "${slug}" is taken: choose another`);
  await assertUnverifiedCap(settings.maxUnverifiedWorkspaces);
  await chargeAddress(address, settings.perAddressPerHour, now);

  const tenantRef = tenantsCol().doc();
  await claimSlug(slug, tenantRef.id, now);
  let authTenantId: string | undefined;
  try {
    const authTenant = await auth()
      .tenantManager()
      .createTenant({
        displayName: slug.replace(/[^a-zA-Z0-9-]/g, "").slice(0, 20) || "tenant",
        emailSignInConfig: { enabled: true, passwordRequired: false },
        anonymousSignInEnabled: true,
      });
    authTenantId = authTenant.tenantId;
    await disableSelfSignUp(authTenantId);
    const user = await tenantAuth(authTenantId).createUser({
      email: input.email,
      password: input.password,
      displayName: input.displayName,
      emailVerified: false,
    });
    const stamps = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: user.uid };
    const member: MemberDoc & { founder: true } = {
      uid: user.uid,
      email: input.email,
      displayName: input.displayName,
      role: "owner",
      status: "active",
      brandRoles: {},
      // The one account allowed in before its email is verified (see authenticate).
      founder: true,
      ...stamps,
    };
    const signUpRecord: TenantSignUp & { at: unknown } = {
      status: "unverified",
      ownerUid: user.uid,
      email: input.email,
      verifiedAt: null,
      at: FieldValue.serverTimestamp(),
    };
    await db().runTransaction(async (tx) => {
      const claim = await tx.get(tenantSlugsCol().doc(slug));
      if (!claim.exists || (claim.data() as SlugClaim).tenantId !== tenantRef.id) throw conflict(`The workspace name "${slug}" is taken: choose another`);
      tx.create(tenantRef, { name: input.companyName, slug, authTenantId, settings: {}, signUp: signUpRecord, onboarding: {}, ...stamps });
      tx.create(membersCol(tenantRef.id).doc(user.uid), member);
      tx.update(claim.ref, { state: "taken", leaseUntil: null });
    });
    const saved = (await membersCol(tenantRef.id).doc(user.uid).get()).data() as MemberDoc;
    return { member: toTenantMember(saved), workspace: { slug, name: input.companyName, authTenantId } };
  } catch (err) {
    // Deleting the auth tenant deletes the account made in it.
    if (authTenantId)
      await auth()
        .tenantManager()
        .deleteTenant(authTenantId)
        .catch(() => {});
    await releaseSlug(slug, tenantRef.id).catch(() => {});
    throw err;
  }
}
