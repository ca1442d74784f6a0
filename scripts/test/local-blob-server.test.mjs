// The local stand-in for Cloud Storage serves a private file (a workspace export) only through a
// signed, unexpired download link: no spelling of its key reaches it from the public address.
import { expect } from "chai";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { startLocalBlobServer } from "../lib/local-blob-server.mjs";

const require = createRequire(import.meta.url);
const { signDownload } = require("../../functions/lib/storage/upload-signature.js");

describe("Local blob store: keys and private files", function () {
  const SECRET = "test-secret";
  const EXPORT = "tenants/t1/exports/2026-12-05-1.zip";
  const PUBLIC = "brands/b1/pictures/p.jpg";
  let dir;
  let server;

  const put = async (key, body, contentType) => {
    const file = path.join(dir, ...key.split("/"));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    await writeFile(`${file}.meta.json`, JSON.stringify({ contentType, etag: `"${key.length}"` }));
  };

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "blob-test-"));
    server = await startLocalBlobServer({ dir, secret: SECRET, port: 0 });
    await put(EXPORT, "owners only", "application/zip");
    await put(PUBLIC, "a picture", "image/jpeg");
  });
  after(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves a public file at its address", async () => {
    const res = await fetch(`${server.url}/files/${PUBLIC}`);
    expect(res.status).to.equal(200);
    expect(await res.text()).to.equal("a picture");
  });

  for (const spelling of [
    EXPORT,
    `.%2F${EXPORT}`,
    `./${EXPORT}`,
    `%2E/${EXPORT}`,
    `x/..%2F${EXPORT}`,
    `brands/..%2F${EXPORT}`,
    `%2F${EXPORT}`,
    `/${EXPORT}`,
    EXPORT.replace("/", "%2F"),
    EXPORT.replace("/", "//"),
    EXPORT.replace("/", "%5C"),
    EXPORT.replace("/", "/./"),
    `tenants%2F.%2Ft1/exports/2026-12-05-1.zip`,
    "%E0%A4%A",
  ]) {
    it(`never serves the export as /files/${spelling}`, async () => {
      const res = await fetch(`${server.url}/files/${spelling}`);
      expect([400, 404], `${res.status}`).to.include(res.status);
      expect(await res.text()).to.not.contain("owners only");
    });
  }

  it("serves the export through a signed link, privately, and not after it expires or with another key", async () => {
    const grant = (key, expires) => ({ key, fileName: "export.zip", expires });
    const link = (key, expires, signedKey = key) =>
      `${server.url}/download/${key}?name=export.zip&expires=${expires}&sig=${signDownload(grant(signedKey, expires), SECRET)}`;
    const soon = Date.now() + 60_000;
    const ok = await fetch(link(EXPORT, soon));
    expect(ok.status).to.equal(200);
    expect(ok.headers.get("cache-control")).to.equal("private, no-store");
    expect(await ok.text()).to.equal("owners only");
    expect((await fetch(link(EXPORT, Date.now() - 1))).status).to.equal(403);
    // A link signed for one key does not open another spelling of it.
    expect((await fetch(link(`.%2F${EXPORT}`, soon, EXPORT))).status).to.equal(400);
  });
});
