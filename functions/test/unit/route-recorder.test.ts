import { expect } from "chai";
import { routes } from "@vitrine/contract";
import { recordRequest, recordRoutes, routeDecisionProblems, routeOf, undecidedWritingRoutes } from "../helpers/route-recorder.js";

describe("route recorder (the export test's list of writing routes)", () => {
  it("names the contract's route of a request, a literal segment before a parameter", () => {
    expect(routeOf("GET", "/v1/tenants/me/exports/abc")).to.equal("getWorkspaceExport");
    expect(routeOf("post", "/v1/tenants/me/imports")).to.equal("createWorkspaceImport");
    expect(routeOf("PATCH", "/v1/brands/b1/experiences/e1/scenes/s1?x=1")).to.equal("updateScene");
    expect(routeOf("GET", "/v1/nowhere")).to.equal(undefined);
  });

  it("records only while asked to, and only what succeeded", () => {
    recordRequest("POST", "/v1/brands/b1/sets", 201);
    const recording = recordRoutes();
    recordRequest("POST", "/v1/brands/b1/sets", 201);
    recordRequest("GET", "/v1/brands/b1/sets", 200);
    // A refused request reached no write of its route.
    recordRequest("DELETE", "/v1/brands/b1/sets/s1", 403);
    recordRequest("PATCH", "/v1/brands/b1/sets/s1", 500);
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
  });

  it("says what to do about a new route, and about a decision no longer needed", () => {
    const table = {
      listThings: { method: "get" },
      createThing: { method: "post" },
      createNewThing: { method: "post" },
      purgeThings: { method: "delete" },
    };
    const decisions = {
      where: "the export test",
      recipe: "its lists",
      decided: { listThings: "reads", createThing: "reached anyway", goneThing: "a route removed since" },
    };
    expect(routeDecisionProblems(table, new Set(["createThing"]), decisions)).to.deep.equal([
      "createNewThing writes (POST) but the export test neither reaches it nor lists it: call it in the setup and check its documents, or add it to one of the lists with a one-line reason (its lists).",
      "purgeThings writes (DELETE) but the export test neither reaches it nor lists it: call it in the setup and check its documents, or add it to one of the lists with a one-line reason (its lists).",
      "createThing is listed in the export test but its setup reaches it: remove it from the list.",
      "goneThing is listed in the export test but the contract has no such route: remove it from the list.",
      "listThings is listed in the export test but only reads: remove it from the list.",
    ]);
  });

  it("reads the contract's route table as it is", () => {
    // Every route's method is one the recorder knows, so no writing route can slip past as a read.
    const methods = new Set(Object.values(routes).map((route) => route.method.toLowerCase()));
    expect([...methods].filter((method) => method !== "get" && !["post", "put", "patch", "delete"].includes(method))).to.deep.equal([]);
    expect(undecidedWritingRoutes(routes, new Set(), {})).to.include("createWorkspaceExport");
  });
});
