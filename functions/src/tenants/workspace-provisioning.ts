import type { Caller } from "../auth/caller.js";
import type { Tenant } from "@vitrine/contract";
import { db } from "../firebase.js";
import { ApiError, invalid } from "../errors.js";
import { createInvitation } from "../invitations/invitations.js";
import { createTenant, findTenantBySlug, pauseOf, tenantsCol, toTenant, type TenantDoc } from "./tenants.js";

/** What an operator's tools call a workspace's actions by (the `createdBy` of what they write). */
export const OPERATOR_UID = "operator";

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * An operator creates a workspace and invites its first owner: the answer holds the invitation
 * link to hand over (valid 7 days; accepting it creates the owner's account). Slugs are unique.
 */
export async function createWorkspaceWithOwner(input: {
  name: string;
  slug: string;
  ownerEmail: string;
  ownerName?: string;
}): Promise<{ tenant: Tenant; inviteLink: string }> {
  const name = input.name.trim();
  if (!name) throw invalid("A workspace needs a name", [{ path: "name", message: "Required" }]);
  if (!SLUG.test(input.slug)) {
    throw invalid("Invalid workspace slug", [{ path: "slug", message: "Lower-case letters, digits and dashes, at most 63" }]);
  }
  const ownerEmail = input.ownerEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(ownerEmail)) throw invalid("Invalid owner email", [{ path: "ownerEmail", message: "Not an email address" }]);
  if (await findTenantBySlug(input.slug)) throw new ApiError("already-exists", `A workspace named ${input.slug} exists already`);
  const tenant = await createTenant({ name, slug: input.slug }, OPERATOR_UID);
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
        doc.ref.collection("members").select().get(),
        db().collection("brands").where("tenantId", "==", doc.id).select().get(),
        db().collection("placements").where("tenantId", "==", doc.id).select().get(),
        db().collection("uploads").where("tenantId", "==", doc.id).select("size").get(),
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
