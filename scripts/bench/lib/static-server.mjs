// A small origin for the browser benchmarks: serves a built web app (gzip, SPA fallback like
// Hosting), proxies /v1 to the running stack, and serves extra pages (the <model-viewer>
// reference) from the same origin, so both viewers load under the same conditions.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".glb": "model/gltf-binary",
  ".wasm": "application/wasm",
  ".map": "application/json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".map"]);

/**
 * @param {{root: string, apiOrigin: string, files?: Record<string, string>, headers?: Record<string,string>}} options
 * files: extra URL path -> file on disk (e.g. "/bench/model-viewer.min.js").
 * headers: added to every page and asset response (e.g. security headers under test).
 * proxyPage: which other addresses to proxy to `apiOrigin` too (e.g. the viewer's HTML as the API
 * answers it, to compare with the static file served here).
 */
export async function startStaticServer({ root, apiOrigin, files = {}, pages = {}, headers = {}, proxyPage = () => false }) {
  const gzipCache = new Map();
  const send = (req, res, file, type) => {
    const ext = path.extname(file);
    res.setHeader("Content-Type", type ?? TYPES[ext] ?? "application/octet-stream");
    res.setHeader("Cache-Control", "no-cache");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)));
      const body = gzipCache.get(file);
      res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    res.setHeader("Content-Length", statSync(file).size);
    if (req.method === "HEAD") return res.end();
    createReadStream(file).pipe(res);
  };

  const proxy = (req, res) => {
    const target = new URL(req.url, apiOrigin);
    const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", (error) => {
      res.writeHead(502, { "Content-Type": "text/plain" });
      res.end(`proxy error: ${error.message}`);
    });
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    if (url.pathname.startsWith("/v1/") || proxyPage(url)) return proxy(req, res);
    if (pages[url.pathname] !== undefined) {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      return res.end(pages[url.pathname]);
    }
    if (files[url.pathname]) return send(req, res, files[url.pathname]);
    const candidate = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ""));
    if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) return send(req, res, candidate);
    // Hosting's rewrite of everything else to the app shell.
    return send(req, res, path.join(root, "index.html"));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(resolve);
      }),
  };
}
