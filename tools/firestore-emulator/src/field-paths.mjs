import { invalidArgument } from "./errors.mjs";

/**
 * Field paths as Firestore spells them: segments joined by ".", where a segment
 * that is not a plain identifier is quoted in backticks (`a.b`.c is two segments).
 * Internally a field path is an array of segments; documents are plain proto
 * objects ({ fields: { a: { mapValue: { fields: {...} } } } }) and every helper
 * here copies on write so stored documents are never mutated.
 */

export const DOCUMENT_ID_FIELD = "__name__";
const SIMPLE_SEGMENT = /^[A-Za-z_][A-Za-z_0-9]*$/;
const parsedCache = new Map();

/** @param {string} path @returns {string[]} */
export function parseFieldPath(path) {
  const cached = parsedCache.get(path);
  if (cached) return cached;
  if (typeof path !== "string" || path === "") throw invalidArgument("Field path must not be empty.");
  const segments = [];
  let i = 0;
  while (i < path.length) {
    let segment = "";
    if (path[i] === "`") {
      i++;
      let closed = false;
      while (i < path.length) {
        const ch = path[i];
        if (ch === "\\") {
          if (i + 1 >= path.length) break;
          segment += path[i + 1];
          i += 2;
        } else if (ch === "`") {
          closed = true;
          i++;
          break;
        } else {
          segment += ch;
          i++;
        }
      }
      if (!closed) throw invalidArgument(`Invalid field path "${path}": unterminated backtick.`);
    } else {
      while (i < path.length && path[i] !== ".") {
        if (path[i] === "`") throw invalidArgument(`Invalid field path "${path}": unexpected backtick.`);
        segment += path[i];
        i++;
      }
    }
    if (segment === "") throw invalidArgument(`Invalid field path "${path}": empty segment.`);
    segments.push(segment);
    if (i < path.length) {
      if (path[i] !== ".") throw invalidArgument(`Invalid field path "${path}".`);
      i++;
      if (i === path.length) throw invalidArgument(`Invalid field path "${path}": trailing ".".`);
    }
  }
  if (parsedCache.size > 10000) parsedCache.clear();
  parsedCache.set(path, segments);
  return segments;
}

/** Canonical string form of a segment list (quotes segments that need it). */
export function formatFieldPath(segments) {
  return segments.map((s) => (SIMPLE_SEGMENT.test(s) ? s : "`" + s.replace(/\\/g, "\\\\").replace(/`/g, "\\`") + "`")).join(".");
}

/** Segment-wise order of field paths (the "lexicographic" order Firestore uses for implicit orderBy). */
export function compareFieldPaths(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return a.length - b.length;
}

export const isDocumentIdPath = (segments) => segments.length === 1 && segments[0] === DOCUMENT_ID_FIELD;

/** True if `prefix` is a (non-strict) prefix of `path`. */
export function isPrefixPath(prefix, path) {
  if (prefix.length > path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (prefix[i] !== path[i]) return false;
  return true;
}

/** The value at `segments` in a fields map, or undefined. */
export function getValueAt(fields, segments) {
  let current = fields;
  for (let i = 0; i < segments.length; i++) {
    const value = current?.[segments[i]];
    if (value === undefined) return undefined;
    if (i === segments.length - 1) return value;
    current = value.mapValue?.fields;
    if (!value.mapValue) return undefined;
  }
  return undefined;
}

/** A copy of `fields` with `value` at `segments`, creating (or replacing non-map values with) maps on the way. */
export function setValueAt(fields, segments, value) {
  const [head, ...rest] = segments;
  const copy = { ...fields };
  if (rest.length === 0) {
    copy[head] = value;
  } else {
    const child = fields[head]?.mapValue ? (fields[head].mapValue.fields ?? {}) : {};
    copy[head] = { mapValue: { fields: setValueAt(child, rest, value) } };
  }
  return copy;
}

/** A copy of `fields` without the value at `segments` (unchanged if absent). */
export function deleteValueAt(fields, segments) {
  const [head, ...rest] = segments;
  if (!(head in fields)) return fields;
  if (rest.length === 0) {
    const copy = { ...fields };
    delete copy[head];
    return copy;
  }
  const child = fields[head].mapValue;
  if (!child) return fields;
  const childFields = child.fields ?? {};
  const updated = deleteValueAt(childFields, rest);
  if (updated === childFields) return fields;
  return { ...fields, [head]: { mapValue: { fields: updated } } };
}

/**
 * Applies a projection: keeps only the given field paths (a select() or a
 * document mask), building nested maps for dotted paths.
 */
export function projectFields(fields, paths) {
  let result = {};
  for (const segments of paths) {
    if (isDocumentIdPath(segments)) continue;
    const value = getValueAt(fields, segments);
    if (value !== undefined) result = setValueAt(result, segments, value);
  }
  return result;
}
