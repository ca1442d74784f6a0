import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { Caller } from "../auth/caller.js";
import type { AuditActor, RouteDef } from "@vitrine/contract";
import { clientAddress } from "../http/client-address.js";
import { auditRetentionDaysOf } from "../tenants/tenants.js";
import type { PendingAudit } from "./audit-context.js";
import { tenantsCol } from "../firestore/collections.js";
import type { TenantDoc } from "../firestore/stored-documents.js";

export function auditActorOf(caller: Caller): AuditActor {
  if (caller.apiKey) return { kind: "apiKey", id: caller.uid, email: null, name: caller.apiKey.name };
  return { kind: "user", id: caller.uid, email: caller.email, name: caller.displayName };
}

/** The request's audit entry before its handler runs (one read: the workspace's retention). */
export async function pendingAuditFor(
  name: string,
  route: RouteDef,
  ctx: { req: Request; res: Response; caller: Caller; params: unknown; body: unknown },
): Promise<PendingAudit> {
  const tenant = await tenantsCol().doc(ctx.caller.tenantId).get();
  const body = ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {};
  return {
    id: randomUUID().replace(/-/g, ""),
    tenantId: ctx.caller.tenantId,
    actor: auditActorOf(ctx.caller),
    action: name,
    method: route.method.toUpperCase(),
    path: ctx.req.path,
    routePath: route.path,
    // As the path wrote them: parsed params hold numbers (`:version`), and an entry's target id is a string.
    params: Object.fromEntries(Object.entries((ctx.params ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)])),
    // What an update changed; a create's or an action's body is its input, not a change of fields.
    changes: route.method === "patch" || route.method === "put" ? Object.keys(body).sort() : [],
    address: clientAddress(ctx.req),
    requestId: String(ctx.res.locals.requestId ?? ""),
    retentionDays: auditRetentionDaysOf(tenant.data() as TenantDoc | undefined),
    documents: [],
    recorded: false,
  };
}
