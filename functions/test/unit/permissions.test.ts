import { expect } from "chai";
import { can, effectiveBrandRole, permissions } from "@vitrine/contract";

describe("permission table", () => {
  const member = (brandRoles = {}) => ({ tenantRole: "member" as const, brandRoles });

  it("lets a tenant admin or owner act as admin on every brand", () => {
    expect(effectiveBrandRole("admin", undefined)).to.equal("admin");
    expect(effectiveBrandRole("owner", "viewer")).to.equal("admin");
    expect(can("brandMembers.manage", { tenantRole: "admin", brandRoles: {} }, "b1")).to.equal(true);
  });

  it("gives a member exactly the brand role they hold, on that brand only", () => {
    const editor = member({ b1: "editor" });
    expect(can("brand.read", editor, "b1")).to.equal(true);
    expect(can("brand.update", editor, "b1")).to.equal(false);
    expect(can("brand.read", editor, "b2")).to.equal(false);
    expect(can("brand.read", editor)).to.equal(false);
  });

  it("grants deciding publish requests to the members a brand names, on that brand and for that action only", () => {
    const viewer = { uid: "u1", ...member({ b1: "viewer", b2: "viewer" }) };
    const brand = { publishApprovers: ["u1"] };
    expect(can("brandContent.approve", viewer, "b1")).to.equal(false);
    expect(can("brandContent.approve", viewer, "b1", brand)).to.equal(true);
    expect(can("brandContent.write", viewer, "b1", brand)).to.equal(false);
    expect(can("brandContent.approve", { ...viewer, uid: "u2" }, "b1", brand)).to.equal(false);
    // Named on a brand they hold no role on: nothing.
    expect(can("brandContent.approve", viewer, "b3", brand)).to.equal(false);
  });

  it("keeps tenant administration to admins and owners", () => {
    expect(can("tenantMembers.manage", member(), undefined)).to.equal(false);
    expect(can("tenantMembers.read", member(), undefined)).to.equal(true);
    expect(can("brands.create", { tenantRole: "admin", brandRoles: {} })).to.equal(true);
    expect(can("brands.delete", member({ b1: "admin" }), "b1")).to.equal(false);
  });

  // The authorization matrix checks that every route enforces this table, reading its
  // expectations from the table itself; so the table is pinned here, as the product promises it
  // (docs and README): a change to who may do what must change this list on purpose.
  it("is exactly the roles the product promises", () => {
    const promised = {
      "tenant.read": "tenant member",
      "tenant.update": "tenant admin",
      "tenant.delete": "tenant owner",
      "tenant.export": "tenant owner",
      "tenant.import": "tenant owner",
      "tenantMembers.read": "tenant member",
      "tenantMembers.manage": "tenant admin",
      "tenantMembers.relink": "tenant owner",
      "brands.list": "tenant member",
      "brands.create": "tenant admin",
      "brands.delete": "tenant admin",
      "brand.read": "brand viewer",
      "brand.update": "brand admin",
      "brandMembers.read": "brand viewer",
      "brandMembers.manage": "brand admin",
      "library.read": "tenant member",
      "brandContent.read": "brand viewer",
      "brandContent.write": "brand editor",
      "brandContent.comment": "brand viewer",
      "brandContent.approve": "brand admin",
      "apiKeys.manage": "tenant admin",
      "webhooks.manage": "tenant admin",
      "auditLog.read": "tenant admin",
      "sso.read": "tenant admin",
      "sso.manage": "tenant owner",
    };
    const actual = Object.fromEntries(Object.entries(permissions).map(([action, rule]) => [action, `${rule.scope} ${rule.minRole}`]));
    expect(actual).to.deep.equal(promised);
  });
});
