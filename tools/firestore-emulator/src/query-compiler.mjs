import { invalidArgument } from "./errors.mjs";
import { compareFieldPaths, formatFieldPath, getValueAt, isDocumentIdPath, parseFieldPath } from "./field-paths.mjs";
import { parseParentName, validateId } from "./resource-names.mjs";
import { arrayValues, compareValues, isNaNValue, isNullValue, kindOf, typeOrder } from "./values.mjs";

/**
 * Turns a google.firestore.v1.StructuredQuery into a CompiledQuery: a document
 * predicate, the normalized sort order and the cursor/offset/limit/projection
 * settings, with the semantics of Firestore (the same as the Firebase SDKs'
 * local query matching):
 *  - a filter or orderBy on a field excludes documents without that field;
 *  - inequalities compare only within the value's type class (numbers together);
 *  - range filters (<, <=, >, >=) never match NaN;
 *  - != and not-in also exclude nulls; not-in with null in the list matches nothing;
 *  - the order is: explicit orderBys, then inequality fields not already ordered
 *    (in field-path order), then __name__, implicit ones in the direction of the
 *    last explicit orderBy.
 */

export const INEQUALITY_OPS = new Set(["LESS_THAN", "LESS_THAN_OR_EQUAL", "GREATER_THAN", "GREATER_THAN_OR_EQUAL", "NOT_EQUAL", "NOT_IN"]);
const LIST_OPS = new Set(["IN", "NOT_IN", "ARRAY_CONTAINS_ANY"]);
const MAX_DISJUNCTION_VALUES = 30;

/**
 * A field reference read from a document. __name__ reads the document's own
 * name as a reference value.
 */
function fieldReader(segments) {
  if (isDocumentIdPath(segments)) return (doc) => ({ referenceValue: doc.name });
  if (segments.length === 1) {
    const [key] = segments;
    return (doc) => doc.fields[key];
  }
  return (doc) => getValueAt(doc.fields, segments);
}

function compileFieldFilter(filter, info) {
  const { op } = filter;
  const path = filter.field?.fieldPath;
  if (!path) throw invalidArgument("A field filter needs a field path.");
  const segments = parseFieldPath(path);
  const operand = filter.value;
  if (kindOf(operand) === undefined) throw invalidArgument(`Filter on "${path}" needs a value.`);
  if (LIST_OPS.has(op)) {
    const values = operand.arrayValue ? arrayValues(operand) : null;
    if (!values || values.length === 0) throw invalidArgument(`A non-empty array is required for '${op}' filters.`);
    if (values.length > MAX_DISJUNCTION_VALUES) {
      throw invalidArgument(`'${op}' filters support a maximum of ${MAX_DISJUNCTION_VALUES} elements in the value array.`);
    }
  }
  if (isDocumentIdPath(segments)) validateDocumentIdOperand(op, operand);

  const read = fieldReader(segments);
  info.fields.push({ segments, op });
  if (INEQUALITY_OPS.has(op)) info.inequalityFields.set(formatFieldPath(segments), segments);

  const sameTypeCompare = (v, test) => v !== undefined && typeOrder(v) === typeOrder(operand) && test(compareValues(v, operand));
  // NaN orders before every number, but no range filter matches it (nor does a NaN bound
  // match anything): Firestore compares numbers as IEEE 754 does there.
  const rangeCompare = isNaNValue(operand) ? () => false : (v, test) => v !== undefined && !isNaNValue(v) && sameTypeCompare(v, test);
  switch (op) {
    case "EQUAL":
      return (doc) => sameTypeCompare(read(doc), (c) => c === 0);
    case "LESS_THAN":
      return (doc) => rangeCompare(read(doc), (c) => c < 0);
    case "LESS_THAN_OR_EQUAL":
      return (doc) => rangeCompare(read(doc), (c) => c <= 0);
    case "GREATER_THAN":
      return (doc) => rangeCompare(read(doc), (c) => c > 0);
    case "GREATER_THAN_OR_EQUAL":
      return (doc) => rangeCompare(read(doc), (c) => c >= 0);
    case "NOT_EQUAL":
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !isNullValue(v) && compareValues(v, operand) !== 0;
      };
    case "ARRAY_CONTAINS":
      return (doc) => {
        const v = read(doc);
        return v?.arrayValue !== undefined && arrayValues(v).some((e) => compareValues(e, operand) === 0);
      };
    case "ARRAY_CONTAINS_ANY": {
      const candidates = arrayValues(operand);
      return (doc) => {
        const v = read(doc);
        return v?.arrayValue !== undefined && arrayValues(v).some((e) => candidates.some((c) => compareValues(e, c) === 0));
      };
    }
    case "IN": {
      const candidates = arrayValues(operand);
      return (doc) => {
        const v = read(doc);
        return v !== undefined && candidates.some((c) => compareValues(v, c) === 0);
      };
    }
    case "NOT_IN": {
      const candidates = arrayValues(operand);
      if (candidates.some(isNullValue)) return () => false;
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !isNullValue(v) && !candidates.some((c) => compareValues(v, c) === 0);
      };
    }
    default:
      throw invalidArgument(`Unsupported field filter operator ${op}.`);
  }
}

function validateDocumentIdOperand(op, operand) {
  const values = LIST_OPS.has(op) ? arrayValues(operand) : [operand];
  if (op === "ARRAY_CONTAINS" || op === "ARRAY_CONTAINS_ANY") {
    throw invalidArgument(`'${op}' cannot be used on __name__.`);
  }
  for (const value of values) {
    if (value.referenceValue === undefined) {
      throw invalidArgument(`__name__ filters need document reference values, got ${kindOf(value)}.`);
    }
  }
}

function compileUnaryFilter(filter, info) {
  const path = filter.field?.fieldPath;
  if (!path) throw invalidArgument("A unary filter needs a field path.");
  const segments = parseFieldPath(path);
  const read = fieldReader(segments);
  const { op } = filter;
  info.fields.push({ segments, op });
  switch (op) {
    case "IS_NAN":
      return (doc) => {
        const v = read(doc);
        return v !== undefined && isNaNValue(v);
      };
    case "IS_NULL":
      return (doc) => {
        const v = read(doc);
        return v !== undefined && isNullValue(v);
      };
    case "IS_NOT_NAN":
      info.inequalityFields.set(formatFieldPath(segments), segments);
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !isNullValue(v) && !isNaNValue(v);
      };
    case "IS_NOT_NULL":
      info.inequalityFields.set(formatFieldPath(segments), segments);
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !isNullValue(v);
      };
    default:
      throw invalidArgument(`Unsupported unary filter operator ${op}.`);
  }
}

function compileFilter(filter, info) {
  if (filter.fieldFilter) return compileFieldFilter(filter.fieldFilter, info);
  if (filter.unaryFilter) return compileUnaryFilter(filter.unaryFilter, info);
  if (filter.compositeFilter) {
    const { op, filters = [] } = filter.compositeFilter;
    if (op === "OR") info.hasDisjunction = true;
    const parts = filters.map((f) => compileFilter(f, info));
    if (parts.length === 0) return () => true;
    if (parts.length === 1) return parts[0];
    if (op === "AND") return (doc) => parts.every((p) => p(doc));
    if (op === "OR") return (doc) => parts.some((p) => p(doc));
    throw invalidArgument(`Unsupported composite filter operator ${op}.`);
  }
  throw invalidArgument("A filter must set one of field_filter, unary_filter or composite_filter.");
}

/** Explicit orderBys, then implicit inequality fields, then __name__. */
function normalizeOrder(explicitOrder, inequalityFields) {
  const order = explicitOrder.map((o) => {
    const path = o.field?.fieldPath;
    if (!path) throw invalidArgument("An orderBy needs a field path.");
    return { segments: parseFieldPath(path), descending: o.direction === "DESCENDING" };
  });
  const lastDescending = order.length > 0 ? order[order.length - 1].descending : false;
  const ordered = new Set(order.map((o) => formatFieldPath(o.segments)));
  const implicit = [...inequalityFields.values()]
    .filter((segments) => !ordered.has(formatFieldPath(segments)) && !isDocumentIdPath(segments))
    .sort(compareFieldPaths);
  for (const segments of implicit) {
    order.push({ segments, descending: lastDescending });
    ordered.add(formatFieldPath(segments));
  }
  if (!ordered.has("__name__")) order.push({ segments: ["__name__"], descending: lastDescending });
  return order.map((o) => ({ ...o, isName: isDocumentIdPath(o.segments), read: fieldReader(o.segments) }));
}

function compileCursor(cursor, order, which) {
  if (!cursor) return null;
  const values = cursor.values ?? [];
  if (values.length > order.length) {
    throw invalidArgument(`Too many cursor values in ${which}: the query orders by ${order.length} fields.`);
  }
  values.forEach((value, i) => {
    if (order[i].isName && value.referenceValue === undefined) {
      throw invalidArgument(`Cursor position for __name__ must be a document reference.`);
    }
  });
  return { values, before: Boolean(cursor.before) };
}

/**
 * @typedef {object} CompiledQuery
 * @property {string} parent       root or document name the query runs under
 * @property {string} collectionId  "" with allDescendants: every collection
 * @property {boolean} allDescendants  true for collection group (and kindless) queries
 * @property {(doc: object) => boolean} predicate  the where clause
 * @property {Array<{segments: string[], descending: boolean, isName: boolean, read: Function}>} order  normalized order
 * @property {{values: object[], before: boolean}|null} startAt
 * @property {{values: object[], before: boolean}|null} endAt
 * @property {number} offset
 * @property {number|null} limit
 * @property {string[][]|null} projection  select() field paths
 */

/** @returns {CompiledQuery} */
export function compileQuery(parentName, query) {
  const parent = parseParentName(parentName);
  const from = query.from ?? [];
  if (from.length !== 1) throw invalidArgument("A query must select exactly one collection (from).");
  const { collectionId = "", allDescendants = false } = from[0];
  if (collectionId !== "") validateId(collectionId, "Collection id");
  else if (!allDescendants) throw invalidArgument("A query needs a collection ID unless it selects all descendants.");

  const info = { fields: [], inequalityFields: new Map(), hasDisjunction: false };
  const predicate = query.where ? compileFilter(query.where, info) : () => true;
  const order = normalizeOrder(query.orderBy ?? [], info.inequalityFields);

  const offset = query.offset ?? 0;
  if (offset < 0) throw invalidArgument("Offset must not be negative.");
  const limit = query.limit ? (query.limit.value ?? 0) : null;
  if (limit !== null && limit < 0) throw invalidArgument("Limit must not be negative.");
  if (query.findNearest) throw invalidArgument("Vector search (findNearest) is not supported by this emulator.");

  return {
    parent: parent.name,
    root: parent.root,
    database: parent.database,
    collectionId,
    allDescendants,
    where: query.where,
    predicate,
    explicitOrder: query.orderBy ?? [],
    order,
    filterFields: info.fields,
    inequalityFields: [...info.inequalityFields.values()],
    hasDisjunction: info.hasDisjunction,
    startAt: compileCursor(query.startAt, order, "startAt"),
    endAt: compileCursor(query.endAt, order, "endAt"),
    offset,
    limit,
    projection: query.select ? (query.select.fields ?? []).map((f) => parseFieldPath(f.fieldPath)) : null,
  };
}
