import { GeoPoint, Timestamp } from "firebase-admin/firestore";
import {
  brandSchema,
  emailSchema,
  idSchema,
  tenantRoles,
  brandRoles,
  WORKSPACE_EXPORT_FORMAT_VERSION,
  type BrandRole,
  type TenantRole,
} from "@vitrine/contract";
import { toBrand } from "../brands/brands.js";
import { unprocessable } from "../errors.js";
import type { BrandDoc } from "../firestore/stored-documents.js";
import { isSafeKey } from "../storage/upload-signature.js";
import type { ImportArchive } from "./import-archive-reader.js";
import { EVENT_EXPORT_FILE_PATH, eventExportFolder } from "../analytics/event-export-rows.js";
import { COLLECTIONS } from "../firestore/registry.js";

/** One Firestore document to write, by its full path, with values already in Firestore's types. */
export interface PlannedDocument {
  path: string;
  data: Record<string, unknown>;
}

/** One file of the archive to put back in storage. */
export interface PlannedFile {
  key: string;
  entry: string;
  contentType: string;
  /** Whether the file was published (its upload had a public address): it is published again. */
  publish: boolean;
}

export interface PlannedMember {
  email: string;
  displayName: string | null;
  role: TenantRole;
  brandRoles: Record<string, BrandRole>;
}

/**
 * Everything an archive asks to write, checked whole before anything is: a refused archive writes
 * nothing. Ids are those of the archive (see docs/operations.md, "Importing a workspace").
 */
export interface ImportPlan {
  formatVersion: number;
  source: { workspaceId: string; name: string | null; slug: string | null; exportedAt: string | null };
  workspace: { name: string | null; slug: string | null; settings: Record<string, unknown>; onboarding: unknown };
  members: PlannedMember[];
  /** Top-level documents (brands, placements, uploads, library models): their ids must be free in the project. */
  roots: PlannedDocument[];
  /** Documents under a brand of `roots`, parents before children. */
  documents: PlannedDocument[];
  files: PlannedFile[];
  brandIds: string[];
}

const refused = (message: string) => unprocessable(`This archive cannot be imported: ${message}`);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A document's JSON as the export wrote it, back in Firestore's types: an instant written by
 * `toISOString` becomes a timestamp again and `{ latitude, longitude }` a geo point (what the
 * export's `toPlain` made of them). No stored field holds a string of that exact form.
 */
export function fromPlain(value: unknown): unknown {
  if (typeof value === "string") return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? Timestamp.fromDate(new Date(value)) : value;
  if (Array.isArray(value)) return value.map(fromPlain);
  if (value && typeof value === "object") {
    const keys = Object.keys(value);
    const v = value as Record<string, unknown>;
    if (keys.length === 2 && typeof v.latitude === "number" && typeof v.longitude === "number") return new GeoPoint(v.latitude, v.longitude);
    const out: Record<string, unknown> = {};
    for (const [k, child] of Object.entries(v)) {
      if (k === "__proto__" || k === "constructor" || k === "prototype") continue;
      out[k] = fromPlain(child);
    }
    return out;
  }
  return value;
}

/**
 * A brand the API could not read back is refused before anything is written: every list of the
 * workspace's brands would fail on it (a hand-made or damaged archive lacking, say, `createdBy`).
 */
function checkBrandReadable(brandId: string, data: Record<string, unknown>, where: string): void {
  const read = brandSchema.safeParse(toBrand(brandId, data as unknown as BrandDoc));
  if (read.success) return;
  const issue = read.error.issues[0]!;
  throw refused(`${where} is not a complete brand (${issue.path.join(".") || "the document"}: ${issue.message})`);
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

function checkId(id: unknown, where: string): string {
  if (typeof id !== "string" || !idSchema.safeParse(id).success) throw refused(`${where} has an invalid id ${JSON.stringify(id)}`);
  return id;
}

/** A JSON array of documents, each with its id; the id leaves the data. */
function documentsOf(archive: ImportArchive, name: string): { id: string; data: Record<string, unknown> }[] {
  const list = archive.readJson(name);
  if (!Array.isArray(list)) throw refused(`${name} is not a list of documents`);
  const seen = new Set<string>();
  return list.map((item, i) => {
    if (!isObject(item)) throw refused(`item ${i + 1} of ${name} is not a document`);
    const { id, ...data } = item;
    const checked = checkId(id, `item ${i + 1} of ${name}`);
    if (seen.has(checked)) throw refused(`${name} holds ${checked} twice`);
    seen.add(checked);
    return { id: checked, data };
  });
}

function documentOf(archive: ImportArchive, name: string, expectedId: string): Record<string, unknown> {
  const doc = archive.readJson(name);
  if (!isObject(doc)) throw refused(`${name} is not a document`);
  const { id, ...data } = doc;
  if (id !== expectedId) throw refused(`${name} names ${JSON.stringify(id)}, not ${expectedId}`);
  return data;
}

/** Collections the export writes under a file name of its own. */
const BRAND_FILE_COLLECTIONS: Record<string, string> = { "analytics-daily": "analyticsDaily" };
const INLINE_EXPERIENCE_COLLECTIONS = ["scenes", "products", "virtualObjects"] as const;
const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;

const CONTENT_TYPES: [RegExp, string][] = [
  [/\.glb$/i, "model/gltf-binary"],
  [/\.usdz$/i, "model/vnd.usdz+zip"],
  [/\.png$/i, "image/png"],
  [/\.jpe?g$/i, "image/jpeg"],
  [/\.webp$/i, "image/webp"],
  [/\.mp4$/i, "video/mp4"],
  [/\.webm$/i, "video/webm"],
];

/**
 * Reads and checks a whole archive into a plan: the format and its version, every entry's name
 * against what the export writes, every id, every brand named consistently, and every file the
 * documents name present in the archive. Throws a 4xx naming the first problem.
 */
export function planWorkspaceImport(archive: ImportArchive, targetTenantId: string): ImportPlan {
  if (!archive.has("manifest.json")) throw refused("it has no manifest.json (is it a Vitrine workspace export?)");
  const manifest = archive.readJson("manifest.json");
  if (!isObject(manifest) || manifest.format !== "vitrine-workspace-export") throw refused("manifest.json does not describe a Vitrine workspace export");
  const formatVersion = manifest.formatVersion;
  if (typeof formatVersion !== "number" || !Number.isInteger(formatVersion) || formatVersion < 1) throw refused("manifest.json has no valid formatVersion");
  if (formatVersion > WORKSPACE_EXPORT_FORMAT_VERSION) {
    throw refused(
      `it was made by a newer Vitrine (format version ${formatVersion}; this one reads up to ${WORKSPACE_EXPORT_FORMAT_VERSION}). Import it with an up-to-date deployment`,
    );
  }
  const sourceWorkspace = isObject(manifest.workspace) ? manifest.workspace : {};
  const sourceId = typeof sourceWorkspace.id === "string" ? sourceWorkspace.id : "";
  const str = (v: unknown) => (typeof v === "string" ? v : null);

  // Every entry must be one the export writes; the brands are found from their brand.json.
  const brandIds = new Set<string>();
  for (const name of archive.entries.keys()) {
    const m = /^brands\/([^/]+)\/brand\.json$/.exec(name);
    if (m) brandIds.add(checkId(m[1], name));
  }
  const known = (name: string): boolean => {
    if (["manifest.json", "workspace.json", "members.json", "library.json", "uploads.json"].includes(name)) return true;
    if (name.startsWith("files/")) return true;
    const m = /^brands\/([^/]+)\/(.+)$/.exec(name);
    if (!m || !brandIds.has(m[1])) return false;
    const rest = m[2];
    return (
      /^[A-Za-z][A-Za-z0-9_-]*\.json$/.test(rest) ||
      /^experiences\/[^/]+\/[A-Za-z][A-Za-z0-9_-]*\.json$/.test(rest) ||
      /^experiences\/[^/]+\/manifests\/[^/]+\.json$/.test(rest) ||
      /^experiences\/[^/]+\/manifests\/[^/]+\/[A-Za-z][A-Za-z0-9_-]*\.json$/.test(rest) ||
      /^surveys\/[^/]+\/(survey|responses)\.json$/.test(rest) ||
      /^surveys\/[^/]+\/responses\.csv$/.test(rest)
    );
  };
  for (const name of archive.entries.keys()) if (!known(name)) throw refused(`it holds ${name}, which no export writes`);
  for (const name of ["workspace.json", "members.json", "library.json", "uploads.json"]) {
    if (!archive.has(name)) throw refused(`it has no ${name}`);
  }

  const workspace = archive.readJson("workspace.json");
  if (!isObject(workspace)) throw refused("workspace.json is not a document");

  // Documents naming the source workspace name this one instead.
  const owned = (data: Record<string, unknown>) => {
    const converted = fromPlain(data) as Record<string, unknown>;
    if ("tenantId" in converted) {
      if (converted.tenantId !== sourceId) throw refused(`a document names the workspace ${JSON.stringify(converted.tenantId)}, not the exported one`);
      converted.tenantId = targetTenantId;
    }
    return converted;
  };

  const members: PlannedMember[] = [];
  const rawMembers = archive.readJson("members.json");
  if (!Array.isArray(rawMembers)) throw refused("members.json is not a list");
  for (const [i, m] of rawMembers.entries()) {
    if (!isObject(m)) throw refused(`member ${i + 1} of members.json is not a document`);
    if (m.status && m.status !== "active") continue;
    const email = emailSchema.safeParse(typeof m.email === "string" ? m.email.trim() : m.email);
    if (!email.success) throw refused(`member ${i + 1} of members.json has no valid email`);
    // One invitation per address: a person listed twice is invited once, with the higher role.
    const role = tenantRoles.includes(m.role as TenantRole) ? (m.role as TenantRole) : "member";
    const roles: Record<string, BrandRole> = {};
    if (isObject(m.brandRoles)) {
      for (const [brandId, r] of Object.entries(m.brandRoles)) {
        if (brandIds.has(brandId) && brandRoles.includes(r as BrandRole)) roles[brandId] = r as BrandRole;
      }
    }
    const same = members.find((p) => p.email === email.data);
    if (same) {
      if (tenantRoles.indexOf(role) > tenantRoles.indexOf(same.role)) same.role = role;
      same.brandRoles = { ...roles, ...same.brandRoles };
    } else {
      members.push({ email: email.data, displayName: str(m.displayName), role, brandRoles: roles });
    }
  }

  const roots: PlannedDocument[] = [];
  const documents: PlannedDocument[] = [];
  // By the key the archive holds the file under; `key` is where it goes in this workspace's storage.
  const fileRefs = new Map<string, { key: string; contentType: string | null; publish: boolean; by: string }>();
  const underABrand = (key: string) => brandIds.has(key.split("/")[1] ?? "") && key.startsWith("brands/");
  const referFile = (key: unknown, by: string, contentType: unknown, publish: boolean) => {
    if (typeof key !== "string") return;
    if (!isSafeKey(key) || !underABrand(key)) throw refused(`${by} names the file ${JSON.stringify(key)}, outside the archive's brands`);
    const prior = fileRefs.get(key);
    fileRefs.set(key, { key, contentType: str(contentType) ?? prior?.contentType ?? null, publish: publish || (prior?.publish ?? false), by });
  };
  // The event export's hourly files sit in the workspace's own folder, whose id the import changes.
  const referEventExportFile = (brandId: string, path: unknown, by: string) => {
    const partition = typeof path === "string" ? EVENT_EXPORT_FILE_PATH.exec(path) : null;
    if (!partition || partition[1] !== brandId) throw refused(`${by} names the file ${JSON.stringify(path)}, not an hourly file of its brand`);
    fileRefs.set(`${eventExportFolder(sourceId)}${path}`, {
      key: `${eventExportFolder(targetTenantId)}${path}`,
      contentType: "application/vnd.apache.parquet",
      publish: false,
      by,
    });
  };
  const includeFiles = manifest.includeFiles !== false;

  for (const { id, data } of documentsOf(archive, "library.json")) {
    roots.push({ path: `libraryObjects/${id}`, data: owned(data) });
    if (includeFiles) referFile(data.originalKey, `library model ${id}`, "model/gltf-binary", false);
  }
  for (const { id, data } of documentsOf(archive, "uploads.json")) {
    if (typeof data.brandId === "string" && !brandIds.has(data.brandId)) throw refused(`upload ${id} belongs to a brand the archive does not hold`);
    roots.push({ path: `uploads/${id}`, data: owned(data) });
    if (includeFiles && data.status === "ready") referFile(data.key, `upload ${id}`, data.contentType, typeof data.url === "string");
  }

  for (const brandId of [...brandIds].sort()) {
    const base = `brands/${brandId}`;
    // Named approvers are uids of the old workspace's accounts; its people are invited again and
    // get new accounts, so the old ids would name nobody (or, reused, someone nobody chose).
    const brand = { ...owned(documentOf(archive, `${base}/brand.json`, brandId)), publishApprovers: [] };
    checkBrandReadable(brandId, brand, `${base}/brand.json`);
    roots.push({ path: base, data: brand });
    const experiences = new Set<string>();
    const surveys = new Set<string>();
    for (const name of archive.entries.keys()) {
      if (!name.startsWith(`${base}/`)) continue;
      const rest = name.slice(base.length + 1);
      let m: RegExpExecArray | null;
      if ((m = /^experiences\/([^/]+)\//.exec(rest))) experiences.add(checkId(m[1], name));
      else if ((m = /^surveys\/([^/]+)\//.exec(rest))) surveys.add(checkId(m[1], name));
      else if ((m = /^([A-Za-z][A-Za-z0-9_-]*)\.json$/.exec(rest))) {
        const file = m[1];
        if (file === "brand" || file === "members") continue; // people are invited again, not copied
        if (file === "placements") {
          for (const { id, data } of documentsOf(archive, name)) {
            if (data.brandId !== brandId) throw refused(`placement ${id} in ${name} belongs to another brand`);
            roots.push({ path: `placements/${id}`, data: owned(data) });
          }
          continue;
        }
        const collection = BRAND_FILE_COLLECTIONS[file] ?? file;
        if (!COLLECTION_NAME.test(collection)) throw refused(`${name} is not a collection name`);
        for (const { id, data } of documentsOf(archive, name)) {
          documents.push({ path: `${base}/${collection}/${id}`, data: owned(data) });
          if (collection === COLLECTIONS.eventExportFiles.id && includeFiles) referEventExportFile(brandId, data.path, `${name} ${id}`);
        }
      }
    }
    for (const experienceId of [...experiences].sort()) {
      const dir = `${base}/experiences/${experienceId}`;
      if (!archive.has(`${dir}/experience.json`)) throw refused(`${dir} has no experience.json`);
      const experience = documentOf(archive, `${dir}/experience.json`, experienceId);
      const inline: Record<string, unknown> = {};
      for (const c of INLINE_EXPERIENCE_COLLECTIONS) {
        inline[c] = experience[c] ?? [];
        delete experience[c];
      }
      documents.push({ path: dir, data: owned(experience) });
      for (const c of INLINE_EXPERIENCE_COLLECTIONS) {
        const list = inline[c];
        if (!Array.isArray(list)) throw refused(`${dir}/experience.json: ${c} is not a list`);
        for (const [i, item] of list.entries()) {
          if (!isObject(item)) throw refused(`${dir}/experience.json: ${c} item ${i + 1} is not a document`);
          const { id, ...data } = item;
          documents.push({ path: `${dir}/${c}/${checkId(id, `${dir}/experience.json ${c} item ${i + 1}`)}`, data: owned(data) });
        }
      }
      // Published versions: the manifest's text exactly as served, and its version fields.
      const versions = new Map<string, Record<string, unknown>>();
      if (archive.has(`${dir}/manifests/versions.json`)) {
        for (const { id, data } of documentsOf(archive, `${dir}/manifests/versions.json`)) versions.set(id, data);
      }
      for (const name of archive.entries.keys()) {
        if (!name.startsWith(`${dir}/`)) continue;
        const rest = name.slice(dir.length + 1);
        let m: RegExpExecArray | null;
        if (rest === "experience.json" || rest === "manifests/versions.json") continue;
        if ((m = /^manifests\/([^/]+)\.json$/.exec(rest))) {
          const version = checkId(m[1], name);
          const fields = versions.get(version);
          if (!fields) throw refused(`${name} is not listed in ${dir}/manifests/versions.json`);
          documents.push({ path: `${dir}/manifests/${version}`, data: { ...owned(fields), content: archive.readText(name) } });
        } else if ((m = /^manifests\/([^/]+)\/([A-Za-z][A-Za-z0-9_-]*)\.json$/.exec(rest))) {
          const version = checkId(m[1], name);
          if (!archive.has(`${dir}/manifests/${version}.json`)) throw refused(`${name} belongs to a version the archive does not hold`);
          for (const { id, data } of documentsOf(archive, name)) documents.push({ path: `${dir}/manifests/${version}/${m[2]}/${id}`, data: owned(data) });
        } else if ((m = /^([A-Za-z][A-Za-z0-9_-]*)\.json$/.exec(rest))) {
          if ((INLINE_EXPERIENCE_COLLECTIONS as readonly string[]).includes(m[1]) || m[1] === "manifests")
            throw refused(`${name} repeats what experience.json holds`);
          for (const { id, data } of documentsOf(archive, name)) documents.push({ path: `${dir}/${m[1]}/${id}`, data: owned(data) });
        } else {
          throw refused(`it holds ${name}, which no export writes`);
        }
      }
      for (const version of versions.keys()) {
        if (!archive.has(`${dir}/manifests/${version}.json`))
          throw refused(`${dir}/manifests/versions.json lists version ${version}, whose manifest is not in the archive`);
      }
    }
    for (const surveyId of [...surveys].sort()) {
      const dir = `${base}/surveys/${surveyId}`;
      if (!archive.has(`${dir}/survey.json`)) throw refused(`${dir} has no survey.json`);
      documents.push({ path: dir, data: owned(documentOf(archive, `${dir}/survey.json`, surveyId)) });
      if (archive.has(`${dir}/responses.json`)) {
        for (const { id, data } of documentsOf(archive, `${dir}/responses.json`)) documents.push({ path: `${dir}/responses/${id}`, data: owned(data) });
      }
    }
  }

  // Files: every one named must be in the archive, and every one in the archive named.
  const files: PlannedFile[] = [];
  for (const [archived, ref] of fileRefs) {
    const entry = `files/${archived}`;
    if (!archive.has(entry)) throw refused(`${ref.by} names the file ${archived}, which is not in the archive`);
    const contentType = ref.contentType ?? CONTENT_TYPES.find(([re]) => re.test(archived))?.[1] ?? "application/octet-stream";
    files.push({ key: ref.key, entry, contentType, publish: ref.publish });
  }
  for (const name of archive.entries.keys()) {
    if (name.startsWith("files/") && !fileRefs.has(name.slice("files/".length))) throw refused(`${name} is named by no document of the archive`);
  }

  return {
    formatVersion,
    source: { workspaceId: sourceId, name: str(sourceWorkspace.name), slug: str(sourceWorkspace.slug), exportedAt: str(manifest.exportedAt) },
    workspace: {
      name: str(workspace.name),
      slug: str(workspace.slug),
      settings: isObject(workspace.settings) ? (fromPlain(workspace.settings) as Record<string, unknown>) : {},
      onboarding: workspace.onboarding === undefined ? null : fromPlain(workspace.onboarding),
    },
    members,
    roots,
    documents,
    files,
    brandIds: [...brandIds].sort(),
  };
}
