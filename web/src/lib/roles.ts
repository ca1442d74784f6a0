/** How roles read in the UI; the roles themselves and their order come from the contract. */
import { brandRoles, tenantRoles, type BrandRole, type TenantRole } from "@contract";
import type { BadgeTone } from "@/components/ui/badge";

export const tenantRoleLabels: Record<TenantRole, { label: string; description: string; tone: BadgeTone }> = {
  owner: { label: "Owner", description: "Everything, including other owners", tone: "accent" },
  admin: { label: "Admin", description: "Manages people, brands and settings", tone: "accent" },
  member: { label: "Member", description: "Works on the brands they are given", tone: "neutral" },
};

export const brandRoleLabels: Record<BrandRole, { label: string; description: string; tone: BadgeTone }> = {
  admin: { label: "Admin", description: "Manages the brand and its people", tone: "accent" },
  editor: { label: "Editor", description: "Authors experiences and content", tone: "success" },
  viewer: { label: "Viewer", description: "Reads everything, changes nothing", tone: "neutral" },
};

// Most privileged first reads best in a menu.
export const tenantRoleOptions = [...tenantRoles].reverse().map((role) => ({ value: role, label: tenantRoleLabels[role].label }));
export const brandRoleOptions = [...brandRoles].reverse().map((role) => ({ value: role, label: brandRoleLabels[role].label }));
