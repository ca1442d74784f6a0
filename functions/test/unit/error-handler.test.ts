import { expect } from "chai";
import { toApiError } from "../../src/http/error-handler.js";
import { ApiError } from "../../src/http/api-error.js";

describe("error handler mapping", () => {
  it("keeps ApiErrors as they are", () => {
    const err = new ApiError("conflict", "x");
    expect(toApiError(err, "r")).to.equal(err);
  });

  it("maps body-parser failures to client errors, never 500", () => {
    expect(toApiError({ type: "entity.parse.failed" }, "r").status).to.equal(400);
    expect(toApiError({ type: "entity.too.large" }, "r").status).to.equal(413);
    expect(toApiError({ type: "charset.unsupported" }, "r").status).to.equal(415);
  });

  it("maps an unreachable Firestore to 503 with Retry-After", () => {
    const err = toApiError(Object.assign(new Error("14 UNAVAILABLE: No connection established"), { code: 14 }), "r");
    expect(err.status).to.equal(503);
    expect(err.headers?.["Retry-After"]).to.match(/^\d+$/);
  });

  it("hides the details of an unexpected error behind a 500", () => {
    const err = toApiError(new TypeError("boom"), "r");
    expect(err.status).to.equal(500);
    expect(err.message).to.not.contain("boom");
  });
});
