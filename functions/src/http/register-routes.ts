import type { Request, Response, Router } from "express";
import type { z } from "zod";
import { runAudited } from "../audit/audit-context.js";
import { pendingAuditFor } from "../audit/pending-audit.js";
import { recordAuditAfterwards } from "../audit/record-audit.js";
import { db } from "../firebase.js";
import { authenticate } from "../auth/authenticate.js";
import { authorize } from "../auth/authorize.js";
import type { Caller } from "../auth/caller.js";
import { isAuditedRoute, routes, type RouteDef } from "@vitrine/contract";
import { logs } from "../logs.js";
import {
  beginIdempotentRequest,
  completeIdempotentRequest,
  IDEMPOTENCY_KEY_PATTERN,
  releaseIdempotentRequest,
  requestBodyHash,
  type StoredResponse,
} from "./idempotency.js";
import { invalid, methodNotAllowed } from "../errors.js";
import { etagOf, IfMatch, isIfMatchHeader, ifMatchSatisfied, ifNoneMatchSatisfied, preconditionFailed } from "../conditional.js";
import type { Handler, Handlers } from "./handler.js";
import { readJsonBody } from "./json-body.js";
import { clientAddress } from "./client-address.js";
import { chargeAddress, chargeCaller } from "./rate-limit.js";
import { parseRequestPart } from "./validation.js";
import { deprecationHeaders } from "./deprecation.js";

type Context = Parameters<Handler<RouteDef>>[0];

/** The GET route at the same path as an update (or at its `etagOf`): it reads the representation the ETag is of. */
interface Reader {
  route: RouteDef;
  handler: Handler<RouteDef>;
}

const CONDITIONAL_METHODS = new Set(["put", "patch", "delete"]);

function parseQuery(route: RouteDef, req: Request) {
  if (route.query) return parseRequestPart(route.query, req.query, "query");
  const unknown = Object.keys(req.query as object);
  if (unknown.length > 0) {
    throw invalid(`Unknown query parameter(s): ${unknown.join(", ")}`, [{ path: "", message: `Unknown query parameter(s): ${unknown.join(", ")}` }]);
  }
  return undefined;
}

/** The ETag of the object as its GET answers now (the GET's query takes its defaults). */
async function currentEtag(reader: Reader, ctx: Context): Promise<string> {
  const query = reader.route.query ? parseRequestPart(reader.route.query, {}, "query") : undefined;
  const result = await reader.handler({ ...ctx, query, body: undefined } as Context);
  return etagOf((reader.route.response as z.ZodType).parse(result));
}

/**
 * Runs the handler with the conditional-request rules: an update carrying If-Match is refused
 * with 412 (nothing written) unless the object's current ETag matches. A stale tag is refused
 * here before any work; the decisive check is the service's, inside the write's transaction
 * (`IfMatch.assert`), so two updates sent with the same ETag cannot both be applied.
 */
async function answer(route: RouteDef, handler: Handler<RouteDef>, ctx: Context, reader: Reader | undefined) {
  const { req, res } = ctx;
  const header = req.get("If-Match");
  let ifMatch: IfMatch | undefined;
  if (header !== undefined && CONDITIONAL_METHODS.has(route.method)) {
    if (!isIfMatchHeader(header)) {
      throw invalid('If-Match must be * or entity tags as the ETag header gives them, such as "3f2a9c" (in double quotes), separated by commas');
    }
    if (!reader) {
      throw invalid(`If-Match is not supported on ${route.method.toUpperCase()} ${route.path}: it has no GET to compare with`);
    }
    const current = await currentEtag(reader, ctx);
    if (!ifMatchSatisfied(header, current)) throw preconditionFailed(current);
    ifMatch = new IfMatch(header, reader.route.response as z.ZodType);
  }

  const result = await handler({ ...ctx, ifMatch });
  // An update that did not check If-Match inside its write could have overwritten a newer version.
  if (ifMatch && !ifMatch.wasChecked) throw new Error(`${route.method.toUpperCase()} ${route.path} did not check If-Match inside its write`);
  // A handler that answered by itself (e.g. 304 Not Modified, which has no body) is done.
  if (res.headersSent) return undefined;
  // Parsing the response strips whatever the contract does not promise (no internal fields leak).
  const payload = (route.response as z.ZodType).parse(result);
  let etag: string | undefined;
  if (route.method === "get") etag = (res.getHeader("ETag") as string | undefined) ?? etagOf(payload);
  else if (reader && route.method !== "delete") etag = await currentEtag(reader, ctx);
  return { status: route.successStatus ?? 200, body: JSON.stringify(payload), etag };
}

function send(res: Response, response: StoredResponse) {
  // Already answered (503) by the request deadline.
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.status(response.status).type("application/json").send(response.body);
}

function readIdempotencyKey(req: Request): string | undefined {
  const key = req.get("Idempotency-Key");
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    const message = "Idempotency-Key must be 1 to 255 printable ASCII characters without spaces (e.g. a UUID)";
    throw invalid(message, [{ path: "Idempotency-Key", message }]);
  }
  return key;
}

/** Whose keys these are: a key only ever replays to the caller who first sent it. */
function idempotencyScope(req: Request, caller: Caller | undefined): string {
  if (!caller) return `ip/${clientAddress(req)}`;
  return caller.apiKey ? `tenant/${caller.tenantId}/apiKey/${caller.apiKey.id}` : `tenant/${caller.tenantId}/user/${caller.uid}`;
}

/**
 * Runs a change's handler under its audit entry: every transaction and batch it commits writes the
 * entry too (`audit/audited-firestore.ts`); a change made without one gets it written afterwards.
 */
async function answerAudited(name: string, route: RouteDef, handler: Handler<RouteDef>, ctx: Context, reader: Reader | undefined) {
  if (!ctx.caller || !isAuditedRoute(name, route)) return answer(route, handler, ctx, reader);
  const audit = await pendingAuditFor(name, route, { ...ctx, caller: ctx.caller });
  const answered = await runAudited(audit, () => answer(route, handler, ctx, reader));
  if (!audit.recorded) {
    const created = answered?.body ? (JSON.parse(answered.body) as { id?: unknown }).id : undefined;
    if (typeof created === "string") audit.createdId = created;
    await recordAuditAfterwards(db(), audit);
  }
  return answered;
}

function serve(name: string, route: RouteDef, handler: Handler<RouteDef>, reader: Reader | undefined) {
  // Computed once; set before anything can fail, so an error's answer says it too.
  const deprecation = route.deprecated ? deprecationHeaders(route.deprecated) : {};
  return async (req: Request, res: Response) => {
    for (const [header, value] of Object.entries(deprecation)) res.setHeader(header, value);
    let caller: Caller | undefined;
    if (route.access === "public") {
      await chargeAddress(res);
    } else {
      // A credential that does not verify buys no budget of its own: `chargeAddressOnError` bills the address.
      caller = await authenticate(req, { sensitive: route.sensitive ?? false });
      res.locals.caller = caller;
      await chargeCaller(res, caller);
    }
    const params = route.params ? parseRequestPart(route.params, req.params, "params") : undefined;
    const brand = caller ? await authorize(caller, route.access, params as { brandId?: string }, { writes: route.method !== "get" }) : undefined;
    const query = parseQuery(route, req);
    const rawBody = route.body ? readJsonBody(req) : undefined;
    const body = route.body ? parseRequestPart(route.body, rawBody, "body") : undefined;
    const ctx = { req, res, caller, params, query, body, brand } as Context;

    // Idempotency-Key on a POST: the first answer (a success) is kept 24 h and replayed for the same key and body.
    const key = route.method === "post" ? readIdempotencyKey(req) : undefined;
    if (key === undefined && route.idempotencyKey === "required") {
      const message = "This request needs an Idempotency-Key header (e.g. a new UUID), so a retry never runs it twice";
      throw invalid(message, [{ path: "Idempotency-Key", message }]);
    }
    let claim: string | undefined;
    if (key !== undefined) {
      const start = await beginIdempotentRequest({
        scope: idempotencyScope(req, caller),
        method: route.method,
        path: req.path,
        key,
        bodyHash: requestBodyHash(rawBody ?? {}),
      });
      if (start.kind === "replay") {
        send(res, { ...start.response, headers: { ...start.response.headers, "Idempotent-Replayed": "true" } });
        return;
      }
      claim = start.id;
    }

    let response: StoredResponse | undefined;
    try {
      const answered = await answerAudited(name, route, handler, ctx, reader);
      if (answered) response = { status: answered.status, body: answered.body, headers: answered.etag ? { ETag: answered.etag } : {} };
    } catch (err) {
      if (claim) await releaseIdempotentRequest(claim).catch(() => {});
      throw err;
    }
    if (claim) {
      try {
        if (response) await completeIdempotentRequest(claim, response);
        else await releaseIdempotentRequest(claim);
      } catch (err) {
        // The work is done: answer it. Without the record a retry would run it again.
        logs.unexpectedError(err, String(res.locals.requestId ?? ""));
      }
    }
    if (!response) return;
    // Evaluated here rather than left to Express, which skips it for requests carrying
    // `Cache-Control: no-cache` (as proxies such as the Hosting emulator's add).
    const ifNoneMatch = req.get("If-None-Match");
    if (route.method === "get" && ifNoneMatch && response.headers.ETag && ifNoneMatchSatisfied(ifNoneMatch, response.headers.ETag)) {
      res.setHeader("ETag", response.headers.ETag);
      res.status(304).end();
      return;
    }
    send(res, response);
  };
}

/**
 * Orders path patterns so that, among those that can match the same path, one with a literal
 * segment comes before one with a parameter there: `/products/import` is tried before
 * `/products/:productId`. Patterns of different lengths never match the same path.
 */
function literalsFirst(a: string, b: string): number {
  const as = a.split("/");
  const bs = b.split("/");
  if (as.length !== bs.length) return as.length - bs.length;
  for (let i = 0; i < as.length; i++) {
    const aParam = as[i]!.startsWith(":");
    const bParam = bs[i]!.startsWith(":");
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return 0;
}

/**
 * Registers every contract route. Path patterns with literal segments come first, and each
 * pattern's methods are followed by a catch-all answering 405 with `Allow` (the methods of this
 * pattern), so `PATCH …/products/import` is a 405, never taken for `PATCH …/products/:productId`
 * with the id `import`. Each method is its own Express route, so the router can be read back
 * (the OpenAPI test compares it with the document).
 */
export function registerRoutes(router: Router, handlers: Handlers) {
  const entries = Object.entries(routes) as [keyof Handlers, RouteDef][];
  const readers = new Map<string, Reader>();
  for (const [name, route] of entries) {
    if (route.method === "get") readers.set(route.path, { route, handler: handlers[name] as Handler<RouteDef> });
  }

  const routesByPath = new Map<string, [keyof Handlers, RouteDef][]>();
  for (const entry of entries) routesByPath.set(entry[1].path, [...(routesByPath.get(entry[1].path) ?? []), entry]);
  for (const path of [...routesByPath.keys()].sort(literalsFirst)) {
    const methods = new Set<string>();
    for (const [name, route] of routesByPath.get(path)!) {
      const reader = CONDITIONAL_METHODS.has(route.method) ? readers.get(route.etagOf ?? route.path) : undefined;
      router[route.method](path, serve(String(name), route, handlers[name] as Handler<RouteDef>, reader));
      methods.add(route.method.toUpperCase());
      if (route.method === "get") methods.add("HEAD");
    }
    const allow = [...methods, "OPTIONS"].join(", ");
    router.all(path, (req, res) => {
      res.setHeader("Allow", allow);
      if (req.method === "OPTIONS") {
        res.status(204).end();
        return;
      }
      throw methodNotAllowed(`${req.method} is not allowed on ${req.path}; allowed: ${allow}`);
    });
  }
}
