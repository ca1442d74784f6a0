/**
 * fast-check arbitraries from the contract's zod schemas (zod 4 internals: `schema._zod.def`):
 * `nearlyValid` builds values shaped like the schema (right keys, types and bounds, so requests
 * get past the first check and into the deeper ones), `hostile` values no API should choke on,
 * and `invalidVariant` a nearly valid value with one part broken or replaced by a hostile one.
 * Refinements are not generated: whether a value is valid is always asked of zod itself.
 */
import fc from "fast-check";
import type { z } from "zod";

type Def = { type: string; [key: string]: any };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
type Check = { check: string; [key: string]: any };
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((c: { _zod: { def: Check } }) => c._zod.def);

/** Keys that have broken JavaScript servers before: prototype setters and friends. */
export const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", " ", "a.b", "$where", "💥", "k".repeat(1500)];

function nest(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { nested: value };
  return value;
}

/** An object with an own `key` (even `__proto__`), as JSON.parse would make it. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** Values a client may send that are valid JSON but wrong, huge, strange or malicious. */
export function hostile(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      0.5,
      -0.000001,
      1e308,
      -1e308,
      2 ** 53 + 2,
      "",
      " ",
      "null",
      "NaN",
      "-1",
      "0x10",
      [],
      {},
      [null],
      [[]],
      "2026-13-45T99:99:99Z",
    ),
    fc.string({ unit: "binary", maxLength: 40 }), // any code point, lone surrogates included
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.constantFrom(
      "x".repeat(10_001),
      "é".repeat(60_000),
      "\u0000".repeat(2000),
      "🧨".repeat(20_000),
      "<script>alert(1)</script>",
      "../../etc/passwd",
      "'; DROP TABLE x; --",
      "\u202e\u0000\ud800",
    ),
    fc.constantFrom(...HOSTILE_KEYS).map((key) => withOwnKey({}, key, { polluted: "yes" })),
    fc.integer({ min: 21, max: 120 }).map((depth) => nest(depth, "deep")),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 0, maxLength: 300 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
  );
}

function stringArb(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === "min_length")?.minimum ?? 0;
  // No stated maximum is no maximum: a pattern's own length (e.g. a 45-character token) must not
  // be filtered against a made-up cap, or the filter never lets a value through and spins.
  const max = checks.find((c) => c.check === "max_length")?.maximum ?? Number.POSITIVE_INFINITY;
  const format = def.format ?? checks.find((c) => c.check === "string_format")?.format;
  const pattern: RegExp | undefined = def.pattern ?? checks.find((c) => c.check === "string_format" && c.pattern)?.pattern;
  const inBounds = (s: string) => s.length >= min && s.length <= max;
  if (format === "email") return fc.emailAddress().filter(inBounds);
  if (format === "url") return fc.webUrl().filter(inBounds);
  if (format === "uuid") return fc.uuid();
  if (format === "datetime") return fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString());
  if (pattern) {
    try {
      return fc.stringMatching(pattern).filter(inBounds);
    } catch {
      // a pattern fast-check cannot generate from (e.g. lookarounds): plain strings then
    }
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 40) });
}

function numberArb(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const integer = def.format?.includes("int") || checks.some((c) => c.check === "number_format" && /int/.test(c.format));
  let min = -1e6;
  let max = 1e6;
  let minExclusive = false;
  let maxExclusive = false;
  for (const c of checks) {
    if (c.check === "greater_than" && c.value >= min) [min, minExclusive] = [c.value, !c.inclusive];
    if (c.check === "less_than" && c.value <= max) [max, maxExclusive] = [c.value, !c.inclusive];
  }
  if (integer) {
    const lo = Math.ceil(minExclusive ? min + 1 : min);
    const hi = Math.floor(maxExclusive ? max - 1 : max);
    return fc.integer({ min: Math.max(lo, Number.MIN_SAFE_INTEGER), max: Math.min(Math.max(hi, lo), Number.MAX_SAFE_INTEGER) });
  }
  return fc.double({ min, max, minExcluded: minExclusive, maxExcluded: maxExclusive, noNaN: true, noDefaultInfinity: true });
}

/** Values shaped like `schema` (not guaranteed valid: refinements and cross-field rules are not known). */
export function nearlyValid(schema: z.ZodType | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 10) return fc.constant(null);
  const def = defOf(schema);
  const inner = (s: unknown) => nearlyValid(s as z.ZodType, depth + 1);
  switch (def.type) {
    case "string":
      return stringArb(def);
    case "number":
      return numberArb(def);
    case "int":
      return fc.integer({ min: -1000, max: 1000 });
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "null":
      return fc.constant(null);
    case "optional":
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case "nullable":
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case "default":
    case "prefault":
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case "catch":
    case "readonly":
    case "nonoptional":
      return inner(def.innerType);
    case "pipe":
      return inner(def.in);
    case "lazy":
      return inner(def.getter());
    case "array": {
      const checks = checksOf(def);
      const min = checks.find((c) => c.check === "min_length")?.minimum ?? 0;
      const max = checks.find((c) => c.check === "max_length")?.maximum ?? min + 3;
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.min(max, min + 3) });
    }
    case "tuple":
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      const required = Object.keys(shape).filter((k) => !["optional", "default", "prefault"].includes(defOf(shape[k]).type));
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)])), { requiredKeys: required });
    }
    case "union":
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case "intersection":
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => (a && b && typeof a === "object" && typeof b === "object" ? { ...a, ...b } : a));
    case "record":
      return fc.dictionary(inner(def.keyType) as fc.Arbitrary<string>, inner(def.valueType), { maxKeys: 3 });
    case "unknown":
    case "any":
      return fc.jsonValue({ maxDepth: 2 });
    default:
      // never, transform, custom, date...: nothing a JSON client could send as valid
      return fc.constant(undefined);
  }
}

/** Every path to a value inside `value` (the root included), for picking what to break. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

export type Mutation = "replace" | "delete" | "extra-key" | "whole";

/** A nearly valid value with one thing broken: a part replaced, removed, an unknown key added, or all of it. */
export function invalidVariant(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      nearlyValid(schema),
      fc.nat(),
      hostile(),
      fc.constantFrom<Mutation>("replace", "replace", "delete", "extra-key", "whole"),
      fc.constantFrom(...HOSTILE_KEYS, "unexpected"),
    )
    .map(([value, pick, bad, mutation, key]) => {
      if (mutation === "whole" || value === undefined || value === null || typeof value !== "object") return bad;
      const copy = JSON.parse(JSON.stringify(value));
      const paths = pathsOf(copy);
      const target = paths[pick % paths.length];
      if (target.length === 0) return mutation === "extra-key" && !Array.isArray(copy) ? withOwnKey(copy, key, bad) : bad;
      const parent = target.slice(0, -1).reduce((node: any, k) => node[k], copy);
      const last = target.at(-1)!;
      if (mutation === "delete") {
        if (Array.isArray(parent)) parent.splice(Number(last), 1);
        else delete parent[last];
      } else if (mutation === "extra-key" && parent && typeof parent === "object" && !Array.isArray(parent)) {
        withOwnKey(parent, key, bad);
      } else {
        withOwnKey(parent, String(last), bad);
      }
      return copy;
    });
}

/** Query strings: the schema's own keys and strange ones, with strange values, repeated keys included. */
export function hostileQuery(schema: z.ZodType | undefined): fc.Arbitrary<[string, string][]> {
  const shape = schema ? (defOf(schema).shape as Record<string, unknown> | undefined) : undefined;
  const known = Object.keys(shape ?? {});
  const key = fc.oneof(
    known.length ? fc.constantFrom(...known) : fc.constant("limit"),
    fc.constantFrom(...HOSTILE_KEYS.filter(Boolean), "a[b]", "limit[]", "cursor"),
  );
  const value = fc.oneof(
    fc.constantFrom(
      "",
      "-1",
      "0",
      "1e309",
      "NaN",
      "Infinity",
      "9007199254740993",
      "true",
      "null",
      "[]",
      "{}",
      "%00",
      "..",
      "a".repeat(3000),
      "é".repeat(600),
      "name,desc",
      "-updatedAt",
      "__proto__",
    ),
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.nat({ max: 100000 }).map(String),
  );
  return fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 5 });
}

/** Headers a client may send that are legal on the wire but wrong for this API. */
export function hostileHeaders(validToken: string | undefined): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.constantFrom(
    ...(validToken ? [`Bearer ${validToken}`, `Bearer ${validToken.slice(0, -4)}abcd`, `bearer ${validToken}`, `Bearer ${validToken}x`] : []),
    "Bearer",
    "Bearer ",
    "Bearer null",
    "Basic dXNlcjpwYXNz",
    `Bearer ${"a".repeat(6000)}`,
    "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
    "ApiKey vk_live_nothing",
  );
  return fc.record(
    {
      Authorization: authorization,
      "Content-Type": fc.constantFrom(
        "text/plain",
        "application/json; charset=utf-16",
        "application/json; charset=latin1",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
        "*/*",
        "application/json",
      ),
      "Content-Encoding": fc.constantFrom("gzip", "br", "deflate", "x-unknown", "identity"),
      "If-None-Match": fc.constantFrom("*", '"abc"', 'W/"x"', "", '"' + "e".repeat(3000) + '"'),
      Accept: fc.constantFrom("text/html", "application/xml", "*/*", "image/png", ""),
      "X-Forwarded-For": fc.constantFrom("not-an-ip", "1.2.3.4, 5.6.7.8", "::1", "999.999.999.999", ""),
      "X-Request-Id": fc.constantFrom("", "x".repeat(5000), "id with spaces", "../../x"),
      "Idempotency-Key": fc.constantFrom("", "k".repeat(400), "same-key", "🙂".length ? "plain" : ""),
    },
    { requiredKeys: [] },
  );
}

/** Bodies that are not JSON, or JSON that only a careless parser accepts, sent as application/json. */
export const MALFORMED_JSON = [
  "{",
  '{"a":',
  "[1,2",
  "nul",
  '{"a":1}garbage',
  "\u0000",
  "{'single': 'quotes'}",
  '{"a":1,}',
  '{"name":"\\ud800"}',
  '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  "[".repeat(50_000) + "]".repeat(50_000),
  '{"a":'.repeat(5000) + "1" + "}".repeat(5000),
  '"just a string"',
  "123",
  "null",
  "true",
  '{"n":1e999}',
];

/**
 * Path parameter values, as they appear in the request line: ids Firestore reserves, broken and
 * tricky percent-encoding, unicode (sent encoded), very long values.
 */
export function hostilePathValue(): fc.Arbitrary<string> {
  const encode = (s: string) => encodeURIComponent(s);
  return fc.oneof(
    // Not `.` or `..` (nor %2E): a URL resolves those away before sending, so the request would name another path.
    fc.constantFrom("__x__", "__name__", "____", "__.__", "__id12345678901234567__", "...", "%2E%2E%2E", "a.b"),
    fc.constantFrom("%E0%A4%A", "%", "%Z", "%ZZ", "%C0%AF", "%C0%80", "%ED%A0%80", "%FF%FE", "%00", "%2F", "a%2Fb", "%252F", "%5F%5Fx%5F%5F", "%20", "%0A"),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map(encode),
    fc.string({ unit: "binary", minLength: 1, maxLength: 20 }).map((s) => encode(s.replace(/[\ud800-\udfff]/g, "?"))),
    fc.constantFrom("a".repeat(129), "a".repeat(1501), "x".repeat(8000), encode("é".repeat(800)), encode("💥".repeat(400))),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  );
}

const base64url = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/**
 * List cursors a client may make up: random bytes, base64 of JSON of the wrong shape or types,
 * values that only look right (the right length, another list's sort), and plain junk.
 */
export function hostileCursor(): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.double(),
    // 1e400 is Infinity on purpose: a number JSON cannot carry.
    // eslint-disable-next-line no-loss-of-precision
    fc.constantFrom<unknown>(null, true, 1e400, -1, 0.5, 2 ** 53 + 2, "", "__x__", "__name__", "a/b", ".", "..", "x".repeat(2000), [], {}, [[1]]),
  );
  return fc.oneof(
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString("base64url")),
    fc.array(value, { minLength: 0, maxLength: 4 }).map((values) => base64url(JSON.stringify(values))),
    fc.tuple(value, value).map((pair) => base64url(JSON.stringify(pair))),
    fc.constantFrom(
      "WyJ4IiwieSJd",
      "WyJhIiwxXQ",
      base64url('["a","__x__"]'),
      base64url('[1e999,"id"]'),
      base64url('{"0":"a"}'),
      base64url("null"),
      base64url('"x"'),
      "%%%",
      "====",
      "a".repeat(500),
    ),
    fc.string({ maxLength: 40 }),
  );
}
