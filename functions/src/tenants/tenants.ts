import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { AUDIT_RETENTION_DAYS, type Tenant } from "@vitrine/contract";
import { disableSelfSignUp } from "../auth/self-sign-up.js";
import { auth, db } from "../firebase.js";
import { notFound } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { toIso } from "../firestore/values.js";
import { assertNamesNotReserved, reservedNameProblem } from "../sign-up/reserved-names.js";
import type { SsoDoc, TenantDoc } from "../firestore/stored-documents.js";
import { tenantsCol } from "../firestore/collections.js";

export function toTenant(id: string, data: TenantDoc): Tenant {
  return {
    id,
    name: data.name,
    slug: data.slug,
    authTenantId: data.authTenantId,
    publicBaseUrl: (data.settings?.publicBaseUrl as string | undefined) ?? null,
    deletionScheduledFor: data.deletion ? toIso(data.deletion.purgeAfter) : null,
    auditRetentionDays: auditRetentionDaysOf(data),
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

/** Days the workspace keeps audit entries (`settings.auditRetentionDays`, absent = the default). */
export function auditRetentionDaysOf(data: Pick<TenantDoc, "settings"> | undefined): number {
  const days = data?.settings?.auditRetentionDays;
  return typeof days === "number" ? days : AUDIT_RETENTION_DAYS.default;
}

/**
 * Every authenticated request maps its Identity Platform tenant to a Vitrine tenant; the mapping
 * never changes, so it is cached for the life of the function instance. Only workspaces that
 * exist are cached, and at most this many (the least recently used go first).
 */
const TENANT_CACHE_SIZE = 1000;
const tenantIdByAuthTenant = new Map<string, string>();

function remember(authTenantId: string, tenantId: string) {
  tenantIdByAuthTenant.delete(authTenantId);
  tenantIdByAuthTenant.set(authTenantId, tenantId);
  if (tenantIdByAuthTenant.size > TENANT_CACHE_SIZE) tenantIdByAuthTenant.delete(tenantIdByAuthTenant.keys().next().value!);
}

/** A workspace as authentication needs it: the tenant, and whether it is paused. */
export interface WorkspaceOfCaller {
  tenant: Tenant;
  pause: ReturnType<typeof pauseOf>;
  /** Its single sign-on, read with the tenant: `authenticate` decides by it. */
  sso: SsoDoc | null;
}

async function readWorkspace(tenantId: string): Promise<WorkspaceOfCaller | undefined> {
  const snap = await tenantsCol().doc(tenantId).get();
  if (!snap.exists) return undefined;
  const data = snap.data() as TenantDoc;
  return { tenant: toTenant(snap.id, data), pause: pauseOf(data), sso: data.sso ?? null };
}

/** The workspace of an Identity Platform tenant, or undefined when none is (any more). */
export async function findTenantByAuthTenantId(authTenantId: string): Promise<WorkspaceOfCaller | undefined> {
  const cachedId = tenantIdByAuthTenant.get(authTenantId);
  if (cachedId) {
    const workspace = await readWorkspace(cachedId);
    if (workspace) {
      remember(authTenantId, cachedId);
      return workspace;
    }
    tenantIdByAuthTenant.delete(authTenantId);
  }
  const snap = await tenantsCol().where("authTenantId", "==", authTenantId).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) return undefined;
  remember(authTenantId, doc.id);
  const data = doc.data() as TenantDoc;
  return { tenant: toTenant(doc.id, data), pause: pauseOf(data), sso: data.sso ?? null };
}

/** Whether a workspace refuses its people and viewers (see `pauseOf`); undefined when it does not exist. */
export async function workspacePause(tenantId: string): Promise<ReturnType<typeof pauseOf> | undefined> {
  return (await readWorkspace(tenantId))?.pause;
}

export async function findTenantBySlug(slug: string): Promise<Tenant | undefined> {
  const snap = await tenantsCol().where("slug", "==", slug).limit(1).get();
  const doc = snap.docs[0];
  return doc ? toTenant(doc.id, doc.data() as TenantDoc) : undefined;
}

/** Why a workspace refuses its people and viewers, if it does: suspended by an operator, or being deleted. */
export function pauseOf(data: TenantDoc): "suspended" | "deleting" | null {
  if (data.suspendedAt) return "suspended";
  if (data.deletion) return "deleting";
  return null;
}

export async function getTenant(tenantId: string, tx?: Transaction): Promise<Tenant | undefined> {
  const snap = await readDoc(tenantsCol().doc(tenantId), tx);
  return snap.exists ? toTenant(snap.id, snap.data() as TenantDoc) : undefined;
}

/**
 * Refuses a workspace's or brand's name that reads like Vitrine's own (400 naming the rule: see
 * `sign-up/reserved-names.ts`), unless an operator allowed reserved names for this workspace.
 */
export async function assertWorkspaceMayUseNames(tenantId: string, names: { path: string; value: string | undefined }[]): Promise<void> {
  if (names.every(({ value }) => value === undefined || !reservedNameProblem(value))) return;
  const data = (await tenantsCol().doc(tenantId).get()).data() as TenantDoc | undefined;
  assertNamesNotReserved(names, Boolean(data?.reservedNamesAllowed));
}

export async function updateTenant(
  tenantId: string,
  changes: { name?: string; publicBaseUrl?: string | null; auditRetentionDays?: number },
  ifMatch?: IfMatch,
): Promise<Tenant> {
  const ref = tenantsCol().doc(tenantId);
  await assertWorkspaceMayUseNames(tenantId, [{ path: "name", value: changes.name }]);
  const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  if (changes.name !== undefined) update.name = changes.name;
  if (changes.publicBaseUrl !== undefined) update["settings.publicBaseUrl"] = changes.publicBaseUrl;
  if (changes.auditRetentionDays !== undefined) update["settings.auditRetentionDays"] = changes.auditRetentionDays;
  await db().runTransaction(async (tx) => {
    const current = await getTenant(tenantId, tx);
    if (!current) throw notFound("Workspace");
    await ifMatch?.assert(async () => current);
    tx.update(ref, update);
  });
  const snap = await ref.get();
  return toTenant(snap.id, snap.data() as TenantDoc);
}

/**
 * Creates the Vitrine tenant and its Identity Platform tenant: people sign in with email + password
 * or an email link, but cannot sign up by themselves (accounts come from accepted invitations).
 */
export async function createTenant(input: { name: string; slug: string }, createdBy: string): Promise<Tenant> {
  const authTenant = await auth()
    .tenantManager()
    .createTenant({
      displayName: input.slug.replace(/[^a-zA-Z0-9-]/g, "").slice(0, 20) || "tenant",
      emailSignInConfig: { enabled: true, passwordRequired: false },
      // The public viewer signs visitors in anonymously so analytics sessions are attributed.
      anonymousSignInEnabled: true,
    });
  await disableSelfSignUp(authTenant.tenantId);
  const ref = tenantsCol().doc();
  await ref.set({
    name: input.name,
    slug: input.slug,
    authTenantId: authTenant.tenantId,
    settings: {},
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy,
  });
  const snap = await ref.get();
  return toTenant(snap.id, snap.data() as TenantDoc);
}
