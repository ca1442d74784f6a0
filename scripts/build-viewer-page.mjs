// The API answers the viewer's share and embed pages (functions/src/viewer-page/), so it needs the
// built web app's index.html and the headers Hosting gives those pages. Both are copied into the
// functions' build output, which `firebase deploy` uploads: run after both builds.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(ROOT, "functions/lib/viewer-page");
mkdirSync(target, { recursive: true });
copyFileSync(path.join(ROOT, "web/dist/index.html"), path.join(target, "index.html"));
const config = JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8"));
// The same selection as pageHeadersOfConfig (functions/src/viewer-page/hosting-headers.ts).
const applies = (rule) => rule.source === "**" || (rule.regex !== undefined && new RegExp(rule.regex, "u").test("/"));
const headers = Object.fromEntries(config.hosting.headers.filter(applies).flatMap((rule) => rule.headers.map((h) => [h.key, h.value])));
if (!headers["Content-Security-Policy"]) throw new Error("firebase.json gives the viewer's pages no Content-Security-Policy to copy.");
writeFileSync(path.join(target, "hosting-headers.json"), JSON.stringify(headers, null, 2) + "\n");
