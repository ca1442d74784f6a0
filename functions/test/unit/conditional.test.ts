import { expect } from "chai";
import { isIfMatchHeader } from "../../src/conditional.js";

describe("If-Match values", () => {
  it("takes *, entity tags and lists of them", () => {
    for (const header of ["*", " * ", '"3f2a9c"', 'W/"3f2a9c"', '"a", "b"', '"a",W/"b"', '""']) expect(isIfMatchHeader(header), header).to.equal(true);
  });

  it("refuses what is not an entity tag: a 400, not a failed precondition", () => {
    for (const header of ["", "nope", "3f2a9c", '"a" "b"', "W/nope", '"unterminated', ",", '"a",', 'w/"a"', '"tab\there"']) {
      expect(isIfMatchHeader(header), header).to.equal(false);
    }
  });
});
