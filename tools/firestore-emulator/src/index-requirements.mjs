import { readFileSync, statSync } from "node:fs";
import { failedPrecondition } from "./errors.mjs";
import { formatFieldPath, isDocumentIdPath, isPrefixPath, parseFieldPath } from "./field-paths.mjs";

/**
 * Production Firestore refuses a query it has no index for. This applies the
 * documented index rules against a firestore.indexes.json, so a missing index
 * fails locally (FAILED_PRECONDITION, naming the index to add) instead of in
 * production:
 *  - single-field indexes (ascending, descending, array-contains) exist for every
 *    field in collection scope, unless a fieldOverrides entry for the field (or a
 *    parent map field) lists other indexes; in collection-group scope they exist
 *    only where a fieldOverrides entry enables them;
 *  - equality (==, in, array-contains...) filters alone are served by merging
 *    single-field indexes;
 *  - one orderBy/inequality field without other filters uses its single-field index;
 *  - anything else (equalities plus an order on another field, several order or
 *    inequality fields) needs a composite index: the equality fields, then the
 *    order fields with their directions;
 *  - OR queries need every disjunct (in disjunctive normal form) to be served.
 * The file is re-read when it changes, so adding an index needs no restart.
 */

const EQUALITY_OPS = new Set(["EQUAL", "IN", "IS_NULL", "IS_NAN"]);
const ARRAY_OPS = new Set(["ARRAY_CONTAINS", "ARRAY_CONTAINS_ANY"]);
const RELOAD_CHECK_INTERVAL_MS = 500;

export class IndexRequirements {
  #file;
  #logger;
  #config = { indexes: [], fieldOverrides: [] };
  #mtimeMs = -1;
  #lastCheck = 0;

  constructor(file, { logger = console } = {}) {
    this.#file = file;
    this.#logger = logger;
    this.#reload({ throwOnError: true });
  }

  #reload({ throwOnError = false } = {}) {
    let stat;
    try {
      stat = statSync(this.#file);
    } catch {
      if (this.#mtimeMs !== 0) {
        this.#logger.warn(`[firestore-emulator] ${this.#file} not found: enforcing indexes as if none were declared.`);
      }
      this.#mtimeMs = 0;
      this.#config = { indexes: [], fieldOverrides: [] };
      return;
    }
    if (stat.mtimeMs === this.#mtimeMs) return;
    try {
      const parsed = JSON.parse(readFileSync(this.#file, "utf8"));
      this.#config = { indexes: parsed.indexes ?? [], fieldOverrides: parsed.fieldOverrides ?? [] };
      this.#mtimeMs = stat.mtimeMs;
    } catch (err) {
      if (throwOnError) throw new Error(`Cannot read indexes file ${this.#file}: ${err.message}`);
      this.#logger.error(`[firestore-emulator] cannot read ${this.#file}, keeping the previous index definitions: ${err.message}`);
      this.#mtimeMs = stat.mtimeMs;
    }
  }

  /** Throws FAILED_PRECONDITION when the compiled query needs an index the file does not provide. */
  check(query) {
    if (query.collectionId === "") return; // kindless queries (recursive delete) scan by name only
    const now = Date.now();
    if (now - this.#lastCheck > RELOAD_CHECK_INTERVAL_MS) {
      this.#lastCheck = now;
      this.#reload();
    }
    const scope = query.allDescendants ? "COLLECTION_GROUP" : "COLLECTION";
    for (const term of disjunctiveTerms(query.where)) this.#checkTerm(query, scope, term);
  }

  #checkTerm(query, scope, filters) {
    const equality = new Map(); // field → "equality" | "array"
    for (const { segments, op } of filters) {
      if (isDocumentIdPath(segments)) continue; // the document name is part of every index
      const key = formatFieldPath(segments);
      if (EQUALITY_OPS.has(op)) equality.set(key, equality.get(key) === "array" ? "array" : "equality");
      else if (ARRAY_OPS.has(op)) equality.set(key, "array");
    }
    // Ordering by a field fixed by an equality filter changes nothing and needs no index.
    let order = query.order.filter((o) => equality.get(formatFieldPath(o.segments)) !== "equality");
    const nameOrder = order.at(-1)?.isName ? order.at(-1) : null;
    const fieldOrder = order.filter((o) => !o.isName);
    const collectionGroup = query.collectionId;

    if (fieldOrder.length === 0 && !(nameOrder?.descending && equality.size > 0)) {
      // Equalities only: merge single-field indexes.
      for (const [field, kind] of equality) {
        this.#requireSingleField(collectionGroup, scope, field, kind === "array" ? "CONTAINS" : "ANY");
      }
      return;
    }
    if (fieldOrder.length === 1 && equality.size === 0) {
      const [only] = fieldOrder;
      this.#requireSingleField(collectionGroup, scope, formatFieldPath(only.segments), only.descending ? "DESCENDING" : "ASCENDING");
      return;
    }
    const required = {
      collectionGroup,
      queryScope: scope,
      fields: [
        ...[...equality].map(([fieldPath, kind]) => (kind === "array" ? { fieldPath, arrayConfig: "CONTAINS" } : { fieldPath, order: "ASCENDING" })),
        ...order.map((o) => ({ fieldPath: formatFieldPath(o.segments), order: o.descending ? "DESCENDING" : "ASCENDING" })),
      ],
    };
    // The trailing __name__ is implied when it runs in the direction of the field before it.
    const last = required.fields.at(-1),
      beforeLast = required.fields.at(-2);
    if (last?.fieldPath === "__name__" && beforeLast && beforeLast.order === last.order) required.fields.pop();
    if (!this.#hasComposite(required, equality)) {
      throw failedPrecondition(`The query requires an index. Add it to "indexes" in firestore.indexes.json: ${JSON.stringify(required)}`);
    }
  }

  /**
   * A composite index serves the query when its fields are some of the equality
   * fields followed by exactly the required order; several such indexes can be
   * merged to cover all equality fields.
   */
  #hasComposite(required, equality) {
    const orderPart = required.fields.slice(equality.size);
    const covered = new Set();
    let anyMatch = false;
    for (const index of this.#config.indexes) {
      if (index.collectionGroup !== required.collectionGroup) continue;
      if ((index.queryScope ?? "COLLECTION") !== required.queryScope) continue;
      const fields = stripImpliedName(index.fields ?? []);
      if (fields.length < orderPart.length) continue;
      const prefix = fields.slice(0, fields.length - orderPart.length);
      const suffix = fields.slice(fields.length - orderPart.length);
      const suffixMatches = suffix.every((f, i) => samePath(f.fieldPath, orderPart[i].fieldPath) && f.order === orderPart[i].order);
      const prefixIsEqualities = prefix.every((f) => {
        const kind = equality.get(formatFieldPath(parseFieldPath(f.fieldPath)));
        return kind === "array" ? f.arrayConfig === "CONTAINS" : kind === "equality" && Boolean(f.order);
      });
      if (!suffixMatches || !prefixIsEqualities) continue;
      anyMatch = true;
      for (const f of prefix) covered.add(formatFieldPath(parseFieldPath(f.fieldPath)));
    }
    return anyMatch && [...equality.keys()].every((field) => covered.has(field));
  }

  /**
   * Throws unless a single-field index of `kind` (ASCENDING, DESCENDING, CONTAINS,
   * or ANY of the first two) exists for the field in the scope.
   */
  #requireSingleField(collectionGroup, scope, field, kind) {
    const override = this.#overrideFor(collectionGroup, field);
    const available = override
      ? (override.indexes ?? []).filter((i) => (i.queryScope ?? "COLLECTION") === scope)
      : scope === "COLLECTION"
        ? [{ order: "ASCENDING" }, { order: "DESCENDING" }, { arrayConfig: "CONTAINS" }]
        : [];
    const ok = available.some((i) => (kind === "CONTAINS" ? i.arrayConfig === "CONTAINS" : kind === "ANY" ? Boolean(i.order) : i.order === kind));
    if (ok) return;
    const needed =
      kind === "CONTAINS" ? { arrayConfig: "CONTAINS", queryScope: scope } : { order: kind === "DESCENDING" ? "DESCENDING" : "ASCENDING", queryScope: scope };
    const why = override
      ? `fieldOverrides in firestore.indexes.json exempt "${field}" of ${collectionGroup} from this index`
      : `single-field indexes are not automatic for collection group queries`;
    throw failedPrecondition(
      `The query requires a ${scope === "COLLECTION_GROUP" ? "COLLECTION_GROUP" : "COLLECTION"} single-field index on "${field}" of ${collectionGroup} (${why}). ` +
        `Add it to "fieldOverrides" in firestore.indexes.json: ${JSON.stringify({ collectionGroup, fieldPath: field, indexes: [needed] })}`,
    );
  }

  /** The most specific override for the field or a map field containing it. */
  #overrideFor(collectionGroup, field) {
    const segments = parseFieldPath(field);
    let best = null;
    for (const override of this.#config.fieldOverrides) {
      if (override.collectionGroup !== collectionGroup || !override.fieldPath) continue;
      const overrideSegments = parseFieldPath(override.fieldPath);
      if (!isPrefixPath(overrideSegments, segments)) continue;
      if (!best || overrideSegments.length > best.length) best = { override, length: overrideSegments.length };
    }
    return best?.override ?? null;
  }
}

function samePath(a, b) {
  return formatFieldPath(parseFieldPath(a)) === formatFieldPath(parseFieldPath(b));
}

function stripImpliedName(fields) {
  const last = fields.at(-1),
    beforeLast = fields.at(-2);
  if (last?.fieldPath === "__name__" && beforeLast && beforeLast.order === last.order) return fields.slice(0, -1);
  return fields;
}

/**
 * The filter in disjunctive normal form: a list of AND-terms, each a list of
 * { segments, op }. No filter is one empty term.
 */
function disjunctiveTerms(filter) {
  if (!filter) return [[]];
  if (filter.fieldFilter) return [[{ segments: parseFieldPath(filter.fieldFilter.field.fieldPath), op: filter.fieldFilter.op }]];
  if (filter.unaryFilter) return [[{ segments: parseFieldPath(filter.unaryFilter.field.fieldPath), op: filter.unaryFilter.op }]];
  const parts = (filter.compositeFilter?.filters ?? []).map(disjunctiveTerms);
  if (filter.compositeFilter?.op === "OR") return parts.flat();
  // AND: every combination of one term from each part.
  return parts.reduce((acc, terms) => acc.flatMap((a) => terms.map((t) => [...a, ...t])), [[]]);
}
