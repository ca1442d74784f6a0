import { readFileSync } from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { config } from "../config.js";
import { notFound } from "../errors.js";
import { logs } from "../logs.js";
import { loadShareCard, type ShareCard } from "./share-card.js";
import { reserializePolicies } from "./content-security-policy.js";
import { embedPageHeaders } from "./frame-policy.js";
import { hostingHeaders } from "./hosting-headers.js";
import { renderViewerPage } from "./page-html.js";

/** Placement ids are Firestore auto-ids; Hosting rewrites only such paths here (firebase.json). */
const PLACEMENT_ID = /^[A-Za-z0-9]{20}$/;

let template: string | undefined;
/** The web app's built index.html, copied next to this module by the build. */
function viewerTemplate(): string {
  template ??= readFileSync(path.join(__dirname, "index.html"), "utf8");
  return template;
}

/** Where the pages come from: the build's copies, or a test's own. */
export interface ViewerPageSources {
  template: () => string;
  hostingHeaders: () => Record<string, string>;
}

const BUILT: ViewerPageSources = { template: viewerTemplate, hostingHeaders };

type PageKind = "share" | "embed";

/**
 * `/{placementId}` and `/embed/{placementId}`: the viewer's HTML, answered by the API instead of
 * Hosting's static file so that it can carry what depends on the placement: the link preview's
 * Open Graph and Twitter tags and the oEmbed discovery link, and on the embed page a
 * `frame-ancestors` built from the brand's listed sites. Any failure still gives the viewer its
 * page (without tags; the embed page then framable nowhere), never an error document.
 */
async function servePage(sources: ViewerPageSources, kind: PageKind, placementId: string, req: Request, res: Response) {
  let card: ShareCard | null = null;
  let status = 200;
  let cacheControl: string;
  try {
    if (!placementId) throw notFound("Placement");
    // A translated experience's card reads in the reader's language (`*` names none).
    card = await loadShareCard(placementId, { preferred: req.acceptsLanguages().filter((tag) => tag !== "*") });
    // Shared caches keep it as long as the placement's own answer (30 s at most, less before a
    // schedule change); browsers ask again each time, so the viewer never starts on an old page.
    cacheControl = `public, max-age=0, s-maxage=${card.maxAgeSeconds}`;
  } catch (error) {
    if ((error as { code?: string }).code === "not-found") {
      status = 404;
      cacheControl = "public, max-age=0, s-maxage=30";
    } else {
      logs.dependencyDown(error, String(res.locals.requestId ?? ""));
      cacheControl = "no-store";
    }
  }
  const base = config.publicBaseUrl.replace(/\/+$/, "");
  const pageUrl = `${base}/${placementId}`;
  const links = { pageUrl, oembedUrl: `${base}/v1/public/oembed?url=${encodeURIComponent(pageUrl)}&format=json` };
  const hosting = sources.hostingHeaders();
  const headers = kind === "embed" ? embedPageHeaders(hosting, card?.embedOrigins ?? []) : reserializePolicies(hosting);
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
  res.status(status);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", cacheControl);
  // Caches keep one page per reader language when the experience speaks several.
  if (card?.otherLanguages.length) res.setHeader("Vary", "Accept-Language");
  res.send(renderViewerPage(sources.template(), card, card ? links : null));
}

export function viewerPageRouter(sources: ViewerPageSources = BUILT) {
  /** Hosting sends every `/embed/…` path here: one naming no placement gets the app's not-found page, framable nowhere. */
  const serveEmbed = (req: Request, res: Response, next: NextFunction) => {
    const parts = ([] as string[]).concat((req.params as { rest?: string[] }).rest ?? []).filter(Boolean);
    const placementId = parts.length === 1 && PLACEMENT_ID.test(parts[0]!) ? parts[0]! : "";
    servePage(sources, "embed", placementId, req, res).catch(next);
  };
  const serveShare = (req: Request, res: Response, next: NextFunction) => {
    const placementId = String(req.params.placementId ?? "");
    // Not a placement's address (e.g. `/v1`): the API's own 404.
    if (!PLACEMENT_ID.test(placementId)) return next();
    servePage(sources, "share", placementId, req, res).catch(next);
  };
  const router = express.Router({ caseSensitive: true, strict: false });
  router.get("/embed/*rest", serveEmbed);
  // `/embed` and `/embed/` name no placement: the app's not-found page too, not the API's 404.
  router.get("/embed", serveEmbed);
  router.get("/:placementId", serveShare);
  return router;
}
