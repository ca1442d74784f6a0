/**
 * The page routes answered in-process: an address under `/embed` that names no placement is the
 * app's HTML not-found page (never the API's JSON 404), framable nowhere; oEmbed's xml format is
 * 501, as the oEmbed specification asks of a provider that does not offer it.
 */
import { expect } from "chai";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../src/app.js";

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Vitrine</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const HOSTING = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'self'; object-src 'none'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
};

describe("page routes in-process", () => {
  let server: Server;
  let base: string;

  before(async () => {
    const app = createApp({ limits: { perMinute: 1_000_000 }, viewerPage: { template: () => TEMPLATE, hostingHeaders: () => HOSTING } });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  for (const path of ["/embed", "/embed/", "/embed//", "/embed/x/y", "/embed/.x", "/embed/tooShort"]) {
    it(`answers ${path} with the app's not-found page, framable nowhere`, async () => {
      const res = await fetch(`${base}${path}`);
      expect(res.status).to.equal(404);
      expect(res.headers.get("content-type")).to.match(/^text\/html/);
      expect(await res.text()).to.equal(TEMPLATE);
      expect(res.headers.get("content-security-policy")).to.match(/frame-ancestors 'none'$/);
      expect(res.headers.get("x-frame-options")).to.equal("DENY");
    });
  }

  it("answers oEmbed's xml format with 501 not-implemented in the envelope, and an unknown format with 400", async () => {
    const link = encodeURIComponent("https://vitrine.example.com/AbCdEfGhIjKlMnOpQrSt");
    const xml = await fetch(`${base}/v1/public/oembed?url=${link}&format=xml`);
    expect(xml.status).to.equal(501);
    expect(((await xml.json()) as { error: { code: string } }).error.code).to.equal("not-implemented");
    const other = await fetch(`${base}/v1/public/oembed?url=${link}&format=yaml`);
    expect(other.status).to.equal(400);
  });

  it("answers a path id that starts with a dot with the JSON envelope, as it does x.y", async () => {
    for (const id of [".x", "..x", "x.y", ".well-known"]) {
      const res = await fetch(`${base}/v1/public/placements/${id}`);
      expect(res.status, id).to.equal(400);
      expect(res.headers.get("content-type"), id).to.match(/^application\/json/);
      expect(((await res.json()) as { error: { code: string } }).error.code, id).to.equal("invalid-argument");
    }
  });
});
