/**
 * Every stored document, in maps keyed for the ways Firestore reads them:
 * by name, by collection, by collection group (collection ID within a database)
 * and by ancestry (which parents have collections, which missing documents
 * have descendants). All operations are O(1) or O(depth) in the number of
 * documents, so writes cost the same in a large collection as in a small one.
 *
 * Documents are plain proto objects { name, fields, createTime, updateTime }
 * and are never mutated once stored: a write replaces the object.
 */
export class DocumentStore {
  /** @type {Map<string, object>} document name → document */
  #documents = new Map();
  /** @type {Map<string, Map<string, object>>} collection path → document ID → document */
  #collections = new Map();
  /** @type {Map<string, Set<string>>} "{root}|{collectionId}" → collection paths with documents */
  #groups = new Map();
  /** @type {Map<string, Map<string, number>>} parent (root or document name) → collection ID → documents below it */
  #childCollections = new Map();
  /** @type {Map<string, Map<string, number>>} collection path → document ID → documents below that document */
  #descendants = new Map();
  /** @type {Array<(name: string, before: object|undefined, after: object|undefined) => void>} */
  #observers = [];

  get size() {
    return this.#documents.size;
  }

  get(name) {
    return this.#documents.get(name);
  }

  /** Calls `observer(name, before, after)` on every change, e.g. to maintain query indexes. */
  observe(observer) {
    this.#observers.push(observer);
  }

  /** Stores `document` under `name`, or removes `name` when `document` is null. */
  set(name, document) {
    const before = this.#documents.get(name);
    if (!before && !document) return;
    const slash = name.lastIndexOf("/");
    const collectionPath = name.slice(0, slash);
    const documentId = name.slice(slash + 1);
    if (document) {
      this.#documents.set(name, document);
      let collection = this.#collections.get(collectionPath);
      if (!collection) {
        collection = new Map();
        this.#collections.set(collectionPath, collection);
        const groupKey = groupKeyOf(collectionPath);
        if (!this.#groups.has(groupKey)) this.#groups.set(groupKey, new Set());
        this.#groups.get(groupKey).add(collectionPath);
      }
      collection.set(documentId, document);
      if (!before) this.#countAncestors(name, +1);
    } else {
      this.#documents.delete(name);
      const collection = this.#collections.get(collectionPath);
      collection.delete(documentId);
      if (collection.size === 0) {
        this.#collections.delete(collectionPath);
        const groupKey = groupKeyOf(collectionPath);
        const group = this.#groups.get(groupKey);
        group.delete(collectionPath);
        if (group.size === 0) this.#groups.delete(groupKey);
      }
      this.#countAncestors(name, -1);
    }
    for (const observer of this.#observers) observer(name, before, document ?? undefined);
  }

  /** Keeps the counts behind listCollectionIds and "missing" documents (parents of subcollections). */
  #countAncestors(name, delta) {
    const parts = name.split("/");
    // parts: projects, p, databases, d, documents, c1, d1, c2, d2, ...
    for (let i = 5; i < parts.length; i += 2) {
      const parent = parts.slice(0, i).join("/");
      bump(this.#childCollections, parent, parts[i], delta);
      const isAncestorDocument = i + 2 < parts.length;
      if (isAncestorDocument) bump(this.#descendants, parts.slice(0, i + 1).join("/"), parts[i + 1], delta);
    }
  }

  /** Documents of one collection (unordered). */
  collectionDocuments(collectionPath) {
    return this.#collections.get(collectionPath)?.values() ?? [];
  }

  collectionSize(collectionPath) {
    return this.#collections.get(collectionPath)?.size ?? 0;
  }

  /** Documents of every collection with `collectionId` below `parent` (a root or document name). */
  *groupDocuments(parent, collectionId) {
    const root = parent.split("/", 5).join("/");
    const paths = this.#groups.get(`${root}|${collectionId}`);
    if (!paths) return;
    const prefix = parent + "/";
    for (const path of paths) {
      if (path.startsWith(prefix)) yield* this.#collections.get(path).values();
    }
  }

  /** Every document below `parent` (a root or document name), whatever its collection. */
  *descendantDocuments(parent) {
    const prefix = parent + "/";
    for (const [path, collection] of this.#collections) {
      if (path.startsWith(prefix)) yield* collection.values();
    }
  }

  /** IDs of the documents that do not exist but have documents below them, in one collection. */
  missingDocumentIds(collectionPath) {
    const counts = this.#descendants.get(collectionPath);
    if (!counts) return [];
    const existing = this.#collections.get(collectionPath);
    return [...counts.keys()].filter((id) => !existing?.has(id));
  }

  /** IDs of the collections directly below `parent` that hold documents at any depth. */
  collectionIds(parent) {
    return [...(this.#childCollections.get(parent)?.keys() ?? [])];
  }

  /** Every document, in insertion order. */
  values() {
    return this.#documents.values();
  }

  clear() {
    const names = [...this.#documents.keys()];
    for (const name of names) this.set(name, null);
  }
}

/** Collection group key of a collection path: its database root and collection ID. */
export function groupKeyOf(collectionPath) {
  const root = collectionPath.split("/", 5).join("/");
  return `${root}|${collectionPath.slice(collectionPath.lastIndexOf("/") + 1)}`;
}

function bump(map, key, subKey, delta) {
  let counts = map.get(key);
  if (!counts) {
    counts = new Map();
    map.set(key, counts);
  }
  const next = (counts.get(subKey) ?? 0) + delta;
  if (next > 0) counts.set(subKey, next);
  else {
    counts.delete(subKey);
    if (counts.size === 0) map.delete(key);
  }
}
