import type { Request, Response } from "express";
import type { z } from "zod";
import type { Caller } from "../auth/caller.js";
import type { RouteDef, RouteName, Routes } from "@vitrine/contract";
import type { IfMatch } from "../conditional.js";
import type { BrandDoc } from "../firestore/stored-documents.js";

type Part<R, K extends "params" | "query" | "body"> = R extends { [P in K]: infer S extends z.ZodType } ? z.infer<S> : undefined;

export interface HandlerContext<R extends RouteDef> {
  req: Request;
  res: Response;
  caller: R["access"] extends "public" ? undefined : Caller;
  params: Part<R, "params">;
  query: Part<R, "query">;
  body: Part<R, "body">;
  /** The brand named by `:brandId`, already checked to belong to the caller's tenant. */
  brand: R extends { params: z.ZodObject<{ brandId: z.ZodType }> } ? { id: string; data: BrandDoc } : undefined;
  /**
   * The request's If-Match on a PUT, PATCH or DELETE: the handler passes it to the service, which
   * asserts it inside its write's transaction (the route layer refuses to answer if it did not).
   */
  ifMatch?: IfMatch;
}

export type Handler<R extends RouteDef> = (ctx: HandlerContext<R>) => Promise<z.input<R["response"]>>;

/** One handler per route of the contract: a route without a handler does not compile. */
export type Handlers = { [N in RouteName]: Handler<Routes[N]> };

/** The handlers of one route group (e.g. `RouteHandlers<typeof productRoutes>`), kept beside its service. */
export type RouteHandlers<G extends Record<string, RouteDef>> = { [N in keyof G & RouteName]: Handler<Routes[N]> };
