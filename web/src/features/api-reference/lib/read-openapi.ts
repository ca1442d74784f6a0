/**
 * The OpenAPI 3.1 document read into what the reference page shows: operations grouped by tag
 * (in the document's tag order), each with its parameters, body, responses and who may call it;
 * the webhook events; the security schemes; and the shared error responses. Only the parts of
 * OpenAPI this API's generator writes are read; `$ref`s anywhere in the document are followed.
 */
import type { OpenApiDocument } from "@vitrine/contract";
import type { JsonSchema, SchemaComponents } from "./json-schema-rows";
import { useT, type ApiReferenceT } from "../messages";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface ApiResponse {
  status: string;
  description: string;
  /** The JSON body's schema, if the answer has one. */
  schema?: JsonSchema;
  /** Headers the answer carries, by name. */
  headers: { name: string; description?: string }[];
}

export interface ApiAccess {
  /** Everyone (no credentials), any signed-in member, or a minimum role. */
  who: string;
  /** How a caller proves who they are, e.g. "API key (read) or ID token". */
  credentials: string[];
}

export interface ApiOperation {
  /** `operationId`, unique in the document: the anchor of the operation on the page. */
  id: string;
  method: HttpMethod;
  path: string;
  summary?: string;
  description?: string;
  tag: string;
  parameters: ApiParameter[];
  requestBody?: { schema: JsonSchema; required: boolean };
  /** Success answers first, then errors, in status order. */
  responses: ApiResponse[];
  access: ApiAccess;
  /** Checks that the caller's sign-in was not revoked (people, API key management...). */
  sensitive: boolean;
}

export interface ApiTag {
  name: string;
  description?: string;
  operations: ApiOperation[];
}

export interface ApiWebhookEvent {
  event: string;
  summary?: string;
  description?: string;
  headers: ApiParameter[];
  payload?: JsonSchema;
  responses: { status: string; description: string }[];
}

export interface ApiSecurityScheme {
  id: string;
  /** e.g. `Bearer vtr_live_…`. */
  format: string;
  description?: string;
}

export interface ApiReference {
  title: string;
  version: string;
  openapi: string;
  description?: string;
  tags: ApiTag[];
  webhooks: ApiWebhookEvent[];
  securitySchemes: ApiSecurityScheme[];
  /** The shared error answers (`#/components/responses`), by status. */
  errors: ApiResponse[];
  errorEnvelope?: JsonSchema;
  schemas: SchemaComponents;
}

/** Follows a local `$ref` (`#/components/...`), JSON-pointer escapes included. */
export function resolvePointer(document: Json, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** The object a `{ $ref }` points to (chains followed), or the object itself. */
function follow(document: Json, value: unknown): Json | undefined {
  let node = value;
  for (let hops = 0; isObject(node) && typeof node.$ref === "string" && !node.$ref.startsWith("#/components/schemas/") && hops < 10; hops++) {
    node = resolvePointer(document, node.$ref);
  }
  return isObject(node) ? node : undefined;
}

function parameter(document: Json, raw: unknown): ApiParameter | null {
  const p = follow(document, raw);
  if (!p || typeof p.name !== "string") return null;
  return {
    name: p.name,
    in: typeof p.in === "string" ? p.in : "query",
    required: p.required === true,
    description: text(p.description) ?? text(isObject(p.schema) ? p.schema.description : undefined),
    schema: isObject(p.schema) ? p.schema : {},
  };
}

function jsonSchemaOf(content: unknown): JsonSchema | undefined {
  if (!isObject(content)) return undefined;
  const media = content["application/json"] ?? Object.values(content)[0];
  return isObject(media) && isObject(media.schema) ? media.schema : undefined;
}

function response(document: Json, status: string, raw: unknown): ApiResponse {
  const r = follow(document, raw) ?? {};
  const headers = isObject(r.headers)
    ? Object.entries(r.headers).map(([name, header]) => ({ name, description: text(follow(document, header)?.description) }))
    : [];
  return { status, description: text(r.description) ?? "", schema: jsonSchemaOf(r.content), headers };
}

/** Success statuses first (2xx, then the rest in order), `default` last. */
function statusOrder(a: string, b: string): number {
  const rank = (s: string) => (s === "default" ? 9999 : s.startsWith("2") ? Number(s.replace(/X/g, "0")) - 1000 : Number(s.replace(/X/g, "0")) || 9000);
  return rank(a) - rank(b);
}

/** The narrowest key scope an operation takes (`x-vitrine-access.apiKeyScope`), as the reference names it. */
const API_KEY_SCOPE_LABELS = {
  read: "access.apiKeyRead",
  write: "access.apiKeyWrite",
  audit: "access.apiKeyAudit",
} as const satisfies Record<string, Parameters<ApiReferenceT>[0]>;

const apiKeyScopeLabel = (scope: unknown, t: ApiReferenceT): string | undefined =>
  typeof scope === "string" && Object.hasOwn(API_KEY_SCOPE_LABELS, scope) ? t(API_KEY_SCOPE_LABELS[scope as keyof typeof API_KEY_SCOPE_LABELS]) : undefined;

const ROLE_NAMES = { owner: "roles.owner", admin: "roles.admin", member: "roles.member", editor: "roles.editor", viewer: "roles.viewer" } as const;

/** Who may call an operation and with which credentials, from `security` and `x-vitrine-access`. */
export function accessOf(operation: Json, schemes: Record<string, Json>, t: ApiReferenceT = useT.now): ApiAccess {
  const security = Array.isArray(operation.security) ? operation.security.filter(isObject) : undefined;
  const access = isObject(operation["x-vitrine-access"]) ? operation["x-vitrine-access"] : {};
  const names = (security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (security && names.length === 0) return { who: t("access.anyone"), credentials: [] };
  const credentials = names.map((name) => {
    const scheme = schemes[name] ?? {};
    const isKey = typeof scheme.bearerFormat === "string" && scheme.bearerFormat.startsWith("vtr_");
    if (isKey) return apiKeyScopeLabel(access.apiKeyScope, t) ?? t("access.apiKey");
    return scheme.bearerFormat === "JWT" ? t("access.firebaseIdToken") : name;
  });
  const role =
    typeof access.minRole === "string"
      ? Object.hasOwn(ROLE_NAMES, access.minRole)
        ? t(ROLE_NAMES[access.minRole as keyof typeof ROLE_NAMES])
        : access.minRole
      : undefined;
  const who =
    access.access === "signed-in"
      ? t("access.signedInMember")
      : role
        ? access.scope === "brand"
          ? t("access.brandRole", { role })
          : t("access.workspaceRole", { role })
        : t("access.signedIn");
  return { who, credentials };
}

function operation(document: Json, path: string, method: HttpMethod, raw: Json, schemes: Record<string, Json>, t: ApiReferenceT): ApiOperation {
  const body = follow(document, raw.requestBody);
  const bodySchema = body ? jsonSchemaOf(body.content) : undefined;
  const responses = isObject(raw.responses)
    ? Object.keys(raw.responses)
        .sort(statusOrder)
        .map((status) => response(document, status, (raw.responses as Json)[status]))
    : [];
  const tags = Array.isArray(raw.tags) ? raw.tags.filter((t): t is string => typeof t === "string") : [];
  return {
    id: text(raw.operationId) ?? `${method}-${path}`,
    method,
    path,
    summary: text(raw.summary),
    description: text(raw.description),
    tag: tags[0] ?? t("tags.other"),
    parameters: (Array.isArray(raw.parameters) ? raw.parameters : []).map((p) => parameter(document, p)).filter((p): p is ApiParameter => p !== null),
    ...(bodySchema ? { requestBody: { schema: bodySchema, required: body?.required === true } } : {}),
    responses,
    access: accessOf(raw, schemes, t),
    sensitive: raw["x-vitrine-sensitive"] === true,
  };
}

/** `t`: the words the reference adds to the document (who may call an operation), in the console's language. */
export function readOpenApi(document: OpenApiDocument, t: ApiReferenceT = useT.now): ApiReference {
  const doc = document as unknown as Json;
  const components = isObject(doc.components) ? doc.components : {};
  const schemes = (isObject(components.securitySchemes) ? components.securitySchemes : {}) as Record<string, Json>;
  const schemas = (isObject(components.schemas) ? components.schemas : {}) as SchemaComponents;

  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      if (isObject(item[method])) operations.push(operation(doc, path, method, item[method] as Json, schemes, t));
    }
  }

  // Tags in the document's order; any an operation names without declaring it come last.
  const declared = (document.tags ?? []).map((t) => ({ name: t.name, description: text(t.description) }));
  const tags: ApiTag[] = declared.map((t) => ({ ...t, operations: [] }));
  const byName = new Map(tags.map((t) => [t.name, t]));
  for (const op of operations) {
    let tag = byName.get(op.tag);
    if (!tag) {
      tag = { name: op.tag, operations: [] };
      byName.set(op.tag, tag);
      tags.push(tag);
    }
    tag.operations.push(op);
  }

  const webhooks: ApiWebhookEvent[] = Object.entries(isObject(doc.webhooks) ? doc.webhooks : {}).flatMap(([event, item]) => {
    const post = isObject(item) && isObject(item.post) ? item.post : undefined;
    if (!post) return [];
    const body = follow(doc, post.requestBody);
    return [
      {
        event,
        summary: text(post.summary),
        description: text(post.description),
        headers: (Array.isArray(post.parameters) ? post.parameters : []).map((p) => parameter(doc, p)).filter((p): p is ApiParameter => p !== null),
        payload: body ? jsonSchemaOf(body.content) : undefined,
        responses: isObject(post.responses)
          ? Object.entries(post.responses).map(([status, r]) => ({ status, description: text(follow(doc, r)?.description) ?? "" }))
          : [],
      },
    ];
  });

  const securitySchemes = Object.entries(schemes).map(([id, scheme]) => ({
    id,
    format: [scheme.scheme === "bearer" ? "Bearer" : (text(scheme.scheme) ?? text(scheme.type) ?? ""), text(scheme.bearerFormat)].filter(Boolean).join(" "),
    description: text(scheme.description),
  }));

  const sharedResponses = isObject(components.responses) ? components.responses : {};
  const errors = Object.entries(sharedResponses)
    .map(([name, raw]) => response(doc, name.replace(/^Error/, "") || "default", raw))
    .sort((a, b) => statusOrder(a.status, b.status));

  return {
    title: document.info.title,
    version: document.info.version,
    openapi: document.openapi,
    description: text(document.info.description),
    tags: tags.filter((t) => t.operations.length > 0),
    webhooks,
    securitySchemes,
    errors,
    errorEnvelope: errors.find((e) => e.schema)?.schema,
    schemas,
  };
}

/** Operations whose method, path, summary or id holds every word of `query`; tags left empty are dropped. */
export function filterTags(tags: ApiTag[], query: string): ApiTag[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return tags;
  return tags
    .map((tag) => ({
      ...tag,
      operations: tag.operations.filter((op) => {
        const haystack = `${op.method} ${op.path} ${op.summary ?? ""} ${op.id} ${tag.name}`.toLowerCase();
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((tag) => tag.operations.length > 0);
}

/** The page anchor of an operation or a tag. */
export const operationAnchor = (id: string) => `op-${id}`;
export const tagAnchor = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
