// What /v1 promises its callers, checked between two OpenAPI documents (docs/api-compatibility.md):
// an operation, a response field, an accepted enum value, a parameter may not go away, and a
// request may not require something new, unless the operation was deprecated first.
type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; deprecated?: boolean };

const METHODS = ["get", "put", "post", "patch", "delete"];
const MAX_DEPTH = 12;

function operationsOf(document: Json): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) if (item[method]) found.set(`${method.toUpperCase()} ${path}`, item[method] as Operation);
  }
  return found;
}

function resolver(document: Json) {
  return (schema: unknown): Json | undefined => {
    let node = schema as Json | undefined;
    for (let hops = 0; node && typeof node.$ref === "string" && hops < 20; hops++) {
      node = (node.$ref as string)
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], document) as Json | undefined;
    }
    return node;
  };
}

const jsonBody = (holder: unknown) => ((holder as Json | undefined)?.content as Json | undefined)?.["application/json"] as Json | undefined;
const successOf = (operation: Operation) => Object.entries((operation.responses ?? {}) as Record<string, unknown>).filter(([status]) => /^2\d\d$/.test(status));

const isNull = (schema: Json | undefined) => schema?.type === "null";

/** A schema without its `null` branch (`anyOf: [T, {type: "null"}]` is `T`), and whether it had one. */
function withoutNull(schema: Json, resolve: (s: unknown) => Json | undefined): [Json, boolean] {
  const branches = schema.anyOf as unknown[] | undefined;
  if (!Array.isArray(branches) || !branches.some((branch) => isNull(resolve(branch)))) return [schema, false];
  const rest = branches.filter((branch) => !isNull(resolve(branch)));
  return rest.length === 1 ? [resolve(rest[0]) ?? schema, true] : [{ ...schema, anyOf: rest }, true];
}

/** The problems a caller written against `released` would meet with `current`: empty when compatible. */
export function compatibilityProblems(released: Json, current: Json): string[] {
  const problems: string[] = [];
  const was = resolver(released);
  const now = resolver(current);
  const currentOps = operationsOf(current);
  // A named schema pair is compared once: its problems are reported where it is first reached.
  const compared = new Map<Json, Map<Json, Set<string>>>();

  /** `direction`: a response may not lose what callers read; a request may not start requiring or refusing what they send. */
  function compare(before: unknown, after: unknown, where: string, direction: "request" | "response", depth = 0) {
    let a = was(before);
    let b = now(after);
    if (!a || !b || depth > MAX_DEPTH) return;
    // `T` becoming `T | null`: a caller reading the field now has to handle null. The rest of `T`
    // is compared as usual.
    const [aValue, aNullable] = withoutNull(a, was);
    const [bValue, bNullable] = withoutNull(b, now);
    if (direction === "response" && bNullable && !aNullable) problems.push(`${where}: response field may now be null`);
    a = aValue;
    b = bValue;
    const seen = compared.get(a) ?? new Map<Json, Set<string>>();
    compared.set(a, seen);
    const directions = seen.get(b) ?? new Set<string>();
    seen.set(b, directions);
    if (directions.has(direction)) return;
    directions.add(direction);
    if (Array.isArray(a.enum) && Array.isArray(b.enum)) {
      const kept = new Set(b.enum.map((value) => JSON.stringify(value)));
      const removed = a.enum.filter((value) => !kept.has(JSON.stringify(value)));
      if (removed.length > 0) problems.push(`${where}: enum value(s) ${removed.map((v) => JSON.stringify(v)).join(", ")} removed`);
    }
    const aProps = (a.properties ?? {}) as Json;
    const bProps = (b.properties ?? {}) as Json;
    if (direction === "response") {
      for (const name of Object.keys(aProps)) {
        if (!(name in bProps)) problems.push(`${where}.${name}: response field removed`);
      }
    } else {
      const wasRequired = new Set((a.required ?? []) as string[]);
      for (const name of (b.required ?? []) as string[]) {
        if (!wasRequired.has(name)) problems.push(`${where}.${name}: request field newly required`);
      }
      for (const name of Object.keys(aProps)) {
        if (!(name in bProps) && b.additionalProperties === false) problems.push(`${where}.${name}: request field no longer accepted`);
      }
    }
    for (const name of Object.keys(aProps)) if (name in bProps) compare(aProps[name], bProps[name], `${where}.${name}`, direction, depth + 1);
    if (a.items && b.items) compare(a.items, b.items, `${where}[]`, direction, depth + 1);
    for (const key of ["anyOf", "oneOf", "allOf"]) {
      const aList = a[key] as unknown[] | undefined;
      const bList = b[key] as unknown[] | undefined;
      if (aList && bList && aList.length === bList.length) aList.forEach((s, i) => compare(s, bList[i], `${where}`, direction, depth + 1));
    }
  }

  for (const [key, before] of operationsOf(released)) {
    const after = currentOps.get(key);
    const name = `${before.operationId ?? key} (${key})`;
    if (!after) {
      if (!before.deprecated) problems.push(`${name}: operation removed without being deprecated in a release first`);
      continue;
    }
    // A deprecated operation may change or go; callers were told.
    if (after.deprecated) continue;
    const params = (op: Operation, resolve: (s: unknown) => Json | undefined) =>
      new Map(
        ((op.parameters ?? []) as unknown[])
          .map((p) => resolve(p)!)
          .filter(Boolean)
          .map((p) => [`${p.in} ${p.name}`, p]),
      );
    const beforeParams = params(before, was);
    const afterParams = params(after, now);
    for (const [id, param] of afterParams) {
      if (param.required && !beforeParams.get(id)?.required) problems.push(`${name}: parameter ${id} newly required`);
    }
    for (const [id, param] of beforeParams) {
      const next = afterParams.get(id);
      if (!next) problems.push(`${name}: parameter ${id} removed`);
      else compare(param.schema, next.schema, `${name} parameter ${id}`, "request");
    }
    const beforeBody = jsonBody(was(before.requestBody));
    const afterBody = jsonBody(now(after.requestBody));
    if (afterBody && !beforeBody && (now(after.requestBody) as Json).required) problems.push(`${name}: request body newly required`);
    if (beforeBody && afterBody) compare(beforeBody.schema, afterBody.schema, `${name} body`, "request");
    const afterSuccess = new Map(successOf(after));
    for (const [status, response] of successOf(before)) {
      const next = afterSuccess.get(status);
      if (!next) {
        problems.push(`${name}: success status ${status} no longer answered`);
        continue;
      }
      const a = jsonBody(was(response));
      const b = jsonBody(now(next));
      if (a && b) compare(a.schema, b.schema, `${name} ${status}`, "response");
    }
  }
  return problems;
}
