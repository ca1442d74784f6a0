import { notFound } from "../errors.js";
import type { RouteHandlers } from "../http/handler.js";
import type { tenantRoutes } from "@vitrine/contract";
import { deleteOwnAccount } from "../members/account-deletion.js";
import { getMe, updateMe } from "../members/me.js";
import { cancelWorkspaceDeletion, scheduleWorkspaceDeletion } from "../workspaces/workspace-deletion.js";
import { findTenantBySlug, getTenant, updateTenant } from "./tenants.js";

export const tenantHandlers: RouteHandlers<typeof tenantRoutes> = {
  async getWorkspace({ params }) {
    const tenant = await findTenantBySlug(params.slug);
    if (!tenant) throw notFound("Workspace");
    return { slug: tenant.slug, name: tenant.name, authTenantId: tenant.authTenantId };
  },

  getMe: ({ caller }) => getMe(caller),
  updateMe: ({ caller, body, ifMatch }) => updateMe(caller, body.displayName, ifMatch),
  async deleteMe({ caller, ifMatch }) {
    await deleteOwnAccount(caller, ifMatch);
    return { ok: true as const };
  },

  async getTenant({ caller }) {
    const tenant = await getTenant(caller.tenantId);
    if (!tenant) throw notFound("Workspace");
    return tenant;
  },

  updateTenant: ({ caller, body, ifMatch }) => updateTenant(caller.tenantId, body, ifMatch),
  scheduleWorkspaceDeletion: ({ caller, body }) => scheduleWorkspaceDeletion(caller, body.confirmSlug),
  cancelWorkspaceDeletion: ({ caller }) => cancelWorkspaceDeletion(caller),
};
