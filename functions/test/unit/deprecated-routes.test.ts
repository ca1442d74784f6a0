import { expect } from "chai";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { routes, type RouteDef } from "@vitrine/contract";
import { createApp } from "../../src/app.js";
import { deprecationHeaders } from "../../src/http/deprecation.js";
import { buildOpenApiDocument } from "../../src/openapi/build-openapi-document.js";

describe("deprecated routes", () => {
  it("say when they were deprecated (RFC 9745) and when they may go (RFC 8594)", () => {
    expect(deprecationHeaders({ since: "2026-01-15", sunset: "2026-07-31" })).to.deep.equal({
      Deprecation: "@1768435200",
      Sunset: "Fri, 31 Jul 2026 00:00:00 GMT",
    });
    expect(deprecationHeaders({ since: "2026-01-15" })).to.deep.equal({ Deprecation: "@1768435200" });
    expect(() => deprecationHeaders({ since: "15/01/2026" })).to.throw(/YYYY-MM-DD/);
  });

  describe("a route marked deprecated in the route table", () => {
    const route = routes.getMe as RouteDef;
    let server: Server;
    let base: string;

    before(async () => {
      route.deprecated = { since: "2026-01-15", sunset: "2026-07-31", use: "getTenant" };
      server = createApp({ limits: { perMinute: 1_000_000 } }).listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    after(async () => {
      delete route.deprecated;
      await new Promise((resolve) => server.close(resolve));
    });

    it("answers with Deprecation and Sunset, even when the request fails", async () => {
      const res = await fetch(`${base}/v1/me`);
      expect(res.status).to.equal(401);
      expect(res.headers.get("deprecation")).to.equal("@1768435200");
      expect(res.headers.get("sunset")).to.equal("Fri, 31 Jul 2026 00:00:00 GMT");
    });

    it("is marked deprecated in the OpenAPI document, and the others are not", () => {
      const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { deprecated?: boolean }>> };
      expect(document.paths["/v1/me"]!.get!.deprecated).to.equal(true);
      expect(document.paths["/v1/me"]!.patch!.deprecated).to.equal(undefined);
    });

    it("leaves the other routes' answers without the headers", async () => {
      const res = await fetch(`${base}/v1/tenants/me`);
      expect(res.headers.get("deprecation")).to.equal(null);
    });
  });
});
