import { numericIdOf } from "./resource-names.mjs";

/**
 * Firestore values as plain proto objects ({ stringValue: "x" }, { integerValue: "5" },
 * { doubleValue: 1.5 }, { mapValue: { fields } }, ...), their type, order and equality.
 *
 * Order follows Firestore's documented value ordering: null < booleans < numbers
 * (NaN first, integers and doubles compared numerically) < timestamps < strings
 * (UTF-8 byte order) < bytes < references (segment by segment) < geo points <
 * arrays < vectors < maps.
 */

export const TypeOrder = Object.freeze({
  NULL: 0,
  BOOLEAN: 1,
  NUMBER: 2,
  TIMESTAMP: 3,
  STRING: 4,
  BYTES: 5,
  REFERENCE: 6,
  GEO_POINT: 7,
  ARRAY: 8,
  VECTOR: 9,
  MAP: 10,
});

export const NULL_VALUE = Object.freeze({ nullValue: "NULL_VALUE" });

/** The oneof member set in a Value, or undefined for an empty Value. */
export function kindOf(value) {
  if (value == null || typeof value !== "object") return undefined;
  if (value.stringValue !== undefined) return "stringValue";
  if (value.integerValue !== undefined) return "integerValue";
  if (value.doubleValue !== undefined) return "doubleValue";
  if (value.booleanValue !== undefined) return "booleanValue";
  if (value.timestampValue !== undefined) return "timestampValue";
  if (value.mapValue !== undefined) return "mapValue";
  if (value.arrayValue !== undefined) return "arrayValue";
  if (value.nullValue !== undefined) return "nullValue";
  if (value.referenceValue !== undefined) return "referenceValue";
  if (value.bytesValue !== undefined) return "bytesValue";
  if (value.geoPointValue !== undefined) return "geoPointValue";
  return undefined;
}

export function isVectorValue(value) {
  const fields = value.mapValue?.fields;
  return fields?.__type__?.stringValue === "__vector__";
}

export function typeOrder(value) {
  switch (kindOf(value)) {
    case "nullValue":
      return TypeOrder.NULL;
    case "booleanValue":
      return TypeOrder.BOOLEAN;
    case "integerValue":
    case "doubleValue":
      return TypeOrder.NUMBER;
    case "timestampValue":
      return TypeOrder.TIMESTAMP;
    case "stringValue":
      return TypeOrder.STRING;
    case "bytesValue":
      return TypeOrder.BYTES;
    case "referenceValue":
      return TypeOrder.REFERENCE;
    case "geoPointValue":
      return TypeOrder.GEO_POINT;
    case "arrayValue":
      return TypeOrder.ARRAY;
    case "mapValue":
      return isVectorValue(value) ? TypeOrder.VECTOR : TypeOrder.MAP;
    default:
      return -1;
  }
}

export const isNumberValue = (v) => v.integerValue !== undefined || v.doubleValue !== undefined;
export const isNullValue = (v) => v.nullValue !== undefined;
export const isNaNValue = (v) => v.doubleValue !== undefined && Number.isNaN(v.doubleValue);
export const arrayValues = (v) => v.arrayValue?.values ?? [];
export const mapFields = (v) => v.mapValue?.fields ?? {};

const sign = (n) => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareIntegerStrings(a, b) {
  if (a.length < 16 && b.length < 16) return sign(Number(a) - Number(b));
  const x = BigInt(a),
    y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareIntegerToDouble(intString, d) {
  if (Number.isNaN(d)) return 1;
  const x = Number(intString);
  if (x < d) return -1;
  if (x > d) return 1;
  if (intString.length < 16 || !Number.isFinite(d)) return 0;
  const exact = BigInt(intString),
    other = BigInt(d); // d is integral: it equals a rounded integer
  return exact < other ? -1 : exact > other ? 1 : 0;
}

function compareDoubles(a, b) {
  const aNaN = Number.isNaN(a),
    bNaN = Number.isNaN(b);
  if (aNaN || bNaN) return aNaN && bNaN ? 0 : aNaN ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0; // -0 and 0 are equal, as in Firestore
}

export function compareNumbers(a, b) {
  const ai = a.integerValue,
    bi = b.integerValue;
  if (ai !== undefined && bi !== undefined) return compareIntegerStrings(String(ai), String(bi));
  if (ai !== undefined) return compareIntegerToDouble(String(ai), b.doubleValue);
  if (bi !== undefined) return -compareIntegerToDouble(String(bi), a.doubleValue);
  return compareDoubles(a.doubleValue, b.doubleValue);
}

/** Numeric value of a number Value as a JS number (integers beyond 2^53 lose precision). */
export const toNumber = (v) => (v.integerValue !== undefined ? Number(v.integerValue) : v.doubleValue);

// Maps a UTF-16 code unit so that code-unit order becomes code-point (= UTF-8 byte) order.
const codePointRank = (c) => (c >= 0xd800 && c <= 0xdfff ? c + 0x2000 : c >= 0xe000 ? c - 0x800 : c);

/** Strings compare by their UTF-8 bytes in Firestore, not by UTF-16 code units like JS. */
export function compareStrings(a, b) {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i),
      y = b.charCodeAt(i);
    if (x !== y) return x < 0xd800 && y < 0xd800 ? (x < y ? -1 : 1) : sign(codePointRank(x) - codePointRank(y));
  }
  return sign(a.length - b.length);
}

/**
 * Resource names compare segment by segment. Within a shared prefix the segments
 * align, so the first difference decides; a "/" there means that side's segment
 * ended first and is therefore smaller. Numeric IDs (__id<int64>__, see
 * numericIdOf) sort by number before every other ID, as in production.
 */
export function compareResourceNames(a, b) {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  const segmentStart = a.lastIndexOf("/", i - 1) + 1;
  if (a.charCodeAt(segmentStart) === 0x5f || b.charCodeAt(segmentStart) === 0x5f) {
    const numeric = compareNumericIds(segmentAt(a, segmentStart), segmentAt(b, segmentStart));
    if (numeric !== null) return numeric;
  }
  if (i === n) return sign(a.length - b.length);
  const x = a.charCodeAt(i),
    y = b.charCodeAt(i);
  if (x === 0x2f) return -1;
  if (y === 0x2f) return 1;
  return x < 0xd800 && y < 0xd800 ? (x < y ? -1 : 1) : sign(codePointRank(x) - codePointRank(y));
}

function segmentAt(name, start) {
  const end = name.indexOf("/", start);
  return end < 0 ? name.slice(start) : name.slice(start, end);
}

/** Order of two IDs when at least one is numeric (__id<n>__); null when neither is. */
function compareNumericIds(a, b) {
  const p = numericIdOf(a),
    q = numericIdOf(b);
  if (p === null && q === null) return null;
  if (p !== null && q !== null) return p < q ? -1 : p > q ? 1 : 0;
  return p !== null ? -1 : 1;
}

export function compareTimestamps(a, b) {
  const ds = Number(a.seconds ?? 0) - Number(b.seconds ?? 0);
  if (ds !== 0) return sign(ds);
  return sign((a.nanos ?? 0) - (b.nanos ?? 0));
}

function compareArrays(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareMaps(a, b) {
  const aKeys = Object.keys(a).sort(compareStrings);
  const bKeys = Object.keys(b).sort(compareStrings);
  const n = Math.min(aKeys.length, bKeys.length);
  for (let i = 0; i < n; i++) {
    const k = compareStrings(aKeys[i], bKeys[i]);
    if (k !== 0) return k;
    const c = compareValues(a[aKeys[i]], b[bKeys[i]]);
    if (c !== 0) return c;
  }
  return sign(aKeys.length - bKeys.length);
}

function compareVectors(a, b) {
  const av = arrayValues(mapFields(a).value ?? {}),
    bv = arrayValues(mapFields(b).value ?? {});
  if (av.length !== bv.length) return sign(av.length - bv.length);
  return compareArrays(av, bv);
}

/** Total order over Firestore values. */
export function compareValues(a, b) {
  const ta = typeOrder(a),
    tb = typeOrder(b);
  if (ta !== tb) return sign(ta - tb);
  switch (ta) {
    case TypeOrder.NULL:
      return 0;
    case TypeOrder.BOOLEAN:
      return a.booleanValue === b.booleanValue ? 0 : a.booleanValue ? 1 : -1;
    case TypeOrder.NUMBER:
      return compareNumbers(a, b);
    case TypeOrder.TIMESTAMP:
      return compareTimestamps(a.timestampValue, b.timestampValue);
    case TypeOrder.STRING:
      return compareStrings(a.stringValue, b.stringValue);
    case TypeOrder.BYTES:
      return sign(Buffer.compare(Buffer.from(a.bytesValue), Buffer.from(b.bytesValue)));
    case TypeOrder.REFERENCE:
      return compareResourceNames(a.referenceValue, b.referenceValue);
    case TypeOrder.GEO_POINT:
      return (
        compareDoubles(a.geoPointValue.latitude ?? 0, b.geoPointValue.latitude ?? 0) ||
        compareDoubles(a.geoPointValue.longitude ?? 0, b.geoPointValue.longitude ?? 0)
      );
    case TypeOrder.ARRAY:
      return compareArrays(arrayValues(a), arrayValues(b));
    case TypeOrder.VECTOR:
      return compareVectors(a, b);
    case TypeOrder.MAP:
      return compareMaps(mapFields(a), mapFields(b));
    default:
      return 0;
  }
}

/** Firestore equality: same type class and equal under the order (1 == 1.0, NaN == NaN). */
export const valuesEqual = (a, b) => compareValues(a, b) === 0;

function canonicalNumber(v) {
  if (v.integerValue !== undefined) return BigInt(v.integerValue).toString();
  const d = v.doubleValue;
  if (Number.isInteger(d)) return BigInt(d).toString();
  return String(d); // NaN, Infinity, fractions
}

/** A string that is the same for exactly the values that are equal: the key of equality indexes. */
export function canonicalKey(value) {
  switch (kindOf(value)) {
    case "nullValue":
      return "z";
    case "booleanValue":
      return value.booleanValue ? "b1" : "b0";
    case "integerValue":
    case "doubleValue":
      return "n" + canonicalNumber(value);
    case "timestampValue":
      return `t${value.timestampValue.seconds ?? 0}.${value.timestampValue.nanos ?? 0}`;
    case "stringValue":
      return "s" + value.stringValue;
    case "bytesValue":
      return "y" + Buffer.from(value.bytesValue).toString("base64");
    case "referenceValue":
      return "r" + value.referenceValue;
    case "geoPointValue":
      return `g${value.geoPointValue.latitude ?? 0},${value.geoPointValue.longitude ?? 0}`;
    case "arrayValue":
      return "a" + JSON.stringify(arrayValues(value).map(canonicalKey));
    case "mapValue": {
      const fields = mapFields(value);
      const keys = Object.keys(fields).sort();
      return "m" + JSON.stringify(keys.map((k) => [k, canonicalKey(fields[k])]));
    }
    default:
      return "?";
  }
}

/** Structural equality of two stored documents' fields (used to detect no-op writes). */
export function fieldsEqual(a, b) {
  const aKeys = Object.keys(a),
    bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  for (const key of aKeys) {
    if (!(key in b)) return false;
    if (!identicalValues(a[key], b[key])) return false;
  }
  return true;
}

/** Identical (not merely equal): 1 and 1.0 differ here because they are stored differently. */
function identicalValues(a, b) {
  const kind = kindOf(a);
  if (kind !== kindOf(b)) return false;
  switch (kind) {
    case "arrayValue": {
      const x = arrayValues(a),
        y = arrayValues(b);
      return x.length === y.length && x.every((v, i) => identicalValues(v, y[i]));
    }
    case "mapValue":
      return fieldsEqual(mapFields(a), mapFields(b));
    case "doubleValue":
      return Object.is(a.doubleValue, b.doubleValue);
    case "integerValue":
      return String(a.integerValue) === String(b.integerValue);
    default:
      return compareValues(a, b) === 0;
  }
}
