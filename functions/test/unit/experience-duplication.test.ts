import { expect } from "chai";
import { subcollectionsOf } from "../../src/firestore/registry.js";
import { COPIED_CHILDREN, EXPERIENCE_DUPLICATION } from "../../src/experiences/experience-duplication.js";

describe("duplicating an experience", () => {
  it("decides for every child of an experience in the registry, and for nothing else", () => {
    // A sub-collection added under experiences in registry.ts needs its line in
    // experience-duplication.ts: copied with the experience, or left with the original and why.
    expect(Object.keys(EXPERIENCE_DUPLICATION).sort()).to.deep.equal(subcollectionsOf("experiences").sort());
  });

  it("says why a child stays with the original", () => {
    for (const [child, how] of Object.entries(EXPERIENCE_DUPLICATION)) {
      if (!how.copy) expect(how.why, child).to.be.a("string").and.not.equal("");
    }
  });

  it("copies the content and the translations, not the published versions", () => {
    expect(COPIED_CHILDREN.map(([child]) => child).sort()).to.deep.equal(["productHandles", "products", "scenes", "translations", "virtualObjects"]);
  });
});
