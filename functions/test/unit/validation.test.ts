import { expect } from "chai";
import { createBrandSchema, listBrandsQuerySchema } from "@vitrine/contract";
import { ApiError } from "../../src/errors.js";
import { parseRequestPart } from "../../src/http/validation.js";
import { decodeCursor, encodeCursor, slugify } from "../../src/firestore/values.js";

describe("request validation", () => {
  it("turns zod issues into one 400 ApiError listing every field", () => {
    try {
      parseRequestPart(createBrandSchema, { name: "", extra: 1 }, "body");
      expect.fail("should throw");
    } catch (err) {
      expect(err).to.be.instanceOf(ApiError);
      const e = err as ApiError;
      expect(e.status).to.equal(400);
      expect(e.code).to.equal("invalid-argument");
      expect(e.issues?.map((i) => i.path)).to.include.members(["name", ""]);
      expect(e.issues?.some((i) => i.message.includes("extra"))).to.equal(true);
    }
  });

  it("coerces and bounds list queries", () => {
    expect(parseRequestPart(listBrandsQuerySchema, { limit: "5" }, "query")).to.deep.equal({ limit: 5 });
    expect(parseRequestPart(listBrandsQuerySchema, {}, "query")).to.deep.equal({ limit: 20 });
    expect(() => parseRequestPart(listBrandsQuerySchema, { limit: "101" }, "query")).to.throw(ApiError);
  });
});

describe("cursors and slugs", () => {
  it("round-trips cursor values and refuses tampered ones with 400", () => {
    expect(decodeCursor(encodeCursor(["acme", "id1"]), ["text", "id"])).to.deep.equal(["acme", "id1"]);
    expect(() => decodeCursor("garbage", ["text", "id"])).to.throw(ApiError);
    expect(() => decodeCursor(encodeCursor(["a"]), ["text", "id"])).to.throw(ApiError);
  });

  it("makes URL-safe slugs from any name", () => {
    expect(slugify("Café Crème & Co.")).to.equal("cafe-creme-co");
    expect(slugify("!!!")).to.equal("brand");
  });
});
