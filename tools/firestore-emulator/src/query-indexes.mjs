import { getValueAt, formatFieldPath, isDocumentIdPath, parseFieldPath } from "./field-paths.mjs";
import { groupKeyOf } from "./document-store.mjs";
import { afterStart, beforeEnd, compareKeys, executeQuery, sortKeys } from "./query-executor.mjs";
import { arrayValues, canonicalKey, compareResourceNames, compareValues } from "./values.mjs";

/**
 * Query indexes, so a query costs about the size of its result rather than of
 * its collection (as in Firestore, where every query is served from an index):
 *  - equality indexes: field value → documents, for ==, in, IS NULL, and
 *    array-contains(-any) on array elements;
 *  - ordered indexes: documents sorted by one field (or by name), walked from the
 *    first cursor/range bound until the limit is reached.
 * An index is built the first time a query can use it, for one collection or one
 * collection group, and then kept up to date on every write. Which one to use is
 * a cost estimate; the query's own predicate still decides every match, so an
 * index can only speed a query up, never change its result.
 */

const LOWER_BOUND_OPS = new Set(["GREATER_THAN", "GREATER_THAN_OR_EQUAL"]);
const UPPER_BOUND_OPS = new Set(["LESS_THAN", "LESS_THAN_OR_EQUAL"]);

class EqualityIndex {
  /** @type {Map<string, Map<string, object>>} canonical value key → name → document */
  byKey = new Map();

  constructor(segments, arrayElements) {
    this.segments = segments;
    this.arrayElements = arrayElements; // index each element of an array value (array-contains)
  }

  #keysOf(doc) {
    const value = getValueAt(doc.fields, this.segments);
    if (value === undefined) return [];
    if (!this.arrayElements) return [canonicalKey(value)];
    if (value.arrayValue === undefined) return [];
    return [...new Set(arrayValues(value).map(canonicalKey))];
  }

  add(doc) {
    for (const key of this.#keysOf(doc)) {
      let docs = this.byKey.get(key);
      if (!docs) this.byKey.set(key, (docs = new Map()));
      docs.set(doc.name, doc);
    }
  }

  remove(doc) {
    for (const key of this.#keysOf(doc)) {
      const docs = this.byKey.get(key);
      if (!docs) continue;
      docs.delete(doc.name);
      if (docs.size === 0) this.byKey.delete(key);
    }
  }

  count(keys) {
    let n = 0;
    for (const key of keys) n += this.byKey.get(key)?.size ?? 0;
    return n;
  }

  *documents(keys) {
    if (keys.length === 1) {
      yield* this.byKey.get(keys[0])?.values() ?? [];
      return;
    }
    const seen = new Set();
    for (const key of keys) {
      for (const doc of this.byKey.get(key)?.values() ?? []) {
        if (!seen.has(doc.name)) {
          seen.add(doc.name);
          yield doc;
        }
      }
    }
  }
}

class OrderedIndex {
  /** @type {Array<{ value: object, name: string, doc: object }>} sorted by value, then name */
  entries = [];

  constructor(segments) {
    this.segments = segments;
    this.isName = isDocumentIdPath(segments);
  }

  #entryOf(doc) {
    const value = this.isName ? { referenceValue: doc.name } : getValueAt(doc.fields, this.segments);
    return value === undefined ? null : { value, name: doc.name, doc };
  }

  static compare(a, b) {
    return compareValues(a.value, b.value) || compareResourceNames(a.name, b.name);
  }

  /** First position whose entry is not before `probe`. */
  #position(probe, compare = OrderedIndex.compare) {
    let lo = 0,
      hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(this.entries[mid], probe) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(doc) {
    const entry = this.#entryOf(doc);
    if (entry) this.entries.splice(this.#position(entry), 0, entry);
  }

  remove(doc) {
    const entry = this.#entryOf(doc);
    if (!entry) return;
    const i = this.#position(entry);
    if (this.entries[i]?.name === doc.name) this.entries.splice(i, 1);
  }

  /** Bulk build: sort once instead of inserting one by one. */
  build(docs) {
    for (const doc of docs) {
      const entry = this.#entryOf(doc);
      if (entry) this.entries.push(entry);
    }
    this.entries.sort(OrderedIndex.compare);
  }

  /** Entries in ascending or descending order, starting at the first whose value passes `bound`. */
  *walk(descending, bound) {
    const byValue = (entry, probe) => compareValues(entry.value, probe.value);
    if (!descending) {
      const start = bound ? this.#position({ value: bound }, byValue) : 0;
      for (let i = start; i < this.entries.length; i++) yield this.entries[i];
    } else {
      // last position whose value is <= bound
      const end = bound ? this.#position({ value: bound }, (e, p) => (compareValues(e.value, p.value) <= 0 ? -1 : 1)) : this.entries.length;
      for (let i = end - 1; i >= 0; i--) yield this.entries[i];
    }
  }
}

export class QueryIndexes {
  /** @type {Map<string, Map<string, EqualityIndex|OrderedIndex>>} scope key → index id → index */
  #scopes = new Map();

  constructor(store) {
    this.store = store;
    store.observe((name, before, after) => this.#onChange(name, before, after));
  }

  #onChange(name, before, after) {
    const collectionPath = name.slice(0, name.lastIndexOf("/"));
    for (const scopeKey of [collectionPath, groupKeyOf(collectionPath)]) {
      const indexes = this.#scopes.get(scopeKey);
      if (!indexes) continue;
      for (const index of indexes.values()) {
        if (before) index.remove(before);
        if (after) index.add(after);
      }
    }
  }

  #scopeOf(query) {
    if (!query.allDescendants) {
      const path = `${query.parent}/${query.collectionId}`;
      return { key: path, prefix: null, size: () => this.store.collectionSize(path), docs: () => this.store.collectionDocuments(path) };
    }
    const key = `${query.root}|${query.collectionId}`;
    // A group index covers the whole database; a query under a document keeps only that document's descendants.
    const prefix = query.parent === query.root ? null : query.parent + "/";
    return { key, prefix, size: () => Infinity, docs: () => this.store.groupDocuments(query.root, query.collectionId) };
  }

  #index(scope, id, create) {
    let indexes = this.#scopes.get(scope.key);
    if (!indexes) this.#scopes.set(scope.key, (indexes = new Map()));
    let index = indexes.get(id);
    if (!index) {
      index = create();
      if (index instanceof OrderedIndex) index.build(scope.docs());
      else for (const doc of scope.docs()) index.add(doc);
      indexes.set(id, index);
    }
    return index;
  }

  /**
   * Runs the query through an index when that is cheaper than scanning its
   * scope; returns null when a scan is the better (or only) plan.
   */
  run(query) {
    if (query.collectionId === "") return null;
    const scope = this.#scopeOf(query);
    const conjunction = topLevelConjunction(query.where);
    const inScope = scope.prefix ? (doc) => doc.name.startsWith(scope.prefix) : null;

    // Smallest equality candidate set.
    let best = null;
    for (const { segments, op, value } of conjunction) {
      if (isDocumentIdPath(segments)) continue;
      const lookup = equalityLookup(op, value);
      if (!lookup) continue;
      const index = this.#index(
        scope,
        `${lookup.arrayElements ? "contains" : "eq"}:${formatFieldPath(segments)}`,
        () => new EqualityIndex(segments, lookup.arrayElements),
      );
      const count = index.count(lookup.keys);
      if (!best || count < best.count) best = { index, keys: lookup.keys, count };
    }

    const wanted = query.limit === null ? Infinity : query.offset + query.limit;
    const sortCost = best ? best.count * Math.log2(best.count + 2) : Infinity;
    if (best && (wanted === Infinity || sortCost <= wanted * 4)) {
      const candidates = best.index.documents(best.keys);
      return executeQuery(query, inScope ? filter(candidates, inScope) : candidates);
    }
    if (wanted === Infinity) return null;
    if (!best && scope.size() <= wanted * 4) return null; // small collection: scanning is as cheap

    const [first] = query.order;
    const ordered = this.#index(scope, `ordered:${formatFieldPath(first.segments)}`, () => new OrderedIndex(first.segments));
    return this.#walkOrdered(query, ordered, startBound(query, conjunction), wanted, inScope);
  }

  /**
   * Walks the ordered index of the first order field, collecting matches until
   * `wanted` are found and every tie on that field's last value is in, then
   * sorts them by the full order.
   */
  #walkOrdered(query, index, bound, wanted, inScope) {
    const { order } = query;
    const collected = [];
    let boundary = null;
    for (const entry of index.walk(order[0].descending, bound)) {
      if (boundary !== null && compareValues(entry.value, boundary) !== 0) break;
      const doc = entry.doc;
      if (inScope && !inScope(doc)) continue;
      if (!query.predicate(doc)) continue;
      const keys = sortKeys(doc, order);
      if (keys === null || !afterStart(keys, query) || !beforeEnd(keys, query)) continue;
      collected.push({ doc, keys });
      if (collected.length === wanted) boundary = entry.value;
    }
    collected.sort((a, b) => compareKeys(a.keys, b.keys, order));
    return collected.slice(query.offset, wanted).map((c) => c.doc);
  }
}

function* filter(iterable, test) {
  for (const item of iterable) if (test(item)) yield item;
}

/** The field and unary filters every result must pass (those ANDed at the top of the where clause). */
function topLevelConjunction(where) {
  if (!where) return [];
  if (where.fieldFilter) {
    const f = where.fieldFilter;
    return [{ segments: parseFieldPath(f.field.fieldPath), op: f.op, value: f.value }];
  }
  if (where.unaryFilter) {
    const f = where.unaryFilter;
    return [{ segments: parseFieldPath(f.field.fieldPath), op: f.op, value: null }];
  }
  if (where.compositeFilter?.op === "AND" || (where.compositeFilter?.filters ?? []).length === 1) {
    return where.compositeFilter.filters.flatMap(topLevelConjunction);
  }
  return [];
}

/** Which equality-index keys a filter selects, or null if it cannot use one. */
function equalityLookup(op, value) {
  switch (op) {
    case "EQUAL":
      return { arrayElements: false, keys: [canonicalKey(value)] };
    case "IN":
      return { arrayElements: false, keys: [...new Set(arrayValues(value).map(canonicalKey))] };
    case "IS_NULL":
      return { arrayElements: false, keys: ["z"] };
    case "IS_NAN":
      return { arrayElements: false, keys: ["nNaN"] };
    case "ARRAY_CONTAINS":
      return { arrayElements: true, keys: [canonicalKey(value)] };
    case "ARRAY_CONTAINS_ANY":
      return { arrayElements: true, keys: [...new Set(arrayValues(value).map(canonicalKey))] };
    default:
      return null;
  }
}

/**
 * Where to start walking the first order field: the tightest of the start
 * cursor's first value and the range filters on that field, in walk direction.
 * Starting there is only a shortcut; the predicate and cursors still apply.
 */
function startBound(query, conjunction) {
  const [first] = query.order;
  const key = formatFieldPath(first.segments);
  const candidates = [];
  if (query.startAt && query.startAt.values.length > 0) candidates.push(query.startAt.values[0]);
  const boundOps = first.descending ? UPPER_BOUND_OPS : LOWER_BOUND_OPS;
  for (const { segments, op, value } of conjunction) {
    if (boundOps.has(op) && formatFieldPath(segments) === key) candidates.push(value);
  }
  if (candidates.length === 0) return null;
  return candidates.reduce((tightest, v) => {
    const c = compareValues(v, tightest);
    return (first.descending ? c < 0 : c > 0) ? v : tightest;
  });
}
