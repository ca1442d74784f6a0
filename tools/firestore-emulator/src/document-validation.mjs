import { invalidArgument } from "./errors.mjs";
import { parseDocumentName, relativePath } from "./resource-names.mjs";
import { kindOf, isVectorValue, arrayValues, mapFields } from "./values.mjs";

/**
 * What Firestore refuses in a written value, and the size of a document as
 * Firestore counts it (https://firebase.google.com/docs/firestore/storage-size):
 * a document may be at most 1 MiB.
 */

export const MAX_DOCUMENT_BYTES = 1024 * 1024;
const MAX_NESTING_DEPTH = 20;
const RESERVED_FIELD = /^__.*__$/;
const MIN_TIMESTAMP_SECONDS = -62135596800; // 0001-01-01T00:00:00Z
const MAX_TIMESTAMP_SECONDS = 253402300799; // 9999-12-31T23:59:59Z

/**
 * Validates a value to be written and returns it normalized the way Firestore
 * stores it (timestamps truncated to microseconds). Returns the same object when
 * nothing needed normalizing.
 */
export function normalizeValue(value, database, depth = 1, insideArray = false) {
  const kind = kindOf(value);
  switch (kind) {
    case undefined:
      throw invalidArgument("Value must have a value type set.");
    case "timestampValue": {
      const { seconds = 0, nanos = 0 } = value.timestampValue;
      const s = Number(seconds);
      if (!Number.isInteger(s) || s < MIN_TIMESTAMP_SECONDS || s > MAX_TIMESTAMP_SECONDS || nanos < 0 || nanos > 999_999_999) {
        throw invalidArgument(`Timestamp value out of range: seconds=${seconds}, nanos=${nanos}.`);
      }
      const truncated = nanos - (nanos % 1000);
      if (typeof seconds === "string" && truncated === nanos && value.timestampValue.nanos !== undefined) return value;
      return { timestampValue: { seconds: String(s), nanos: truncated } };
    }
    case "geoPointValue": {
      const { latitude = 0, longitude = 0 } = value.geoPointValue;
      if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)) {
        throw invalidArgument(`GeoPoint out of range: latitude must be in [-90, 90] and longitude in [-180, 180], got (${latitude}, ${longitude}).`);
      }
      return value;
    }
    case "referenceValue": {
      const ref = parseDocumentName(value.referenceValue);
      if (database && ref.database !== database) {
        throw invalidArgument(`Document reference "${value.referenceValue}" must be in the same database (${database}).`);
      }
      return value;
    }
    case "arrayValue": {
      if (insideArray) throw invalidArgument("Cannot have an array value directly inside another array value.");
      if (depth > MAX_NESTING_DEPTH) throw invalidArgument(`Value is nested more than ${MAX_NESTING_DEPTH} levels deep.`);
      const values = arrayValues(value);
      let changed = false;
      const normalized = values.map((v) => {
        const n = normalizeValue(v, database, depth + 1, true);
        if (n !== v) changed = true;
        return n;
      });
      return changed || !value.arrayValue.values ? { arrayValue: { values: normalized } } : value;
    }
    case "mapValue": {
      if (depth > MAX_NESTING_DEPTH) throw invalidArgument(`Value is nested more than ${MAX_NESTING_DEPTH} levels deep.`);
      const fields = mapFields(value);
      const normalized = normalizeFields(fields, database, depth + 1, isVectorValue(value));
      return normalized !== fields || !value.mapValue.fields ? { mapValue: { fields: normalized } } : value;
    }
    default:
      return value;
  }
}

/** Validates and normalizes a fields map (a document's, or a map value's). */
export function normalizeFields(fields, database, depth = 1, allowVectorType = false) {
  let result = fields;
  for (const key of Object.keys(fields)) {
    if (RESERVED_FIELD.test(key) && !(allowVectorType && key === "__type__")) {
      throw invalidArgument(`Field name "${key}" is reserved (names matching __.*__ cannot be written).`);
    }
    const value = fields[key];
    const normalized = normalizeValue(value, database, depth, false);
    if (normalized !== value) {
      if (result === fields) result = { ...fields };
      result[key] = normalized;
    }
  }
  return result;
}

const stringSize = (s) => Buffer.byteLength(s, "utf8") + 1;

/** Size of a document name: its collection and document IDs, plus 16 bytes. */
export function documentNameSize(name) {
  let size = 16;
  for (const segment of relativePath(name).split("/")) size += stringSize(segment);
  return size;
}

export function valueSize(value) {
  switch (kindOf(value)) {
    case "nullValue":
    case "booleanValue":
      return 1;
    case "integerValue":
    case "doubleValue":
    case "timestampValue":
      return 8;
    case "stringValue":
      return stringSize(value.stringValue);
    case "bytesValue":
      return value.bytesValue.length;
    case "referenceValue":
      return documentNameSize(value.referenceValue);
    case "geoPointValue":
      return 16;
    case "arrayValue":
      return arrayValues(value).reduce((sum, v) => sum + valueSize(v), 0);
    case "mapValue":
      return fieldsSize(mapFields(value));
    default:
      return 0;
  }
}

function fieldsSize(fields) {
  let size = 0;
  for (const key in fields) size += stringSize(key) + valueSize(fields[key]);
  return size;
}

/** Storage size of a document: name + fields + 32 bytes. */
export const documentSize = (name, fields) => documentNameSize(name) + fieldsSize(fields) + 32;

export function assertDocumentSize(name, fields) {
  const size = documentSize(name, fields);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document '${name}' cannot be written because its size (${size.toLocaleString("en-US")} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString("en-US")} bytes.`,
    );
  }
}
