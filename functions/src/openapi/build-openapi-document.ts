import { z } from "zod";
import { config } from "../config.js";
import * as contract from "@vitrine/contract";
import {
  apiKeyMayUse,
  narrowestApiKeyScope,
  errorEnvelopeSchema,
  permissions,
  routes,
  webhookDeliveryEventSchema,
  webhookEventDataSchemas,
  webhookEventDescriptions,
  webhookEventEnvelopeSchema,
  WEBHOOK_SIGNATURE_HEADER,
  type OpenApiDocument,
  type RouteDef,
  type WebhookDeliveryEvent,
} from "@vitrine/contract";
import { apiDescription } from "./description.js";
import { tagFor, tagDescriptions } from "./tags.js";

/**
 * The OpenAPI 3.1 document of the API, generated from the contract: the route table gives every
 * operation (method, path, summary, access, params, query, body, response, success status) and
 * zod 4's `z.toJSONSchema` turns the schemas into JSON Schema 2020-12, which OpenAPI 3.1 uses as is.
 *
 * Schemas the contract exports (objects, unions, enums) become named components
 * (`brandSchema` -> `Brand`) and are referenced wherever they appear; the others are inlined in a
 * component named after their route (`ListBrandsResponse`). Requests are converted as input
 * (defaults optional, coercions and transforms seen from the sender's side) and responses as
 * output; a schema that differs between the two gets an `…Input` component for requests.
 */

type Json = Record<string, unknown>;
type Io = "input" | "output";
type Part = "params" | "query" | "body" | "response";

const COMPONENT_KINDS = new Set(["object", "union", "enum", "array", "intersection", "record"]);
const SCHEMA_REF = "#/components/schemas/";

const pascal = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())
    .replace(/[^A-Za-z0-9]/g, "")
    .replace(/^./, (c) => c.toUpperCase());

/** `:brandId` -> `{brandId}`. */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

interface Entry {
  name: string;
  route: RouteDef;
}

/** Names for the schemas the contract exports, by identity. */
function exportedSchemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(contract)) {
    if (!(value instanceof z.ZodType) || !exportName.endsWith("Schema")) continue;
    const kind = (value as unknown as { _zod: { def: { type: string } } })._zod.def.type;
    if (!COMPONENT_KINDS.has(kind) || names.has(value)) continue;
    names.set(value, pascal(exportName.slice(0, -"Schema".length)));
  }
  return names;
}

/** The schemas of one direction, each with the component id it is known by. */
function collect(entries: Entry[], io: Io, exported: Map<z.ZodType, string>, extra: [z.ZodType, string][]) {
  const ids = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  const add = (schema: z.ZodType, wanted: string) => {
    if (ids.has(schema)) return;
    let id = wanted;
    for (let n = 2; taken.has(id); n++) id = `${wanted}${n}`;
    ids.set(schema, id);
    taken.add(id);
  };
  const parts: Part[] = io === "input" ? ["params", "query", "body"] : ["response"];
  for (const { name, route } of entries) {
    for (const part of parts) {
      const schema = route[part];
      if (schema) add(schema, exported.get(schema) ?? `${pascal(name)}${pascal(part)}`);
    }
  }
  for (const [schema, id] of extra) add(schema, id);
  // Every exported schema is registered so that nested uses become references; unused ones are pruned.
  for (const [schema, id] of exported) add(schema, id);
  return ids;
}

function convert(ids: Map<z.ZodType, string>, io: Io, nameOf: (id: string) => string): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of ids) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    cycles: "ref",
    reused: "inline",
    uri: (id) => `${SCHEMA_REF}${nameOf(id)}`,
  });
  const out: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, ...rest } = schema as Json;
    out[id] = rest;
  }
  return out;
}

/**
 * Moves `$defs` a component may carry (recursive schemas) to components of their own, since
 * `#/$defs/…` would resolve against the OpenAPI document's root.
 */
function hoistDefs(components: Record<string, Json>) {
  for (const [name, schema] of Object.entries(components)) {
    const defs = schema.$defs as Record<string, Json> | undefined;
    if (!defs) continue;
    delete schema.$defs;
    const rename = (def: string) => `${name}_${pascal(def)}`;
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (node && typeof node === "object") {
        return Object.fromEntries(
          Object.entries(node).map(([k, v]) => [
            k,
            k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/") ? `${SCHEMA_REF}${rename(v.slice(8))}` : rewrite(v),
          ]),
        );
      }
      return node;
    };
    components[name] = rewrite(schema) as Json;
    for (const [def, body] of Object.entries(defs)) components[rename(def)] = rewrite(body) as Json;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The component ids `roots` reach through references, in one direction's conversion. */
function reach(schemas: Record<string, Json>, roots: string[], idOfName: (name: string) => string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !schemas[id]) return;
    seen.add(id);
    walkRefs(schemas[id], (name) => visit(idOfName(name)));
  };
  roots.forEach(visit);
  return seen;
}

function walkRefs(node: unknown, onRef: (componentName: string) => void) {
  if (Array.isArray(node)) return node.forEach((n) => walkRefs(n, onRef));
  if (!node || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string" && value.startsWith(SCHEMA_REF)) onRef(value.slice(SCHEMA_REF.length));
    else walkRefs(value, onRef);
  }
}

const inputName = (id: string) => (id.endsWith("Input") ? `${id.slice(0, -5)}Request` : `${id}Input`);

/**
 * Both directions' components. A schema used by requests and responses alike whose two forms
 * differ (defaults are optional to send but always answered, transforms...) gets a second,
 * request-side component `…Input`.
 */
function buildSchemas(entries: Entry[], extra: [z.ZodType, string][]) {
  const exported = exportedSchemaNames();
  const inputIds = collect(entries, "input", exported, []);
  const outputIds = collect(entries, "output", exported, extra);
  const rootsOf = (parts: Part[], ids: Map<z.ZodType, string>) =>
    entries.flatMap(({ route }) =>
      parts
        .map((p) => route[p])
        .filter((s): s is z.ZodType => !!s)
        .map((s) => ids.get(s)!),
    );

  const output = convert(outputIds, "output", (id) => id);
  const outputUsed = reach(output, [...rootsOf(["response"], outputIds), ...extra.map(([, id]) => id)], (name) => name);
  const inputRoots = rootsOf(["params", "query", "body"], inputIds);
  // Renaming one input component changes the references of those that use it: repeat until stable.
  let differing = new Set<string>();
  let input: Record<string, Json> = {};
  let inputUsed = new Set<string>();
  for (let pass = 0; pass < 10; pass++) {
    const renamed = new Map([...differing].map((id) => [inputName(id), id]));
    input = convert(inputIds, "input", (id) => (differing.has(id) ? inputName(id) : id));
    inputUsed = reach(input, inputRoots, (name) => renamed.get(name) ?? name);
    const next = new Set(differing);
    for (const id of inputUsed) if (outputUsed.has(id) && !same(input[id], output[id])) next.add(id);
    if (next.size === differing.size) break;
    differing = next;
  }
  const components: Record<string, Json> = {};
  for (const id of outputUsed) components[id] = output[id]!;
  for (const id of inputUsed) {
    if (differing.has(id)) components[inputName(id)] = input[id]!;
    else components[id] ??= input[id]!;
  }
  hoistDefs(components);
  const ref = (schema: z.ZodType, io: Io) => {
    const id = (io === "input" ? inputIds : outputIds).get(schema)!;
    return `${SCHEMA_REF}${io === "input" && differing.has(id) ? inputName(id) : id}`;
  };
  return { components, ref };
}

function resolve(components: Record<string, Json>, ref: string): Json {
  let schema = components[ref.slice(SCHEMA_REF.length)] ?? {};
  for (let depth = 0; typeof schema.$ref === "string" && depth < 10; depth++) {
    schema = components[(schema.$ref as string).slice(SCHEMA_REF.length)] ?? {};
  }
  return schema;
}

/** Path and query parameters from an object schema's properties. */
function parametersOf(components: Record<string, Json>, ref: string, location: "path" | "query"): Json[] {
  const schema = resolve(components, ref);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === "path" || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

/** The action's minimum role, and whether (and with which scope) an API key may call it. */
function accessOf(access: RouteDef["access"]) {
  if (access === "public") return { access };
  if (access === "signed-in") return { access, apiKeyScope: null };
  const rule = permissions[access];
  return { access, scope: rule.scope, minRole: rule.minRole, apiKeyScope: narrowestApiKeyScope(access) };
}

function securityOf(route: RouteDef): Json[] {
  if (route.access === "public") return [];
  return apiKeyMayUse(route.access) ? [{ firebaseIdToken: [] }, { apiKey: [] }] : [{ firebaseIdToken: [] }];
}

const RATE_LIMIT_HEADERS = {
  "X-RateLimit-Limit": { $ref: "#/components/headers/XRateLimitLimit" },
  "X-RateLimit-Remaining": { $ref: "#/components/headers/XRateLimitRemaining" },
  "X-RateLimit-Reset": { $ref: "#/components/headers/XRateLimitReset" },
};

const ERRORS: Record<string, string> = {
  "400": "Invalid input: `issues` lists each field's problem",
  "401": "No credentials, or an invalid, expired or revoked ID token or API key",
  "403": "The caller's role or API key scope does not allow this",
  "404": "No such object, or one the caller may not see",
  "409": "Conflicts with the current state (or a request with the same Idempotency-Key is still running)",
  "412": "If-Match does not match the object's current ETag: nothing was written",
  "422": "The Idempotency-Key was used with a different body, or the object fails a business rule",
  "429": "Too many requests: wait `Retry-After` seconds",
  "503": "A dependency is down: retry after `Retry-After` seconds",
};

/** A JSON answer's schema, or for a route that answers a file, each media type it may send. */
function contentOf(route: RouteDef, ref: (s: z.ZodType, io: Io) => string): Json {
  if (route.produces) return Object.fromEntries(route.produces.map((type) => [type, { schema: { type: "string", format: "binary" } }]));
  return { "application/json": { schema: { $ref: ref(route.response, "output") } } };
}

function operation(entry: Entry, readable: Set<string>, components: Record<string, Json>, ref: (s: z.ZodType, io: Io) => string): Json {
  const { name, route } = entry;
  const conditional = ["put", "patch", "delete"].includes(route.method) && readable.has(route.etagOf ?? route.path);
  const etag = route.method === "get" || (conditional && route.method !== "delete");
  const parameters: Json[] = [];
  if (route.params) parameters.push(...parametersOf(components, ref(route.params, "input"), "path"));
  if (route.query) parameters.push(...parametersOf(components, ref(route.query, "input"), "query"));
  if (route.method === "post") {
    parameters.push({ $ref: `#/components/parameters/${route.idempotencyKey === "required" ? "RequiredIdempotencyKey" : "IdempotencyKey"}` });
  }
  if (conditional) parameters.push({ $ref: "#/components/parameters/IfMatch" });

  const status = String(route.successStatus ?? 200);
  const headers: Json = { ...RATE_LIMIT_HEADERS };
  if (etag) headers.ETag = { $ref: "#/components/headers/ETag" };
  if (route.method === "post") headers["Idempotent-Replayed"] = { $ref: "#/components/headers/IdempotentReplayed" };
  const responses: Json = {
    [status]: {
      description: route.produces ? `The file itself (${route.produces.join(" or ")}), named by Content-Disposition` : status === "201" ? "Created" : "OK",
      headers,
      ...(status === "204" ? {} : { content: contentOf(route, ref) }),
    },
  };
  const errors = new Set<string>(["429", "503"]);
  if (route.params || route.query || route.body || route.method === "post") errors.add("400");
  if (route.access !== "public") ["401", "403"].forEach((s) => errors.add(s));
  if (route.params) errors.add("404");
  if (route.method === "post") ["409", "422"].forEach((s) => errors.add(s));
  if (conditional) errors.add("412");
  for (const code of [...errors].sort()) responses[code] = { $ref: `#/components/responses/Error${code}` };
  responses.default = { $ref: "#/components/responses/Error" };

  return {
    operationId: name,
    summary: route.summary,
    tags: [tagFor(name, route)],
    security: securityOf(route),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: { $ref: ref(route.body, "input") } } } } } : {}),
    responses,
    "x-vitrine-access": accessOf(route.access),
    ...(route.sensitive ? { "x-vitrine-sensitive": true } : {}),
    ...(route.deprecated ? { deprecated: true, "x-vitrine-deprecation": route.deprecated } : {}),
  };
}

/** The components the document reaches, transitively; the rest (unused exports) is dropped. */
function prune(document: Json) {
  const schemas = (document.components as Json).schemas as Record<string, Json>;
  const reached = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string" && value.startsWith(SCHEMA_REF)) {
        const name = value.slice(SCHEMA_REF.length);
        if (!reached.has(name)) {
          reached.add(name);
          walk(schemas[name]);
        }
      } else walk(value);
    }
  };
  const { components, ...rest } = document;
  walk(rest);
  walk({ ...(components as Json), schemas: undefined });
  (document.components as Json).schemas = Object.fromEntries(
    Object.keys(schemas)
      .filter((n) => reached.has(n))
      .sort()
      .map((n) => [n, schemas[n]]),
  );
}

const eventComponent = (event: WebhookDeliveryEvent) => `${pascal(event)}Event`;

function webhookOperations(): Json {
  const out: Json = {};
  for (const event of webhookDeliveryEventSchema.options) {
    out[event] = {
      post: {
        operationId: `webhook_${event.replace(/\W/g, "_")}`,
        summary: webhookEventDescriptions[event],
        description:
          `Sent as a signed POST to each active endpoint subscribed to \`${event}\`` +
          (event === "webhook.ping" ? " (sent on demand only)." : ".") +
          ` Verify \`${WEBHOOK_SIGNATURE_HEADER}\` before trusting it; answer any 2xx within 10 s.`,
        tags: ["Webhooks"],
        parameters: [
          {
            name: WEBHOOK_SIGNATURE_HEADER,
            in: "header",
            required: true,
            description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint\'s secret>`',
            schema: { type: "string" },
          },
          { name: "Vitrine-Event", in: "header", required: true, schema: { type: "string", const: event } },
          { name: "Vitrine-Event-Id", in: "header", required: true, description: "The same on every retry", schema: { type: "string" } },
          { name: "Vitrine-Delivery", in: "header", required: true, schema: { type: "string" } },
        ],
        requestBody: { required: true, content: { "application/json": { schema: { $ref: `${SCHEMA_REF}${eventComponent(event)}` } } } },
        responses: { "2XX": { description: "Received. Anything else (or no answer in 10 s) is retried after 1 min, 5 min, 30 min, 2 h and 12 h" } },
      },
    };
  }
  return out;
}

export function buildOpenApiDocument(): Json {
  const entries: Entry[] = Object.entries(routes as Record<string, RouteDef>).map(([name, route]) => ({ name, route }));
  const events: [z.ZodType, string][] = webhookDeliveryEventSchema.options.map((event) => [
    webhookEventEnvelopeSchema.extend({ type: z.literal(event), data: webhookEventDataSchemas[event] }),
    eventComponent(event),
  ]);
  const { components: schemas, ref } = buildSchemas(entries, [[errorEnvelopeSchema, "ErrorEnvelope"], ...events]);

  const readable = new Set(entries.filter((e) => e.route.method === "get").map((e) => e.route.path));
  const paths: Record<string, Json> = {};
  for (const entry of entries) {
    const path = toOpenApiPath(entry.route.path);
    paths[path] = { ...(paths[path] ?? {}), [entry.route.method]: operation(entry, readable, schemas, ref) };
  }

  const errorResponse = (description: string, extraHeaders: Json = {}) => ({
    description,
    headers: { ...RATE_LIMIT_HEADERS, ...extraHeaders },
    content: { "application/json": { schema: { $ref: `${SCHEMA_REF}ErrorEnvelope` } } },
  });
  const responses: Json = { Error: errorResponse("Any other error, in the same envelope") };
  for (const [code, description] of Object.entries(ERRORS)) {
    responses[`Error${code}`] = errorResponse(
      description,
      code === "429" || code === "503"
        ? { "Retry-After": { $ref: "#/components/headers/RetryAfter" } }
        : code === "412"
          ? { ETag: { $ref: "#/components/headers/ETag" } }
          : {},
    );
  }

  const usedTags = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => (op as { tags: string[] }).tags)));
  const document: Json = {
    openapi: "3.1.1",
    info: { title: "Vitrine API", version: config.apiVersion, description: apiDescription },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    // Relative to where this document is served: the same origin.
    servers: [{ url: "/", description: "This deployment" }],
    tags: [...usedTags].sort(tagOrder).map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) })),
    paths,
    webhooks: webhookOperations(),
    components: {
      schemas,
      securitySchemes: {
        firebaseIdToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "A Firebase ID token of a workspace member (what the console sends)",
        },
        apiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "vtr_live_…",
          description: "An API key created in Settings → API keys; its scope (read or write) and brands limit what it may do",
        },
      },
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "Makes a POST safe to retry: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409",
          schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
        },
        RequiredIdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: true,
          description:
            "Required here (400 without it), as the change is too big to risk running twice: the same key and body within 24 h replay the first success (with `Idempotent-Replayed: true`); the same key with another body is 422; while the first is running, 409",
          schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
        },
        IfMatch: {
          name: "If-Match",
          in: "header",
          required: false,
          description: "The ETag you read: the change is made only if the object still has it, else 412 and nothing is written",
          // RFC 9110: `*`, or a list of entity tags (weak ones never match an update).
          schema: { type: "string", pattern: '^\\s*(?:\\*|(?:W/)?"[\\x21\\x23-\\x7e]*"(?:\\s*,\\s*(?:W/)?"[\\x21\\x23-\\x7e]*")*)\\s*$' },
        },
      },
      headers: {
        XRateLimitLimit: { description: "Requests allowed per minute for this caller (per API key, per person, or per address)", schema: { type: "integer" } },
        XRateLimitRemaining: { description: "Requests left in the current minute", schema: { type: "integer" } },
        XRateLimitReset: { description: "Seconds until the budget is full again", schema: { type: "integer" } },
        RetryAfter: { description: "Seconds to wait before retrying", schema: { type: "integer" } },
        ETag: { description: "A strong validator of the object's current representation; send it back in If-Match", schema: { type: "string" } },
        IdempotentReplayed: {
          description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key",
          schema: { type: "string", enum: ["true"] },
        },
      },
      responses,
    },
  };
  prune(document);
  return document;
}

const TAG_ORDER = Object.keys(tagDescriptions);
function tagOrder(a: string, b: string) {
  const ia = TAG_ORDER.indexOf(a);
  const ib = TAG_ORDER.indexOf(b);
  return (ia === -1 ? 999 : ia) - (ib === -1 ? 999 : ib) || a.localeCompare(b);
}

let cached: OpenApiDocument | undefined;
/** Built on first use per instance: it depends only on the code. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument() as OpenApiDocument;
  return cached;
}
