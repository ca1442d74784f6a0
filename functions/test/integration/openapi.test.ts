import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "chai";
import { createApp } from "../../src/app.js";
import { apiKeyMayUse, routes, webhookDeliveryEventSchema, type RouteDef } from "@vitrine/contract";
import { toOpenApiPath } from "../../src/openapi/build-openapi-document.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

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
    // The viewer's HTML pages (share and embed links, src/viewer-page/) are not API routes.
    const served = new Set([...servedRoutes()].filter((r) => / \/v1\//.test(r)));
    const documented = documentedRoutes(doc);
    expect(served.size).to.be.greaterThan(50);
    expect(
      [...served].filter((r) => !documented.has(r)),
      "served but undocumented",
    ).to.deep.equal([]);
    expect(
      [...documented].filter((r) => !served.has(r)),
      "documented but not served",
    ).to.deep.equal([]);
  });

  it("resolves every reference inside the document", () => {
    const broken: string[] = [];
    const visit = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref") {
          const target = String(value)
            .replace(/^#\//, "")
            .split("/")
            .reduce<any>((at, part) => at?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
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
      expect(
        doc.tags.map((t: { name: string }) => t.name),
        name,
      ).to.include(op.tags[0]);
      const pathParams = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      expect(op.parameters?.filter((p: Json) => p.in === "path").map((p: Json) => p.name) ?? [], name).to.deep.equal(pathParams);
      expect(Boolean(op.requestBody), name).to.equal(Boolean(route.body));
      expect(op.responses[String(route.successStatus ?? 200)], name).to.have.property("content");
      const schemes = op.security.flatMap((s: Json) => Object.keys(s));
      if (route.access === "public") expect(schemes, name).to.deep.equal([]);
      else expect(schemes, name).to.deep.equal(apiKeyMayUse(route.access) ? ["firebaseIdToken", "apiKey"] : ["firebaseIdToken"]);
      if (route.method === "post")
        expect(
          op.parameters.map((p: Json) => p.$ref),
          name,
        ).to.include(`#/components/parameters/${route.idempotencyKey === "required" ? "RequiredIdempotencyKey" : "IdempotencyKey"}`);
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
    expect(doc.info.description)
      .to.match(/Idempotency-Key/)
      .and.match(/If-Match/)
      .and.match(/X-RateLimit/);
  });

  it("offers If-Match on every update and delete an API key may call, and Idempotency-Key on every POST", () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        const refs = (op.parameters ?? []).map((p: Json) => p.$ref);
        const forKeys = op.security.some((s: Json) => "apiKey" in s);
        if (forKeys && ["put", "patch", "delete"].includes(method) && !refs.includes("#/components/parameters/IfMatch"))
          missing.push(`${method} ${path}: If-Match`);
        const idempotencyKeys = ["#/components/parameters/IdempotencyKey", "#/components/parameters/RequiredIdempotencyKey"];
        if (method === "post" && !refs.some((ref: string) => idempotencyKeys.includes(ref))) missing.push(`${method} ${path}: Idempotency-Key`);
      }
    }
    expect(missing).to.deep.equal([]);
  });

  it("marks Idempotency-Key required where the route refuses a request without one", () => {
    const required = doc.components.parameters.RequiredIdempotencyKey;
    expect(required).to.include({ name: "Idempotency-Key", in: "header", required: true });
    const bulk = doc.paths["/v1/brands/{brandId}/placements/bulk"].post;
    expect(bulk.parameters.map((p: Json) => p.$ref)).to.include("#/components/parameters/RequiredIdempotencyKey");
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

  describe("says what the server enforces: requests valid per the document are accepted, invalid ones refused", () => {
    let ws: Workspace;
    let ajv: InstanceType<typeof Ajv2020>;
    let experienceId: string;
    let storeId: string;
    before(async () => {
      // The schema validator the OpenAPI validator above is built on, checking as a generated client would (formats included).
      ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
      addFormats(ajv);
      ws = await createWorkspace("openapi-truth");
      const experience = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.editor.token, json: { name: "Truth" } });
      experienceId = experience.body.id;
      const store = await call("POST", `/v1/brands/${ws.brandId}/stores`, {
        token: ws.users.editor.token,
        json: { name: "Lyon", address: { line1: "1 rue A", city: "Lyon", country: "FR" }, location: { lat: 45.7, lng: 4.8 }, timezone: "Europe/Paris" },
      });
      expect(store.status, store.text).to.equal(201);
      storeId = store.body.id;
    });

    const operation = (name: string): Json => {
      const route = (routes as Record<string, RouteDef>)[name]!;
      return doc.paths[toOpenApiPath(route.path)][route.method];
    };
    /** The document's schema, with its components at hand for its `$ref`s. */
    const validator = (schema: Json) => ajv.compile({ ...schema, components: doc.components });
    const bodyValidator = (name: string) => validator(operation(name).requestBody.content["application/json"].schema);
    const queryValidator = (name: string, param: string) =>
      validator(operation(name).parameters.find((p: Json) => p.in === "query" && p.name === param).schema);

    async function agree(name: string, cases: { body: unknown; valid: boolean }[], send: (body: unknown) => Promise<{ status: number; text: string }>) {
      const validate = bodyValidator(name);
      for (const { body, valid } of cases) {
        const label = `${name} ${JSON.stringify(body)}`;
        expect(validate(body), `${label} per the document: ${JSON.stringify(validate.errors)}`).to.equal(valid);
        const res = await send(body);
        if (valid) expect(res.status, `${label}: ${res.text}`).to.be.within(200, 299);
        else expect(res.status, `${label}: ${res.text}`).to.equal(400);
      }
    }

    it("brand updates: IANA time zones as listed, non-blank names, a non-empty body", async () => {
      await agree(
        "updateBrand",
        [
          { body: { timezone: "Europe/Paris" }, valid: true },
          { body: { timezone: "UTC" }, valid: true },
          { body: { name: "  Renamed brand  " }, valid: true },
          { body: {}, valid: false },
          { body: { timezone: "Mars/Olympus_Mons" }, valid: false },
          { body: { timezone: "europe/paris" }, valid: false },
          { body: { timezone: "EST" }, valid: false },
          { body: { name: "   " }, valid: false },
          { body: { name: "" }, valid: false },
        ],
        (json) => call("PATCH", `/v1/brands/${ws.brandId}`, { token: ws.users.owner.token, json }),
      );
    });

    it("products: ISO 4217 currencies, http(s) links, non-blank names", async () => {
      let n = 0;
      const product = (fields: Record<string, unknown>) => ({ sku: `SKU-${n++}`, name: "Chair", price: 10, currency: "EUR", ...fields });
      await agree(
        "createProduct",
        [
          { body: product({}), valid: true },
          { body: product({ currency: "JPY", url: "https://shop.example.com/chair" }), valid: true },
          { body: product({ url: "http://shop.example.com/chair" }), valid: true },
          { body: product({ currency: "EURO" }), valid: false },
          { body: product({ currency: "QQQ" }), valid: false },
          { body: product({ currency: "eur" }), valid: false },
          { body: product({ url: "ftp://shop.example.com/chair" }), valid: false },
          { body: product({ url: "shop.example.com" }), valid: false },
          { body: product({ name: " \t " }), valid: false },
          { body: product({ sku: "   " }), valid: false },
        ],
        (json) => call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/products`, { token: ws.users.editor.token, json }),
      );
      const list = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/products`, { token: ws.users.editor.token });
      const id = list.body.items[0].id;
      await agree(
        "updateProduct",
        [
          { body: { price: 12 }, valid: true },
          { body: {}, valid: false },
        ],
        (json) => call("PATCH", `/v1/brands/${ws.brandId}/experiences/${experienceId}/products/${id}`, { token: ws.users.editor.token, json }),
      );
    });

    it("stores: IANA zones and non-blank address lines; a non-empty update", async () => {
      const store = (fields: Record<string, unknown>) => ({
        name: "Paris",
        address: { line1: "2 rue B", city: "Paris", country: "FR" },
        location: { lat: 48.8, lng: 2.3 },
        timezone: "Europe/Paris",
        ...fields,
      });
      await agree(
        "createStore",
        [
          { body: store({}), valid: true },
          { body: store({ timezone: "America/New_York" }), valid: true },
          { body: store({ timezone: "Europe/Pariss" }), valid: false },
          { body: store({ name: "  " }), valid: false },
          { body: store({ address: { line1: " ", city: "Paris", country: "FR" } }), valid: false },
        ],
        (json) => call("POST", `/v1/brands/${ws.brandId}/stores`, { token: ws.users.editor.token, json }),
      );
      await agree(
        "updateStore",
        [
          { body: { timezone: "Asia/Tokyo" }, valid: true },
          { body: {}, valid: false },
        ],
        (json) => call("PATCH", `/v1/brands/${ws.brandId}/stores/${storeId}`, { token: ws.users.editor.token, json }),
      );
    });

    it("analytics days: real calendar dates from 2000 to 2100", async () => {
      const from = queryValidator("getExperienceAnalytics", "from");
      const cases: [string, boolean][] = [
        ["2024-02-29", true],
        ["2000-02-29", true],
        ["2100-12-31", true],
        ["2023-02-29", false],
        ["2100-02-29", false],
        ["2024-04-31", false],
        ["2024-13-01", false],
        ["1999-12-31", false],
        ["2024-2-1", false],
      ];
      for (const [day, valid] of cases) {
        expect(from(day), `${day} per the document`).to.equal(valid);
        const res = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/analytics?from=${day}&to=${day}`, { token: ws.users.viewer.token });
        if (valid) expect(res.status, `${day}: ${res.text}`).to.equal(200);
        else expect(res.status, `${day}: ${res.text}`).to.equal(400);
      }
    });

    it("e-mail addresses as the server checks them", () => {
      const invite = operation("inviteTenantMember");
      const validate = validator(invite.requestBody.content["application/json"].schema);
      const body = (address: string) => ({ email: address, role: "member" });
      expect(validate(body("ada@example.com")), JSON.stringify(validate.errors)).to.equal(true);
      for (const bad of ["ada", "ada@example", "ada@@example.com", "@example.com"]) expect(validate(body(bad)), bad).to.equal(false);
    });

    it("If-Match: an entity tag list or *, as RFC 9110 writes it", () => {
      const ifMatch = validator(doc.components.parameters.IfMatch.schema);
      for (const good of ['"abc"', '"a", "b"', "*", 'W/"x"']) expect(ifMatch(good), good).to.equal(true);
      for (const bad of ["abc", '"a', "", '"a" "b"']) expect(ifMatch(bad), bad).to.equal(false);
    });

    it("states the keywords in the document itself", () => {
      const deref = (schema: Json): Json => (schema.$ref ? deref(doc.components.schemas[schema.$ref.split("/").at(-1)]) : schema);
      const patch = deref(operation("updateBrand").requestBody.content["application/json"].schema);
      expect(patch.minProperties).to.equal(1);
      expect(deref(patch.properties.timezone).enum).to.include("Europe/Paris").and.to.include("UTC");
      expect(deref(patch.properties.name).pattern).to.equal("\\S");
      const product = deref(operation("createProduct").requestBody.content["application/json"].schema);
      expect(deref(product.properties.currency).enum).to.include("EUR").and.not.to.include("eur");
      expect(deref(product.properties.url.anyOf?.[0] ?? product.properties.url)).to.include({ format: "uri" });
    });
  });
});
