/**
 * Bad input, property-based: for every route of the contract (new routes included without
 * edits), random invalid bodies, queries (every query parameter, list cursors made up or taken from
 * another sort) and headers, hostile path parameters (ids Firestore reserves, broken
 * percent-encoding, unicode, very long values), malformed JSON and oversized bodies, sent as
 * a caller the route allows (the workspace owner; nobody for public routes) to the API in-process
 * on a Firestore of its own. Never a 500, always the error envelope, a 400 whenever zod refuses
 * what was sent, nothing written by a refused request, and no prototype pollution.
 * Deterministic: a fixed seed (VITRINE_FUZZ_SEED to explore others, VITRINE_FUZZ_RUNS for more).
 */
import { parse as parseQueryString } from "node:querystring";
import { expect } from "chai";
import fc from "fast-check";
import { z } from "zod";
import { routes, type RouteDef } from "@vitrine/contract";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { envelopeProblem, send, type Answer, type Send } from "./support/client.js";
import { privateApi, type PrivateApi } from "./support/private-api.js";
import { hostileCursor, hostileHeaders, hostilePathValue, hostileQuery, invalidVariant, MALFORMED_JSON, nearlyValid } from "./support/zod-arbitraries.js";

const RUNS = Number(process.env.VITRINE_FUZZ_RUNS || 10);
const SEED = Number(process.env.VITRINE_FUZZ_SEED || 20261122);
const settle = () => new Promise((resolve) => setTimeout(resolve, 3));

const STORE = {
  name: "Fuzz store",
  address: { line1: "1 Main St", city: "Lyon", country: "FR" },
  location: { lat: 45.76, lng: 4.83 },
  timezone: "Europe/Paris",
};
const SURVEY = { title: "Fuzz survey", questions: [{ id: "q1", field: "rating", type: "rating", label: "How was it?" }] };

/** Real objects for path parameters, so requests reach validation and the handlers behind it. */
async function createFixtures(api: PrivateApi, ws: Workspace): Promise<Record<string, string>> {
  const token = ws.users.owner.token;
  const b = `/v1/brands/${ws.brandId}`;
  const post = async (path: string, json?: unknown) => {
    const res = await send(api.url, "POST", path, { token, json });
    return res.status < 300 ? res.body : undefined;
  };
  const fixtures: Record<string, string> = {
    brandId: ws.brandId,
    slug: ws.slug,
    objectId: "sample-oak-dining-table",
    libraryObjectId: "sample-oak-dining-table",
  };
  const experience = await post(`${b}/experiences`, { name: "Fuzz experience" });
  if (experience) {
    fixtures.experienceId = experience.id;
    const scenes = await send(api.url, "GET", `${b}/experiences/${experience.id}/scenes`, { token });
    if (scenes.body?.items?.[0]) fixtures.sceneId = scenes.body.items[0].id;
    const product = await post(`${b}/experiences/${experience.id}/products`, { sku: "FUZZ-1", name: "Fuzz product", price: 10, currency: "EUR" });
    if (product) fixtures.productId = product.id;
    const comment = fixtures.sceneId
      ? await post(`${b}/experiences/${experience.id}/comments`, {
          anchor: { sceneId: fixtures.sceneId, position: { x: 0, y: 0, z: 0 } },
          body: "Fuzz comment",
        })
      : undefined;
    if (comment) fixtures.commentId = comment.id;
    const published = await post(`${b}/experiences/${experience.id}/publish`);
    if (published) fixtures.version = String(published.version ?? 1);
    const access = await post(`${b}/experiences/${experience.id}/test-access`, { label: "Fuzz" });
    if (access) fixtures.testAccessId = access.id;
    const placement = await post(`${b}/placements`, { name: "Fuzz QR", defaultExperienceId: experience.id });
    if (placement) fixtures.placementId = placement.id;
  }
  for (const [param, collection, json] of [
    ["storeId", "stores", STORE],
    ["surveyId", "surveys", SURVEY],
    ["setId", "sets", { name: "Fuzz set" }],
  ] as const) {
    const created = await post(`${b}/${collection}`, json);
    if (created) fixtures[param] = created.id;
  }
  return fixtures;
}

const shapeOf = (schema: unknown) =>
  ((schema as { _zod?: { def?: { shape?: Record<string, z.ZodType> } } })?._zod?.def?.shape ?? {}) as Record<string, z.ZodType>;

type Def = { type: string; innerType?: { _zod: { def: Def } }; entries?: Record<string, unknown> };

/** The values of an enum (through `.default()` and `.optional()`); none for anything else. */
function enumValues(schema: unknown): string[] {
  let def = (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
  while (def && (def.type === "default" || def.type === "optional")) def = def.innerType?._zod.def;
  return def?.type === "enum" ? Object.values(def.entries ?? {}).map(String) : [];
}

/** A value the schema accepts, sampled deterministically (null when none is found). */
function sampleValid(schema: z.ZodType, seed: number): unknown {
  const candidates = fc.sample(nearlyValid(schema), { numRuns: 50, seed });
  return candidates.find((c) => schema.safeParse(c).success) ?? null;
}

/**
 * The path of `route` with fixtures; a DELETE names a made-up last object, so nothing real goes.
 * `unknownBrand`: the brand is made up, so the authorization answers 404 before any validation.
 */
function pathFor(route: RouteDef, fixtures: Record<string, string>): { path: string; unknownBrand: boolean } {
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  const shape = shapeOf(route.params);
  let unknownBrand = false;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const deleting = route.method === "delete" && name === names.at(-1);
    if (!deleting && fixtures[name]) return encodeURIComponent(fixtures[name]);
    if (name === "brandId") unknownBrand = true;
    const value = sampleValid(shape[name] ?? z.string().regex(/^[A-Za-z0-9]{20}$/), SEED + name.length);
    return encodeURIComponent(String(value ?? "zzzzzzzzzzzzzzzzzzzz"));
  });
  return { path, unknownBrand };
}

/** The path of `route` with its parameter `name` set to `raw` as it stands in the request line, the others from `pathFor`. */
function pathWithParam(route: RouteDef, fixtures: Record<string, string>, name: string, raw: string): { path: string; unknownBrand: boolean } {
  const own = pathFor(route, fixtures);
  const segments = route.path.split("/");
  const filled = own.path.split("/");
  const index = segments.indexOf(`:${name}`);
  filled[index] = raw;
  return { path: filled.join("/"), unknownBrand: own.unknownBrand || name === "brandId" };
}

/**
 * Writes that are bookkeeping, not content: an Idempotency-Key's stored answer (4xx included, by
 * design) and shared rate-limit counters (a refused attempt still spends its budget, or probing
 * would be free).
 */
const BOOKKEEPING = /^(idempotency|rateLimits)\//;

/** Node's HTTP parser refuses request lines and headers over 16 KB before the app runs. */
const TRANSPORT_REFUSALS = new Set([414, 431]);

function describeRequest(options: Send): string {
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.raw !== undefined ? String(options.raw) : "";
  return `headers ${JSON.stringify({ ...options.headers, Authorization: options.headers?.Authorization ? "(set)" : undefined })} body ${body.slice(0, 300)}${body.length > 300 ? `… (${body.length} chars)` : ""}`;
}

describe("Bad input: every route, random invalid bodies, queries and headers", function () {
  this.timeout(10 * 60_000);
  let api: PrivateApi;
  let ws: Workspace;
  let fixtures: Record<string, string>;
  const counts = { requests: 0, refused: 0, accepted: 0 };

  before(async () => {
    api = await privateApi();
    ws = await createWorkspace("fuzz");
    fixtures = await createFixtures(api, ws);
  });

  after(() => {
    console.log(
      `      ${counts.requests} requests: ${counts.refused} refused with an envelope, ${counts.accepted} accepted (valid by chance or lenient by design)`,
    );
  });

  /** Sends one request and checks everything that must hold whatever was sent. */
  async function check(label: string, route: RouteDef, target: { path: string; unknownBrand: boolean }, options: Send, expectRefusal: boolean) {
    const { path, unknownBrand } = target;
    const before = api.documentCount();
    const writes: string[] = [];
    let bookkeeping = 0;
    const off = api.onWrite((p) => (BOOKKEEPING.test(p) ? (bookkeeping += 1) : writes.push(p)));
    let answer: Answer;
    try {
      answer = await send(api.url, route.method.toUpperCase(), path, options);
      await settle();
    } finally {
      off();
    }
    counts.requests += 1;
    const problems: string[] = [];
    if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
    if (TRANSPORT_REFUSALS.has(answer.status)) {
      counts.refused += 1;
    } else if (answer.status >= 400) {
      counts.refused += 1;
      const envelope = envelopeProblem(answer);
      if (envelope && !(route.method === "get" && answer.status === 304)) problems.push(envelope);
      if (writes.length > 0) problems.push(`refused yet wrote ${writes.join(", ") || `${api.documentCount() - before} documents`}`);
    } else {
      counts.accepted += 1;
    }
    if (expectRefusal && answer.status < 400) problems.push(`accepted what zod refuses (HTTP ${answer.status})`);
    const refusals = [400, 413, 415, ...TRANSPORT_REFUSALS, ...(unknownBrand ? [404] : [])];
    if (expectRefusal && answer.status >= 400 && !refusals.includes(answer.status)) problems.push(`zod refuses this, yet HTTP ${answer.status}`);
    if (writes.length === 0 && Math.abs(api.documentCount() - before) > bookkeeping && answer.status >= 400)
      problems.push(`refused yet the document count changed by ${api.documentCount() - before}`);
    if ((Object.prototype as Record<string, unknown>).polluted !== undefined) problems.push("Object.prototype was polluted");
    if (problems.length > 0) {
      throw new Error(
        `${label}: ${problems.join("; ")}\n    ${route.method.toUpperCase()} ${path}\n    ${describeRequest(options)}\n    -> ${answer.status} ${answer.text.slice(0, 400)}`,
      );
    }
  }

  const entries = Object.entries(routes) as [string, RouteDef][];
  entries.forEach(([name, route], index) => {
    it(`${name}: ${route.method.toUpperCase()} ${route.path}`, async () => {
      const path = pathFor(route, fixtures);
      const body = route.body;
      const token = route.access === "public" ? undefined : ws.users.owner.token;
      const params = { seed: SEED + index, endOnFailure: true };

      if (body) {
        await fc.assert(
          fc.asyncProperty(invalidVariant(body), async (value) => {
            const refused = !body.safeParse(value).success;
            await check("invalid body", route, path, { token, json: value }, refused);
          }),
          { ...params, numRuns: RUNS },
        );
        for (const raw of [0, 1, 2, 3].map((k) => MALFORMED_JSON[(index * 4 + k) % MALFORMED_JSON.length])) {
          // Malformed JSON the router sees: what is not JSON is a 400 envelope; JSON of the wrong shape too.
          let refused = true;
          try {
            refused = !body.safeParse(JSON.parse(raw)).success;
          } catch {
            // not JSON
          }
          await check("malformed JSON", route, path, { token, raw, headers: { "Content-Type": "application/json" } }, refused);
        }
        await check(
          "oversized body",
          route,
          path,
          { token, raw: JSON.stringify({ name: "x".repeat(1_200_000) }), headers: { "Content-Type": "application/json" } },
          true,
        );
      }

      const query = route.query;
      await fc.assert(
        fc.asyncProperty(hostileQuery(query), async (pairs) => {
          const search = new URLSearchParams(pairs).toString();
          // What Express 5's default ("simple") query parser makes of it: repeated keys become arrays.
          const refused = query ? !query.safeParse(parseQueryString(search)).success : pairs.length > 0;
          await check("hostile query", route, { ...path, path: `${path.path}?${search}` }, { token }, refused);
        }),
        { ...params, numRuns: Math.ceil(RUNS / 2) },
      );

      const paramNames = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      const validBody = body ? JSON.stringify(sampleValid(body, SEED + index) ?? {}) : undefined;
      const bodyOptions = validBody !== undefined ? { raw: validBody, headers: { "Content-Type": "application/json" } } : {};
      if (paramNames.length > 0) {
        // Any value in any path parameter: a 4xx with the envelope (a made-up object is a 404), never a 500.
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...paramNames), hostilePathValue(), async (name, raw) => {
            await check("hostile path parameter", route, pathWithParam(route, fixtures, name, raw), { token, ...bodyOptions }, false);
          }),
          { ...params, numRuns: RUNS },
        );
      }

      const queryShape = shapeOf(query);
      if ("cursor" in queryShape) {
        // Cursors made up or meant for another list or sort: a 400 on `cursor` (or an empty page), never a Firestore error.
        const sortValues = [undefined, ...enumValues(queryShape.sort)];
        await fc.assert(
          fc.asyncProperty(hostileCursor(), fc.constantFrom(...sortValues), async (cursor, sort) => {
            const search = new URLSearchParams({ cursor, ...(sort ? { sort } : {}) }).toString();
            const refused = !query!.safeParse(parseQueryString(search)).success;
            await check("hostile cursor", route, { ...path, path: `${path.path}?${search}` }, { token }, refused);
          }),
          { ...params, numRuns: RUNS },
        );
      }

      await fc.assert(
        fc.asyncProperty(hostileHeaders(token), fc.boolean(), async (headers, withBody) => {
          const raw = body && withBody ? JSON.stringify(fc.sample(nearlyValid(body), { numRuns: 1, seed: SEED })[0] ?? {}) : undefined;
          await check("hostile headers", route, path, { raw, headers }, false);
        }),
        { ...params, numRuns: Math.ceil(RUNS / 2) },
      );
    });
  });

  it("left Object.prototype alone through all of it", () => {
    expect(Object.keys(Object.prototype)).to.deep.equal([]);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});
