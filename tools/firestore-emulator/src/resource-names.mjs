import { invalidArgument } from "./errors.mjs";

/**
 * Firestore resource names:
 *   database  projects/{project}/databases/{database}
 *   root      projects/{project}/databases/{database}/documents
 *   document  {root}/{collection}/{doc}[/{collection}/{doc}...]
 * Document and collection IDs follow Firestore's rules: no "/", not "." or "..",
 * not reserved (__.*__, except numeric document IDs __id<int64>__), at most 1500 bytes.
 */

const MAX_ID_BYTES = 1500;
const RESERVED_ID = /^__.*__$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const NUMERIC_ID = /^__id(0|-?[1-9][0-9]{0,18})__$/;

/**
 * The number of a numeric document ID, or null. Datastore's integer IDs appear in
 * Firestore as __id<n>__, n a signed 64-bit integer written the one canonical way
 * (no sign on positives, no leading zeros, no -0): __id-9223372036854775808__ to
 * __id9223372036854775807__. They are the one exception to the reserved __.*__ IDs,
 * for documents only, and order by number before every other ID.
 */
export function numericIdOf(id) {
  const match = NUMERIC_ID.exec(id);
  if (!match || match[1] === "-0") return null;
  const n = BigInt(match[1]);
  return n >= INT64_MIN && n <= INT64_MAX ? n : null;
}

export function validateId(id, what = "Resource id") {
  if (id === "") throw invalidArgument(`${what} must not be empty.`);
  if (id === "." || id === "..") throw invalidArgument(`${what} "${id}" is invalid because it is "." or "..".`);
  if (RESERVED_ID.test(id) && !(what === "Document id" && numericIdOf(id) !== null)) {
    throw invalidArgument(`${what} "${id}" is invalid because it is reserved.`);
  }
  if (Buffer.byteLength(id, "utf8") > MAX_ID_BYTES) {
    throw invalidArgument(`${what} "${id.slice(0, 40)}..." is longer than ${MAX_ID_BYTES} bytes.`);
  }
}

/** @returns {{ project: string, database: string }} */
export function parseDatabaseName(name) {
  const parts = typeof name === "string" ? name.split("/") : [];
  if (parts.length !== 4 || parts[0] !== "projects" || parts[2] !== "databases" || !parts[1] || !parts[3]) {
    throw invalidArgument(`Invalid database name "${name}", expected projects/{project_id}/databases/{database_id}.`);
  }
  return { project: parts[1], database: parts[3] };
}

/**
 * Splits a document or root name into its database root and the path below it.
 * @returns {{ root: string, project: string, database: string, segments: string[] }}
 */
function splitName(name) {
  if (typeof name !== "string") throw invalidArgument(`Invalid resource name ${JSON.stringify(name)}.`);
  const parts = name.split("/");
  if (parts.length < 5 || parts[0] !== "projects" || parts[2] !== "databases" || parts[4] !== "documents" || !parts[1] || !parts[3]) {
    throw invalidArgument(`Invalid resource name "${name}", expected projects/{project_id}/databases/{database_id}/documents/...`);
  }
  return {
    root: parts.slice(0, 5).join("/"),
    project: parts[1],
    database: parts[3],
    segments: parts.slice(5),
  };
}

/**
 * Parses a document name and validates every ID in it.
 * @returns {{ name: string, root: string, database: string, segments: string[], collectionPath: string, collectionId: string, documentId: string }}
 */
export function parseDocumentName(name) {
  const parsed = splitName(name);
  const { segments } = parsed;
  if (segments.length === 0 || segments.length % 2 !== 0) {
    throw invalidArgument(`Document name "${name}" has ${segments.length} path segments after "documents"; a document needs an even, non-zero number.`);
  }
  segments.forEach((id, i) => validateId(id, i % 2 === 0 ? "Collection id" : "Document id"));
  return {
    name,
    root: parsed.root,
    database: `projects/${parsed.project}/databases/${parsed.database}`,
    segments,
    collectionPath: name.slice(0, name.lastIndexOf("/")),
    collectionId: segments[segments.length - 2],
    documentId: segments[segments.length - 1],
  };
}

/**
 * Parses the parent of a query, listing or collection-ID listing: the database
 * root or a document name.
 * @returns {{ name: string, root: string, database: string, segments: string[] }}
 */
export function parseParentName(name) {
  const parsed = splitName(name);
  if (parsed.segments.length % 2 !== 0) {
    throw invalidArgument(`Parent "${name}" must be the database root or a document name.`);
  }
  parsed.segments.forEach((id, i) => validateId(id, i % 2 === 0 ? "Collection id" : "Document id"));
  return {
    name,
    root: parsed.root,
    database: `projects/${parsed.project}/databases/${parsed.database}`,
    segments: parsed.segments,
  };
}

/** The database root ("projects/p/databases/d/documents") of a document name. */
export function rootOf(documentName) {
  const parts = documentName.split("/", 5);
  return parts.join("/");
}

/** The document path below the root: "users/alice/posts/1". */
export function relativePath(documentName) {
  return documentName.split("/").slice(5).join("/");
}
