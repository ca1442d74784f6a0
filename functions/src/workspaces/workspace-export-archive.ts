import { DocumentReference, FieldPath, GeoPoint, Timestamp, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { WORKSPACE_EXPORT_FORMAT_VERSION, type WorkspaceExportCounts } from "@vitrine/contract";
import type { ZipWriter } from "../archives/zip-writer.js";
import { blobStore } from "../storage/blob-store.js";
import { isSafeKey } from "../storage/upload-signature.js";
import { csvCell } from "../csv/csv.js";
import { workspaceBrands, workspaceDocuments } from "./workspace-inventory.js";
import { COLLECTIONS, STORED_FILES, collectionsWhere, entryNamed, type CollectionEntry, type CollectionName } from "../firestore/registry.js";
import { membersCol, subcollection, tenantsCol } from "../firestore/collections.js";
import { EVENT_EXPORT_FILE_PATH, eventExportFolder } from "../analytics/event-export-rows.js";

/**
 * manifest.json's `notIncluded`: one sentence per collection and kind of stored file the export
 * leaves out, read from the registry's `why`, so a collection newly left out is named there without
 * anyone remembering to.
 */
export function notIncludedInExport(includeFiles: boolean): string[] {
  const why = (name: CollectionName) => (COLLECTIONS[name] as CollectionEntry).why ?? `${COLLECTIONS[name].id} (no reason given)`;
  const sentences = [
    ...collectionsWhere((entry) => entry.export === "secret").map((name) => `secret: ${why(name)}`),
    ...collectionsWhere((entry) => entry.export === "excluded").map(why),
    ...STORED_FILES.flatMap((kind) => (kind.export === "excluded" ? [kind.why] : [])),
    ...(includeFiles ? [] : ["files (asked without them)"]),
  ];
  return [...new Set(sentences)];
}

/** Documents read per query page: big collections (survey responses, analytics) are streamed page by page. */
const PAGE_SIZE = 300;

/**
 * Fields never written to an archive, on any document: hashes of keys and invitation tokens,
 * signing secrets, leases, and the experience's preview-link ids (each id is the link's secret).
 */
const SECRET_FIELDS = new Set(["hash", "tokenHash", "secret", "testAccessIds", "acceptLease", "lease", "exportQuota"]);

/** A Firestore value as JSON: timestamps as ISO strings, references as paths, secrets left out. */
export function toPlain(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (!SECRET_FIELDS.has(k)) out[k] = toPlain(v);
    return out;
  }
  return value;
}

const docJson = (doc: DocumentSnapshot, fields?: readonly string[]): Record<string, unknown> => {
  const data = doc.data() ?? {};
  const picked = fields ? Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]])) : data;
  return { id: doc.id, ...(toPlain(picked) as Record<string, unknown>) };
};

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, "utf8");

/** Every document of a query, page by page in id order, so a collection of any size streams. */
async function* documents(query: Query): AsyncGenerator<QueryDocumentSnapshot> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    for (const doc of snap.docs) yield doc;
    if (snap.size < PAGE_SIZE) return;
    last = snap.docs.at(-1);
  }
}

/** A JSON array written as its documents are read; `onItem` sees each one (counting, CSV). */
async function* jsonArray(docs: AsyncIterable<QueryDocumentSnapshot>, onItem: (doc: QueryDocumentSnapshot) => void = () => {}): AsyncGenerator<Uint8Array> {
  let first = true;
  yield Buffer.from("[");
  for await (const doc of docs) {
    onItem(doc);
    yield Buffer.from(`${first ? "\n" : ",\n"}${JSON.stringify(docJson(doc))}`, "utf8");
    first = false;
  }
  yield Buffer.from(first ? "]\n" : "\n]\n");
}

/** Survey responses as CSV: one row per response, one column per question field. */
async function* responsesCsv(survey: DocumentSnapshot): AsyncGenerator<Uint8Array> {
  const fields = ((survey.get("questions") as { field: string }[] | undefined) ?? []).map((q) => q.field);
  yield Buffer.from(`${["id", "createdAt", "experienceId", "sessionId", ...fields].map(csvCell).join(",")}\r\n`, "utf8");
  for await (const doc of documents(subcollection(survey.ref, "surveyResponses"))) {
    const answers = (doc.get("answers") as Record<string, unknown> | undefined) ?? {};
    const row = [doc.id, toPlain(doc.get("createdAt")), doc.get("experienceId"), doc.get("sessionId"), ...fields.map((f) => answers[f])];
    yield Buffer.from(`${row.map(csvCell).join(",")}\r\n`, "utf8");
  }
}

/**
 * A sub-collection the registry says an export leaves out (secrets, raw events, bookkeeping). One
 * it does not know is exported generically, never dropped: the export-completeness test then asks
 * for it to be registered.
 */
const leftOut = (parent: CollectionName, id: string) => {
  const name = entryNamed(parent, id);
  return name !== undefined && (COLLECTIONS[name].export === "secret" || COLLECTIONS[name].export === "excluded");
};

/** An experience's sub-collections written inside its `experience.json`, in this order. */
const INLINE_EXPERIENCE_COLLECTIONS = ["scenes", "products", "virtualObjects"] as const;

/** Kinds of file that are compressed already: stored as they are. */
const STORED_TYPES = /\.(jpe?g|png|webp|gif|avif|mp4|webm|mov|m4v|zip|usdz)$/i;

export interface ArchiveOptions {
  tenantId: string;
  exportId: string;
  includeFiles: boolean;
  exportedAt: Date;
  /** Called after each entry, with what has been written so far. */
  onProgress?: (zip: ZipWriter) => Promise<void> | void;
}

/**
 * Writes the whole workspace into `zip`:
 *
 *     manifest.json                        format version, date, workspace, counts, what is left out
 *     workspace.json, members.json         the workspace (no secrets), its people (no tokens)
 *     library.json, uploads.json           the workspace's models and uploaded files (with `file` paths)
 *     brands/<brandId>/brand.json, members.json, stores.json, sets.json, videos.json, placements.json,
 *       analytics-daily.json               the daily aggregates
 *       experiences/<id>/experience.json   with its scenes, products and virtual objects
 *       experiences/<id>/<other>.json      every further sub-collection (translations, …)
 *       experiences/<id>/manifests/<version>.json   each published version's manifest, as served
 *       experiences/<id>/manifests/<version>/private.json   what the version keeps off the public (its assistant)
 *       surveys/<id>/survey.json, responses.json, responses.csv
 *       <other>.json                       any further collection of the brand not listed here
 *       eventExportFiles.json              the event export's hourly files (their bytes under files/)
 *     files/<storage key>                  the bytes of library models, uploads and the event export's
 *                                          hourly files (when asked for)
 *
 * The brand's sub-collections are walked like the purge walks them, so a collection added later is
 * exported (generically) rather than forgotten; what the registry of collections marks `secret` or
 * `excluded` (raw analytics events, kept 90 days and already counted in the aggregates; internal
 * bookkeeping) is left out.
 */
export async function writeWorkspaceArchive(zip: ZipWriter, options: ArchiveOptions): Promise<WorkspaceExportCounts> {
  const { tenantId, exportedAt } = options;
  const counts: WorkspaceExportCounts = {
    brands: 0,
    experiences: 0,
    products: 0,
    manifests: 0,
    stores: 0,
    sets: 0,
    videos: 0,
    surveys: 0,
    responses: 0,
    placements: 0,
    analyticsDays: 0,
    libraryModels: 0,
    files: 0,
  };
  const add = async (name: string, data: Uint8Array | AsyncIterable<Uint8Array>, compress = true) => {
    await zip.add(name, data, { modified: exportedAt, compress });
    await options.onProgress?.(zip);
  };
  const count = (key: keyof WorkspaceExportCounts) => () => void (counts[key] += 1);

  const tenant = await tenantsCol().doc(tenantId).get();
  await add("workspace.json", json(docJson(tenant, ["name", "slug", "settings", "onboarding", "deletion", "createdAt", "updatedAt"])));
  const members = await membersCol(tenantId).get();
  await add(
    "members.json",
    json(members.docs.map((m) => docJson(m, ["uid", "email", "displayName", "role", "status", "brandRoles", "createdAt", "updatedAt"]))),
  );

  // Files to copy, by storage key (a model's upload and its library entry name the same file).
  const files = new Map<string, string>();
  const fileOf = (key: unknown) => {
    if (typeof key !== "string" || !isSafeKey(key)) return null;
    files.set(key, `files/${key}`);
    return `files/${key}`;
  };

  const library = workspaceDocuments("libraryObjects", tenantId);
  await add(
    "library.json",
    jsonArray(documents(library), (doc) => {
      counts.libraryModels += 1;
      if (options.includeFiles) fileOf(doc.get("originalKey"));
    }),
  );
  await add(
    "uploads.json",
    jsonArray(documents(workspaceDocuments("uploads", tenantId)), (doc) => {
      if (options.includeFiles && doc.get("status") === "ready") fileOf(doc.get("key"));
    }),
  );

  for await (const brand of documents(workspaceBrands(tenantId))) {
    counts.brands += 1;
    const base = `brands/${brand.id}`;
    await add(`${base}/brand.json`, json(docJson(brand)));
    await add(
      `${base}/placements.json`,
      jsonArray(documents(workspaceDocuments("placements", tenantId).where("brandId", "==", brand.id)), count("placements")),
    );
    for (const collection of await brand.ref.listCollections()) {
      if (leftOut("brands", collection.id)) continue;
      switch (collection.id) {
        case "experiences":
          for await (const experience of documents(collection)) {
            counts.experiences += 1;
            const dir = `${base}/experiences/${experience.id}`;
            const [scenes, products, virtualObjects] = await Promise.all(
              INLINE_EXPERIENCE_COLLECTIONS.map((name) => experience.ref.collection(name).orderBy(FieldPath.documentId()).get()),
            );
            counts.products += products.size;
            await add(
              `${dir}/experience.json`,
              json({
                ...docJson(experience),
                scenes: scenes.docs.map((d) => docJson(d)).sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0)),
                products: products.docs.map((d) => docJson(d)),
                virtualObjects: virtualObjects.docs.map((d) => docJson(d)),
              }),
            );
            // Every other sub-collection (translations, and whatever is added later) is walked like
            // the brand's: a collection nobody listed here is exported, not forgotten.
            for (const child of await experience.ref.listCollections()) {
              if ((INLINE_EXPERIENCE_COLLECTIONS as readonly string[]).includes(child.id) || child.id === "manifests" || leftOut("experiences", child.id))
                continue;
              await add(`${dir}/${child.id}.json`, jsonArray(documents(child)));
            }
            for await (const manifest of documents(subcollection(experience.ref, "manifests"))) {
              counts.manifests += 1;
              const content = manifest.get("content");
              await add(`${dir}/manifests/${manifest.id}.json`, Buffer.from(typeof content === "string" ? content : JSON.stringify(content ?? null), "utf8"));
              // What the version keeps beside its public manifest (the assistant it was published with).
              for (const child of await manifest.ref.listCollections()) {
                if (leftOut("manifests", child.id)) continue;
                await add(`${dir}/manifests/${manifest.id}/${child.id}.json`, jsonArray(documents(child)));
              }
            }
            const versions = await subcollection(experience.ref, "manifests")
              .select("version", "publishedAt", "publishedBy", "rolledBackFrom", "summary", "etag", "withdrawnAt", "withdrawnBy")
              .get();
            if (!versions.empty) await add(`${dir}/manifests/versions.json`, json(versions.docs.map((d) => docJson(d))));
          }
          break;
        case "surveys":
          for await (const survey of documents(collection)) {
            counts.surveys += 1;
            const dir = `${base}/surveys/${survey.id}`;
            await add(`${dir}/survey.json`, json(docJson(survey)));
            await add(`${dir}/responses.json`, jsonArray(documents(subcollection(survey.ref, "surveyResponses")), count("responses")));
            await add(`${dir}/responses.csv`, responsesCsv(survey));
          }
          break;
        case "stores":
        case "sets":
        case "videos":
          await add(`${base}/${collection.id}.json`, jsonArray(documents(collection), count(collection.id)));
          break;
        case "analyticsDaily":
          await add(`${base}/analytics-daily.json`, jsonArray(documents(collection), count("analyticsDays")));
          break;
        case "members":
          await add(`${base}/members.json`, jsonArray(documents(collection)));
          break;
        case "eventExportFiles":
          // The hourly Parquet files of the event export, beside their list: a warehouse that
          // restores the workspace elsewhere keeps the history it had not loaded yet.
          await add(
            `${base}/eventExportFiles.json`,
            jsonArray(documents(collection), (doc) => {
              const path: unknown = doc.get("path");
              // Named by the export job, partitioned (`date=…`): not a key an upload could have.
              if (options.includeFiles && typeof path === "string" && EVENT_EXPORT_FILE_PATH.test(path)) {
                const key = `${eventExportFolder(tenantId)}${path}`;
                files.set(key, `files/${key}`);
              }
            }),
          );
          break;
        default:
          await add(`${base}/${collection.id}.json`, jsonArray(documents(collection)));
      }
    }
  }

  if (options.includeFiles) {
    const store = blobStore();
    for (const [key, name] of files) {
      if (!(await store.stat(key))) {
        logger.warn("workspace export: a listed file is missing", { tenantId, key });
        continue;
      }
      await add(name, store.createReadStream(key), !STORED_TYPES.test(key));
      counts.files += 1;
    }
  }

  await add(
    "manifest.json",
    json({
      format: "vitrine-workspace-export",
      formatVersion: WORKSPACE_EXPORT_FORMAT_VERSION,
      exportId: options.exportId,
      exportedAt: exportedAt.toISOString(),
      workspace: { id: tenantId, name: tenant.get("name") ?? null, slug: tenant.get("slug") ?? null },
      includeFiles: options.includeFiles,
      counts,
      notIncluded: notIncludedInExport(options.includeFiles),
    }),
  );
  return counts;
}
