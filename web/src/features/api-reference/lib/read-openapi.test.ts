import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "@vitrine/contract";
import { filterTags, readOpenApi, resolvePointer } from "./read-openapi";

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
});

/** A small document in the shape the API's generator writes. */
const document = {
  openapi: "3.1.1",
  info: { title: "Vitrine API", version: "1.0.0", description: "## Authentication\n\nSend a bearer token." },
  tags: [{ name: "Brands", description: "Brands of the workspace" }, { name: "Webhooks" }, { name: "Health" }],
  paths: {
    "/v1/brands": {
      get: {
        operationId: "listBrands",
        summary: "Brands the caller can see",
        tags: ["Brands"],
        security: [{ firebaseIdToken: [] }, { apiKey: [] }],
        parameters: [{ name: "limit", in: "query", required: false, schema: { type: "integer", default: 20 } }],
        responses: {
          default: { $ref: "#/components/responses/Error" },
          "401": { $ref: "#/components/responses/Error401" },
          "200": { description: "OK", content: { "application/json": { schema: { $ref: "#/components/schemas/ListBrandsResponse" } } } },
        },
        "x-vitrine-access": { access: "brands.list", scope: "tenant", minRole: "member", apiKeyScope: "read" },
      },
      post: {
        operationId: "createBrand",
        summary: "Create a brand",
        tags: ["Brands"],
        security: [{ firebaseIdToken: [] }],
        parameters: [{ $ref: "#/components/parameters/IdempotencyKey" }],
        requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/CreateBrand" } } } },
        responses: { "201": { description: "Created" } },
        "x-vitrine-access": { access: "brands.create", scope: "tenant", minRole: "admin", apiKeyScope: null },
      },
    },
    "/v1/brands/{brandId}/stores": {
      patch: {
        operationId: "updateStores",
        summary: "Change stores",
        tags: ["Stores"],
        security: [{ firebaseIdToken: [] }, { apiKey: [] }],
        responses: {},
        "x-vitrine-access": { access: "brandContent.write", scope: "brand", minRole: "editor", apiKeyScope: "write" },
        "x-vitrine-sensitive": true,
      },
    },
    "/v1/health": { get: { operationId: "getHealth", tags: ["Health"], security: [], responses: {}, "x-vitrine-access": { access: "public" } } },
  },
  webhooks: {
    "webhook.ping": {
      post: {
        summary: "A test delivery",
        parameters: [{ name: "Vitrine-Signature", in: "header", required: true, schema: { type: "string" } }],
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/WebhookPingEvent" } } } },
        responses: { "2XX": { description: "Received" } },
      },
    },
  },
  components: {
    schemas: { ErrorEnvelope: { type: "object", properties: { error: { type: "object" } } } },
    parameters: {
      IdempotencyKey: { name: "Idempotency-Key", in: "header", required: false, description: "Makes a POST safe to retry", schema: { type: "string" } },
    },
    responses: { Error: errorResponse("Any other error"), Error401: errorResponse("No credentials"), Error400: errorResponse("Invalid input") },
    securitySchemes: {
      firebaseIdToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "A Firebase ID token" },
      apiKey: { type: "http", scheme: "bearer", bearerFormat: "vtr_live_…", description: "An API key" },
    },
  },
} as unknown as OpenApiDocument;

describe("readOpenApi", () => {
  const reference = readOpenApi(document);

  it("groups operations by tag in the document's tag order, adding undeclared tags last and dropping empty ones", () => {
    expect(reference.tags.map((t) => [t.name, t.operations.map((o) => o.id)])).toEqual([
      ["Brands", ["listBrands", "createBrand"]],
      ["Health", ["getHealth"]],
      ["Stores", ["updateStores"]],
    ]);
    expect(reference.tags[0]!.description).toBe("Brands of the workspace");
  });

  it("resolves referenced parameters and request bodies, and lists success answers before errors", () => {
    const [list, create] = reference.tags[0]!.operations;
    expect(list!.responses.map((r) => r.status)).toEqual(["200", "401", "default"]);
    expect(list!.responses[1]).toMatchObject({ description: "No credentials", schema: { $ref: "#/components/schemas/ErrorEnvelope" } });
    expect(create!.parameters).toEqual([
      { name: "Idempotency-Key", in: "header", required: false, description: "Makes a POST safe to retry", schema: { type: "string" } },
    ]);
    expect(create!.requestBody).toEqual({ required: true, schema: { $ref: "#/components/schemas/CreateBrand" } });
  });

  it("says who may call each operation and with which credentials", () => {
    const byId = Object.fromEntries(reference.tags.flatMap((t) => t.operations).map((o) => [o.id, o]));
    expect(byId.listBrands!.access).toEqual({ who: "Workspace member or above", credentials: ["Firebase ID token", "API key (read or write scope)"] });
    expect(byId.createBrand!.access).toEqual({ who: "Workspace admin or above", credentials: ["Firebase ID token"] });
    expect(byId.updateStores!.access.credentials).toContain("API key (write scope)");
    expect(byId.updateStores!.access.who).toMatch(/^Brand editor or above/);
    expect(byId.updateStores!.sensitive).toBe(true);
    expect(byId.getHealth!.access).toEqual({ who: "Anyone: no credentials needed", credentials: [] });
  });

  it("reads the webhook events, the security schemes and the shared errors", () => {
    expect(reference.webhooks).toEqual([
      {
        event: "webhook.ping",
        summary: "A test delivery",
        description: undefined,
        headers: [{ name: "Vitrine-Signature", in: "header", required: true, description: undefined, schema: { type: "string" } }],
        payload: { $ref: "#/components/schemas/WebhookPingEvent" },
        responses: [{ status: "2XX", description: "Received" }],
      },
    ]);
    expect(reference.securitySchemes.map((s) => s.format)).toEqual(["Bearer JWT", "Bearer vtr_live_…"]);
    expect(reference.errors.map((e) => e.status)).toEqual(["400", "401", "default"]);
    expect(reference.errorEnvelope).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
  });
});

describe("filterTags", () => {
  const { tags } = readOpenApi(document);
  it("keeps the operations matching every word, by method, path, summary or id", () => {
    expect(filterTags(tags, "post brands").flatMap((t) => t.operations.map((o) => o.id))).toEqual(["createBrand"]);
    expect(filterTags(tags, "STORES").map((t) => t.name)).toEqual(["Stores"]);
    expect(filterTags(tags, "nothing like this")).toEqual([]);
    expect(filterTags(tags, "  ")).toBe(tags);
  });
});

describe("resolvePointer", () => {
  it("follows JSON pointers with escaped slashes", () => {
    expect(resolvePointer({ paths: { "/v1/health": { get: 1 } } } as never, "#/paths/~1v1~1health/get")).toBe(1);
    expect(resolvePointer({} as never, "#/components/missing")).toBeUndefined();
  });
});
