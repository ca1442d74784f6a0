import { randomUUID } from "node:crypto";
import { expect } from "chai";
import { db, tenantAuth } from "../../src/firebase.js";
import { ApiError } from "../../src/errors.js";
import { signUp as signUpDirectly, type SignUpSettings } from "../../src/sign-up/sign-up.js";
import { deleteUnverifiedWorkspaces } from "../../src/sign-up/unverified-workspaces.js";
import { allowReservedNames, createWorkspaceWithOwner } from "../../src/workspaces/workspace-provisioning.js";
import { AUTH_EMULATOR } from "../helpers/env.js";
import { call } from "../helpers/http.js";
import { createWorkspace, signIn, type Workspace } from "../helpers/workspace.js";

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-vitrine";
const PASSWORD = "founder-password-1";

let n = 0;
const uniqueSlug = (label: string) => `${label}-${Date.now().toString(36)}-${++n}`;
/** Each sign-up from its own address, so the per-address budget never bites where it is not tested. */
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join(".")}`;
const fromAddress = (address = randomAddress()) => ({ "X-Forwarded-For": address });
const form = (slug: string, extra: Record<string, unknown> = {}) => ({
  companyName: "Northwind Furniture",
  slug,
  displayName: "Nora Founder",
  email: `nora@${slug}.example.test`,
  password: PASSWORD,
  ...extra,
});

async function signUp(slug: string, headers: Record<string, string> = fromAddress(), extra: Record<string, unknown> = {}) {
  return call("POST", "/v1/public/sign-up", { json: form(slug, extra), headers });
}

/** Asks the Auth emulator for a verification email, as the console does, and follows its link. */
async function verifyEmail(idToken: string, authTenantId: string, email: string) {
  const send = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ requestType: "VERIFY_EMAIL", idToken, tenantId: authTenantId }),
  });
  expect(send.status, await send.clone().text()).to.equal(200);
  const codes = (await (await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/tenants/${authTenantId}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const code = codes.oobCodes.filter((c) => c.email === email && c.requestType === "VERIFY_EMAIL").at(-1);
  expect(code, "a verification email").to.not.equal(undefined);
  const opened = await fetch(code!.oobLink);
  expect(opened.status).to.be.lessThan(400);
}

describe("Workspace sign-up", () => {
  let existing: Workspace;

  before(async () => {
    existing = await createWorkspace("signup-existing");
  });

  it("says the local stack lets anyone sign up", async () => {
    const res = await call("GET", "/v1/public/sign-up");
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ mode: "open" });
  });

  it("tells whether a short name can be had: shape, reserved words, names taken", async () => {
    const check = async (slug: string) => (await call("GET", `/v1/public/sign-up/slug-availability?slug=${encodeURIComponent(slug)}`)).body;
    const free = uniqueSlug("free");
    expect(await check(free.toUpperCase())).to.deep.equal({ slug: free, available: true, reason: null, message: null });
    expect(await check("admin")).to.include({ available: false, reason: "reserved" });
    expect(await check("vitrine")).to.include({ available: false, reason: "reserved" });
    expect(await check("a b")).to.include({ available: false, reason: "invalid" });
    expect(await check("-dash")).to.include({ available: false, reason: "invalid" });
    expect(await check("ab")).to.include({ available: false, reason: "invalid" });
    expect(await check(existing.slug)).to.include({ available: false, reason: "taken" });
    const missing = await call("GET", "/v1/public/sign-up/slug-availability");
    expect(missing.status).to.equal(400);
  });

  it("creates the workspace, its auth tenant (self sign-up off) and an unverified owner who can use it at once", async () => {
    const slug = uniqueSlug("northwind");
    const res = await signUp(slug);
    expect(res.status, res.text).to.equal(201);
    expect(res.body.workspace).to.include({ slug, name: "Northwind Furniture" });
    expect(res.body.member).to.include({ email: `nora@${slug}.example.test`, role: "owner", status: "active", displayName: "Nora Founder" });
    const { authTenantId } = res.body.workspace;

    const tenants = await db().collection("tenants").where("slug", "==", slug).get();
    expect(tenants.size).to.equal(1);
    const tenant = tenants.docs[0]!.data();
    expect(tenant.authTenantId).to.equal(authTenantId);
    expect(tenant.signUp).to.include({ status: "unverified", ownerUid: res.body.member.uid });
    const user = await tenantAuth(authTenantId).getUser(res.body.member.uid);
    expect(user.emailVerified).to.equal(false);
    const tenantConfig = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v2/projects/${PROJECT_ID}/tenants/${authTenantId}`, {
      headers: { Authorization: "Bearer owner" },
    });
    expect(((await tenantConfig.json()) as { client?: { permissions?: { disabledUserSignup?: boolean } } }).client?.permissions?.disabledUserSignup).to.equal(
      true,
    );

    const token = await signIn(authTenantId, `nora@${slug}.example.test`, PASSWORD);
    const me = await call("GET", "/v1/me", { token });
    expect(me.status, me.text).to.equal(200);
    const onboarding = await call("GET", "/v1/tenants/me/onboarding", { token });
    expect(onboarding.status, onboarding.text).to.equal(200);
    expect(onboarding.body.emailVerified).to.equal(false);
    expect(Date.parse(onboarding.body.verifyBy) - Date.now()).to.be.within(6.9 * 86_400_000, 7 * 86_400_000);
    expect(onboarding.body.complete).to.equal(false);
    expect(onboarding.body.steps.map((s: { id: string; done: boolean }) => [s.id, s.done])).to.deep.equal([
      ["create-brand", false],
      ["upload-model", false],
      ["publish", false],
      ["print-qr-code", false],
    ]);
  });

  it("refuses a taken short name with 409, also when two sign-ups race for it", async () => {
    const taken = await signUp(existing.slug);
    expect(taken.status).to.equal(409);
    expect(taken.body.error.code).to.equal("conflict");

    const slug = uniqueSlug("race");
    const [a, b] = await Promise.all([
      signUp(slug, fromAddress(), { email: `a@${slug}.example.test` }),
      signUp(slug, fromAddress(), { email: `b@${slug}.example.test` }),
    ]);
    expect([a.status, b.status].sort()).to.deep.equal([201, 409]);
    expect((await db().collection("tenants").where("slug", "==", slug).get()).size).to.equal(1);
  });

  it("refuses reserved and malformed names and weak passwords with 400 naming the field", async () => {
    const reserved = await signUp("admin");
    expect(reserved.status).to.equal(400);
    expect(reserved.body.error.issues.map((i: { path: string }) => i.path)).to.include("slug");
    const weak = await signUp(uniqueSlug("weak"), fromAddress(), { password: "123" });
    expect(weak.status).to.equal(400);
    expect(weak.body.error.issues.map((i: { path: string }) => i.path)).to.include("password");
  });

  describe("names that pass for Vitrine's own (impersonation)", () => {
    const check = async (slug: string) => (await call("GET", `/v1/public/sign-up/slug-availability?slug=${encodeURIComponent(slug)}`)).body;
    const issueOf = (res: { body: { error: { issues: { path: string; message: string }[] } } }) => res.body.error.issues[0]!;

    it("tells the form a short name is reserved, and by which rule, for look-alikes and parts of names too", async () => {
      const cases: [string, string][] = [
        ["vitrine-support", "product name"],
        ["vitrlne", "product name"],
        ["v1trine", "product name"],
        ["acme-vitrine", "product name"],
        ["acme-support", "staff word"],
        ["administrator", "staff word"],
        ["security", "staff word"],
        ["official", "staff word"],
        ["embed", "route name"],
        ["oembed", "route name"],
        ["manager", "route name"],
        ["dev", "route name"],
      ];
      for (const [slug, rule] of cases) {
        const answer = await check(slug);
        expect(answer, slug).to.include({ slug, available: false, reason: "reserved" });
        expect(answer.message, slug).to.contain(`rule: ${rule}`);
      }
      for (const slug of [uniqueSlug("vitrines"), uniqueSlug("acme-home"), uniqueSlug("badminton")]) {
        expect(await check(slug), slug).to.include({ available: true });
      }
    });

    it("refuses a sign-up whose short name or company name is reserved with 400 naming the field and the rule, and creates nothing", async () => {
      for (const slug of ["vitrine-support", "vitrlne", "embed", "oembed"]) {
        const res = await signUp(slug);
        expect(res.status, `${slug}: ${res.text}`).to.equal(400);
        expect(res.body.error.code).to.equal("invalid-argument");
        expect(issueOf(res).path).to.equal("slug");
        expect(res.body.error.message).to.contain("rule:");
        expect((await db().collection("tenants").where("slug", "==", slug).get()).size).to.equal(0);
      }
      const slug = uniqueSlug("impostor");
      const named = await signUp(slug, fromAddress(), { companyName: "Vitrine Security Team" });
      expect(named.status, named.text).to.equal(400);
      expect(issueOf(named)).to.deep.include({ path: "companyName" });
      expect(issueOf(named).message).to.contain("rule: product name");
      expect((await db().collection("tenants").where("slug", "==", slug).get()).size).to.equal(0);
      expect((await db().collection("tenantSlugs").doc(slug).get()).exists).to.equal(false);

      const ordinary = await signUp(uniqueSlug("vitrines-paris"), fromAddress(), { companyName: "Les Vitrines de Paris" });
      expect(ordinary.status, ordinary.text).to.equal(201);
    });

    it("holds a workspace's new name and its brands' names to the same rule, unless an operator allowed reserved names", async () => {
      const ws = await createWorkspace("reserved-names");
      const owner = ws.users.owner.token;
      const rename = await call("PATCH", "/v1/tenants/me", { token: owner, json: { name: "Vitrine Support" } });
      expect(rename.status, rename.text).to.equal(400);
      expect(issueOf(rename)).to.deep.include({ path: "name" });
      const brand = await call("POST", "/v1/brands", { token: owner, json: { name: "Vitrine Security Team" } });
      expect(brand.status, brand.text).to.equal(400);
      expect(issueOf(brand).message).to.contain("rule: product name");
      const renamedBrand = await call("PATCH", `/v1/brands/${ws.brandId}`, { token: owner, json: { name: "Official Store" } });
      expect(renamedBrand.status, renamedBrand.text).to.equal(400);
      expect(issueOf(renamedBrand).message).to.contain("rule: staff word");
      expect((await call("POST", "/v1/brands", { token: owner, json: { name: "Acme Home" } })).status).to.equal(201);

      // The operator's exception (npm run admin -- allow-reserved), then its revocation.
      await allowReservedNames(ws.tenantId, true, "A café really called Vitrine");
      expect((await call("POST", "/v1/brands", { token: owner, json: { name: "Vitrine Café" } })).status).to.equal(201);
      expect((await call("PATCH", "/v1/tenants/me", { token: owner, json: { name: "Vitrine Café" } })).status).to.equal(200);
      await allowReservedNames(ws.tenantId, false, null);
      expect((await call("POST", "/v1/brands", { token: owner, json: { name: "Vitrine Café Lyon" } })).status).to.equal(400);
    });

    it("refuses an operator's workspace with a reserved name unless the operator allows it", async () => {
      const slug = uniqueSlug("vitrine");
      const refused = await createWorkspaceWithOwner({ name: "Vitrine", slug, ownerEmail: `owner@${slug}.example.test` }).catch((err: ApiError) => err);
      expect(refused).to.be.instanceOf(ApiError);
      expect((refused as ApiError).message).to.contain("rule: product name");
      expect((await db().collection("tenants").where("slug", "==", slug).get()).size).to.equal(0);
      const { tenant } = await createWorkspaceWithOwner({ name: "Vitrine", slug, ownerEmail: `owner@${slug}.example.test`, allowReserved: true });
      expect((await db().collection("tenants").doc(tenant.id).get()).get("reservedNamesAllowed")).to.include({ reason: null });
    });
  });

  it("is idempotent: the same request sent again with its Idempotency-Key creates one workspace", async () => {
    const slug = uniqueSlug("retry");
    const headers = { ...fromAddress(), "Idempotency-Key": `sign-up-${slug}` };
    const first = await signUp(slug, headers);
    const again = await signUp(slug, headers);
    expect(first.status, first.text).to.equal(201);
    expect(again.status).to.equal(201);
    expect(again.headers.get("idempotent-replayed")).to.equal("true");
    expect(again.body).to.deep.equal(first.body);
    expect((await db().collection("tenants").where("slug", "==", slug).get()).size).to.equal(1);
  });

  it("limits the workspaces one address creates per hour (429 with Retry-After)", async () => {
    const address = fromAddress();
    for (let i = 0; i < 5; i++) expect((await signUp(uniqueSlug("burst"), address)).status).to.equal(201);
    const refused = await signUp(uniqueSlug("burst"), address);
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get("retry-after"))).to.be.within(1, 3600);
    // Another address is not affected.
    expect((await signUp(uniqueSlug("burst"), fromAddress())).status).to.equal(201);
  });

  describe("deployment settings (the service, with settings given)", () => {
    const settings: SignUpSettings = { mode: "open", inviteCode: "", perAddressPerHour: 100, maxUnverifiedWorkspaces: 100_000 };
    const attempt = async (extra: Partial<SignUpSettings>, input: Record<string, unknown> = {}) => {
      const slug = uniqueSlug("mode");
      try {
        return await signUpDirectly(form(slug, input) as never, randomUUID(), { ...settings, ...extra });
      } catch (err) {
        return err as ApiError;
      }
    };

    it("closed: nobody signs up", async () => {
      const refused = await attempt({ mode: "closed" });
      expect(refused).to.be.instanceOf(ApiError);
      expect((refused as ApiError).code).to.equal("permission-denied");
    });

    it("invite-code: the deployment's code is required", async () => {
      const missing = (await attempt({ mode: "invite-code", inviteCode: "spring-2026" })) as ApiError;
      expect(missing.code).to.equal("invalid-argument");
      const wrong = (await attempt({ mode: "invite-code", inviteCode: "spring-2026" }, { inviteCode: "autumn" })) as ApiError;
      expect(wrong.code).to.equal("permission-denied");
      const unset = (await attempt({ mode: "invite-code", inviteCode: "" }, { inviteCode: "" })) as ApiError;
      expect(unset).to.be.instanceOf(ApiError);
      const right = await attempt({ mode: "invite-code", inviteCode: "spring-2026" }, { inviteCode: "spring-2026" });
      expect(right).to.not.be.instanceOf(ApiError);
    });

    it("caps the unverified workspaces: past it, 503 and nothing is created", async () => {
      const slug = uniqueSlug("capped");
      const refused = await signUpDirectly(form(slug) as never, randomUUID(), { ...settings, maxUnverifiedWorkspaces: 1 }).catch((err: ApiError) => err);
      expect((refused as ApiError).code).to.equal("unavailable");
      expect((await db().collection("tenants").where("slug", "==", slug).get()).size).to.equal(0);
      expect((await db().collection("tenantSlugs").doc(slug).get()).exists).to.equal(false);
    });
  });

  it("lets an unverified founder build, but not invite people, create API keys or add webhooks until verified", async () => {
    const slug = uniqueSlug("unverified");
    const res = await signUp(slug);
    expect(res.status, res.text).to.equal(201);
    const { authTenantId } = res.body.workspace;
    const email = `nora@${slug}.example.test`;
    let token = await signIn(authTenantId, email, PASSWORD);
    expect((await call("POST", "/v1/brands", { token, json: { name: "Northwind Home" } })).status).to.equal(201);
    expect((await call("GET", "/v1/tenants/me/api-keys", { token })).status).to.equal(200);
    const refused: [string, unknown][] = [
      ["/v1/tenants/me/invitations", { email: "stranger@elsewhere.example.test" }],
      ["/v1/tenants/me/api-keys", { name: "Spam", scope: "write" }],
      ["/v1/tenants/me/webhooks", { url: "https://hooks.elsewhere.example.test/x", events: ["experience.published"] }],
    ];
    for (const [path, json] of refused) {
      const denied = await call("POST", path, { token, json });
      expect(denied.status, `${path}: ${denied.text}`).to.equal(403);
      expect(denied.body.error.message).to.match(/verify your email/i);
    }
    const tenantId = (await db().collection("tenants").where("slug", "==", slug).get()).docs[0]!.id;
    for (const sub of ["invitations", "apiKeys", "webhooks"]) {
      expect((await db().collection("tenants").doc(tenantId).collection(sub).get()).size, sub).to.equal(0);
    }

    await verifyEmail(token, authTenantId, email);
    token = await signIn(authTenantId, email, PASSWORD);
    const invited = await call("POST", "/v1/tenants/me/invitations", { token, json: { email: "colleague@elsewhere.example.test" } });
    expect(invited.status, invited.text).to.equal(201);
  });

  describe("the first-run checklist", () => {
    let slug: string;
    let authTenantId: string;
    let token: string;
    const email = () => `nora@${slug}.example.test`;
    const onboarding = async () => {
      const res = await call("GET", "/v1/tenants/me/onboarding", { token });
      expect(res.status, res.text).to.equal(200);
      return res.body as { steps: { id: string; done: boolean }[]; complete: boolean; emailVerified: boolean; verifyBy: string | null };
    };
    const done = async () => (await onboarding()).steps.filter((s) => s.done).map((s) => s.id);

    before(async () => {
      slug = uniqueSlug("checklist");
      const res = await signUp(slug);
      expect(res.status, res.text).to.equal(201);
      authTenantId = res.body.workspace.authTenantId;
      token = await signIn(authTenantId, email(), PASSWORD);
    });

    it("marks the workspace verified once the owner follows the verification link", async () => {
      await verifyEmail(token, authTenantId, email());
      token = await signIn(authTenantId, email(), PASSWORD);
      const after = await onboarding();
      expect(after.emailVerified).to.equal(true);
      expect(after.verifyBy).to.equal(null);
      const tenant = (await db().collection("tenants").where("slug", "==", slug).get()).docs[0]!.data();
      expect(tenant.signUp.status).to.equal("verified");
    });

    it("ticks itself: a brand, a model, a published experience, a QR code downloaded", async () => {
      const brand = await call("POST", "/v1/brands", { token, json: { name: "Northwind Home" } });
      expect(brand.status, brand.text).to.equal(201);
      const brandId = brand.body.id as string;
      expect(await done()).to.deep.equal(["create-brand"]);

      const tenantId = brand.body.tenantId as string;
      await db().collection("libraryObjects").add({ tenantId, brandId, name: "Chair", nameLower: "chair", status: "processing", tags: [] });
      expect(await done()).to.deep.equal(["create-brand", "upload-model"]);

      const experience = await call("POST", `/v1/brands/${brandId}/experiences`, { token, json: { name: "Spring" } });
      expect(experience.status, experience.text).to.equal(201);
      const published = await call("POST", `/v1/brands/${brandId}/experiences/${experience.body.id}/publish`, { token });
      expect(published.status, published.text).to.be.oneOf([200, 201]);
      expect(await done()).to.deep.equal(["create-brand", "upload-model", "publish"]);

      const placement = await call("POST", `/v1/brands/${brandId}/placements`, { token, json: { name: "Window", defaultExperienceId: experience.body.id } });
      expect(placement.status, placement.text).to.equal(201);
      const recorded = await call("POST", `/v1/brands/${brandId}/placements/${placement.body.id}/qr-code-downloads`, { token });
      expect(recorded.status, recorded.text).to.equal(200);
      const all = await onboarding();
      expect(all.complete).to.equal(true);

      // A step once seen stays ticked.
      await call("DELETE", `/v1/brands/${brandId}/placements/${placement.body.id}`, { token });
      expect((await onboarding()).complete).to.equal(true);
    });

    it("records QR codes only for placements of the caller's own brands", async () => {
      const other = await call("POST", `/v1/brands/${existing.brandId}/placements`, { token: existing.users.owner.token, json: { name: "Other" } });
      expect(other.status, other.text).to.equal(201);
      const res = await call("POST", `/v1/brands/${existing.brandId}/placements/${other.body.id}/qr-code-downloads`, { token });
      expect(res.status).to.equal(404);
      const unknown = await call("POST", `/v1/brands/${existing.brandId}/placements/${other.body.id}/qr-code-downloads`, {
        token: existing.users.viewer.token,
      });
      expect(unknown.status).to.equal(200);
      const missing = await call("POST", `/v1/brands/${existing.brandId}/placements/aaaaaaaaaaaaaaaaaaaa/qr-code-downloads`, {
        token: existing.users.viewer.token,
      });
      expect(missing.status).to.equal(404);
    });

    it("is computed for workspaces that did not sign up too (verified, nothing to verify)", async () => {
      const res = await call("GET", "/v1/tenants/me/onboarding", { token: existing.users.member.token });
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ emailVerified: true, verifyBy: null });
      expect(res.body.steps.find((s: { id: string }) => s.id === "create-brand").done).to.equal(true);
    });
  });

  describe("the clean-up of unverified workspaces", () => {
    const DAY = 86_400_000;
    const tenantBySlug = async (slug: string) => (await db().collection("tenants").where("slug", "==", slug).get()).docs[0];
    const backdate = async (slug: string, days: number) => {
      const doc = await tenantBySlug(slug);
      await doc!.ref.update({ "signUp.at": new Date(Date.now() - days * DAY) });
    };

    it("deletes a workspace left unverified for 7 days (tenant, brands, short name, sessions), and keeps younger ones", async () => {
      const oldSlug = uniqueSlug("stale");
      const youngSlug = uniqueSlug("young");
      const old = await signUp(oldSlug);
      const young = await signUp(youngSlug);
      expect([old.status, young.status]).to.deep.equal([201, 201]);
      const token = await signIn(old.body.workspace.authTenantId, `nora@${oldSlug}.example.test`, PASSWORD);
      const brand = await call("POST", "/v1/brands", { token, json: { name: "Spam brand" } });
      expect(brand.status, brand.text).to.equal(201);
      await backdate(oldSlug, 7.1);
      await backdate(youngSlug, 6.9);

      const result = await deleteUnverifiedWorkspaces();
      expect(result.deleted).to.be.at.least(0);
      expect(await tenantBySlug(oldSlug)).to.equal(undefined);
      expect((await db().collection("brands").doc(brand.body.id).get()).exists).to.equal(false);
      expect((await db().collection("tenantSlugs").doc(oldSlug).get()).exists).to.equal(false);
      // The owner's session no longer reaches anything.
      expect((await call("GET", "/v1/me", { token })).status).to.equal(401);
      expect((await call("GET", `/v1/public/sign-up/slug-availability?slug=${oldSlug}`)).body.available).to.equal(true);
      expect(await tenantBySlug(youngSlug)).to.not.equal(undefined);
    });

    it("keeps a workspace whose owner verified without coming back, and marks it verified", async () => {
      const slug = uniqueSlug("quiet");
      const res = await signUp(slug);
      expect(res.status).to.equal(201);
      await tenantAuth(res.body.workspace.authTenantId).updateUser(res.body.member.uid, { emailVerified: true });
      await backdate(slug, 8);
      await deleteUnverifiedWorkspaces();
      const tenant = await tenantBySlug(slug);
      expect(tenant?.get("signUp.status")).to.equal("verified");
    });
  });
});
