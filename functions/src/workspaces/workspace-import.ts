import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import type { Caller } from "../auth/caller.js";
import { db } from "../firebase.js";
import { alreadyExists, conflict, invalid, notFound } from "../errors.js";
import { createInvitation } from "../invitations/invitations.js";
import { makeImageVariants } from "../images/resize-image.js";
import { etagOf } from "../manifests/etag.js";
import { blobStore } from "../storage/blob-store.js";
import { assertNamesNotReserved } from "../sign-up/reserved-names.js";
import { createTenant, findTenantBySlug } from "../tenants/tenants.js";
import { allowReservedNames, OPERATOR_UID } from "./workspace-provisioning.js";
import { purgeWorkspace } from "./workspace-purge.js";
import { workspaceBrands, workspaceDocuments, type WorkspaceCollection } from "./workspace-inventory.js";
import { ImportArchive, IMPORT_ARCHIVE_LIMITS, type ArchiveLimits } from "./import-archive-reader.js";
import { planWorkspaceImport, type ImportPlan, type PlannedDocument } from "./workspace-import-plan.js";
import { invitationsCol, membersCol, tenantsCol } from "../firestore/collections.js";
import type { TenantDoc } from "../firestore/stored-documents.js";

/** Firestore writes per batch (its limit is 500). */
const BATCH = 400;

export interface WorkspaceImportResult {
  tenantId: string;
  source: ImportPlan["source"];
  counts: { brands: number; documents: number; files: number; invitations: number };
  /** One per member of the archive (but the person importing): the link to hand over, shown this once. */
  invitations: { email: string; role: string; inviteLink: string }[];
}

/**
 * Fails when the workspace holds content already: an import restores a workspace, it never merges
 * into one. Its members may exist (the owner who imports); nothing else may.
 */
export async function assertWorkspaceEmpty(tenantId: string): Promise<void> {
  const [brands, ...others] = await Promise.all([
    workspaceBrands(tenantId).limit(1).select().get(),
    ...(["uploads", "libraryObjects", "placements"] as WorkspaceCollection[]).map((c) => workspaceDocuments(c, tenantId).limit(1).select().get()),
  ]);
  if (!brands.empty || others.some((s) => !s.empty)) {
    throw conflict("An archive can only be imported into an empty workspace: this one has brands, models or uploads already");
  }
}

const NOUNS: Record<string, string> = { brands: "brand", placements: "QR code", uploads: "upload", libraryObjects: "library model" };

/**
 * Ids are kept (published manifests name their brand and experience, QR codes their placement), so
 * the archive's top-level documents must not exist anywhere in this project yet.
 */
export async function assertIdsFree(plan: ImportPlan): Promise<void> {
  const refs = plan.roots.map((d) => db().doc(d.path));
  for (let i = 0; i < refs.length; i += 300) {
    const snaps = await db().getAll(...refs.slice(i, i + 300));
    const taken = snaps.find((s) => s.exists);
    if (taken) {
      throw conflict(
        `This archive's ${NOUNS[taken.ref.parent.id] ?? taken.ref.parent.id} ${taken.id} exists already in this project: an import keeps the archive's ids, so the workspace it came from must be deleted first (or imported into another project)`,
      );
    }
  }
}

/** The public address prefix of files in the archive's storage and in this one; equal when both are the same storage. */
async function addressPrefixes(plan: ImportPlan): Promise<{ from: string; to: string } | null> {
  for (const root of plan.roots) {
    const { key, url } = root.data as { key?: unknown; url?: unknown };
    if (typeof key !== "string" || typeof url !== "string" || !url.endsWith(key)) continue;
    const from = url.slice(0, url.length - key.length);
    const published = await blobStore().publish(key);
    const to = published.slice(0, published.length - key.length);
    return from === to ? null : { from, to };
  }
  return null;
}

/** Every string that starts with the archive's storage address now starts with this storage's. */
function readdress(value: unknown, from: string, to: string): unknown {
  if (typeof value === "string") return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((v) => readdress(v, from, to));
  if (value && typeof value === "object" && !(value instanceof Timestamp) && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, readdress(v, from, to)]));
  }
  return value;
}

/** What an import wrote so far, so that a failure takes it all back. */
class Written {
  /** Brands whose storage folder is ours: their ids were free, so every file under them was written here. */
  brands: string[] = [];
  files: string[] = [];
  roots: string[] = [];
  invitations: string[] = [];

  async undo(tenantId: string) {
    const store = blobStore();
    for (const key of this.files) await store.delete(key).catch(() => {});
    for (const brandId of this.brands) await store.deletePrefix(`brands/${brandId}/`).catch(() => {});
    for (const path of this.roots) {
      // A brand goes with everything written under it.
      await db().recursiveDelete(db().doc(path));
    }
    for (const id of this.invitations) await invitationsCol(tenantId).doc(id).delete();
  }
}

async function writeDocuments(docs: PlannedDocument[], track?: (path: string) => void) {
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = db().batch();
    for (const doc of docs.slice(i, i + BATCH)) {
      batch.set(db().doc(doc.path), doc.data);
      track?.(doc.path);
    }
    await batch.commit();
  }
}

export interface ImportOptions {
  limits?: ArchiveLimits;
  /** Who imports: their own membership stays and they are not invited again. */
  importer: Caller;
  /** Called as each stage is written, with what is written so far (a stage that throws fails the import, like any write). */
  onProgress?: (stage: "files" | "documents" | "workspace" | "invitations", counts: { files: number; documents: number }) => Promise<void> | void;
}

/**
 * Restores a workspace export into the empty workspace `importer.tenantId`. All or nothing: the
 * whole archive is read and checked first (`planWorkspaceImport`: format, sizes, names, ids, files),
 * the workspace is marked `importing` (so a second import waits), and only then is anything
 * written: files, then documents, then the workspace's settings, then one invitation per member of
 * the archive (people are invited again, never given accounts). A failure while writing deletes
 * what was written, restores the settings and clears the mark; the error goes on to the caller.
 */
export async function importWorkspaceArchive(bytes: Uint8Array, options: ImportOptions): Promise<WorkspaceImportResult> {
  const { importer } = options;
  const tenantId = importer.tenantId;
  const archive = ImportArchive.open(bytes, options.limits ?? IMPORT_ARCHIVE_LIMITS);
  const plan = planWorkspaceImport(archive, tenantId);
  archive.verifyAll();

  const tenantRef = tenantsCol().doc(tenantId);
  const previous = await db().runTransaction(async (tx) => {
    const snap = await tx.get(tenantRef);
    if (!snap.exists) throw notFound("Workspace");
    const importing = snap.get("importing") as { until?: Timestamp } | null | undefined;
    if (importing && (importing.until?.toMillis() ?? 0) > Date.now()) throw conflict("An import into this workspace is already running");
    tx.update(tenantRef, { importing: { startedAt: FieldValue.serverTimestamp(), until: Timestamp.fromMillis(Date.now() + 3_600_000) } });
    const data = snap.data() as TenantDoc & { onboarding?: unknown };
    return { settings: data.settings ?? {}, onboarding: data.onboarding ?? null };
  });

  const written = new Written();
  try {
    await assertWorkspaceEmpty(tenantId);
    await assertIdsFree(plan);

    const store = blobStore();
    written.brands.push(...plan.brandIds);
    const toPublish: string[] = [];
    for (const file of plan.files) {
      written.files.push(file.key);
      await store.write(file.key, archive.read(file.entry), file.contentType);
      if (file.publish) toPublish.push(file.key);
    }
    for (const key of toPublish) await store.publish(key);
    // Files the archive leaves out because they are made from others are made again, at the same keys:
    // an image's smaller sizes here; a library model's optimised copies by its trigger (below).
    for (const root of plan.roots) {
      const d = root.data as { kind?: unknown; key?: unknown; status?: unknown; variants?: unknown };
      if (root.path.startsWith("uploads/") && d.kind === "image" && d.status === "ready" && Array.isArray(d.variants) && d.variants.length > 0) {
        if (plan.files.some((f) => f.key === d.key)) await makeImageVariants(store, d.key as string);
      }
    }
    await options.onProgress?.("files", { files: plan.files.length, documents: 0 });

    // A library model is processed again from its original (`onLibraryObjectCreated`), which writes its
    // optimised GLB, USDZ and views at the keys the published manifests name.
    let roots = plan.roots.map((d) =>
      d.path.startsWith("libraryObjects/") && d.data.status === "ready" && plan.files.some((f) => f.key === d.data.originalKey)
        ? { path: d.path, data: { ...d.data, status: "processing", processingAttempts: 0 } }
        : d,
    );
    let documents = plan.documents;
    const prefixes = await addressPrefixes(plan);
    if (prefixes) {
      // Another storage (another project or region): files are addressed there now. Manifests change, so their tags do too.
      const move = (d: PlannedDocument): PlannedDocument => {
        const data = readdress(d.data, prefixes.from, prefixes.to) as Record<string, unknown>;
        if (typeof data.content === "string" && /\/manifests\/[^/]+$/.test(d.path)) data.etag = etagOf(data.content);
        return { path: d.path, data };
      };
      roots = roots.map(move);
      documents = documents.map(move);
    }

    // Roots first, so that an undo finds every brand (recursiveDelete takes what is under it).
    await writeDocuments(roots, (path) => written.roots.push(path));
    await writeDocuments(documents);
    const documentCount = roots.length + documents.length;
    await options.onProgress?.("documents", { files: plan.files.length, documents: documentCount });

    await tenantRef.update({
      settings: { ...previous.settings, ...plan.workspace.settings },
      ...(plan.workspace.onboarding ? { onboarding: plan.workspace.onboarding } : {}),
      importedFrom: { workspaceId: plan.source.workspaceId, slug: plan.source.slug, exportedAt: plan.source.exportedAt, at: FieldValue.serverTimestamp() },
      updatedAt: FieldValue.serverTimestamp(),
    });
    await options.onProgress?.("workspace", { files: plan.files.length, documents: documentCount });

    const invitations: WorkspaceImportResult["invitations"] = [];
    // People already in the workspace (the owner who imports) keep their membership.
    const present = new Set((await membersCol(tenantId).select("email").get()).docs.map((d) => String(d.get("email")).toLowerCase()));
    // And people with a live invitation keep it (inviting them again would be refused).
    const pending = await invitationsCol(tenantId).where("status", "==", "pending").select("email", "expiresAt").get();
    for (const d of pending.docs) {
      if (((d.get("expiresAt") as Timestamp | undefined)?.toMillis() ?? 0) > Date.now()) present.add(String(d.get("email")).toLowerCase());
    }
    for (const member of plan.members) {
      if (present.has(member.email)) continue;
      const sent = await createInvitation(importer, {
        email: member.email,
        role: member.role,
        displayName: member.displayName ?? undefined,
        brandRoles: member.brandRoles,
      });
      written.invitations.push(sent.invitation.id);
      invitations.push({ email: member.email, role: member.role, inviteLink: sent.inviteLink });
    }

    await options.onProgress?.("invitations", { files: plan.files.length, documents: documentCount });

    await tenantRef.update({ importing: null });
    logger.info("workspace imported", { tenantId, from: plan.source.workspaceId, brands: plan.brandIds.length });
    return {
      tenantId,
      source: plan.source,
      counts: { brands: plan.brandIds.length, documents: plan.roots.length + plan.documents.length, files: plan.files.length, invitations: invitations.length },
      invitations,
    };
  } catch (err) {
    logger.error("workspace import failed; undoing it", { tenantId, error: String((err as Error)?.stack ?? err) });
    await written.undo(tenantId);
    await tenantRef
      .update({ settings: previous.settings, onboarding: previous.onboarding ?? FieldValue.delete(), importedFrom: FieldValue.delete(), importing: null })
      .catch(() => {});
    throw err;
  }
}

/** The caller an operator's import acts as: an owner of the new workspace, with no account in it. */
export function operatorCaller(tenantId: string, authTenantId: string): Caller {
  return {
    kind: "user",
    uid: OPERATOR_UID,
    email: null,
    displayName: "Vitrine operator",
    tenantId,
    authTenantId,
    tenantRole: "owner",
    brandRoles: {},
  };
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * An operator restores an archive as a new workspace (`npm run admin -- import-workspace`): the
 * archive is checked whole before the workspace is created, the workspace takes the archive's name
 * and slug unless others are given, and a failed import deletes the workspace it created.
 */
export async function createWorkspaceFromArchive(
  bytes: Uint8Array,
  input: { slug?: string; name?: string; allowReserved?: boolean; limits?: ArchiveLimits } = {},
): Promise<WorkspaceImportResult & { slug: string }> {
  const archive = ImportArchive.open(bytes, input.limits ?? IMPORT_ARCHIVE_LIMITS);
  const plan = planWorkspaceImport(archive, "checking");
  archive.verifyAll();
  await assertIdsFree(plan);
  const slug = input.slug ?? plan.workspace.slug ?? plan.source.slug ?? "";
  const name = (input.name ?? plan.workspace.name ?? plan.source.name ?? slug).trim();
  if (!SLUG.test(slug)) throw invalid("Invalid workspace slug", [{ path: "slug", message: "Lower-case letters, digits and dashes, at most 63" }]);
  assertNamesNotReserved(
    [
      { path: "slug", value: slug },
      { path: "name", value: name },
    ],
    input.allowReserved === true,
  );
  if (await findTenantBySlug(slug)) throw alreadyExists(`A workspace named ${slug} exists already: give the import another one (--slug)`);
  const tenant = await createTenant({ name, slug }, OPERATOR_UID);
  try {
    if (input.allowReserved) await allowReservedNames(tenant.id, true, "imported");
    const result = await importWorkspaceArchive(bytes, { importer: operatorCaller(tenant.id, tenant.authTenantId), limits: input.limits });
    return { ...result, slug };
  } catch (err) {
    await purgeWorkspace(tenant.id);
    throw err;
  }
}
