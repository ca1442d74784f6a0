import { FieldValue } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { Tenant } from "@vitrine/contract";
import { invalid, alreadyExists } from "../errors.js";
import { createInvitation } from "../invitations/invitations.js";
import { assertNamesNotReserved } from "../sign-up/reserved-names.js";
import { createTenant, findTenantBySlug, pauseOf, toTenant } from "../tenants/tenants.js";
import { brandsCol, placementsCol, subcollection, tenantsCol, uploadsCol } from "../firestore/collections.js";
import type { TenantDoc } from "../firestore/stored-documents.js";

/** What an operator's tools call a workspace's actions by (the `createdBy` of what they write). */
export const OPERATOR_UID = "operator";

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * An operator creates a workspace and invites its first owner: the answer holds the invitation
 * link to hand over (valid 7 days; accepting it creates the owner's account). Slugs are unique.
 * Names that read like Vitrine's own are refused as sign-up refuses them, unless `allowReserved`:
 * the operator vouches for the customer, and the workspace keeps that exception for its later
 * names and its brands' (see `allowReservedNames`).
 */
export async function createWorkspaceWithOwner(input: {
  name: string;
  slug: string;
  ownerEmail: string;
  ownerName?: string;
  allowReserved?: boolean;
  reason?: string;
}): Promise<{ tenant: Tenant; inviteLink: string }> {
  const name = input.name.trim();
  if (!name) throw invalid("A workspace needs a name", [{ path: "name", message: "Required" }]);
  if (!SLUG.test(input.slug)) {
    throw invalid("Invalid workspace slug", [{ path: "slug", message: "Lower-case letters, digits and dashes, at most 63" }]);
  }
  assertNamesNotReserved(
    [
      { path: "slug", value: input.slug },
      { path: "name", value: name },
    ],
    input.allowReserved === true,
  );
  const ownerEmail = input.ownerEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(ownerEmail)) throw invalid("Invalid owner email", [{ path: "ownerEmail", message: "Not an email address" }]);
  if (await findTenantBySlug(input.slug)) throw alreadyExists(`A workspace named ${input.slug} exists already`);
  const tenant = await createTenant({ name, slug: input.slug }, OPERATOR_UID);
  if (input.allowReserved) await allowReservedNames(tenant.id, true, input.reason ?? null);
  const operator: Caller = {
    kind: "user",
    uid: OPERATOR_UID,
    email: null,
    displayName: "Vitrine operator",
    tenantId: tenant.id,
    authTenantId: tenant.authTenantId,
    tenantRole: "owner",
    brandRoles: {},
  };
  const { inviteLink } = await createInvitation(operator, { email: ownerEmail, role: "owner", displayName: input.ownerName });
  return { tenant, inviteLink };
}

/**
 * An operator's exception to the reserved names for one workspace (`npm run admin --
 * allow-reserved <slug> [--reason TEXT] [--revoke]`): its name and its brands' may then read like
 * Vitrine's own (a customer really called "Vitrine Café"). Revoking it changes no name already
 * given; only the next ones are checked again.
 */
export async function allowReservedNames(tenantId: string, allowed: boolean, reason: string | null): Promise<void> {
  await tenantsCol()
    .doc(tenantId)
    .update({
      reservedNamesAllowed: allowed ? { at: FieldValue.serverTimestamp(), reason } : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
}

export interface WorkspaceSummary {
  id: string;
  name: string;
  slug: string;
  state: "active" | "suspended" | "deleting";
  deletionScheduledFor: string | null;
  members: number;
  brands: number;
  placements: number;
  /** Bytes of the files uploaded to its brands (as uploaded; variants not counted). */
  storageBytes: number;
  createdAt: string;
}

/** Every workspace with its size, for operators (`npm run admin -- list`), by slug. */
export async function listWorkspaces(): Promise<WorkspaceSummary[]> {
  const tenants = await tenantsCol().orderBy("slug").get();
  return Promise.all(
    tenants.docs.map(async (doc) => {
      const data = doc.data() as TenantDoc;
      const [members, brands, placements, uploads] = await Promise.all([
        subcollection(doc.ref, "tenantMembers").select().get(),
        brandsCol().where("tenantId", "==", doc.id).select().get(),
        placementsCol().where("tenantId", "==", doc.id).select().get(),
        uploadsCol().where("tenantId", "==", doc.id).select("size").get(),
      ]);
      const tenant = toTenant(doc.id, data);
      return {
        id: doc.id,
        name: data.name,
        slug: data.slug,
        state: pauseOf(data) ?? "active",
        deletionScheduledFor: tenant.deletionScheduledFor,
        members: members.size,
        brands: brands.size,
        placements: placements.size,
        storageBytes: uploads.docs.reduce((sum, u) => sum + (Number(u.get("size")) || 0), 0),
        createdAt: tenant.createdAt,
      };
    }),
  );
}
