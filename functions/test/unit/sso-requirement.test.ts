import { expect } from "chai";
import { accountMatchesMembership, signInRefusal, ssoRequirement, type Membership, type SsoPolicy } from "../../src/sso/sso-requirement.js";

/**
 * How a member may sign in is decided by their membership (the address they joined with) and the
 * workspace's enforced domains, never by the email their token carries today: the account holder
 * can change that one through the Auth API and verify a mailbox of their own.
 */
describe("single sign-on requirement", () => {
  const enforced: SsoPolicy = { domains: ["acme.test"], enforced: true };
  const member = (email: string, role: Membership["role"] = "member"): Membership => ({ email, role });

  it("requires the provider for a member who joined with an address of an enforced domain", () => {
    expect(ssoRequirement(member("sam@acme.test"), enforced)).to.equal("provider-only");
    expect(ssoRequirement(member("Sam@ACME.test", "admin"), enforced)).to.equal("provider-only");
  });

  it("lets owners, other domains, and workspaces without enforcement use any way", () => {
    expect(ssoRequirement(member("sam@acme.test", "owner"), enforced)).to.equal("any");
    expect(ssoRequirement(member("sam@elsewhere.test"), enforced)).to.equal("any");
    expect(ssoRequirement(member("sam@acme.test"), { ...enforced, enforced: false })).to.equal("any");
    expect(ssoRequirement(member("sam@acme.test"), null)).to.equal("any");
  });

  it("matches the account's address to the membership's, ignoring case; a missing address never matches", () => {
    expect(accountMatchesMembership(member("sam@acme.test"), "sam@acme.test")).to.equal(true);
    expect(accountMatchesMembership(member("sam@acme.test"), " SAM@Acme.Test ")).to.equal(true);
    expect(accountMatchesMembership(member("sam@acme.test"), "sam@elsewhere.test")).to.equal(false);
    expect(accountMatchesMembership(member("sam@acme.test"), undefined)).to.equal(false);
    expect(accountMatchesMembership(member("sam@acme.test"), null)).to.equal(false);
    expect(accountMatchesMembership(member("sam@acme.test"), "")).to.equal(false);
  });

  describe("a sign-in", () => {
    const refusal = (m: Membership, accountEmail: string | undefined, withMailbox: boolean, sso: SsoPolicy | null = enforced) =>
      signInRefusal(m, sso, { accountEmail, withMailbox });

    it("is refused when a member of an enforced domain moved their account to another address and signs in with a password", () => {
      // The walk-around: the token's email is no longer of the enforced domain, the membership's still is.
      expect(refusal(member("sam@acme.test"), "sam@elsewhere.test", true)).to.equal("account-email-changed");
      expect(refusal(member("sam@acme.test"), "sam@elsewhere.test", false)).to.equal("account-email-changed");
      expect(refusal(member("sam@acme.test"), undefined, true)).to.equal("account-email-changed");
    });

    it("is refused when the address changed, whatever the domains, for owners too (nothing about it holds any more)", () => {
      expect(refusal(member("sam@elsewhere.test"), "sam@other.test", true, null)).to.equal("account-email-changed");
      expect(refusal(member("sam@acme.test", "owner"), "sam@other.test", true)).to.equal("account-email-changed");
    });

    it("by password or email link is refused where the membership's address must use the provider", () => {
      expect(refusal(member("sam@acme.test"), "sam@acme.test", true)).to.equal("sso-required");
      expect(refusal(member("sam@acme.test"), "SAM@acme.test", true)).to.equal("sso-required");
    });

    it("is let in with the provider, as an owner, from another domain, or without enforcement", () => {
      expect(refusal(member("sam@acme.test"), "sam@acme.test", false)).to.equal(null);
      expect(refusal(member("sam@acme.test", "owner"), "sam@acme.test", true)).to.equal(null);
      expect(refusal(member("sam@elsewhere.test"), "sam@elsewhere.test", true)).to.equal(null);
      expect(refusal(member("sam@acme.test"), "sam@acme.test", true, { ...enforced, enforced: false })).to.equal(null);
    });
  });
});
