/**
 * E-mail addresses: one rule in the contract (`emailSchema`), used by every route that takes one,
 * and the OpenAPI document says exactly that rule. A value the document refuses is never accepted
 * (the fuzzer once got 201 for addresses the document's format refused), and every accepted value
 * is an address RFC 5321 allows.
 */
import { expect } from "chai";
import fc from "fast-check";
import { EMAIL_PATTERN, emailSchema } from "@vitrine/contract";
import { buildOpenApiDocument } from "../../src/openapi/build-openapi-document.js";

type Json = Record<string, unknown>;

/** RFC 5321 `Mailbox` with a dot-string local part and a domain name (no quoted local part, no address literal). */
function rfc5321Allows(address: string): boolean {
  const at = address.lastIndexOf("@");
  if (at < 1 || address.length > 254) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const atom = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
  if (local.length > 64 || !local.split(".").every((part) => atom.test(part))) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => label.length <= 63 && /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(label));
}

/** Every `email` property of every request body in the document, resolved, with where it is. */
function documentedEmailFields(document: Json): { where: string; schema: Json }[] {
  const components = (document.components as { schemas: Record<string, Json> }).schemas;
  const resolve = (schema: Json): Json => (typeof schema.$ref === "string" ? resolve(components[schema.$ref.split("/").pop()!]!) : schema);
  const found: { where: string; schema: Json }[] = [];
  const walk = (schema: Json, where: string, seen: Set<Json>) => {
    const resolved = resolve(schema);
    if (seen.has(resolved)) return;
    seen.add(resolved);
    for (const [name, property] of Object.entries((resolved.properties ?? {}) as Record<string, Json>)) {
      if (name === "email") found.push({ where, schema: resolve(property) });
      walk(property, where, seen);
    }
    for (const key of ["allOf", "anyOf", "oneOf"]) for (const part of (resolved[key] ?? []) as Json[]) walk(part, where, seen);
  };
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(item)) {
      const body = (operation.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content?.["application/json"]?.schema;
      if (body) walk(body, `${method.toUpperCase()} ${path}`, new Set());
    }
  }
  return found;
}

const documentAllows = (schema: Json, value: string) => value.length <= (schema.maxLength as number) && new RegExp(schema.pattern as string, "u").test(value);

const CORPUS = [
  "a@example.com",
  "First.Last+tag@Sub.Example.CO",
  "o'brien@example.ie",
  "x_y-z@a-b.example.museum",
  " a@example.com",
  "a@example.com ",
  "a@example.com\n",
  "\ta@example.com",
  "A@B",
  "a@b.c",
  "a..b@example.com",
  ".a@example.com",
  "a.@example.com",
  "a@-example.com",
  "a@example-.com",
  "a@exa_mple.com",
  "a@example..com",
  "a@example.com.",
  "a@@example.com",
  "@example.com",
  "a@",
  '"quoted"@example.com',
  "a@[127.0.0.1]",
  "é@example.com",
  "a@exämple.com",
  "a@xn--exmple-cua.com",
  "a b@example.com",
  "a@example.123",
  `${"l".repeat(64)}@example.com`,
  `${"l".repeat(65)}@example.com`,
  `a@${"d".repeat(63)}.com`,
  `a@${"d".repeat(64)}.com`,
  `a@${`${"d".repeat(60)}.`.repeat(4)}co`,
  `${"l".repeat(64)}@${`${"d".repeat(60)}.`.repeat(3)}${"x".repeat(3)}.com`,
  " ".repeat(10) + `${"l".repeat(60)}@${"d".repeat(60)}.${"d".repeat(60)}.${"d".repeat(60)}.co`,
];

describe("e-mail addresses: one rule, and the document says it", () => {
  const fields = documentedEmailFields(buildOpenApiDocument() as Json);

  it("every request body that takes an address documents the contract's rule", () => {
    const routes = new Set(fields.map((field) => field.where));
    for (const route of [
      "POST /v1/tenants/me/invitations",
      "POST /v1/brands/{brandId}/members",
      "POST /v1/public/sign-in/sso-lookup",
      "POST /v1/public/sign-up",
    ]) {
      expect([...routes], route).to.include(route);
    }
    for (const { where, schema } of fields) {
      expect(schema, where).to.deep.include({ type: "string", format: "email", maxLength: 254, pattern: EMAIL_PATTERN });
    }
  });

  it("accepts exactly what the document allows, and only addresses RFC 5321 allows", () => {
    const documented = fields[0]!.schema;
    for (const value of CORPUS) {
      const accepted = emailSchema.safeParse(value).success;
      expect(accepted, JSON.stringify(value)).to.equal(documentAllows(documented, value));
      if (accepted) expect(rfc5321Allows(value), JSON.stringify(value)).to.equal(true);
    }
  });

  it("agrees with the document on any string, and on generated addresses", () => {
    const documented = fields[0]!.schema;
    const values = fc.oneof(
      fc.emailAddress(),
      fc.emailAddress().map((address) => ` ${address}`),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.string({ unit: fc.constantFrom(..."aZ09.@-_+' \"[]é\n"), maxLength: 30 }),
    );
    fc.assert(
      fc.property(values, (value) => {
        const accepted = emailSchema.safeParse(value).success;
        expect(accepted, JSON.stringify(value)).to.equal(documentAllows(documented, value));
        if (accepted) expect(rfc5321Allows(value), JSON.stringify(value)).to.equal(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("stores an address lower-cased", () => {
    expect(emailSchema.parse("First.Last@Example.COM")).to.equal("first.last@example.com");
  });
});
