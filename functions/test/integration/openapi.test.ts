import { expect } from "chai";
import { createApp } from "../../src/app.js";
import { apiKeyMayUse, routes, webhookDeliveryEventSchema, type RouteDef } from "../../src/contract/index.js";
import { toOpenApiPath } from "../../src/openapi/build-openapi-document.js";
import { call } from "../helpers/http.js";

type Json = Record<string, any>;
const METHODS = ["get", "put", "post", "patch", "delete"];

/** `METHOD /path/{param}` for every route the Express app actually registered. */
function servedRoutes(): Set<string> {
  const app = createApp() as unknown as { router: { stack: Layer[] } };
  interface Layer {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  }
  const found = new Set<string>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          if (METHODS.includes(method)) found.add(`${method.toUpperCase()} ${toOpenApiPath(layer.route.path)}`);
        }
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk(app.router.stack);
  return found;
}

function documentedRoutes(doc: Json): Set<string> {
  const found = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of Object.keys(item)) if (METHODS.includes(method)) found.add(`${method.toUpperCase()} ${path}`);
  }
  return found;
}

describe("OpenAPI document (/v1/openapi.json)", () => {
  let doc: Json;
  before(async () => {
    const res = await call("GET", "/v1/openapi.json");
    expect(res.status, res.text.slice(0, 300)).to.equal(200);
    doc = res.body;
  });

  it("is served publicly, as valid OpenAPI 3.1", async () => {
    expect(doc.openapi).to.match(/^3\.1\./);
    const { Validator } = await import("@seriousme/openapi-schema-validator");
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).to.equal(true);
    expect(validator.version).to.equal("3.1");
  });

  it("documents every route the app serves, and nothing it does not", () => {
    const served = servedRoutes();
    const documented = documentedRoutes(doc);
    expect(served.size).to.be.greaterThan(50);
    expect([...served].filter((r) => !documented.has(r)), "served but undocumented").to.deep.equal([]);
    expect([...documented].filter((r) => !served.has(r)), "documented but not served").to.deep.equal([]);
  });

  it("resolves every reference inside the document", () => {
    const broken: string[] = [];
    const visit = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref") {
          const target = String(value).replace(/^#\//, "").split("/").reduce<any>((at, part) => at?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
          if (target === undefined) broken.push(String(value));
        } else visit(value);
      }
    };
    visit(doc);
    expect(broken).to.deep.equal([]);
  });

  it("describes each operation from the route table: id, summary, tag, parameters, security, body and answer", () => {
    const ids = new Set<string>();
    for (const [name, route] of Object.entries(routes as Record<string, RouteDef>)) {
      const op = doc.paths[toOpenApiPath(route.path)][route.method];
      expect(op.operationId, name).to.equal(name);
      expect(ids.has(op.operationId)).to.equal(false);
      ids.add(op.operationId);
      expect(op.summary, name).to.equal(route.summary);
      expect(op.tags, name).to.have.length(1);
      expect(doc.tags.map((t: { name: string }) => t.name), name).to.include(op.tags[0]);
      const pathParams = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      expect(op.parameters?.filter((p: Json) => p.in === "path").map((p: Json) => p.name) ?? [], name).to.deep.equal(pathParams);
      expect(Boolean(op.requestBody), name).to.equal(Boolean(route.body));
      expect(op.responses[String(route.successStatus ?? 200)], name).to.have.property("content");
      const schemes = op.security.flatMap((s: Json) => Object.keys(s));
      if (route.access === "public") expect(schemes, name).to.deep.equal([]);
      else expect(schemes, name).to.deep.equal(apiKeyMayUse(route.access) ? ["firebaseIdToken", "apiKey"] : ["firebaseIdToken"]);
      if (route.method === "post") expect(op.parameters.map((p: Json) => p.$ref), name).to.include("#/components/parameters/IdempotencyKey");
    }
  });

  it("documents the conventions: error envelope, rate-limit headers, ETag and If-Match, both security schemes", () => {
    expect(doc.components.securitySchemes).to.have.keys("firebaseIdToken", "apiKey");
    expect(doc.components.schemas.ErrorEnvelope.properties.error.required).to.include.members(["code", "message", "status"]);
    const getStore = doc.paths["/v1/brands/{brandId}/stores/{storeId}"];
    expect(getStore.get.responses["200"].headers).to.have.keys("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "ETag");
    expect(getStore.patch.parameters.map((p: Json) => p.$ref)).to.include("#/components/parameters/IfMatch");
    expect(getStore.patch.responses).to.have.property("412");
    expect(doc.paths["/v1/brands/{brandId}/stores"].get.parameters.map((p: Json) => p.name)).to.include.members(["limit", "cursor"]);
    expect(doc.components.responses.Error429.headers).to.have.property("Retry-After");
    expect(doc.info.description).to.match(/Idempotency-Key/).and.match(/If-Match/).and.match(/X-RateLimit/);
  });

  it("offers If-Match on every update and delete an API key may call, and Idempotency-Key on every POST", () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        const refs = (op.parameters ?? []).map((p: Json) => p.$ref);
        const forKeys = op.security.some((s: Json) => "apiKey" in s);
        if (forKeys && ["put", "patch", "delete"].includes(method) && !refs.includes("#/components/parameters/IfMatch")) missing.push(`${method} ${path}: If-Match`);
        if (method === "post" && !refs.includes("#/components/parameters/IdempotencyKey")) missing.push(`${method} ${path}: Idempotency-Key`);
      }
    }
    expect(missing).to.deep.equal([]);
  });

  it("documents every webhook event with its signed payload", () => {
    for (const event of webhookDeliveryEventSchema.options) {
      const op = doc.webhooks[event].post;
      expect(op.parameters.map((p: Json) => p.name)).to.include("Vitrine-Signature");
      const ref = op.requestBody.content["application/json"].schema.$ref as string;
      const schema = doc.components.schemas[ref.split("/").at(-1)!];
      expect(schema.properties.type.const, event).to.equal(event);
    }
  });
});
