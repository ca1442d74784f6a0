/**
 * Which paths Hosting hands to the API, and which get the headers of every response, read from firebase.json with the Hosting emulator's own
 * matcher (superstatic, as firebase-tools runs it). A glob's `**` skips a segment that starts
 * with a dot, so `/v1/public/placements/.x` once reached no rewrite and got the emulator's HTML
 * "Cannot GET" page instead of the API's JSON envelope.
 */
import { expect } from "chai";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

type Rewrite = { source?: string; regex?: string; function?: { functionId: string }; destination?: string };

const ROOT = path.join(__dirname, "../../..");
const requireHere = createRequire(__filename);
const patterns = requireHere(
  requireHere.resolve("superstatic/lib/utils/patterns.js", { paths: [path.dirname(requireHere.resolve("firebase-tools/package.json"))] }),
) as {
  configMatcher(path: string, rule: Rewrite): boolean;
};
type HeaderRule = { source?: string; regex?: string; headers: { key: string; value: string }[] };
const hosting = (JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as { hosting: { rewrites: Rewrite[]; headers: HeaderRule[] } }).hosting;
const rewrites = hosting.rewrites;
/** The first rewrite that applies, as Hosting picks it. */
const rewriteOf = (urlPath: string) => rewrites.find((rule) => patterns.configMatcher(urlPath, rule));

describe("Hosting rewrites and headers", () => {
  it("hands every /v1 path to the API, whatever its segments start with", () => {
    for (const urlPath of [
      "/v1",
      "/v1/",
      "/v1/openapi.json",
      "/v1/public/placements/x.y",
      "/v1/public/placements/.x",
      "/v1/public/placements/..x",
      "/v1/public/placements/.",
      "/v1/brands/.x/stores",
      "/v1/.well-known/x",
      "/v1/public/placements/%2e",
      "/v1/public/placements/__x__",
    ]) {
      expect(rewriteOf(urlPath)?.function?.functionId, urlPath).to.equal("api");
    }
  });

  it("hands every /embed path and placement page to the API, and nothing else", () => {
    for (const urlPath of ["/embed", "/embed/", "/embed/.x", "/embed/AbCdEfGhIjKlMnOpQrSt", "/embed/x/.y", "/AbCdEfGhIjKlMnOpQrSt", "/AbCdEfGhIjKlMnOpQrSt/"]) {
      expect(rewriteOf(urlPath)?.function?.functionId, urlPath).to.equal("api");
    }
    for (const urlPath of ["/", "/brands", "/embedded", "/v10/x", "/v1x", "/assets/index.js", "/AbCdEfGhIjKlMnOpQrS"]) {
      expect(rewriteOf(urlPath)?.function, urlPath).to.equal(undefined);
    }
  });

  it("gives every path, a dot segment's too, the headers meant for every response", () => {
    const everywhere = (urlPath: string) =>
      hosting.headers.filter((rule) => patterns.configMatcher(urlPath, rule as Rewrite)).flatMap((rule) => rule.headers.map((h) => h.key));
    for (const urlPath of ["/", "/v1/public/placements/.x", "/embed/.x", "/.well-known/x", "/assets/.x"]) {
      expect(everywhere(urlPath), urlPath).to.include.members(["Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy"]);
    }
  });
});
