import { expect } from "chai";
import {
  apiKeyBrandRole,
  apiKeyMayUse,
  can,
  permissions,
  routes,
  type Action,
  type ApiKeyScope,
  type BrandRole,
  type RouteName,
  type TenantRole,
} from "@vitrine/contract";
import { call } from "../helpers/http.js";
import { create, fixture, is, missing, NOBODY, type AreaProbes, type Probe } from "../helpers/probes.js";
import { aiChatProbes } from "./probes/ai-chat.js";
import { commentProbes } from "./probes/comments.js";
import { apiKeyProbes } from "./probes/api-keys.js";
import { analyticsProbes } from "./probes/analytics.js";
import { experienceProbes } from "./probes/experiences.js";
import { hostProbes } from "./probes/host.js";
import { manifestProbes } from "./probes/manifests.js";
import { notificationProbes } from "./probes/notifications.js";
import { openApiProbes } from "./probes/openapi.js";
import { placementProbes } from "./probes/placements.js";
import { productProbes } from "./probes/products.js";
import { publicViewerProbes } from "./probes/public-viewer.js";
import { publishRequestProbes } from "./probes/publish-requests.js";
import { scheduledPublishProbes } from "./probes/scheduled-publishes.js";
import { ssoProbes } from "./probes/sso.js";
import { themeProbes } from "./probes/theme.js";
import { translationProbes } from "./probes/translations.js";
import { videoWallProbes } from "./probes/video-wall.js";
import { webhookProbes } from "./probes/webhooks.js";
import { workspaceExportProbes } from "./probes/workspace-exports.js";
import { createWorkspace, PERSONAS, type Persona, type Workspace } from "../helpers/workspace.js";

/**
 * One probe per route of the contract. A route added without a probe fails the first test, so
 * no route escapes the matrix.
 */
async function probeFor(name: RouteName, ws: Workspace): Promise<Probe> {
  const b = ws.brandId;
  const store = `/v1/brands/${b}/stores/${await fixture(ws, "stores", STORE)}`;
  const survey = `/v1/brands/${b}/surveys/${await fixture(ws, "surveys", SURVEY)}`;
  const set = `/v1/brands/${b}/sets/${await fixture(ws, "sets", { name: "Matrix set" })}`;
  switch (name) {
    case "health":
      return { path: "/v1/health" };
    case "getWorkspace":
      return { path: `/v1/public/workspaces/${ws.slug}` };
    case "getMe":
      return { path: "/v1/me" };
    case "updateMe":
      return { path: "/v1/me", json: {}, allowed: is(400) };
    // A stale If-Match: an allowed caller is refused with 412 and keeps their account for the other probes.
    case "deleteMe":
      return { path: "/v1/me", headers: { "If-Match": '"stale"' }, allowed: is(412) };
    case "scheduleWorkspaceDeletion":
      return { path: "/v1/tenants/me/deletion", json: {}, allowed: is(400) };
    case "cancelWorkspaceDeletion":
      return { path: "/v1/tenants/me/deletion", allowed: is(409) };
    // Public: sign-up's options and name check answer anyone; its POST reaches validation.
    case "getSignUpOptions":
      return { path: "/v1/public/sign-up" };
    case "checkSlugAvailability":
      return { path: "/v1/public/sign-up/slug-availability?slug=matrix-probe-name" };
    case "signUp":
      return { path: "/v1/public/sign-up", json: {}, allowed: is(400) };
    case "getOembed":
      return { path: "/v1/public/oembed", allowed: is(400) };
    case "getOnboarding":
      return { path: "/v1/tenants/me/onboarding" };
    case "listAuditLog":
      return { path: "/v1/tenants/me/audit-log" };
    case "getTenant":
      return { path: "/v1/tenants/me" };
    case "updateTenant":
      return { path: "/v1/tenants/me", json: {}, allowed: is(400) };
    case "listTenantMembers":
      return { path: "/v1/tenants/me/members" };
    case "listInvitations":
      return { path: "/v1/tenants/me/invitations" };
    case "inviteTenantMember":
      return { path: "/v1/tenants/me/invitations", json: {}, allowed: is(400) };
    case "revokeInvitation":
      return { path: `/v1/tenants/me/invitations/${NOBODY}/revoke`, allowed: missing("Invitation") };
    case "resendInvitation":
      return { path: `/v1/tenants/me/invitations/${NOBODY}/resend`, allowed: missing("Invitation") };
    // Public: anyone reaches validation, signed in or not.
    case "previewInvitation":
      return { path: "/v1/public/invitations/preview", json: {}, allowed: is(400) };
    case "acceptInvitation":
      return { path: "/v1/public/invitations/accept", json: {}, allowed: is(400) };
    case "updateTenantMember":
      return { path: `/v1/tenants/me/members/${NOBODY}`, json: {}, allowed: is(400) };
    // Validation answers an allowed caller (owners) before any member is looked up.
    case "relinkTenantMember":
      return { path: `/v1/tenants/me/members/${NOBODY}/relink`, json: {}, allowed: is(400) };
    case "removeTenantMember":
      return { path: `/v1/tenants/me/members/${NOBODY}`, allowed: missing("Member") };
    case "listBrands":
      return { path: "/v1/brands" };
    case "createBrand":
      return { path: "/v1/brands", json: {}, allowed: is(400) };
    case "getBrand":
      return { path: `/v1/brands/${b}` };
    case "updateBrand":
      return { path: `/v1/brands/${b}`, json: {}, allowed: is(400) };
    case "deleteBrand": {
      // A throwaway brand, so an allowed delete removes nothing the other probes need.
      const res = await call("POST", "/v1/brands", { token: ws.users.owner.token, json: { name: `Throwaway ${Math.random()}` } });
      return { path: `/v1/brands/${res.body.id}` };
    }
    case "listBrandMembers":
      return { path: `/v1/brands/${b}/members` };
    case "addBrandMember":
      return { path: `/v1/brands/${b}/members`, json: {}, allowed: is(400) };
    case "updateBrandMember":
      return { path: `/v1/brands/${b}/members/${NOBODY}`, json: {}, allowed: is(400) };
    case "removeBrandMember":
      return { path: `/v1/brands/${b}/members/${NOBODY}`, allowed: missing("Brand member") };
    case "createUpload":
      return { path: `/v1/brands/${b}/uploads`, json: {}, allowed: is(400) };
    case "completeUpload":
      return { path: `/v1/brands/${b}/uploads/${NOBODY}/complete`, allowed: missing("Upload") };
    case "getUpload":
      return { path: `/v1/brands/${b}/uploads/${NOBODY}`, allowed: missing("Upload") };
    case "listLibrary":
      return { path: "/v1/library" };
    case "getLibraryObject":
      return { path: "/v1/library/sample-oak-dining-table" };
    case "createLibraryObject":
      return { path: `/v1/brands/${b}/library`, json: {}, allowed: is(400) };
    case "updateLibraryObject":
      return { path: "/v1/library/sample-oak-dining-table", json: {}, allowed: is(400) };
    // Samples belong to no workspace: everyone who may reach the route is told they cannot be deleted.
    case "deleteLibraryObject":
      return { path: "/v1/library/sample-oak-dining-table", allowed: (res) => res.status === 403 && /Sample/.test(res.body.error.message) };
    case "listStores":
      return { path: `/v1/brands/${b}/stores` };
    case "createStore":
      return { path: `/v1/brands/${b}/stores`, json: {}, allowed: is(400) };
    case "exportStoresCsv":
      return { path: `/v1/brands/${b}/stores/csv` };
    case "importStoresCsv":
      return { path: `/v1/brands/${b}/stores/import`, json: {}, allowed: is(400) };
    case "getStore":
      return { path: store };
    case "updateStore":
      return { path: store, json: {}, allowed: is(400) };
    case "deleteStore":
      return { path: `/v1/brands/${b}/stores/${await create(ws, "stores", STORE)}` };
    case "listSets":
      return { path: `/v1/brands/${b}/sets` };
    case "createSet":
      return { path: `/v1/brands/${b}/sets`, json: {}, allowed: is(400) };
    case "getSet":
      return { path: set };
    case "updateSet":
      return { path: set, json: {}, allowed: is(400) };
    case "deleteSet":
      return { path: `/v1/brands/${b}/sets/${await create(ws, "sets", { name: "Doomed set" })}` };
    case "listVideos":
      return { path: `/v1/brands/${b}/videos` };
    case "createVideo":
      return { path: `/v1/brands/${b}/videos`, json: {}, allowed: is(400) };
    case "getVideo":
      return { path: `/v1/brands/${b}/videos/${NOBODY}`, allowed: missing("Video") };
    case "updateVideo":
      return { path: `/v1/brands/${b}/videos/${NOBODY}`, json: {}, allowed: is(400) };
    case "deleteVideo":
      return { path: `/v1/brands/${b}/videos/${NOBODY}`, allowed: missing("Video") };
    case "listSurveys":
      return { path: `/v1/brands/${b}/surveys` };
    case "createSurvey":
      return { path: `/v1/brands/${b}/surveys`, json: {}, allowed: is(400) };
    case "getSurvey":
      return { path: survey };
    case "updateSurvey":
      return { path: survey, json: {}, allowed: is(400) };
    case "duplicateSurvey":
      return { path: `${survey}/duplicate` };
    case "deleteSurvey":
      return { path: `/v1/brands/${b}/surveys/${await create(ws, "surveys", SURVEY)}` };
  }
  for (const area of AREA_PROBES) {
    const probe = await area(name, ws);
    if (probe) return probe;
  }
  throw new Error(`No probe for route ${name}`);
}

/** Each area of the API keeps its probes beside its own routes. */
const AREA_PROBES: AreaProbes[] = [
  experienceProbes,
  productProbes,
  themeProbes,
  translationProbes,
  hostProbes,
  videoWallProbes,
  aiChatProbes,
  placementProbes,
  manifestProbes,
  scheduledPublishProbes,
  publishRequestProbes,
  commentProbes,
  notificationProbes,
  publicViewerProbes,
  apiKeyProbes,
  webhookProbes,
  ssoProbes,
  workspaceExportProbes,
  openApiProbes,
  analyticsProbes,
];

const STORE = {
  name: "Matrix store",
  address: { line1: "1 Main St", city: "Lyon", country: "FR" },
  location: { lat: 45.76, lng: 4.83 },
  timezone: "Europe/Paris",
};

const SURVEY = {
  title: "Matrix survey",
  questions: [{ id: "q1", field: "rating", type: "rating", label: "How was it?" }],
};

function expectedOutcome(
  access: string,
  user: { tenantRole: TenantRole; brandRoles: Record<string, BrandRole> },
  brandId: string | undefined,
): "allowed" | 403 | 404 {
  if (access === "public" || access === "signed-in") return "allowed";
  const action = access as Action;
  const caller = { tenantRole: user.tenantRole, brandRoles: user.brandRoles };
  if (can(action, caller, brandId)) return "allowed";
  if (permissions[action].scope === "brand" && !can("brand.read", caller, brandId)) return 404;
  return 403;
}

/** API keys as callers: every route is also probed with a key of each kind. */
const KEY_PERSONAS = {
  readAllKey: { scope: "read", brands: "all" },
  writeAllKey: { scope: "write", brands: "all" },
  writeOtherBrandKey: { scope: "write", brands: "other" },
} as const satisfies Record<string, { scope: ApiKeyScope; brands: "all" | "other" }>;
type KeyPersona = keyof typeof KEY_PERSONAS;

/** A key acts as a tenant member with its scope's role on the brands it covers; some routes are never for keys. */
function expectedKeyOutcome(access: string, persona: KeyPersona, brandId: string | undefined, wsBrandId: string): "allowed" | 403 | 404 {
  if (access === "public") return "allowed";
  if (!apiKeyMayUse(access as Action)) return 403;
  const { scope, brands } = KEY_PERSONAS[persona];
  const covers = brands === "all" || brandId !== wsBrandId;
  return expectedOutcome(access, { tenantRole: "member", brandRoles: brandId && covers ? { [brandId]: apiKeyBrandRole(scope) } : {} }, brandId);
}

describe("Authorization matrix: every route x every role x a foreign tenant", () => {
  let ws: Workspace;
  let foreign: Workspace;
  const keys = {} as Record<KeyPersona, string>;
  before(async () => {
    [ws, foreign] = await Promise.all([createWorkspace("matrix"), createWorkspace("foreign")]);
    // The one-brand key covers a second brand of the workspace, not the one the probes use.
    const other = await call("POST", "/v1/brands", { token: ws.users.owner.token, json: { name: `Matrix other brand ${Math.random()}` } });
    for (const [persona, { scope, brands }] of Object.entries(KEY_PERSONAS) as [KeyPersona, (typeof KEY_PERSONAS)[KeyPersona]][]) {
      const res = await call("POST", "/v1/tenants/me/api-keys", {
        token: ws.users.owner.token,
        json: { name: persona, scope, brandIds: brands === "all" ? "all" : [other.body.id] },
      });
      keys[persona] = res.body.key;
    }
  });

  it("has a probe for every route of the contract", async () => {
    for (const name of Object.keys(routes) as RouteName[]) {
      expect(await probeFor(name, ws), name).to.have.property("path");
    }
  });

  for (const [name, route] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
    describe(`${route.method.toUpperCase()} ${route.path} (${route.access})`, () => {
      for (const persona of Object.keys(PERSONAS) as Persona[]) {
        it(`as ${persona}`, async () => {
          const probe = await probeFor(name, ws);
          const user = ws.users[persona];
          const res = await call(route.method.toUpperCase(), probe.path, { token: user.token, json: probe.json, headers: probe.headers });
          const brandId = "params" in route && probe.path.startsWith("/v1/brands/") ? probe.path.split("/")[3] : undefined;
          const expected = expectedOutcome(route.access, { ...user, brandRoles: brandId === ws.brandId ? user.brandRoles : {} }, brandId);
          const detail = `${persona} ${probe.path} -> ${res.status} ${res.text.slice(0, 200)}`;
          if (expected === "allowed") {
            const ok = probe.allowed ? probe.allowed(res) : res.status >= 200 && res.status < 300;
            expect(ok, detail).to.equal(true);
          } else {
            expect(res.status, detail).to.equal(expected);
          }
        });
      }

      for (const persona of Object.keys(KEY_PERSONAS) as KeyPersona[]) {
        it(`as an API key (${persona})`, async () => {
          const probe = await probeFor(name, ws);
          const res = await call(route.method.toUpperCase(), probe.path, { token: keys[persona], json: probe.json, headers: probe.headers });
          const brandId = "params" in route && probe.path.startsWith("/v1/brands/") ? probe.path.split("/")[3] : undefined;
          const expected = expectedKeyOutcome(route.access, persona, brandId, ws.brandId);
          const detail = `${persona} ${probe.path} -> ${res.status} ${res.text.slice(0, 200)}`;
          if (expected === "allowed") {
            const ok = probe.allowed ? probe.allowed(res) : res.status >= 200 && res.status < 300;
            expect(ok, detail).to.equal(true);
          } else {
            expect(res.status, detail).to.equal(expected);
          }
        });
      }

      it("as the owner of another tenant: never reaches this tenant's objects", async () => {
        const probe = await probeFor(name, ws);
        const res = await call(route.method.toUpperCase(), probe.path, { token: foreign.users.owner.token, json: probe.json, headers: probe.headers });
        const detail = `${probe.path} -> ${res.status} ${res.text.slice(0, 200)}`;
        if (probe.path.startsWith("/v1/brands/")) {
          expect(res.status, detail).to.equal(404);
        } else {
          // Tenant-level routes only ever address the caller's own tenant.
          expect(res.status, detail).to.not.equal(500);
          if (res.status === 200 && name === "getTenant") expect(res.body.id).to.equal(foreign.tenantId);
          if (res.status === 200 && name === "listTenantMembers") {
            const emails = res.body.items.map((m: { email: string }) => m.email);
            expect(emails).to.not.include(ws.users.owner.email);
          }
        }
      });
    });
  }

  it("does not let another tenant's owner change this tenant's members", async () => {
    const res = await call("PATCH", `/v1/tenants/me/members/${ws.users.member.uid}`, {
      token: foreign.users.owner.token,
      json: { role: "admin" },
    });
    expect(res.status).to.equal(404);
  });
});
