import { expect } from "chai";
import { isAuthOutage, toApiError } from "../../src/http/error-handler.js";
import { ApiError } from "../../src/errors.js";

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

  it("maps Firestore's DEADLINE_EXCEEDED (a hung database) to 503 with Retry-After", () => {
    const err = toApiError(Object.assign(new Error("4 DEADLINE_EXCEEDED: Deadline exceeded"), { code: 4 }), "r");
    expect(err.status).to.equal(503);
    expect(err.headers?.["Retry-After"]).to.match(/^\d+$/);
  });

  it("maps Firestore's ABORTED (contention) to 409 and RESOURCE_EXHAUSTED (quota) to 503, both with Retry-After", () => {
    const aborted = toApiError(Object.assign(new Error("10 ABORTED: Too much contention on these documents"), { code: 10 }), "r");
    expect([aborted.status, aborted.code]).to.deep.equal([409, "conflict"]);
    expect(aborted.headers?.["Retry-After"]).to.match(/^\d+$/);
    const exhausted = toApiError(Object.assign(new Error("8 RESOURCE_EXHAUSTED: Quota exceeded"), { code: 8 }), "r");
    expect([exhausted.status, exhausted.code]).to.deep.equal([503, "unavailable"]);
    expect(exhausted.headers?.["Retry-After"]).to.match(/^\d+$/);
  });

  it("maps an Auth outage to 503, never 401 or 500", () => {
    const outages = [
      { code: "auth/internal-error", message: "An internal error has occurred." },
      { code: "auth/argument-error", message: "Error fetching public keys for Google certs: Service Unavailable" },
      { code: "app/network-error", message: "Error while making request: connect ECONNREFUSED 127.0.0.1:9099" },
      { code: "app/network-timeout", message: "Error while making request: timeout of 10000ms exceeded." },
    ];
    for (const outage of outages) {
      expect(isAuthOutage(outage), outage.code).to.equal(true);
      const err = toApiError(Object.assign(new Error(outage.message), outage), "r");
      expect(err.status, outage.code).to.equal(503);
      expect(err.headers?.["Retry-After"]).to.match(/^\d+$/);
    }
    // A bad token is not an outage.
    expect(isAuthOutage({ code: "auth/argument-error", message: "Decoding Firebase ID token failed." })).to.equal(false);
    expect(isAuthOutage({ code: "auth/id-token-expired", message: "Firebase ID token has expired." })).to.equal(false);
  });

  it("hides the details of an unexpected error behind a 500", () => {
    const err = toApiError(new TypeError("boom"), "r");
    expect(err.status).to.equal(500);
    expect(err.message).to.not.contain("boom");
  });
});
