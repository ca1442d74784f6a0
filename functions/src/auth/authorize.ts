import type { Caller } from "./caller.js";
import {
  apiKeyMayUse,
  brandRoleRank,
  effectiveBrandRole,
  isNamedHolder,
  permissions,
  tenantRoleRank,
  verifiedEmailActions,
  type RouteAccess,
} from "@vitrine/contract";
import { forbidden, notFound } from "../errors.js";
import { getTenantBrand } from "../brands/brands.js";
import type { BrandDoc } from "../firestore/stored-documents.js";

/**
 * Applies the permission table to one request. An object of another tenant, or a brand the
 * caller holds no role on, answers 404 exactly like a missing one: its existence is not told.
 * An API key is first held to the actions its scope grants (403 otherwise, whatever the brand).
 */
export async function authorize(
  caller: Caller,
  access: RouteAccess,
  params: { brandId?: string } | undefined,
  { writes }: { writes: boolean },
): Promise<{ id: string; data: BrandDoc } | undefined> {
  if (caller.apiKey && !apiKeyMayUse(access, caller.apiKey.scope)) {
    throw forbidden(
      apiKeyMayUse(access)
        ? `A key of the ${caller.apiKey.scope} scope cannot use this route`
        : "API keys cannot use this route: it is for people signed in to the console",
    );
  }
  const brand = params?.brandId ? await getTenantBrand(caller.tenantId, params.brandId) : undefined;
  if (access === "public" || access === "signed-in") return brand;

  if (writes && caller.emailVerified === false && verifiedEmailActions.includes(access)) {
    throw forbidden("Verify your email address first: until then you cannot invite people, create API keys, add webhooks or set up single sign-on");
  }
  const rule = permissions[access];
  if (rule.scope === "tenant") {
    // A key's scope is its grant on the workspace's own actions (checked above); people need the role.
    if (!caller.apiKey && tenantRoleRank(caller.tenantRole) < tenantRoleRank(rule.minRole)) throw forbidden();
    return brand;
  }
  if (!brand) throw notFound("Brand");
  const role = effectiveBrandRole(caller.tenantRole, caller.brandRoles[brand.id]);
  if (!role) throw notFound("Brand");
  // A member the brand names for the action (a named approver) holds it whatever their role.
  if (brandRoleRank(role) < brandRoleRank(rule.minRole) && (caller.apiKey || !isNamedHolder(access, brand.data, caller.uid))) throw forbidden();
  return brand;
}
