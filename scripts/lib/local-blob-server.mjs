// The local stack's stand-in for Cloud Storage: accepts PUTs to signed upload URLs (what a V4
// signed URL is in production) and serves the files back with their content type, caching
// headers and byte ranges (videos seek). Files live under emulator-data/. Like the production
// URLs (signed with `x-goog-if-generation-match: 0`), an upload URL only creates a file: once
// the bytes are there, a PUT is refused with 412, so the file the API checked cannot be swapped.
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { link, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pipeline } from "node:stream/promises";

const require = createRequire(import.meta.url);

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, PUT, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Range",
  "Access-Control-Expose-Headers": "Content-Length, Content-Range, Accept-Ranges, ETag, Content-Disposition",
  "Access-Control-Max-Age": "3600",
};

function send(res, status, message, headers = {}) {
  res.writeHead(status, { ...CORS, "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify({ error: { status, message } }));
}

/** Parses a single `bytes=` range against a size; null when absent, "invalid" when unsatisfiable. */
export function parseRange(header, size) {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  let start;
  let end;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "invalid";
  return { start, end };
}

/**
 * A request target's area (`files`, `upload`, `download`), its key as sent (null when the target is
 * not a path) and its query. Nothing is decoded or resolved: a URL parser would turn
 * `/files/x/../tenants/…` or `/files/.%2Ftenants/…` into the canonical key before anyone could
 * refuse the spelling.
 * @param {string} target
 */
export function parseTarget(target) {
  const queryAt = target.indexOf("?");
  const pathPart = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? "" : target.slice(queryAt + 1));
  const match = /^\/([a-z]+)\/(.*)$/s.exec(pathPart);
  return match ? { area: match[1], key: match[2], query } : { area: "", key: null, query };
}

/**
 * @param {{ dir: string, secret: string, host?: string, port?: number }} options
 */
export async function startLocalBlobServer({ dir, secret, host = "127.0.0.1", port = 9199 }) {
  const { verifyUpload, verifyDownload, isSafeKey, isPrivateKey, contentDisposition } = require("../../functions/lib/storage/upload-signature.js");
  await mkdir(dir, { recursive: true });
  const fileOf = (key) => path.join(dir, ...key.split("/"));

  async function handleUpload(req, res, key, query) {
    const grant = {
      key,
      contentType: query.get("contentType") ?? "",
      size: Number(query.get("size")),
      expires: Number(query.get("expires")),
    };
    if (!verifyUpload(grant, query.get("sig") ?? "", secret)) return send(res, 403, "Invalid upload signature");
    if (Date.now() > grant.expires) return send(res, 403, "This upload URL has expired; ask for a new ticket");
    if ((req.headers["content-type"] ?? "") !== grant.contentType) {
      return send(res, 400, `Send the file with Content-Type: ${grant.contentType}`);
    }
    const declared = Number(req.headers["content-length"] ?? NaN);
    if (Number.isFinite(declared) && declared !== grant.size) {
      return send(res, declared > grant.size ? 413 : 400, `The ticket is for exactly ${grant.size} bytes`);
    }
    const target = fileOf(key);
    const exists = () => send(res, 412, "This file has already been uploaded and cannot be replaced; ask for a new ticket");
    if (
      await stat(target).then(
        () => true,
        () => false,
      )
    )
      return exists();
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    let received = 0;
    try {
      await pipeline(
        req,
        async function* count(source) {
          for await (const chunk of source) {
            received += chunk.length;
            if (received > grant.size) throw Object.assign(new Error("too large"), { status: 413 });
            yield chunk;
          }
        },
        createWriteStream(temp),
      );
      if (received !== grant.size) throw Object.assign(new Error("short"), { status: 400 });
    } catch (err) {
      await rm(temp, { force: true });
      if (res.headersSent || req.destroyed) return;
      return send(res, err.status ?? 400, err.status === 413 ? `More than the ${grant.size} bytes announced` : `Expected ${grant.size} bytes, got ${received}`);
    }
    // link() fails when the target exists, so of two PUTs racing on one URL only the first lands.
    try {
      await link(temp, target);
    } catch (err) {
      if (err.code === "EEXIST") return exists();
      throw err;
    } finally {
      await rm(temp, { force: true });
    }
    const etag = `"${randomUUID()}"`;
    await writeFile(`${target}.meta.json`, JSON.stringify({ contentType: grant.contentType, etag }));
    res.writeHead(200, { ...CORS, ETag: etag, "Content-Length": "0" });
    res.end();
  }

  /** A private file (a workspace export) through its signed link, as a V4 signed read URL serves it. */
  async function handleDownload(req, res, key, query) {
    const grant = { key, fileName: query.get("name") ?? "", expires: Number(query.get("expires")) };
    if (!verifyDownload(grant, query.get("sig") ?? "", secret)) return send(res, 403, "Invalid download signature");
    if (Date.now() > grant.expires) return send(res, 403, "This download link has expired");
    return handleRead(req, res, key, { "Content-Disposition": contentDisposition(grant.fileName), "Cache-Control": "private, no-store" });
  }

  async function handleRead(req, res, key, overrides = {}) {
    let info;
    let meta;
    try {
      [info, meta] = await Promise.all([stat(fileOf(key)), readFile(`${fileOf(key)}.meta.json`, "utf8").then(JSON.parse)]);
    } catch {
      return send(res, 404, "No such file");
    }
    const headers = {
      ...CORS,
      "Content-Type": meta.contentType,
      // Keys are unique per upload, so a file never changes under its URL.
      "Cache-Control": "public, max-age=31536000, immutable",
      "Accept-Ranges": "bytes",
      ETag: meta.etag,
      "Last-Modified": info.mtime.toUTCString(),
      ...overrides,
    };
    if (req.headers["if-none-match"] === meta.etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    const range = parseRange(req.headers.range, info.size);
    if (range === "invalid") return send(res, 416, "Range not satisfiable", { "Content-Range": `bytes */${info.size}` });
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    res.writeHead(range ? 206 : 200, {
      ...headers,
      "Content-Length": String(end - start + 1),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${info.size}` } : {}),
    });
    if (req.method === "HEAD" || info.size === 0) return res.end();
    await pipeline(createReadStream(fileOf(key), { start, end }), res).catch(() => res.destroy());
  }

  const server = http.createServer(async (req, res) => {
    try {
      if (req.method === "OPTIONS") {
        res.writeHead(204, CORS);
        return res.end();
      }
      const { area, key, query } = parseTarget(req.url ?? "/");
      // The key is read from the request as it came, never decoded or resolved: keys are ASCII
      // ids, dashes, dots and slashes, so percent-encoding, a `.` or `..` segment, an empty
      // segment (`//`), a backslash or anything outside ASCII is another spelling of some key,
      // and is refused. The private prefixes below are checked on exactly the key the file is
      // found by.
      if (key === null || !isSafeKey(key)) return send(res, 400, "Not a canonical storage key");
      if (area === "upload" && req.method === "PUT") return await handleUpload(req, res, key, query);
      const reading = req.method === "GET" || req.method === "HEAD";
      // Private files have no public address, as in Cloud Storage without a download token.
      if (area === "files" && reading) return isPrivateKey(key) ? send(res, 404, "No such file") : await handleRead(req, res, key);
      if (area === "download" && reading) return await handleDownload(req, res, key, query);
      send(res, 405, "Method not allowed", { Allow: area === "upload" ? "PUT, OPTIONS" : "GET, HEAD, OPTIONS" });
    } catch (err) {
      if (!res.headersSent) send(res, 500, String(err?.message ?? err));
      else res.destroy();
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return {
    // The port it listens on (port 0 picks a free one).
    url: `http://${host}:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
