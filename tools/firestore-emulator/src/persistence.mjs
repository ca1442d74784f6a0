import { randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, rename, rm, writeFile, readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { kindOf } from "./values.mjs";

/**
 * Export and import of the whole database (every project and database).
 * An export is a folder with:
 *   metadata.json      { format, version, exportedAt, documentCount }
 *   documents.ndjson   one document per line: { name, fields, createTime, updateTime }
 * Values are stored in Firestore's proto3 JSON mapping (bytes as base64,
 * NaN/Infinity as strings), so the files are readable and diffable. The export
 * is written to a temporary sibling folder and renamed into place, so a crash
 * mid-export never leaves a half-written export behind.
 */

export const EXPORT_FORMAT = "vitrine-firestore-export";
const METADATA_FILE = "metadata.json";
const DOCUMENTS_FILE = "documents.ndjson";

export function encodeValue(value) {
  switch (kindOf(value)) {
    case "bytesValue":
      return { bytesValue: Buffer.from(value.bytesValue).toString("base64") };
    case "doubleValue": {
      const d = value.doubleValue;
      if (Number.isFinite(d) && !Object.is(d, -0)) return value;
      return { doubleValue: Object.is(d, -0) ? "-0" : String(d) };
    }
    case "arrayValue":
      return { arrayValue: { values: (value.arrayValue.values ?? []).map(encodeValue) } };
    case "mapValue":
      return { mapValue: { fields: encodeFields(value.mapValue.fields ?? {}) } };
    default:
      return value;
  }
}

export function decodeValue(value) {
  switch (kindOf(value)) {
    case "bytesValue":
      return { bytesValue: Buffer.from(value.bytesValue, "base64") };
    case "doubleValue":
      return typeof value.doubleValue === "string" ? { doubleValue: Number(value.doubleValue) } : value;
    case "arrayValue":
      return { arrayValue: { values: (value.arrayValue.values ?? []).map(decodeValue) } };
    case "mapValue":
      return { mapValue: { fields: decodeFields(value.mapValue.fields ?? {}) } };
    default:
      return value;
  }
}

const mapFieldsWith = (fields, fn) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fn(v)]));
const encodeFields = (fields) => mapFieldsWith(fields, encodeValue);
const decodeFields = (fields) => mapFieldsWith(fields, decodeValue);

/** Writes every document of the store into `dir`, replacing any previous export there. */
export async function exportDocuments(documents, dir) {
  // Serialize synchronously first: the export is one consistent snapshot even if writes continue.
  const lines = [];
  for (const doc of documents) {
    lines.push(JSON.stringify({ name: doc.name, fields: encodeFields(doc.fields), createTime: doc.createTime, updateTime: doc.updateTime }));
  }
  const target = path.resolve(dir);
  const suffix = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const temp = `${target}.tmp-${suffix}`;
  await mkdir(path.dirname(target), { recursive: true });
  await mkdir(temp);
  try {
    await writeFile(path.join(temp, DOCUMENTS_FILE), lines.length ? lines.join("\n") + "\n" : "");
    const metadata = { format: EXPORT_FORMAT, version: 1, exportedAt: new Date().toISOString(), documentCount: lines.length };
    await writeFile(path.join(temp, METADATA_FILE), JSON.stringify(metadata, null, 2) + "\n");
    if (existsSync(target)) {
      const old = `${target}.old-${suffix}`;
      await rename(target, old);
      await rename(temp, target);
      await rm(old, { recursive: true, force: true });
    } else {
      await rename(temp, target);
    }
  } catch (err) {
    await rm(temp, { recursive: true, force: true });
    throw err;
  }
  return { documentCount: lines.length, dir: target };
}

/** Whether `dir` holds an export this module wrote. */
export function isExportDir(dir) {
  return existsSync(path.join(dir, METADATA_FILE)) && existsSync(path.join(dir, DOCUMENTS_FILE));
}

/** Reads an export folder; returns the documents in it. */
export async function readExport(dir) {
  const metadata = JSON.parse(await readFile(path.join(dir, METADATA_FILE), "utf8"));
  if (metadata.format !== EXPORT_FORMAT) {
    throw new Error(`${dir} is not a ${EXPORT_FORMAT} folder (format: ${metadata.format}).`);
  }
  const documents = [];
  const lines = createInterface({ input: createReadStream(path.join(dir, DOCUMENTS_FILE), "utf8"), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line);
    documents.push({ name: doc.name, fields: decodeFields(doc.fields ?? {}), createTime: doc.createTime, updateTime: doc.updateTime });
  }
  return documents;
}
