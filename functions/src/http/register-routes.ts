import type { Request, Response, Router } from "express";
import type { z } from "zod";
import { authenticate } from "../auth/authenticate.js";
import { authorize } from "../auth/authorize.js";
import type { Caller } from "../auth/caller.js";
import { routes, type RouteDef } from "../contract/index.js";
import { ApiError } from "./api-error.js";
import type { Handler, Handlers } from "./handler.js";
import { readJsonBody } from "./json-body.js";
import { parseRequestPart } from "./validation.js";

function parseQuery(route: RouteDef, req: Request) {
  if (route.query) return parseRequestPart(route.query, req.query, "query");
  const unknown = Object.keys(req.query as object);
  if (unknown.length > 0) {
    throw new ApiError("invalid-argument", `Unknown query parameter(s): ${unknown.join(", ")}`, [
      { path: "", message: `Unknown query parameter(s): ${unknown.join(", ")}` },
    ]);
  }
  return undefined;
}

function serve(route: RouteDef, handler: Handler<RouteDef>) {
  return async (req: Request, res: Response) => {
    let caller: Caller | undefined;
    if (route.access !== "public") {
      caller = await authenticate(req, { sensitive: route.sensitive ?? false });
      res.locals.caller = caller;
    }
    const params = route.params ? parseRequestPart(route.params, req.params, "params") : undefined;
    const brand = caller ? await authorize(caller, route.access, params as { brandId?: string }) : undefined;
    const query = parseQuery(route, req);
    const body = route.body ? parseRequestPart(route.body, readJsonBody(req), "body") : undefined;

    const result = await handler({ req, res, caller, params, query, body, brand } as Parameters<Handler<RouteDef>>[0]);
    // A handler that answered by itself (e.g. 304 Not Modified, which has no body) is done.
    if (res.headersSent) return;
    // Parsing the response strips whatever the contract does not promise (no internal fields leak).
    const payload = (route.response as z.ZodType).parse(result);
    res.status(route.successStatus ?? 200).json(payload);
  };
}

/** Registers every contract route; a known path with an unknown method answers 405 with Allow. */
export function registerRoutes(router: Router, handlers: Handlers) {
  const methodsByPath = new Map<string, Set<string>>();
  for (const [name, route] of Object.entries(routes) as [keyof Handlers, RouteDef][]) {
    router[route.method](route.path, serve(route, handlers[name] as Handler<RouteDef>));
    const methods = methodsByPath.get(route.path) ?? new Set<string>();
    methods.add(route.method.toUpperCase());
    if (route.method === "get") methods.add("HEAD");
    methodsByPath.set(route.path, methods);
  }
  for (const [path, methods] of methodsByPath) {
    const allow = [...methods, "OPTIONS"].join(", ");
    router.all(path, (req, res) => {
      res.setHeader("Allow", allow);
      if (req.method === "OPTIONS") {
        res.status(204).end();
        return;
      }
      throw new ApiError("method-not-allowed", `${req.method} is not allowed on ${req.path}; allowed: ${allow}`);
    });
  }
}
