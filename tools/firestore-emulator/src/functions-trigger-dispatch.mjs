/**
 * Delivers the local Firestore's document changes to the project's Firestore triggers running in
 * firebase-tools' Functions emulator, with production's event shape.
 *
 * Why this exists: the Functions emulator registers a Firestore trigger only with a Firestore
 * emulator that firebase-tools itself runs (`addFirestoreTrigger` checks its emulator registry);
 * with any other Firestore it loads the trigger, logs "function ignored because the firestore
 * emulator does not exist or is not running", and nothing ever calls it. It still serves the
 * trigger on its background-function route, `POST /functions/projects/{project}/triggers/{key}`
 * (key = `{region}-{name}-{generation}`), which is where Google's Firestore emulator delivers its
 * events. So this module does what that emulator does:
 *
 * - discovers the project's Firestore triggers from the Functions emulator's own listing
 *   (`GET /backends`: each function's eventType, eventFilters.database/namespace/document and
 *   eventFilterPathPatterns.document), or takes them as given;
 * - matches each committed change (`onWrite` of this package's emulator) against each trigger's
 *   event type (created / updated / deleted / written, and their `.withAuthContext` forms),
 *   database, namespace and document path pattern (`brands/{brandId}`, `*`, `{path=**}`);
 * - encodes the `google.events.cloud.firestore.v1.DocumentEventData` protobuf (value, oldValue,
 *   updateMask) and sends it as a binary-mode CloudEvent (ce-* headers, including the Firestore
 *   extension attributes location, project, database, namespace, document).
 *   firebase-functions decodes it exactly as in production.
 *
 * Deliveries are asynchronous (a small in-memory queue), retried with exponential backoff on
 * failure, and never block or fail the Firestore write. `drain()` resolves once everything queued
 * has been delivered or given up on.
 */
import { randomUUID } from "node:crypto";

export const FIRESTORE_EVENT_PREFIX = "google.cloud.firestore.document.v1.";
export const FIRESTORE_EVENT_TYPES = Object.freeze(
  ["written", "created", "updated", "deleted"].flatMap((op) => [`${FIRESTORE_EVENT_PREFIX}${op}`, `${FIRESTORE_EVENT_PREFIX}${op}.withAuthContext`]),
);

const DEFAULT_DATABASE = "(default)";
const DEFAULT_NAMESPACE = "(default)";

// ---------------------------------------------------------------------------------------------
// Triggers

/**
 * The Firestore triggers among function definitions, in one shape:
 * `{ id, eventType, database, namespace, document, matchType: "EXACT" | "PATH_PATTERN" }`.
 *
 * Accepts firebase-tools' emulated definitions (`GET /backends` -> `functionTriggers`: `id` is
 * `{region}-{name}`) and firebase-functions' endpoints (`fn.__endpoint`, with `entryPoint` or
 * `id` and `region: [..]`). Anything that is not a Firestore trigger is left out.
 */
export function normalizeFirestoreTriggers(definitions) {
  const triggers = [];
  for (const def of definitions ?? []) {
    const eventTrigger = def?.eventTrigger;
    if (!eventTrigger || !FIRESTORE_EVENT_TYPES.includes(eventTrigger.eventType)) continue;
    const filters = eventTrigger.eventFilters ?? {};
    const patternDocument = eventTrigger.eventFilterPathPatterns?.document;
    const document = patternDocument ?? filters.document;
    if (!document) continue;
    let id = def.id;
    if (!id || Array.isArray(def.region)) {
      // An endpoint (`fn.__endpoint` plus its export `name`): regions are a list, the id is per region.
      const region = Array.isArray(def.region) ? def.region[0] : (def.region ?? "us-central1");
      id = `${region}-${def.name ?? def.entryPoint ?? def.id}`;
    }
    triggers.push({
      id,
      ...(def.key ? { key: def.key } : {}),
      eventType: eventTrigger.eventType,
      database: filters.database ?? DEFAULT_DATABASE,
      namespace: filters.namespace ?? DEFAULT_NAMESPACE,
      document: document.replace(/^\/+|\/+$/g, ""),
      matchType: patternDocument ? "PATH_PATTERN" : "EXACT",
    });
  }
  return triggers;
}

/** The Firestore triggers the Functions emulator at `functionsEmulatorUrl` has loaded. */
export async function listFirestoreTriggers(functionsEmulatorUrl, { fetch = globalThis.fetch, timeoutMs = 10_000 } = {}) {
  const res = await fetch(new URL("/backends", functionsEmulatorUrl), { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`GET /backends answered ${res.status}`);
  const { backends = [] } = await res.json();
  return normalizeFirestoreTriggers(backends.flatMap((backend) => backend.functionTriggers ?? []));
}

// ---------------------------------------------------------------------------------------------
// Path patterns (https://cloud.google.com/eventarc/docs/path-patterns)

const patternCache = new Map();

/**
 * Matches a document path (`brands/b1`) against a trigger's path pattern. Returns the captured
 * params (`{ brandId: "b1" }`) or null. `{name}` / `{name=*}` / `*` match one segment, `{name=**}`
 * / `**` any number of segments, a `*` inside a literal segment any characters of that segment.
 */
export function matchDocumentPath(pattern, path) {
  let segments = patternCache.get(pattern);
  if (!segments) {
    segments = pattern
      .replace(/^\/+|\/+$/g, "")
      .split("/")
      .map(parsePatternSegment);
    if (patternCache.size > 1000) patternCache.clear();
    patternCache.set(pattern, segments);
  }
  const parts = path.replace(/^\/+|\/+$/g, "").split("/");
  const params = {};
  return matchSegments(segments, 0, parts, 0, params) ? params : null;
}

function parsePatternSegment(raw) {
  const capture = /^\{([^/{}=]+)(?:=([^/{}]*))?\}$/.exec(raw);
  if (capture) {
    const [, name, wildcard = "*"] = capture;
    return { kind: wildcard === "**" ? "multi" : "single", name };
  }
  if (raw === "**") return { kind: "multi", name: null };
  if (raw === "*") return { kind: "single", name: null };
  if (raw.includes("*")) {
    const source = raw
      .split("*")
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^/]*");
    return { kind: "glob", regex: new RegExp(`^${source}$`) };
  }
  return { kind: "literal", value: raw };
}

function matchSegments(segments, si, parts, pi, params) {
  if (si === segments.length) return pi === parts.length;
  const segment = segments[si];
  if (segment.kind === "multi") {
    for (let end = parts.length; end >= pi; end--) {
      if (matchSegments(segments, si + 1, parts, end, params)) {
        if (segment.name) params[segment.name] = parts.slice(pi, end).join("/");
        return true;
      }
    }
    return false;
  }
  if (pi >= parts.length) return false;
  const part = parts[pi];
  if (segment.kind === "literal" && segment.value !== part) return false;
  if (segment.kind === "glob" && !segment.regex.test(part)) return false;
  if (!matchSegments(segments, si + 1, parts, pi + 1, params)) return false;
  if (segment.kind === "single" && segment.name) params[segment.name] = part;
  return true;
}

/** The operation a change is: "created", "updated" or "deleted". */
export function operationOf(change) {
  if (!change.before) return "created";
  if (!change.after) return "deleted";
  return "updated";
}

/** Whether a change of `projectId`'s database fires `trigger`. */
export function triggerMatches(trigger, change) {
  const operation = trigger.eventType.slice(FIRESTORE_EVENT_PREFIX.length).replace(/\.withAuthContext$/, "");
  if (operation !== "written" && operation !== operationOf(change)) return false;
  if ((trigger.database ?? DEFAULT_DATABASE) !== change.databaseId) return false;
  if ((trigger.namespace ?? DEFAULT_NAMESPACE) !== DEFAULT_NAMESPACE) return false; // Datastore-mode namespaces: none here
  if (trigger.matchType === "EXACT") return trigger.document === change.path;
  return matchDocumentPath(trigger.document, change.path) !== null;
}

// ---------------------------------------------------------------------------------------------
// The event: DocumentEventData protobuf and CloudEvent attributes

/**
 * The field paths that differ between two documents' fields (production's `updateMask`): a path
 * per changed, added or removed leaf; maps are compared field by field. Segments that are not
 * simple identifiers are back-quoted, as Firestore writes them.
 */
export function changedFieldPaths(beforeFields = {}, afterFields = {}, prefix = []) {
  const paths = [];
  const names = new Set([...Object.keys(beforeFields ?? {}), ...Object.keys(afterFields ?? {})]);
  for (const name of [...names].sort()) {
    const before = beforeFields?.[name];
    const after = afterFields?.[name];
    const path = [...prefix, name];
    if (before?.mapValue && after?.mapValue) {
      paths.push(...changedFieldPaths(before.mapValue.fields, after.mapValue.fields, path));
    } else if (!sameValue(before, after)) {
      paths.push(path.map(quoteSegment).join("."));
    }
  }
  return paths;
}

const quoteSegment = (s) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(s) ? s : "`" + s.replace(/[\\`]/g, "\\$&") + "`");

function sameValue(a, b) {
  if (a === undefined || b === undefined) return a === b;
  return canonical(a) === canonical(b);
}

function canonical(value) {
  return JSON.stringify(value, (_key, v) => {
    if (v && typeof v === "object" && !Array.isArray(v) && !Buffer.isBuffer(v) && v.type !== "Buffer") {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, v[k]]),
      );
    }
    return v;
  });
}

/**
 * Encodes `google.events.cloud.firestore.v1.DocumentEventData` { value = 1, old_value = 2,
 * update_mask = 3 }. Documents and values are given as this emulator stores them (proto3-JSON-like
 * objects from @grpc/proto-loader: int64 as strings, bytes as Buffers); the event's Document and
 * Value messages use the same field numbers as google.firestore.v1's.
 */
export function encodeDocumentEventData({ value, oldValue, updateMask } = {}) {
  const w = new ProtoWriter();
  if (value) w.message(1, (m) => writeDocument(m, value));
  if (oldValue) w.message(2, (m) => writeDocument(m, oldValue));
  if (updateMask) w.message(3, (m) => (updateMask.fieldPaths ?? []).forEach((p) => m.string(1, p)));
  return w.finish();
}

function writeDocument(w, doc) {
  if (doc.name) w.string(1, doc.name);
  for (const [key, value] of Object.entries(doc.fields ?? {})) writeMapEntry(w, 2, key, value);
  if (doc.createTime) w.message(3, (m) => writeTimestamp(m, doc.createTime));
  if (doc.updateTime) w.message(4, (m) => writeTimestamp(m, doc.updateTime));
}

function writeMapEntry(w, field, key, value) {
  w.message(field, (entry) => {
    entry.string(1, key);
    entry.message(2, (m) => writeValue(m, value));
  });
}

function writeTimestamp(w, ts) {
  const seconds = BigInt(ts.seconds ?? 0);
  const nanos = Number(ts.nanos ?? 0);
  if (seconds !== 0n) w.int64(1, seconds);
  if (nanos !== 0) w.int64(2, BigInt(nanos));
}

/** google.firestore.v1.Value: a oneof, so its member is written even when it is the default. */
function writeValue(w, value) {
  if ("nullValue" in value) w.int64(11, 0n);
  else if ("booleanValue" in value) w.int64(1, value.booleanValue ? 1n : 0n);
  else if ("integerValue" in value) w.int64(2, BigInt(value.integerValue));
  else if ("doubleValue" in value) w.double(3, Number(value.doubleValue));
  else if ("timestampValue" in value) w.message(10, (m) => writeTimestamp(m, value.timestampValue));
  else if ("stringValue" in value) w.string(17, value.stringValue);
  else if ("bytesValue" in value) w.bytes(18, toBuffer(value.bytesValue));
  else if ("referenceValue" in value) w.string(5, value.referenceValue);
  else if ("geoPointValue" in value) {
    w.message(8, (m) => {
      const { latitude = 0, longitude = 0 } = value.geoPointValue;
      if (latitude) m.double(1, latitude);
      if (longitude) m.double(2, longitude);
    });
  } else if ("arrayValue" in value) {
    w.message(9, (m) => (value.arrayValue?.values ?? []).forEach((v) => m.message(1, (item) => writeValue(item, v))));
  } else if ("mapValue" in value) {
    w.message(6, (m) => Object.entries(value.mapValue?.fields ?? {}).forEach(([k, v]) => writeMapEntry(m, 1, k, v)));
  } else {
    throw new Error(`Cannot encode Firestore value ${JSON.stringify(value)}`);
  }
}

function toBuffer(bytes) {
  if (Buffer.isBuffer(bytes)) return bytes;
  if (bytes instanceof Uint8Array) return Buffer.from(bytes);
  if (typeof bytes === "string") return Buffer.from(bytes, "base64");
  if (bytes?.type === "Buffer" && Array.isArray(bytes.data)) return Buffer.from(bytes.data);
  throw new Error("Cannot encode bytes value");
}

/** Just enough of the protobuf wire format: varints, 64-bit doubles, length-delimited fields. */
class ProtoWriter {
  chunks = [];

  #varint(n) {
    let v = BigInt.asUintN(64, BigInt(n));
    const bytes = [];
    while (v > 0x7fn) {
      bytes.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    bytes.push(Number(v));
    this.chunks.push(Buffer.from(bytes));
  }
  #tag(field, wireType) {
    this.#varint((field << 3) | wireType);
  }
  int64(field, n) {
    this.#tag(field, 0);
    this.#varint(n);
  }
  double(field, x) {
    this.#tag(field, 1);
    const b = Buffer.alloc(8);
    b.writeDoubleLE(x);
    this.chunks.push(b);
  }
  bytes(field, buf) {
    this.#tag(field, 2);
    this.#varint(buf.length);
    this.chunks.push(buf);
  }
  string(field, s) {
    this.bytes(field, Buffer.from(String(s), "utf8"));
  }
  message(field, write) {
    const inner = new ProtoWriter();
    write(inner);
    this.bytes(field, inner.finish());
  }
  finish() {
    return Buffer.concat(this.chunks);
  }
}

/**
 * The CloudEvent production sends `trigger` for `change`: its attributes (the context
 * firebase-functions reads) and `data`, the encoded DocumentEventData.
 */
export function toCloudEvent(trigger, change, { id = randomUUID(), location = "nam5" } = {}) {
  const operation = operationOf(change);
  const data = encodeDocumentEventData({
    value: change.after ?? undefined,
    oldValue: change.before ?? undefined,
    updateMask: operation === "updated" ? { fieldPaths: changedFieldPaths(change.before.fields, change.after.fields) } : undefined,
  });
  const event = {
    specversion: "1.0",
    id,
    source: `//firestore.googleapis.com/projects/${change.projectId}/databases/${change.databaseId}`,
    type: trigger.eventType,
    subject: `documents/${change.path}`,
    time: change.time,
    datacontenttype: "application/protobuf",
    location,
    project: change.projectId,
    database: change.databaseId,
    namespace: DEFAULT_NAMESPACE,
    document: change.path,
    data,
  };
  if (trigger.eventType.endsWith(".withAuthContext")) {
    // Who wrote is not known locally (production names the principal: app_user, service_account, ...).
    event.authtype = "unknown";
    event.authid = "";
  }
  return event;
}

/**
 * The HTTP request that delivers `event` in binary mode to the Functions emulator's trigger route.
 * That route base64-decodes `application/protobuf` bodies before handing them to the function
 * (Google's Firestore emulator sends them base64-encoded), so the body is the base64 text. Its
 * runtime builds the event from the ce-* headers only, hence `ce-datacontenttype` as well.
 */
export function toFunctionsEmulatorRequest(event) {
  const headers = { "content-type": "application/protobuf" };
  for (const [name, value] of Object.entries(event)) {
    if (name !== "data" && value !== undefined) headers[`ce-${name}`] = String(value);
  }
  return { headers, body: event.data.toString("base64") };
}

// ---------------------------------------------------------------------------------------------
// The dispatcher

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {object} options
 * @param {string} options.functionsEmulatorUrl  e.g. http://127.0.0.1:5001
 * @param {string} options.projectId  the Functions emulator's project; changes of other projects are ignored
 * @param {object[]} [options.triggers]  Firestore triggers (see normalizeFirestoreTriggers); default:
 *   discovered from the Functions emulator's `GET /backends`, refreshed every `triggersTtlMs`
 * @param {number} [options.maxAttempts=5]  attempts per delivery (the first plus retries)
 * @param {number} [options.backoffMs=250]  first retry delay; doubles with each retry
 * @param {number} [options.requestTimeoutMs=70000]  per attempt (a function may run 60 s by default)
 * @param {number} [options.concurrency=8]  deliveries in flight at once
 * @param {string} [options.location="nam5"]  the database location reported in events
 */
export function createTriggerDispatcher({
  functionsEmulatorUrl,
  projectId,
  triggers,
  maxAttempts = 5,
  backoffMs = 250,
  requestTimeoutMs = 70_000,
  concurrency = 8,
  triggersTtlMs = 5_000,
  location = "nam5",
  logger = console,
  fetch = globalThis.fetch,
} = {}) {
  if (!functionsEmulatorUrl) throw new Error("createTriggerDispatcher: functionsEmulatorUrl is required");
  if (!projectId) throw new Error("createTriggerDispatcher: projectId is required");

  const given = triggers ? normalizeFirestoreTriggers(triggers.map((t) => (t.eventTrigger ? t : toDefinition(t)))) : null;
  let discovered = null; // { triggers, at }
  let discovering = null;
  const keys = new Map(); // trigger id -> the Functions emulator's key for it
  const pending = new Set();
  const queue = [];
  let active = 0;
  let closed = false;
  const stats = { matched: 0, delivered: 0, retried: 0, failed: 0 };

  async function currentTriggers({ refresh = false } = {}) {
    if (given) return given;
    if (!refresh && discovered && Date.now() - discovered.at < triggersTtlMs) return discovered.triggers;
    discovering ??= listFirestoreTriggers(functionsEmulatorUrl, { fetch })
      .then((list) => {
        discovered = { triggers: list, at: Date.now() };
        return list;
      })
      .finally(() => {
        discovering = null;
      });
    return discovering;
  }

  function track(promise) {
    pending.add(promise);
    promise.finally(() => pending.delete(promise)).catch(() => {});
    return promise;
  }

  function runLimited(task) {
    return new Promise((resolve) => {
      queue.push(() => task().finally(resolve));
      pump();
    });
  }

  function pump() {
    while (active < concurrency && queue.length > 0) {
      const start = queue.shift();
      active += 1;
      start()
        .catch(() => {})
        .finally(() => {
          active -= 1;
          pump();
        });
    }
  }

  const keyOf = (trigger) => keys.get(trigger.id) ?? trigger.key ?? `${trigger.id}-0`;

  /** After a 404, the key the Functions emulator now uses for the trigger (its 404 lists them). */
  function rememberKeyFrom(trigger, text) {
    const listed =
      /valid functions are: (.*)$/s
        .exec(text)?.[1]
        ?.split(",")
        .map((k) => k.trim()) ?? [];
    const prefix = `${trigger.id}-`;
    const candidates = listed
      .filter((k) => k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length)))
      .sort((a, b) => Number(b.slice(prefix.length)) - Number(a.slice(prefix.length)));
    if (candidates.length === 0 || candidates[0] === keyOf(trigger)) return false;
    keys.set(trigger.id, candidates[0]);
    return true;
  }

  async function deliver(trigger, event) {
    const { headers, body } = toFunctionsEmulatorRequest(event);
    let lastError;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const url = new URL(`/functions/projects/${encodeURIComponent(projectId)}/triggers/${encodeURIComponent(keyOf(trigger))}`, functionsEmulatorUrl);
      try {
        const res = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(requestTimeoutMs) });
        const text = await res.text();
        if (res.ok) {
          // 204: the emulator's background triggers are disabled (hub API); it drops the event.
          stats.delivered += 1;
          return;
        }
        if (res.status === 404 && rememberKeyFrom(trigger, text)) {
          attempt -= 1; // the triggers were reloaded under a new key: not a failed attempt
          continue;
        }
        lastError = new Error(`${res.status} ${text.slice(0, 300)}`);
      } catch (err) {
        lastError = err;
      }
      if (attempt < maxAttempts) {
        stats.retried += 1;
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
    stats.failed += 1;
    logger.error(
      `[firestore-triggers] ${trigger.id} was not delivered ${event.type.slice(FIRESTORE_EVENT_PREFIX.length)} ` +
        `${event.document} after ${maxAttempts} attempts: ${lastError?.message ?? lastError}`,
    );
  }

  async function route(change) {
    let list;
    try {
      list = await currentTriggers();
    } catch (err) {
      logger.error(`[firestore-triggers] cannot list the Functions emulator's triggers: ${err.message}`);
      return;
    }
    const ids = new Map(); // one event id per event type, shared by the triggers it fans out to
    const deliveries = [];
    for (const trigger of list) {
      if (!triggerMatches(trigger, change)) continue;
      stats.matched += 1;
      let id = ids.get(trigger.eventType);
      if (!id) ids.set(trigger.eventType, (id = randomUUID()));
      const event = toCloudEvent(trigger, change, { id, location });
      deliveries.push(runLimited(() => deliver(trigger, event)));
    }
    await Promise.all(deliveries);
  }

  return {
    stats,
    /** Queues the deliveries of one committed change (an `onWrite` change); never throws. */
    dispatch(change) {
      if (closed || !change || change.projectId !== projectId) return;
      track(route(change).catch((err) => logger.error("[firestore-triggers] dispatch failed:", err)));
    },
    /** Resolves when every queued delivery, including those queued meanwhile, has finished. */
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    /** Re-reads the Functions emulator's trigger listing now. */
    refreshTriggers: () => currentTriggers({ refresh: true }),
    /** Stops accepting changes and drains. */
    async close() {
      closed = true;
      await this.drain();
    },
  };
}

/** Accepts the short trigger shape ({ id, eventType, document, ... }) as a definition. */
function toDefinition(t) {
  const pattern = t.matchType !== "EXACT";
  return {
    id: t.id,
    key: t.key,
    eventTrigger: {
      eventType: t.eventType,
      eventFilters: {
        database: t.database ?? DEFAULT_DATABASE,
        namespace: t.namespace ?? DEFAULT_NAMESPACE,
        ...(pattern ? {} : { document: t.document }),
      },
      eventFilterPathPatterns: pattern ? { document: t.document } : {},
    },
  };
}
