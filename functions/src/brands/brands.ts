import { FieldValue, type Query, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { defaultBrandLanguages, effectiveBrandRole, type Brand, type CreateBrand, type ListBrandsQuery, type Page, type UpdateBrand } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound, alreadyExists, unprocessable } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { slugify, toIso } from "../firestore/values.js";
import { readDoc, readQuery } from "../firestore/firestore-reads.js";
import { assertWorkspaceMayUseNames } from "../tenants/tenants.js";
import { queueDeletedBrandFiles } from "../uploads/storage-cleanup.js";
import { cursorPage, cursorPageOfDocs, BY_NAME } from "../firestore/cursor-page.js";
import type { BrandDoc } from "../firestore/stored-documents.js";
import { brandMembersCol, brandsCol, membersCol, subcollection } from "../firestore/collections.js";

export const DEFAULT_BRAND_COLORS = { primary: "#4f46e5", accent: "#f59e0b" };

export function toBrand(id: string, data: BrandDoc): Brand {
  return {
    id,
    tenantId: data.tenantId,
    name: data.name,
    slug: data.slug,
    colors: data.colors ?? DEFAULT_BRAND_COLORS,
    logoUrl: data.logoUrl ?? null,
    timezone: data.timezone ?? "UTC",
    embedOrigins: data.embedOrigins ?? [],
    languages: data.languages ?? defaultBrandLanguages,
    requirePublishApproval: data.requirePublishApproval === true,
    publishApprovers: data.publishApprovers ?? [],
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
    createdBy: data.createdBy,
  };
}

/** A brand of the caller's tenant, or 404: brands of other tenants do not exist for the caller. */
export async function getTenantBrand(tenantId: string, brandId: string, tx?: Transaction): Promise<{ id: string; data: BrandDoc }> {
  const snap = await readDoc(brandsCol().doc(brandId), tx);
  const data = snap.data() as BrandDoc | undefined;
  if (!data || data.tenantId !== tenantId) throw notFound("Brand");
  return { id: snap.id, data };
}

const prefixEnd = (prefix: string) => prefix + "\uf8ff";

export async function listBrands(caller: Caller, query: ListBrandsQuery & { limit: number }): Promise<Page<Brand>> {
  const q = query.q?.toLowerCase();
  const seesAll = effectiveBrandRole(caller.tenantRole, undefined) === "admin";
  if (!seesAll) return listMemberBrands(caller, q, query);

  let ref: Query = brandsCol().where("tenantId", "==", caller.tenantId);
  if (q) ref = ref.where("nameLower", ">=", q).where("nameLower", "<", prefixEnd(q));
  return cursorPage(ref, BY_NAME, query, (d) => toBrand(d.id, d.data() as BrandDoc));
}

/**
 * A member sees only the brands they hold a role on: few, so read them all and page in memory, in
 * the order and with the cursors of the list read from Firestore.
 */
async function listMemberBrands(caller: Caller, q: string | undefined, query: { limit: number; cursor?: string }) {
  const ids = Object.keys(caller.brandRoles);
  const snaps = ids.length > 0 ? await db().getAll(...ids.map((id) => brandsCol().doc(id))) : [];
  const seen = snaps.filter((s) => s.exists && (s.data() as BrandDoc).tenantId === caller.tenantId && (!q || (s.data() as BrandDoc).nameLower.startsWith(q)));
  return cursorPageOfDocs(seen, BY_NAME, query, (s) => toBrand(s.id, s.data() as BrandDoc));
}

async function assertNameFree(tenantId: string, nameLower: string, exceptId?: string) {
  const snap = await brandsCol().where("tenantId", "==", tenantId).where("nameLower", "==", nameLower).limit(2).get();
  if (snap.docs.some((d) => d.id !== exceptId)) {
    throw alreadyExists("A brand with this name already exists in your workspace");
  }
}

export async function createBrand(caller: Caller, input: CreateBrand): Promise<Brand> {
  const name = input.name.trim();
  const nameLower = name.toLowerCase();
  await assertWorkspaceMayUseNames(caller.tenantId, [{ path: "name", value: name }]);
  await assertNameFree(caller.tenantId, nameLower);
  const ref = brandsCol().doc();
  await ref.set({
    tenantId: caller.tenantId,
    name,
    nameLower,
    slug: slugify(name),
    colors: input.colors ?? DEFAULT_BRAND_COLORS,
    logoUrl: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  } satisfies BrandDoc);
  const snap = await ref.get();
  return toBrand(snap.id, snap.data() as BrandDoc);
}

/** The brand as its GET answers, read in `tx` when given. */
export async function getBrand(tenantId: string, brandId: string, tx?: Transaction): Promise<Brand> {
  const { id, data } = await getTenantBrand(tenantId, brandId, tx);
  return toBrand(id, data);
}

export async function updateBrand(caller: Caller, brandId: string, input: UpdateBrand, ifMatch?: IfMatch): Promise<Brand> {
  const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  if (input.name !== undefined) {
    const name = input.name.trim();
    await assertWorkspaceMayUseNames(caller.tenantId, [{ path: "name", value: name }]);
    await assertNameFree(caller.tenantId, name.toLowerCase(), brandId);
    Object.assign(update, { name, nameLower: name.toLowerCase(), slug: slugify(name) });
  }
  if (input.colors) update.colors = input.colors;
  if (input.timezone) update.timezone = input.timezone;
  if (input.embedOrigins) update.embedOrigins = input.embedOrigins;
  if (input.languages) update.languages = input.languages;
  if (input.requirePublishApproval !== undefined) update.requirePublishApproval = input.requirePublishApproval;
  const ref = brandsCol().doc(brandId);
  await db().runTransaction(async (tx) => {
    await getTenantBrand(caller.tenantId, brandId, tx);
    await ifMatch?.assert(() => getBrand(caller.tenantId, brandId, tx));
    if (input.publishApprovers) update.publishApprovers = await brandMembersAmong(brandId, input.publishApprovers, tx);
    tx.update(ref, update);
  });
  return getBrand(caller.tenantId, brandId);
}

/**
 * The named approvers, each a member of the brand, read in the transaction that stores them: a
 * member removed meanwhile makes it retry and be refused. Others are 422, each named by position.
 */
async function brandMembersAmong(brandId: string, uids: string[], tx: Transaction): Promise<string[]> {
  const snaps = uids.length > 0 ? await tx.getAll(...uids.map((uid) => brandMembersCol(brandId).doc(uid))) : [];
  const issues = snaps.flatMap((snap, index) => (snap.exists ? [] : [{ path: `publishApprovers.${index}`, message: "Not a member of this brand" }]));
  if (issues.length > 0) throw unprocessable("Named approvers must be members of the brand", issues);
  return uids;
}

/**
 * Deletes the brand with every subcollection, and the brand role it gave each member. The brand
 * document and those roles go first, in one transaction that checked the brand (If-Match): from
 * then on nothing reaches what is under it, and a concurrent update either committed before (this
 * delete is then refused) or finds the brand gone.
 */
export async function deleteBrand(caller: Caller, brandId: string, ifMatch?: IfMatch): Promise<void> {
  const ref = brandsCol().doc(brandId);
  await db().runTransaction(async (tx) => {
    await getTenantBrand(caller.tenantId, brandId, tx);
    await ifMatch?.assert(() => getBrand(caller.tenantId, brandId, tx));
    const brandMembers = await readQuery(subcollection(ref, "brandMembers").select(), tx);
    for (const m of brandMembers.docs) {
      tx.update(membersCol(caller.tenantId).doc(m.id), {
        [`brandRoles.${brandId}`]: FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    // Its files (uploads, models) are deleted by the storage cleanup job.
    queueDeletedBrandFiles(tx, caller.tenantId, brandId);
    tx.delete(ref);
  });
  // Everything a person made goes now, so the brand is gone whole when the answer comes. The
  // viewers' analytics (tens of thousands of documents) would outlast the request's time limit:
  // the onBrandDeleted trigger deletes them (`cleanUpDeletedBrand`), and anything this loop did
  // not get to; without the brand nothing reaches them meanwhile.
  for (const collection of await ref.listCollections()) {
    if (!HIGH_VOLUME_COLLECTIONS.has(collection.id)) await db().recursiveDelete(collection);
  }
}

/** A brand's subcollections that viewers fill, deleted after the brand by its cleanup trigger. */
export const HIGH_VOLUME_COLLECTIONS = new Set(["analyticsEvents", "analyticsDaily"]);
