/**
 * JSON Schema (2020-12, as the OpenAPI 3.1 document holds it) turned into rows a person can read:
 * one row per property, nested properties indented under their parent, each with a short type
 * ("array of Brand", "string or null"), whether it is required, its description, the values an
 * enum allows and its limits. `$ref`s into `#/components/schemas` are followed (each component's
 * fields are listed once per schema, so recursive ones end), `null` alternatives become "or null",
 * and unions of objects list each shape. Types stay in JSON Schema's own words; limits are told in the
 * console's language.
 */
import { useT } from "../messages";

export type JsonSchema = { [key: string]: unknown };
export type SchemaComponents = Record<string, JsonSchema>;

export interface SchemaRow {
  /** Dotted path from the root, unique among the rows (`items[].colors.primary`). */
  key: string;
  /** The property name, or `Option 2` for one shape of a union. */
  name: string;
  depth: number;
  type: string;
  required: boolean;
  description?: string;
  /** Allowed values (enum) or the one value (const), as written in JSON text. */
  values?: { kind: "enum" | "const"; list: string[] };
  /** Limits and defaults: `1 to 100`, `up to 80 characters`, `default 20`, `pattern …`. */
  constraints: string[];
  /** A union shape's header row: its fields follow, one level deeper. */
  variant?: boolean;
  /**
   * The component this row is made of, when its fields are already listed above (earlier in
   * the same schema, or an enclosing row of a recursive one): they are not repeated.
   */
  shownAbove?: string;
}

export const SCHEMA_REF_PREFIX = "#/components/schemas/";
const MAX_DEPTH = 8;

const isSchema = (value: unknown): value is JsonSchema => typeof value === "object" && value !== null && !Array.isArray(value);

/** `#/components/schemas/Brand` -> `Brand`. */
export const refName = (ref: string) => (ref.startsWith(SCHEMA_REF_PREFIX) ? ref.slice(SCHEMA_REF_PREFIX.length) : ref);

/**
 * Follows `$ref`s to the schema they name. Keywords written next to a `$ref` (a description, a
 * default) win over the target's. `name` is the first component named on the way.
 */
export function deref(schema: JsonSchema, components: SchemaComponents): { schema: JsonSchema; name?: string } {
  let current = schema;
  let name: string | undefined;
  const overrides: JsonSchema = {};
  for (let hops = 0; typeof current.$ref === "string" && hops < 20; hops++) {
    const { $ref, ...siblings } = current;
    Object.assign(overrides, { ...siblings, ...overrides });
    const target = refName($ref as string);
    name ??= target;
    const next = components[target];
    if (!next) return { schema: { ...overrides }, name };
    current = next;
  }
  return { schema: { ...current, ...overrides }, name };
}

const NULL_TYPE = (s: unknown) => isSchema(s) && s.type === "null" && Object.keys(s).length === 1;

/** The schema without its `null` alternative, and whether there was one. */
export function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.type) && schema.type.includes("null")) {
    const types = schema.type.filter((t) => t !== "null");
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: true };
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    const options = schema[key];
    if (!Array.isArray(options) || !options.some(NULL_TYPE)) continue;
    const rest = options.filter((o) => !NULL_TYPE(o));
    const { [key]: _dropped, ...outer } = schema;
    if (rest.length === 1 && isSchema(rest[0])) return { schema: { ...rest[0], ...outer }, nullable: true };
    return { schema: { ...outer, [key]: rest }, nullable: true };
  }
  return { schema, nullable: false };
}

/** The schema's own shape once references and `null` are set aside. */
function resolve(schema: JsonSchema, components: SchemaComponents) {
  const first = deref(schema, components);
  const { schema: bare, nullable } = withoutNull(first.schema);
  // `anyOf: [{$ref}, {type: null}]` leaves a reference behind: follow it too.
  const second = typeof bare.$ref === "string" ? deref(bare, components) : { schema: bare, name: undefined };
  return { schema: second.schema, name: first.name ?? second.name, nullable };
}

const unionOf = (schema: JsonSchema): JsonSchema[] | null => {
  const options = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null) as unknown[] | null;
  return options ? options.filter(isSchema) : null;
};

const mapValues = (schema: JsonSchema): JsonSchema | null =>
  schema.type === "object" && !isSchema(schema.properties) && isSchema(schema.additionalProperties) ? schema.additionalProperties : null;

const literal = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** A short type, e.g. `string`, `Brand`, `array of Placement`, `map of integer`, `"all" or array of string`. */
export function typeLabel(schema: JsonSchema, components: SchemaComponents): string {
  const { schema: s, name, nullable } = resolve(schema, components);
  const base = bareTypeLabel(s, name, components);
  return nullable ? `${base} or null` : base;
}

function bareTypeLabel(s: JsonSchema, name: string | undefined, components: SchemaComponents): string {
  if ("const" in s) return `"${literal(s.const)}"`;
  const union = unionOf(s);
  if (union) {
    // Shapes with fields are listed below the row; simple alternatives read best spelled out.
    if (union.every((o) => hasFields(o, components))) return name ?? `one of ${union.length} shapes`;
    return union.map((option) => typeLabel(option, components)).join(" or ");
  }
  if (Array.isArray(s.prefixItems))
    return `[${(s.prefixItems as unknown[])
      .filter(isSchema)
      .map((i) => typeLabel(i, components))
      .join(", ")}]`;
  if (s.type === "array") return isSchema(s.items) ? `array of ${typeLabel(s.items, components)}` : "array";
  const values = mapValues(s);
  if (values) return `map of ${typeLabel(values, components)}`;
  if (s.type === "object") return name ?? "object";
  if (Array.isArray(s.type)) return s.type.join(" or ");
  if (typeof s.type === "string") return s.type;
  return name ?? "any";
}

/** Whether rows would be listed under this schema (an object's properties, somewhere inside). */
function hasFields(schema: JsonSchema, components: SchemaComponents, depth = 0): boolean {
  if (depth > 4) return false;
  const { schema: s } = resolve(schema, components);
  if (isSchema(s.properties) && Object.keys(s.properties).length > 0) return true;
  if (s.type === "array" && isSchema(s.items)) return hasFields(s.items, components, depth + 1);
  const values = mapValues(s);
  if (values) return hasFields(values, components, depth + 1);
  const union = unionOf(s);
  return union ? union.some((o) => hasFields(o, components, depth + 1)) : false;
}

const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;
const num = (v: unknown): number | undefined => (typeof v === "number" && Math.abs(v) < SAFE_LIMIT ? v : undefined);
/** The reference's own words (limits in prose), in the console's language: components recompute on a switch. */
const t = (...args: Parameters<typeof useT.now>) => useT.now(...args);

function range(min: number | undefined, max: number | undefined, unit?: "character" | "item"): string | null {
  const u = (n: number) =>
    unit === "character" ? t("constraints.characters", { count: n }) : unit === "item" ? t("constraints.items", { count: n }) : String(n);
  if (min !== undefined && max !== undefined) return min === max ? t("constraints.exactly", { value: u(min) }) : t("constraints.range", { min, max: u(max) });
  if (max !== undefined) return t("constraints.upTo", { max: u(max) });
  if (min !== undefined) return t("constraints.atLeast", { min: u(min) });
  return null;
}

/** Limits of a (resolved) schema, in words. Integer bounds that only say "a safe integer" are left out. */
export function constraintsOf(s: JsonSchema): string[] {
  const out: string[] = [];
  const numeric = range(num(s.minimum), num(s.maximum));
  if (numeric) out.push(numeric);
  if (num(s.exclusiveMinimum) !== undefined) out.push(t("constraints.moreThan", { value: String(s.exclusiveMinimum) }));
  if (num(s.exclusiveMaximum) !== undefined) out.push(t("constraints.lessThan", { value: String(s.exclusiveMaximum) }));
  const length = range(num(s.minLength), num(s.maxLength), "character");
  if (length) out.push(length);
  const items = range(num(s.minItems), num(s.maxItems), "item");
  if (items) out.push(items);
  if (typeof s.format === "string") out.push(t("constraints.format", { format: s.format }));
  if (typeof s.pattern === "string") out.push(t("constraints.pattern", { pattern: s.pattern }));
  if ("default" in s) out.push(t("constraints.default", { value: String(JSON.stringify(s.default)) }));
  return out;
}

/** Limits on each item of an array, or each value of a map, of plain values (`each up to 280 characters`). */
function eachConstraints(s: JsonSchema, components: SchemaComponents): string[] {
  const inner = s.type === "array" && isSchema(s.items) ? s.items : mapValues(s);
  if (!inner || hasFields(inner, components)) return [];
  return constraintsOf(resolve(inner, components).schema).map((constraint) => t("constraints.each", { constraint }));
}

/** The values a schema (or the items of an array schema) allows, when it lists them. */
function valuesOf(s: JsonSchema, components: SchemaComponents): SchemaRow["values"] {
  if ("const" in s) return { kind: "const", list: [literal(s.const)] };
  if (Array.isArray(s.enum)) return { kind: "enum", list: s.enum.map(literal) };
  if (s.type === "array" && isSchema(s.items)) {
    const item = resolve(s.items, components).schema;
    if (Array.isArray(item.enum)) return { kind: "enum", list: item.enum.map(literal) };
  }
  const union = unionOf(s);
  // `"all"` or a list: the literal choices are worth listing too.
  if (union && union.every((o) => "const" in resolve(o, components).schema)) {
    return { kind: "enum", list: union.map((o) => literal(resolve(o, components).schema.const)) };
  }
  return undefined;
}

function descriptionOf(schema: JsonSchema, resolved: JsonSchema): string | undefined {
  const text = typeof schema.description === "string" ? schema.description : typeof resolved.description === "string" ? resolved.description : undefined;
  return text?.trim() || undefined;
}

/** What tells one shape of a union from the others, e.g. `kind = "model"`. */
function discriminatorOf(option: JsonSchema, components: SchemaComponents): string | undefined {
  const properties = resolve(option, components).schema.properties;
  if (!isSchema(properties)) return undefined;
  for (const [name, property] of Object.entries(properties)) {
    if (isSchema(property) && "const" in property) return `${name} = "${literal(property.const)}"`;
  }
  return undefined;
}

interface Walk {
  components: SchemaComponents;
  rows: SchemaRow[];
  /** Components whose fields are listed already. */
  expanded: Set<string>;
}

/** The component a schema is made of, looking through arrays and maps (`array of Node` -> `Node`). */
function innerRef(schema: JsonSchema, components: SchemaComponents, depth = 0): string | undefined {
  const { schema: s, name } = resolve(schema, components);
  if (name || depth > 4) return name;
  if (s.type === "array" && isSchema(s.items)) return innerRef(s.items, components, depth + 1);
  const values = mapValues(s);
  return values ? innerRef(values, components, depth + 1) : undefined;
}

function rowFor(walk: Walk, name: string, schema: JsonSchema, path: string, depth: number, required: boolean, refs: string[]) {
  const { schema: s } = resolve(schema, walk.components);
  const ref = innerRef(schema, walk.components);
  const shownAbove = ref && (refs.includes(ref) || walk.expanded.has(ref)) && hasFields(schema, walk.components) ? ref : undefined;
  const row: SchemaRow = {
    key: path,
    name,
    depth,
    type: typeLabel(schema, walk.components),
    required,
    constraints: [...constraintsOf({ ...s, ...("default" in schema ? { default: schema.default } : {}) }), ...eachConstraints(s, walk.components)],
  };
  const description = descriptionOf(schema, s);
  if (description) row.description = description;
  const values = valuesOf(s, walk.components);
  if (values) row.values = values;
  if (shownAbove) row.shownAbove = shownAbove;
  walk.rows.push(row);
  if (!shownAbove) fieldsOf(walk, schema, path, depth + 1, refs);
}

/** The rows inside `schema`: an object's properties, an array's items' fields, each union shape. */
function fieldsOf(walk: Walk, schema: JsonSchema, path: string, depth: number, refs: string[]) {
  if (depth > MAX_DEPTH) return;
  const { schema: s, name } = resolve(schema, walk.components);
  if (name && refs.includes(name)) return;
  if (name) walk.expanded.add(name);
  const inside = name ? [...refs, name] : refs;
  const prefix = path ? `${path}.` : "";
  if (isSchema(s.properties)) {
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    for (const [property, propertySchema] of Object.entries(s.properties)) {
      if (isSchema(propertySchema)) rowFor(walk, property, propertySchema, `${prefix}${property}`, depth, required.has(property), inside);
    }
    return;
  }
  if (s.type === "array" && isSchema(s.items)) return fieldsOf(walk, s.items, `${path}[]`, depth, inside);
  const values = mapValues(s);
  if (values) return fieldsOf(walk, values, `${path}{}`, depth, inside);
  const union = unionOf(s);
  if (union && union.some((o) => hasFields(o, walk.components))) {
    union.forEach((option, index) => {
      const resolved = resolve(option, walk.components);
      const key = `${path}|${index + 1}`;
      const row: SchemaRow = {
        key,
        name: t("schema.option", { number: index + 1 }),
        depth,
        type: typeLabel(option, walk.components),
        required: false,
        constraints: [],
        variant: true,
      };
      const description = descriptionOf(option, resolved.schema) ?? discriminatorOf(option, walk.components);
      if (description) row.description = description;
      walk.rows.push(row);
      fieldsOf(walk, option, key, depth + 1, inside);
    });
  }
}

/** Every row of `schema`, in reading order; empty when it has no fields (a string, an empty object). */
export function schemaRows(schema: JsonSchema, components: SchemaComponents): SchemaRow[] {
  const walk: Walk = { components, rows: [], expanded: new Set() };
  fieldsOf(walk, schema, "", 0, []);
  return walk.rows;
}

/** The root line above the rows: its type, description, values and limits. */
export function schemaSummary(schema: JsonSchema, components: SchemaComponents) {
  const { schema: s, name } = resolve(schema, components);
  return {
    name,
    type: typeLabel(schema, components),
    description: descriptionOf(schema, s),
    values: valuesOf(s, components),
    constraints: constraintsOf(s),
  };
}
