import { describe, expect, it } from "vitest";
import { constraintsOf, schemaRows, schemaSummary, typeLabel, type SchemaComponents } from "./json-schema-rows";

const ID = { type: "string", pattern: "^[A-Za-z0-9_-]{1,128}$" };

/** A slice of the real document's components, as zod's JSON Schema output writes them. */
const components: SchemaComponents = {
  Brand: {
    type: "object",
    properties: {
      id: ID,
      name: { type: "string" },
      colors: { $ref: "#/components/schemas/BrandColors" },
      logoUrl: { type: ["string", "null"] },
      timezone: { default: "UTC", type: "string" },
    },
    required: ["id", "name", "colors", "logoUrl", "timezone"],
    additionalProperties: false,
  },
  BrandColors: {
    type: "object",
    properties: { primary: { type: "string", description: "CSS hex colour" }, accent: { type: "string" } },
    required: ["primary"],
    additionalProperties: false,
  },
  ListBrandsResponse: {
    type: "object",
    properties: { items: { type: "array", items: { $ref: "#/components/schemas/Brand" } }, nextCursor: { type: ["string", "null"] } },
    required: ["items", "nextCursor"],
  },
  ApiKeyScope: { type: "string", enum: ["read", "write"], description: "read: read brands; write: also change them" },
  ApiKeyBrandIds: {
    anyOf: [
      { type: "string", const: "all" },
      { minItems: 1, maxItems: 50, type: "array", items: ID },
    ],
    description: '"all" or a list of brand ids',
  },
  HostAvatar: {
    oneOf: [
      { type: "object", properties: { kind: { type: "string", const: "model" }, libraryObjectId: ID }, required: ["kind", "libraryObjectId"] },
      { type: "object", properties: { kind: { type: "string", const: "image" }, url: { type: "string" } }, required: ["kind", "url"] },
    ],
  },
  Host: {
    type: "object",
    properties: {
      avatar: { anyOf: [{ $ref: "#/components/schemas/HostAvatar" }, { type: "null" }] },
      lines: { type: "object", propertyNames: { type: "string" }, additionalProperties: { type: "string", maxLength: 280 } },
    },
    required: ["avatar"],
  },
  Folder: {
    type: "object",
    properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/components/schemas/Folder" } } },
    required: ["name"],
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe("schemaRows", () => {
  it("lists an object's properties with type, requirement and description, nesting referenced objects", () => {
    const rows = schemaRows(ref("Brand"), components);
    expect(rows.map((r) => [r.key, r.depth, r.type, r.required])).toEqual([
      ["id", 0, "string", true],
      ["name", 0, "string", true],
      ["colors", 0, "BrandColors", true],
      ["colors.primary", 1, "string", true],
      ["colors.accent", 1, "string", false],
      ["logoUrl", 0, "string or null", true],
      ["timezone", 0, "string", true],
    ]);
    expect(rows.find((r) => r.key === "colors.primary")?.description).toBe("CSS hex colour");
    expect(rows.find((r) => r.key === "timezone")?.constraints).toEqual(['default "UTC"']);
  });

  it("shows a page's items as an array of the item type, with the item's fields under it", () => {
    const rows = schemaRows(ref("ListBrandsResponse"), components);
    expect(rows[0]).toMatchObject({ key: "items", type: "array of Brand", depth: 0 });
    expect(rows[1]).toMatchObject({ key: "items[].id", name: "id", depth: 1 });
    expect(rows.at(-1)).toMatchObject({ key: "nextCursor", type: "string or null" });
  });

  it("lists the values of enums and spells out simple unions", () => {
    const rows = schemaRows({ type: "object", properties: { scope: ref("ApiKeyScope"), brandIds: ref("ApiKeyBrandIds") }, required: ["scope"] }, components);
    expect(rows[0]).toMatchObject({ name: "scope", type: "string", values: { kind: "enum", list: ["read", "write"] } });
    // The description written on the component shows on the property that refers to it.
    expect(rows[0]!.description).toBe("read: read brands; write: also change them");
    expect(rows[1]).toMatchObject({ name: "brandIds", type: '"all" or array of string', required: false });
    expect(rows).toHaveLength(2);
  });

  it("lists each shape of a union of objects, named by what tells them apart", () => {
    const rows = schemaRows(ref("Host"), components);
    expect(rows.map((r) => [r.key, r.name, r.depth])).toEqual([
      ["avatar", "avatar", 0],
      ["avatar|1", "Option 1", 1],
      ["avatar|1.kind", "kind", 2],
      ["avatar|1.libraryObjectId", "libraryObjectId", 2],
      ["avatar|2", "Option 2", 1],
      ["avatar|2.kind", "kind", 2],
      ["avatar|2.url", "url", 2],
      ["lines", "lines", 0],
    ]);
    expect(rows[0]!.type).toBe("HostAvatar or null");
    expect(rows[1]).toMatchObject({ variant: true, description: 'kind = "model"' });
    expect(rows[2]).toMatchObject({ type: '"model"', values: { kind: "const", list: ["model"] } });
    expect(rows.at(-1)).toMatchObject({ type: "map of string", constraints: ["each up to 280 characters"] });
  });

  it("shows a recursive schema once instead of expanding it forever", () => {
    const rows = schemaRows(ref("Folder"), components);
    expect(rows.map((r) => r.key)).toEqual(["name", "children"]);
    expect(rows[1]).toMatchObject({ type: "array of Folder", shownAbove: "Folder" });
  });

  it("lists a component's fields once, and points back to them where it is used again", () => {
    const rows = schemaRows(
      { type: "object", properties: { main: ref("BrandColors"), fallback: ref("BrandColors") }, required: ["main", "fallback"] },
      components,
    );
    expect(rows.map((r) => r.key)).toEqual(["main", "main.primary", "main.accent", "fallback"]);
    expect(rows[3]).toMatchObject({ type: "BrandColors", shownAbove: "BrandColors" });
  });

  it("has no rows for a schema without fields", () => {
    expect(schemaRows({ type: "string" }, components)).toEqual([]);
    expect(schemaSummary(ref("ApiKeyScope"), components)).toMatchObject({ type: "string", values: { list: ["read", "write"] } });
  });
});

describe("typeLabel", () => {
  it("reads types as words", () => {
    expect(typeLabel({ type: "integer" }, components)).toBe("integer");
    expect(typeLabel({ type: "array", items: { type: "string" } }, components)).toBe("array of string");
    expect(typeLabel({ prefixItems: [{ type: "number" }, { type: "number" }], type: "array" }, components)).toBe("[number, number]");
    expect(typeLabel({ anyOf: [ref("Brand"), { type: "null" }] }, components)).toBe("Brand or null");
    expect(typeLabel({}, components)).toBe("any");
  });
});

describe("constraintsOf", () => {
  it("says limits in words and leaves out the safe-integer bounds every integer carries", () => {
    expect(constraintsOf({ type: "integer", minimum: 1, maximum: 100, default: 20 })).toEqual(["1 to 100", "default 20"]);
    expect(constraintsOf({ type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 })).toEqual([]);
    expect(constraintsOf({ type: "string", minLength: 1, maxLength: 80 })).toEqual(["1 to 80 characters"]);
    expect(constraintsOf({ type: "string", minLength: 1 })).toEqual(["at least 1 character"]);
    expect(constraintsOf({ type: "array", maxItems: 4 })).toEqual(["up to 4 items"]);
    expect(constraintsOf({ type: "number", exclusiveMinimum: 0 })).toEqual(["more than 0"]);
    expect(constraintsOf({ type: "string", pattern: "^[a-z]+$" })).toEqual(["pattern ^[a-z]+$"]);
  });
});
