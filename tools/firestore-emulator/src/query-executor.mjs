import { projectFields } from "./field-paths.mjs";
import { compareValues } from "./values.mjs";

/**
 * Runs a CompiledQuery over the store: candidates from the query's scope (or a
 * query index, see query-indexes.mjs), the where clause, the orderBy-field
 * existence rule, sorting, cursors, offset and limit.
 */

/** Documents in the query's scope: one collection, a collection group, or all descendants. */
export function scopeDocuments(store, query) {
  if (!query.allDescendants) return store.collectionDocuments(`${query.parent}/${query.collectionId}`);
  if (query.collectionId) return store.groupDocuments(query.parent, query.collectionId);
  return store.descendantDocuments(query.parent);
}

/** Sort keys of a document in the query's order, or null if it lacks an ordered field. */
export function sortKeys(doc, order) {
  const keys = new Array(order.length);
  for (let i = 0; i < order.length; i++) {
    const value = order[i].read(doc);
    if (value === undefined) return null;
    keys[i] = value;
  }
  return keys;
}

export function compareKeys(a, b, order) {
  for (let i = 0; i < order.length; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return order[i].descending ? -c : c;
  }
  return 0;
}

/** Compares sort keys with a cursor's (possibly partial) position. */
function compareToCursor(keys, cursor, order) {
  const { values } = cursor;
  for (let i = 0; i < values.length; i++) {
    const c = compareValues(keys[i], values[i]);
    if (c !== 0) return order[i].descending ? -c : c;
  }
  return 0;
}

/** startAt (before=true) includes the position, startAfter excludes it. */
export function afterStart(keys, query) {
  if (!query.startAt) return true;
  const c = compareToCursor(keys, query.startAt, query.order);
  return c > 0 || (c === 0 && query.startAt.before);
}

/** endBefore (before=true) excludes the position, endAt includes it. */
export function beforeEnd(keys, query) {
  if (!query.endAt) return true;
  const c = compareToCursor(keys, query.endAt, query.order);
  return c < 0 || (c === 0 && !query.endAt.before);
}

/**
 * Matching documents in query order, after cursors, offset and limit.
 * @param {Iterable<object>} candidates  a superset of the matches (the scope, or an index's pick)
 */
export function executeQuery(query, candidates) {
  const { order } = query;
  const matches = [];
  for (const doc of candidates) {
    if (!query.predicate(doc)) continue;
    const keys = sortKeys(doc, order);
    if (keys === null) continue;
    if (!afterStart(keys, query) || !beforeEnd(keys, query)) continue;
    matches.push({ doc, keys });
  }
  matches.sort((a, b) => compareKeys(a.keys, b.keys, order));
  const end = query.limit === null ? undefined : query.offset + query.limit;
  return matches.slice(query.offset, end).map((m) => m.doc);
}

/** The document as a query returns it: only the selected fields when the query has select(). */
export function projectDocument(doc, projection) {
  if (!projection) return doc;
  return { ...doc, fields: projectFields(doc.fields, projection) };
}
