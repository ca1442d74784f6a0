// The local stand-in for Cloud Storage serves a private file (a workspace export) only through a
// signed, unexpired download link: no spelling of its key reaches it from the public address.
import { expect } from "chai";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
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

  /** A GET with the request target exactly as written: fetch() would resolve `.` segments and backslashes first. */
  const rawGet = (target) =>
    new Promise((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const req = http.request({ host: hostname, port, path: target, method: "GET" }, (res) => {
        let body = "";
        res.setEncoding("latin1");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });

  /** Spellings of `key` that name the same file once decoded or resolved, none of them canonical. */
  const spellingsOf = (key) => {
    const [first, ...rest] = key.split("/");
    const tail = rest.join("/");
    return [
      `.%2F${key}`,
      `./${key}`,
      `%2E/${key}`,
      `%2e/${key}`,
      `.%2f${key}`,
      `x/../${key}`,
      `x/..%2F${key}`,
      `x/%2E%2E/${key}`,
      `x/.%2e/${key}`,
      `x%2F..%2F${key}`,
      `brands/..%2f${key}`,
      `%2F${key}`,
      `/${key}`,
      `${first}%2F${tail}`,
      `${first}//${tail}`,
      `${first}/./${tail}`,
      `${first}\\${tail}`,
      `${first}%5C${tail}`,
      `${first}%5c${tail}`,
      `${first}/${tail}/`,
      `${first}%2F.%2F${tail}`,
      `${key.slice(0, 1)}%${key.charCodeAt(1).toString(16)}${key.slice(2)}`,
      `${first}/%C3%A9/../${tail}`,
      `${first}%C3%A9/../${tail}`,
    ];
  };

  it("answers 404 at the canonical public address of a private file", async () => {
    const res = await rawGet(`/files/${EXPORT}`);
    expect(res.status).to.equal(404);
    expect(res.body).to.not.contain("owners only");
  });

  for (const spelling of spellingsOf(EXPORT)) {
    it(`refuses /files/${spelling} with 400, never serving the export`, async () => {
      const res = await rawGet(`/files/${spelling}`);
      expect(res.status, res.body).to.equal(400);
      expect(res.body).to.not.contain("owners only");
      // And through fetch(), which resolves some spellings before sending: still never the export.
      const fetched = await fetch(`${server.url}/files/${spelling}`).catch(() => null);
      if (fetched) expect(await fetched.text()).to.not.contain("owners only");
    });
  }

  it("refuses every non-canonical spelling of a public file too: a key is valid only as it is", async () => {
    for (const spelling of spellingsOf(PUBLIC)) {
      const res = await rawGet(`/files/${spelling}`);
      expect(res.status, spelling).to.equal(400);
    }
    for (const target of ["/files/", "/files", "/", "/files/%", "/files/%E0%A4%A", "http://example.com/files/" + PUBLIC]) {
      expect((await rawGet(target)).status, target).to.equal(400);
    }
  });

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
    for (const spelling of spellingsOf(EXPORT)) {
      const signed = new URL(link(EXPORT, soon));
      const res = await rawGet(`/download/${spelling}${signed.search}`);
      expect(res.status, spelling).to.equal(400);
    }
  });
});
