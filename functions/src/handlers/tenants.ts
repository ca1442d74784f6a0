import { FieldValue } from "firebase-admin/firestore";
import { tenantAuth } from "../firebase.js";
import { notFound } from "../http/api-error.js";
import type { Handlers } from "../http/handler.js";
import { getMember, membersCol, toTenantMember } from "../services/members.js";
import { findTenantBySlug, getTenant, updateTenant } from "../services/tenants.js";

export const tenantHandlers: Pick<Handlers, "getWorkspace" | "getMe" | "updateMe" | "getTenant" | "updateTenant"> = {
  async getWorkspace({ params }) {
    const tenant = await findTenantBySlug(params.slug);
    if (!tenant) throw notFound("Workspace");
    return { slug: tenant.slug, name: tenant.name, authTenantId: tenant.authTenantId };
  },

  async getMe({ caller }) {
    const tenant = await getTenant(caller.tenantId);
    if (!tenant) throw notFound("Workspace");
    return {
      uid: caller.uid,
      email: caller.email,
      displayName: caller.displayName,
      tenant,
      tenantRole: caller.tenantRole,
      brandRoles: caller.brandRoles,
    };
  },

  async updateMe({ caller, body }) {
    await tenantAuth(caller.authTenantId).updateUser(caller.uid, { displayName: body.displayName });
    await membersCol(caller.tenantId).doc(caller.uid).update({
      displayName: body.displayName,
      updatedAt: FieldValue.serverTimestamp(),
    });
    const [tenant, member] = await Promise.all([getTenant(caller.tenantId), getMember(caller.tenantId, caller.uid)]);
    if (!tenant || !member) throw notFound("Workspace");
    const view = toTenantMember(member);
    return { uid: caller.uid, email: caller.email, displayName: view.displayName, tenant, tenantRole: view.role, brandRoles: view.brandRoles };
  },

  async getTenant({ caller }) {
    const tenant = await getTenant(caller.tenantId);
    if (!tenant) throw notFound("Workspace");
    return tenant;
  },

  async updateTenant({ caller, body }) {
    return updateTenant(caller.tenantId, body);
  },
};
