import { z } from "zod";
import { CALENDAR_DAY, idSchema, isoDateTimeSchema, pageOf, pageQuerySchema } from "./common.js";
import { defineRoutes, type RouteDef } from "./route-def.js";

/** How long a workspace keeps its audit log: entries expire (Firestore TTL) this many days after the write. */
export const AUDIT_RETENTION_DAYS = { min: 30, max: 3650, default: 365 } as const;

export const auditRetentionDaysSchema = z
  .number()
  .int("Use a whole number of days")
  .min(AUDIT_RETENTION_DAYS.min, `Keep the audit log at least ${AUDIT_RETENTION_DAYS.min} days`)
  .max(AUDIT_RETENTION_DAYS.max, `Keep the audit log at most ${AUDIT_RETENTION_DAYS.max} days`);

/** POST routes that change nothing (the console's "Try it" chat, printing QR codes, a bulk creation's preview): not audited. */
const READ_ONLY_POSTS = new Set(["chatWithAssistant", "downloadPlacementCodes", "previewBulkPlacements"]);

/** Whether a route's successful calls are changes the audit log records: every non-public write. */
export function isAuditedRoute(name: string, route: Pick<RouteDef, "method" | "access">): boolean {
  return route.method !== "get" && route.access !== "public" && !READ_ONLY_POSTS.has(name);
}

/** Who made a change: a person of the workspace or one of its API keys. */
export const auditActorSchema = z.object({
  kind: z.enum(["user", "apiKey"]),
  /** The uid, or `apiKey:<keyId>` (what `createdBy` fields record): the `actor` filter's value. */
  id: z.string(),
  email: z.string().nullable(),
  /** The person's display name, or the key's name. */
  name: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  actor: auditActorSchema,
  /** The route that made the change, by its name in the route table (e.g. `updateProduct`). */
  action: z.string(),
  /** The object the request named (for a create, the object made), and its brand when it has one. */
  target: z.object({ type: z.string(), id: z.string().nullable(), brandId: z.string().nullable() }),
  /** The request's method and path as sent. */
  method: z.string(),
  path: z.string(),
  /** The top-level fields a PATCH or PUT sent: what it changed. Values are not kept (they may be secrets). */
  changes: z.array(z.string()),
  /** Every document the change wrote, as Firestore paths (at most 50). */
  documents: z.array(z.string()),
  address: z.string(),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2025-06-14")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "Not a calendar date")
  .meta(CALENDAR_DAY);

/** Newest first. `from` and `to` are inclusive UTC days. */
export const listAuditLogQuerySchema = pageQuerySchema
  .extend({
    actor: z.string().min(1).max(200).optional(),
    action: z
      .string()
      .regex(/^[A-Za-z]{1,60}$/, "Unknown action")
      .optional(),
    brandId: idSchema.optional(),
    from: auditDaySchema.optional(),
    to: auditDaySchema.optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "to is before from" });
  });
export type ListAuditLogQuery = z.input<typeof listAuditLogQuerySchema>;

export const auditLogRoutes = defineRoutes({
  listAuditLog: {
    method: "get",
    path: "/v1/tenants/me/audit-log",
    summary: "The workspace's audit log: every change made through the API, newest first",
    access: "auditLog.read",
    query: listAuditLogQuerySchema,
    response: pageOf(auditEntrySchema),
  },
});
