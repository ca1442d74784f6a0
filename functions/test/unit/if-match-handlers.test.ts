import { expect } from "chai";
import { routes, type RouteDef } from "@vitrine/contract";
import { handlers } from "../../src/app-handlers.js";

// A PUT, PATCH or DELETE whose path has a GET takes If-Match: the router compares the ETag first,
// and the service must compare it again inside its write, or two updates sent with one ETag both
// win. A handler that never hands `ifMatch` on answers 500 to every conditional request (the
// router refuses an unchecked If-Match), as the event export's switch once did.
describe("conditional routes hand If-Match on to their service", () => {
  const entries = Object.entries(routes) as [string, RouteDef][];
  const readPaths = new Set(entries.filter(([, route]) => route.method === "get").map(([, route]) => route.path));
  const conditional = entries.filter(([, route]) => ["put", "patch", "delete"].includes(route.method) && readPaths.has(route.etagOf ?? route.path));

  it("finds the conditional routes", () => {
    expect(conditional.length).to.be.greaterThan(20);
  });

  for (const [name, route] of conditional) {
    it(`${name} (${route.method.toUpperCase()} ${route.path})`, () => {
      const handler = (handlers as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
      expect(String(handler), `${name}'s handler never passes ifMatch on`).to.match(/\bifMatch\b/);
    });
  }
});
