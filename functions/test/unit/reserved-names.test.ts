import { expect } from "chai";
import { ApiError } from "../../src/errors.js";
import { assertNamesNotReserved, confusableSkeleton, reservedNameIssue, reservedNameProblem } from "../../src/sign-up/reserved-names.js";

/**
 * Sign-up impersonation: a workspace or brand called like Vitrine's own (its name, its staff, its
 * pages) could pass for an official one in a sign-in form, an invitation email or a viewer page.
 * Matched on the confusable skeleton, so look-alike spellings are the word they imitate.
 */
describe("reserved names", () => {
  const ruleOf = (name: string) => reservedNameProblem(name)?.rule ?? null;

  it("refuses the slugs and display names the attack used, each by its rule", () => {
    expect(reservedNameProblem("vitrine-support")).to.deep.equal({ rule: "product-name", word: "vitrine" });
    expect(reservedNameProblem("vitrlne")).to.deep.equal({ rule: "product-name", word: "vitrine" });
    expect(reservedNameProblem("embed")).to.deep.equal({ rule: "route-name", word: "embed" });
    expect(reservedNameProblem("oembed")).to.deep.equal({ rule: "route-name", word: "oembed" });
    expect(reservedNameProblem("Vitrine Security Team")).to.deep.equal({ rule: "product-name", word: "vitrine" });
  });

  it("reads look-alike spellings as the word they imitate (UTS #39 skeleton, with i/l/1/I folded)", () => {
    for (const name of [
      "vitrine",
      "VITRINE",
      "v1trine",
      "vitrIne",
      "vltrlne",
      "v|trine",
      "vítrïne",
      "ＶＩＴＲＩＮＥ",
      "𝐯𝐢𝐭𝐫𝐢𝐧𝐞",
      "vіtrine",
      "vit\u200brine",
      "vit\u00adrine",
    ]) {
      expect(reservedNameProblem(name), name).to.deep.equal({ rule: "product-name", word: "vitrine" });
    }
    // Cyrillic а, е, о and Greek ο are Latin letters to the eye.
    expect(confusableSkeleton("\u0430dmin")).to.equal(confusableSkeleton("admin"));
    expect(confusableSkeleton("s\u0435curity")).to.equal(confusableSkeleton("security"));
    expect(confusableSkeleton("\u03bfembed")).to.equal(confusableSkeleton("oembed"));
    expect(confusableSkeleton("0embed")).to.equal(confusableSkeleton("oembed"));
    expect(confusableSkeleton("vvww")).to.equal(confusableSkeleton("www"));
    expect(ruleOf("0embed")).to.equal("route-name");
    expect(ruleOf("\u0430dmin")).to.equal("staff-word");
  });

  it("refuses the product's name as a word of the name, or glued to a reserved word", () => {
    for (const name of [
      "vitrine",
      "acme-vitrine",
      "Vitrine Café",
      "Vitrine Paris",
      "vitrine-official",
      "vitrinesupport",
      "supportvitrine",
      "vitrine2",
      "vitrineadmin",
      "vitrine·team",
    ]) {
      expect(ruleOf(name), name).to.equal("product-name");
    }
  });

  it("refuses staff words as any word of the name, and anything starting with admin", () => {
    for (const name of [
      "acme-support",
      "support",
      "security",
      "official",
      "Official Store",
      "Acme Security",
      "helpdesk-acme",
      "admin",
      "admins",
      "administrator",
      "adminpanel",
      "admin-acme",
      "Acme Admin",
    ]) {
      expect(ruleOf(name), name).to.equal("staff-word");
    }
  });

  it("refuses a route name as the whole name only", () => {
    for (const name of [
      "embed",
      "oembed",
      "o-embed",
      "manager",
      "dev",
      "v1",
      "api",
      "www",
      "sign-in",
      "signin",
      "Sign In",
      "accept-invite",
      "team",
      "staff",
      "test",
      "demo",
    ]) {
      expect(ruleOf(name), name).to.equal("route-name");
    }
    for (const name of ["Dev Shop", "api-tools", "embedded-systems", "Demo Retail", "Acme Team", "Staff Picks", "test-kitchen", "manager-tools"]) {
      expect(ruleOf(name), name).to.equal(null);
    }
  });

  it("lets ordinary names through, words that merely start with the product's name included", () => {
    const ordinary = [
      "Acme Home",
      "acme-home",
      "Northwind Furniture",
      "northwind-furniture",
      "Demo Retail",
      "demo-retail",
      "Café Crème & Co.",
      // A vitrine is a shop window: a longer word that starts with it is someone's own word.
      "vitrines-paris",
      "Les Vitrines de Lyon",
      "Vitrinerie Dupont",
      "badminton-club",
      "Supporters United",
      "Brand 1a2b3c4d",
      "Matrix store",
      "東京ストア",
      "Москва Мебель",
    ];
    for (const name of ordinary) expect(reservedNameProblem(name), name).to.equal(undefined);
  });

  it("says which rule refused a name, on its field, in a 400", () => {
    const issue = reservedNameIssue({ rule: "staff-word", word: "support" }, "slug");
    expect(issue.path).to.equal("slug");
    expect(issue.message)
      .to.contain("“support”")
      .and.to.contain("rule: staff word")
      .and.to.match(/^This name is reserved: choose another/);
    expect(reservedNameIssue({ rule: "product-name", word: "vitrine" }, "name").message).to.contain("rule: product name");
    expect(reservedNameIssue({ rule: "route-name", word: "embed" }, "name").message).to.contain("rule: route name");

    let refusal: unknown;
    try {
      assertNamesNotReserved([
        { path: "slug", value: "acme" },
        { path: "companyName", value: "Vitrine Security Team" },
      ]);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).to.be.instanceOf(ApiError);
    expect(refusal).to.include({ status: 400, code: "invalid-argument" });
    expect((refusal as ApiError).issues).to.deep.equal([{ path: "companyName", message: (refusal as ApiError).message }]);
    expect((refusal as ApiError).message).to.contain("rule: product name");
  });

  it("lets an operator's exception through, and names nobody gave", () => {
    expect(() => assertNamesNotReserved([{ path: "name", value: "Vitrine Café" }], true)).to.not.throw();
    expect(() => assertNamesNotReserved([{ path: "name", value: undefined }])).to.not.throw();
    expect(() => assertNamesNotReserved([{ path: "name", value: "Acme Home" }])).to.not.throw();
  });
});
