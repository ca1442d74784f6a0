/**
 * No secrets in the web bundle: every file of the built app (web/dist: scripts, source maps, HTML,
 * CSS, JSON) is scanned for private keys, service-account credentials, provider API keys and
 * the server's own secrets (the blob store's signing secret when this process knows it, and the
 * names of server-only settings, whose presence would mean server code was bundled).
 * A Firebase web API key (AIza…) is public by design (it names the project); it is reported, not refused.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "chai";
import { ROOT } from "./support/private-api.js";

const DIST = path.join(ROOT, "web/dist");

const PATTERNS: [string, RegExp][] = [
  ["private key", /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/],
  ["service account", /"type"\s*:\s*"service_account"|"private_key_id"\s*:/],
  ["OpenAI key", /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/],
  ["OPENAI_API_KEY setting", /OPENAI_API_KEY/],
  ["blob secret setting", /VITRINE_BLOB_SECRET/],
  ["Stripe live key", /\b(?:sk|rk)_live_[A-Za-z0-9]{16,}/],
  ["AWS access key", /\bAKIA[0-9A-Z]{16}\b/],
  ["GitHub token", /\bgh[pousr]_[A-Za-z0-9]{30,}/],
  ["Slack token", /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ["Google OAuth client secret", /\bGOCSPX-[A-Za-z0-9_-]{20,}/],
  ["Vitrine API key", /\bvk_(?:live|test)_[A-Za-z0-9_-]{20,}/],
  ["webhook signing secret", /\bwhsec_[A-Za-z0-9_-]{16,}/],
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("No secrets in the web bundle", () => {
  it("web/dist holds no key-like strings, credentials or server secrets", function () {
    if (!existsSync(path.join(DIST, "index.html"))) {
      console.log("      skipped: web/dist is not built (npm test builds it first)");
      this.skip();
    }
    const texts = filesUnder(DIST).filter((f) => /\.(js|mjs|map|html|css|json|txt|svg)$/.test(f));
    const secrets: [string, RegExp][] = [...PATTERNS];
    const blobSecret = process.env.VITRINE_BLOB_SECRET;
    if (blobSecret && blobSecret.length >= 16) secrets.push(["the blob store's secret", new RegExp(blobSecret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))]);
    else console.log("      (the blob store's secret is not in this environment: its value is not searched, its setting's name is)");

    const found: string[] = [];
    const publicKeys = new Set<string>();
    for (const file of texts) {
      const text = readFileSync(file, "utf8");
      for (const [what, pattern] of secrets) {
        const match = pattern.exec(text);
        if (match) found.push(`${what} in ${path.relative(DIST, file)}: ${match[0].slice(0, 12)}…`);
      }
      for (const key of text.match(/\bAIza[0-9A-Za-z_-]{35}\b/g) ?? []) publicKeys.add(key.slice(0, 8));
    }
    if (publicKeys.size) console.log(`      Firebase web API key(s) present (public by design): ${[...publicKeys].join(", ")}…`);
    console.log(`      ${texts.length} files scanned`);
    expect(found).to.deep.equal([]);
  });
});
