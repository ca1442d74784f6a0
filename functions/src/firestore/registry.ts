import type { DocumentData } from "firebase-admin/firestore";
import type { ApiKeyDoc, BrandDoc, BrandMemberDoc, InvitationDoc, MemberDoc, TenantDoc, WorkspaceExportDoc } from "./stored-documents.js";

/**
 * Whose a collection's documents are:
 * - `tenant`: the workspace's (under `tenants/{tenantId}`, or top-level with a `tenantId` field)
 * - `brand`: one of the workspace's brands' (under `brands/{brandId}`)
 * - `experience`: one experience's (under `brands/{brandId}/experiences/{experienceId}`)
 * - `version`: one published version's (under `…/manifests/{version}`)
 * - `global`: nobody's in particular (rate limits, sign-up counters, stored idempotent answers)
 */
export type CollectionOwner = "tenant" | "brand" | "experience" | "version" | "global";

/**
 * What the workspace export does with a collection's documents:
 * - `exported`: written to the archive
 * - `files`: written to the archive, with the stored files they name (when files are asked for)
 * - `secret`: never exported: keys and their hashes, signing secrets, ids that are themselves secrets
 * - `excluded`: left out on purpose (what manifest.json's `notIncluded` says): logs, raw events, bookkeeping
 * - `global`: not a workspace's
 */
export type ExportRule = "exported" | "files" | "secret" | "excluded" | "global";

export interface CollectionEntry {
  /** The collection's id in Firestore (two entries may share one under different parents: `members`). */
  id: string;
  /** The entry this is a sub-collection of (a name of `COLLECTIONS`); null for a top-level collection. */
  parent: string | null;
  owner: CollectionOwner;
  export: ExportRule;
  /**
   * A top-level collection whose documents are a workspace's: the field naming the workspace.
   * The purge deletes them by it and the export reads them by it.
   */
  ownerField?: "tenantId";
  /** Why it is left out, for `secret` and `excluded`. */
  why?: string;
}

/**
 * Every Firestore collection of the product, once: where it sits, whose it is, and what an export
 * does with it. The export, the purge and the inventory read their lists from here, and the
 * export-completeness test fails on any stored document whose collection is not listed, so a new
 * collection is added here first (see functions/README.md, "Add a sub-collection").
 */
export const COLLECTIONS = {
  // The workspace and what lies under it.
  tenants: { id: "tenants", parent: null, owner: "tenant", export: "exported" },
  tenantMembers: { id: "members", parent: "tenants", owner: "tenant", export: "exported" },
  invitations: { id: "invitations", parent: "tenants", owner: "tenant", export: "secret", why: "invitation tokens (their hashes)" },
  apiKeys: { id: "apiKeys", parent: "tenants", owner: "tenant", export: "secret", why: "API keys and their hashes" },
  webhooks: { id: "webhooks", parent: "tenants", owner: "tenant", export: "secret", why: "webhook signing secrets, kept in clear" },
  webhookDeliveries: { id: "deliveries", parent: "webhooks", owner: "tenant", export: "excluded", why: "webhook deliveries (kept 30 days)" },
  auditLog: { id: "auditLog", parent: "tenants", owner: "tenant", export: "excluded", why: "the audit log" },
  notifications: {
    id: "notifications",
    parent: "tenantMembers",
    owner: "tenant",
    export: "excluded",
    why: "each member's feed of review notifications (who was told what, and whether they read it)",
  },
  exports: { id: "exports", parent: "tenants", owner: "tenant", export: "excluded", why: "the export requests themselves" },
  imports: { id: "imports", parent: "tenants", owner: "tenant", export: "excluded", why: "the import requests themselves" },

  // Top-level collections whose documents name their workspace.
  uploads: { id: "uploads", parent: null, owner: "tenant", ownerField: "tenantId", export: "files" },
  libraryObjects: { id: "libraryObjects", parent: null, owner: "tenant", ownerField: "tenantId", export: "files" },
  reprocessRequests: {
    id: "reprocessRequests",
    parent: "libraryObjects",
    owner: "tenant",
    export: "excluded",
    why: "a pending request to process a model again (deleted once done)",
  },
  placements: { id: "placements", parent: null, owner: "tenant", ownerField: "tenantId", export: "exported" },
  scanShards: { id: "scanShards", parent: "placements", owner: "tenant", export: "excluded", why: "scan counter shards (the total is the placement's)" },
  testAccess: {
    id: "testAccess",
    parent: null,
    owner: "tenant",
    ownerField: "tenantId",
    export: "secret",
    why: "preview links: the document id is the link's secret",
  },
  mail: {
    id: "mail",
    parent: null,
    owner: "tenant",
    ownerField: "tenantId",
    export: "secret",
    why: "outgoing email handed to Firebase's Trigger Email extension: people's addresses and what they were sent",
  },
  apiKeyPrefixes: { id: "apiKeyPrefixes", parent: null, owner: "tenant", ownerField: "tenantId", export: "secret", why: "the look-up of presented API keys" },
  deletedBrands: {
    id: "deletedBrands",
    parent: null,
    owner: "tenant",
    ownerField: "tenantId",
    export: "excluded",
    why: "deleted brands whose files await deletion",
  },
  /** A sign-up's claim on a short name, by name (the purge frees it); the name itself is in workspace.json. */
  tenantSlugs: { id: "tenantSlugs", parent: null, owner: "tenant", export: "excluded", why: "the claim on the workspace's short name" },

  // A brand and what lies under it.
  brands: { id: "brands", parent: null, owner: "brand", ownerField: "tenantId", export: "exported" },
  brandMembers: { id: "members", parent: "brands", owner: "brand", export: "exported" },
  experiences: { id: "experiences", parent: "brands", owner: "brand", export: "exported" },
  stores: { id: "stores", parent: "brands", owner: "brand", export: "exported" },
  /** One per (brand, lower-cased store code), naming the store: what makes a code unique within the brand. */
  storeCodes: { id: "storeCodes", parent: "brands", owner: "brand", export: "exported" },
  sets: { id: "sets", parent: "brands", owner: "brand", export: "exported" },
  videos: { id: "videos", parent: "brands", owner: "brand", export: "exported" },
  surveys: { id: "surveys", parent: "brands", owner: "brand", export: "exported" },
  surveyResponses: { id: "responses", parent: "surveys", owner: "brand", export: "exported" },
  /** Keyed by `eventKey` (analytics/paths.ts); Firestore's TTL policy on `expireAt` deletes them. */
  analyticsEvents: {
    id: "analyticsEvents",
    parent: "brands",
    owner: "brand",
    export: "excluded",
    why: "raw analytics events (their daily aggregates are included)",
  },
  analyticsDaily: { id: "analyticsDaily", parent: "brands", owner: "brand", export: "exported" },
  /** Keyed by a hash of the visitor's id; Firestore's TTL policy on `expireAt` deletes a visitor 30 days after their last session. */
  analyticsVisitors: {
    id: "analyticsVisitors",
    parent: "brands",
    owner: "brand",
    export: "excluded",
    why: "when each anonymous visitor's recent sessions started, kept 30 days to tell returning visitors",
  },
  /** `s_…` a session's funnel steps, `v_…` a visitor's session weeks (analytics/roll-up-state.ts); Firestore's TTL policy on `expireAt` deletes them. */
  analyticsRollUpState: {
    id: "analyticsRollUpState",
    parent: "brands",
    owner: "brand",
    export: "excluded",
    why: "what the analytics roll-up remembers of recent sessions and visitors to count funnels and weekly retention (their counts are in the daily aggregates)",
  },
  analyticsReady: { id: "analyticsReady", parent: "brands", owner: "brand", export: "excluded", why: "which days' analytics webhooks were sent" },
  /** `hourly`: the next UTC hour whose received events the event export writes (analytics/event-export.ts). */
  eventExportCheckpoints: {
    id: "eventExportCheckpoints",
    parent: "brands",
    owner: "brand",
    export: "excluded",
    why: "where the event export has got to (a restored workspace starts its export afresh)",
  },
  /** One per hourly file written, keyed by the hour (`YYYY-MM-DDTHH`); deleted with its file after the retention. */
  eventExportFiles: { id: "eventExportFiles", parent: "brands", owner: "brand", export: "files" },
  publishRequests: {
    id: "publishRequests",
    parent: "brands",
    owner: "brand",
    export: "excluded",
    why: "publish requests (each holds a draft's snapshot; decided ones are in the audit log)",
  },
  /** Under the brand, not the experience: the brand's upcoming publishes are one query, and duplicating an experience copies none. */
  scheduledPublishes: {
    id: "scheduledPublishes",
    parent: "brands",
    owner: "brand",
    export: "excluded",
    why: "scheduled publishes (each holds a draft's snapshot; schedule again after an import)",
  },

  // An experience and what lies under it.
  scenes: { id: "scenes", parent: "experiences", owner: "experience", export: "exported" },
  products: { id: "products", parent: "experiences", owner: "experience", export: "exported" },
  /**
   * One per (experience, lower-cased shop handle), naming the product a shop export's handle
   * imports into: what makes two imports of a new handle create one product.
   */
  productHandles: {
    id: "productHandles",
    parent: "experiences",
    owner: "experience",
    export: "excluded",
    why: "the shop handles' claims on products (each product also keeps its handle, which an import after a workspace import matches)",
  },
  virtualObjects: { id: "virtualObjects", parent: "experiences", owner: "experience", export: "exported" },
  translations: { id: "translations", parent: "experiences", owner: "experience", export: "exported" },
  manifests: { id: "manifests", parent: "experiences", owner: "experience", export: "exported" },
  /** Review comments: threads and their replies, one document each (replies name their thread in `parentId`). */
  comments: { id: "comments", parent: "experiences", owner: "experience", export: "exported" },
  /** `private/assistant`: the assistant a version was published with; never served, but the brand's own content. */
  versionPrivate: { id: "private", parent: "manifests", owner: "version", export: "exported" },

  // Nobody's in particular.
  signUpAttempts: { id: "signUpAttempts", parent: null, owner: "global", export: "global" },
  idempotency: { id: "idempotency", parent: null, owner: "global", export: "global" },
  rateLimits: { id: "rateLimits", parent: null, owner: "global", export: "global" },
} as const satisfies Record<string, CollectionEntry>;

export type CollectionName = keyof typeof COLLECTIONS;

/** Every parent names an entry (a misspelt parent does not compile). */
type Parent = (typeof COLLECTIONS)[CollectionName]["parent"];
export const PARENTS_ARE_ENTRIES: Exclude<Parent, null> extends CollectionName ? true : never = true;

/** The stored type of a collection's documents, where one is declared (`stored-documents.ts`). */
export interface StoredDocuments {
  tenants: TenantDoc;
  tenantMembers: MemberDoc;
  invitations: InvitationDoc;
  apiKeys: ApiKeyDoc;
  exports: WorkspaceExportDoc;
  brands: BrandDoc;
  brandMembers: BrandMemberDoc;
}
export type StoredDocument<N extends CollectionName> = N extends keyof StoredDocuments ? StoredDocuments[N] : DocumentData;

const entries = Object.entries(COLLECTIONS) as [CollectionName, CollectionEntry & { parent: CollectionName | null }][];

/** The names of the entries that match. */
export const collectionsWhere = (match: (entry: CollectionEntry & { parent: CollectionName | null }, name: CollectionName) => boolean): CollectionName[] =>
  entries.filter(([name, entry]) => match(entry, name)).map(([name]) => name);

/** The direct sub-collections of an entry. */
export const subcollectionsOf = (parent: CollectionName): CollectionName[] => collectionsWhere((entry) => entry.parent === parent);

/** The entry of a collection id under a parent entry (null: top level), or undefined when none is registered. */
export const entryNamed = (parent: CollectionName | null, id: string): CollectionName | undefined =>
  entries.find(([, entry]) => entry.parent === parent && entry.id === id)?.[0];

/** The top-level collections whose documents a workspace owns through their `tenantId` (brands aside). */
export const WORKSPACE_TOP_LEVEL = collectionsWhere((entry, name) => entry.parent === null && entry.ownerField === "tenantId" && name !== "brands");

/** The collection ids from the top down to `name`'s (`tenants`, `members`, `notifications`). */
function collectionIdsDownTo(name: CollectionName): string[] {
  const ids: string[] = [];
  for (let at: CollectionName | null = name; at !== null; at = COLLECTIONS[at].parent as CollectionName | null) ids.unshift(COLLECTIONS[at].id);
  return ids;
}

/** The path of a collection, from the ids of the documents above it (outermost first). */
export function collectionPath(name: CollectionName, ...ids: string[]): string {
  const chain = collectionIdsDownTo(name);
  if (ids.length !== chain.length - 1) throw new Error(`${name} needs ${chain.length - 1} ids, got ${ids.length}`);
  return chain.map((collection, i) => (i === 0 ? collection : `${ids[i - 1]}/${collection}`)).join("/");
}

/**
 * The document ids in a document's path (outermost first, its own last) when it is a document of
 * `name`; null when it is not, as a collection-group query also finds collections of the same id
 * elsewhere.
 */
export function documentIdsOf(name: CollectionName, path: string): string[] | null {
  const chain = collectionIdsDownTo(name);
  const segments = path.split("/");
  if (segments.length !== chain.length * 2 || chain.some((collection, i) => segments[i * 2] !== collection)) return null;
  return chain.map((_, i) => segments[i * 2 + 1]!);
}

/**
 * The kinds of stored file a workspace has (storage keys under `brands/{brandId}/` and
 * `tenants/{tenantId}/`, which the purge deletes by prefix), and what an export does with each:
 * `files`, the archive holds the file (the sizes and variants made from an upload, in its
 * folder, are made again on import); `excluded`, left out, with why.
 */
export const STORED_FILES = [
  /** `brands/{brandId}/{kind}s/{uploadId}/…`: the original, and what is made from it in the same folder. */
  { kind: "upload", pattern: /^brands\/[^/]+\/(model|video|image)s\/[^/]+\/.+$/, export: "files" },
  {
    kind: "scene picture",
    pattern: /^brands\/[^/]+\/experiences\/[^/]+\/manifests\/\d+\/pictures\/[^/]+$/,
    export: "excluded",
    why: "a published version's scene pictures, drawn again from its manifest",
  },
  /** `tenants/{tenantId}/event-exports/…`: an import puts them under the new workspace's folder. */
  { kind: "event export file", pattern: /^tenants\/[^/]+\/event-exports\/date=[^/]+\/brand=[^/]+\/hour=[^/]+\/events(-\d+)?\.parquet$/, export: "files" },
  { kind: "workspace archive", pattern: /^tenants\/[^/]+\/(exports|imports)\/[^/]+$/, export: "excluded", why: "export and import archives themselves" },
] as const satisfies readonly { kind: string; pattern: RegExp; export: "files" | "excluded"; why?: string }[];
