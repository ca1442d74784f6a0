import { expect } from "chai";
import { can, effectiveBrandRole } from "@vitrine/contract";

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

  it("keeps tenant administration to admins and owners", () => {
    expect(can("tenantMembers.manage", member(), undefined)).to.equal(false);
    expect(can("tenantMembers.read", member(), undefined)).to.equal(true);
    expect(can("brands.create", { tenantRole: "admin", brandRoles: {} })).to.equal(true);
    expect(can("brands.delete", member({ b1: "admin" }), "b1")).to.equal(false);
  });
});
