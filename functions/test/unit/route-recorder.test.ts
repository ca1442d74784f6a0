import { expect } from "chai";
import { routes } from "@vitrine/contract";
import { recordRequest, recordRoutes, routeOf, undecidedWritingRoutes } from "../helpers/route-recorder.js";

describe("route recorder (the export test's list of writing routes)", () => {
  it("names the contract's route of a request, a literal segment before a parameter", () => {
    expect(routeOf("GET", "/v1/tenants/me/exports/abc")).to.equal("getWorkspaceExport");
    expect(routeOf("post", "/v1/tenants/me/imports")).to.equal("createWorkspaceImport");
    expect(routeOf("PATCH", "/v1/brands/b1/experiences/e1/scenes/s1?x=1")).to.equal("updateScene");
    expect(routeOf("GET", "/v1/nowhere")).to.equal(undefined);
  });

  it("records only while asked to", () => {
    recordRequest("POST", "/v1/brands/b1/sets");
    const recording = recordRoutes();
    recordRequest("POST", "/v1/brands/b1/sets");
    recordRequest("GET", "/v1/brands/b1/sets");
    expect([...recording.stop()]).to.deep.equal(["createSet", "listSets"]);
  });

  it("fails a writing route nobody decided about, and ignores reads", () => {
    const table = {
      listThings: { method: "get", access: "brand.read" },
      createThing: { method: "post", access: "brandContent.write" },
      deleteThing: { method: "delete", access: "brandContent.write" },
      // A route someone adds later, with no decision: the export test must fail on it.
      createNewThing: { method: "post", access: "brandContent.write" },
    };
    expect(undecidedWritingRoutes(table, new Set(["createThing"]), { deleteThing: "a thing" })).to.deep.equal(["createNewThing"]);
    expect(undecidedWritingRoutes(table, new Set(["createThing", "createNewThing"]), { deleteThing: "a thing" })).to.deep.equal([]);
    expect(Object.keys(routes).length).to.be.greaterThan(100);
  });
});
