/** How roles read in the UI; the roles themselves and their order come from the contract. */
import { brandRoles, tenantRoles, type BrandRole, type TenantRole } from "@vitrine/contract";
import type { BadgeTone } from "@/components/ui/badge";
import { useT } from "./messages";

interface RoleLabel {
  label: string;
  description: string;
  tone: BadgeTone;
}

type LibKey = Parameters<typeof useT.now>[0];

/** A role's name and description, read in the console's language each time they are shown. */
const roleLabel = (key: LibKey, tone: BadgeTone): RoleLabel => ({
  get label() {
    return useT.now(key);
  },
  get description() {
    return useT.now(`${key}.description` as LibKey);
  },
  tone,
});

export const tenantRoleLabels: Record<TenantRole, RoleLabel> = {
  owner: roleLabel("roles.tenant.owner", "accent"),
  admin: roleLabel("roles.tenant.admin", "accent"),
  member: roleLabel("roles.tenant.member", "neutral"),
};

export const brandRoleLabels: Record<BrandRole, RoleLabel> = {
  admin: roleLabel("roles.brand.admin", "accent"),
  editor: roleLabel("roles.brand.editor", "success"),
  viewer: roleLabel("roles.brand.viewer", "neutral"),
};

const option = <R extends string>(role: R, labels: Record<R, RoleLabel>) => ({
  value: role,
  get label() {
    return labels[role].label;
  },
});

// Most privileged first reads best in a menu.
export const tenantRoleOptions = [...tenantRoles].reverse().map((role) => option(role, tenantRoleLabels));
export const brandRoleOptions = [...brandRoles].reverse().map((role) => option(role, brandRoleLabels));
