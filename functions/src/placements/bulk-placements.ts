import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import type { z } from "zod";
import type { Caller } from "../auth/caller.js";
import {
  MAX_BULK_PLACEMENT_STORES,
  storeCodeKey,
  type BulkCreatePlacementsResult,
  type BulkPlacementsPreview,
  type BulkStoreSelection,
  type bulkCreatePlacementsSchema,
} from "@vitrine/contract";
import { db } from "../firebase.js";
import { unprocessable } from "../errors.js";
import { placementsCol, storesCol } from "../firestore/collections.js";
import type { BrandDoc } from "../firestore/stored-documents.js";
import { assertExperiences, assertNoConflicts, newPlacementFields, normaliseSchedules } from "./placements.js";

/**
 * One placement per selected store, in bulk (a chain's campaign rolled out to hundreds of stores).
 * Everything is read and written in one transaction: a refused request writes nothing, and two
 * runs at once never make two placements for one store (the later one retries and skips). A store
 * that already has a placement for the experience is skipped, so running it again changes nothing.
 */

type BulkInput = z.output<typeof bulkCreatePlacementsSchema>;

/** `in` queries take at most 30 values. */
const IN_LIMIT = 30;
/** Unknown codes or ids named in a refusal: enough to fix a paste, not a wall of text. */
const NAMED_IN_MESSAGE = 10;

interface SelectedStore {
  id: string;
  name: string;
  code: string | null;
  timezone: string;
}

const chunksOf = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

function storeOf(snap: DocumentSnapshot): SelectedStore {
  const code = snap.get("code");
  return { id: snap.id, name: String(snap.get("name") ?? ""), code: typeof code === "string" ? code : null, timezone: snap.get("timezone") ?? "UTC" };
}

function tooMany(count: number): never {
  throw unprocessable(
    `This selection has ${count} stores; one bulk creation makes placements for at most ${MAX_BULK_PLACEMENT_STORES}. Narrow it (a tag, or a list of codes) and run it in parts.`,
    [{ path: "stores", message: `At most ${MAX_BULK_PLACEMENT_STORES} stores` }],
  );
}

function unknown(path: string, what: string, values: string[]): never {
  const named = values.slice(0, NAMED_IN_MESSAGE).join(", ");
  const more = values.length > NAMED_IN_MESSAGE ? ` and ${values.length - NAMED_IN_MESSAGE} more` : "";
  throw unprocessable(`No store of this brand has ${what} ${named}${more}; nothing was created`, [{ path, message: `Unknown ${what}: ${named}${more}` }]);
}

/** The brand's stores the selection names; only ever read under the brand, so another brand's stores are never reached. */
async function selectStores(tx: Transaction, brandId: string, selection: BulkStoreSelection): Promise<SelectedStore[]> {
  const stores = storesCol(brandId);
  if ("all" in selection || "tag" in selection) {
    const query = "tag" in selection ? stores.where("tags", "array-contains", selection.tag) : stores;
    const snap = await tx.get(query.limit(MAX_BULK_PLACEMENT_STORES + 1));
    if (snap.size > MAX_BULK_PLACEMENT_STORES) tooMany((await query.count().get()).data().count);
    if (snap.empty && "tag" in selection) unknown("stores.tag", "the tag", [selection.tag]);
    return snap.docs.map(storeOf);
  }
  if ("codes" in selection) {
    const wanted = new Map(selection.codes.map((code) => [storeCodeKey(code), code]));
    if (wanted.size > MAX_BULK_PLACEMENT_STORES) tooMany(wanted.size);
    const keys = [...wanted.keys()];
    // By the stored key: codes match whatever their case.
    const snaps = await Promise.all(chunksOf(keys, IN_LIMIT).map((chunk) => tx.get(stores.where("codeKey", "in", chunk))));
    const found = new Map(snaps.flatMap((s) => s.docs).map((doc) => [doc.id, storeOf(doc)]));
    const known = new Set([...found.values()].map((s) => (s.code === null ? "" : storeCodeKey(s.code))));
    const missing = keys.filter((key) => !known.has(key)).map((key) => wanted.get(key)!);
    if (missing.length > 0) unknown("stores.codes", missing.length === 1 ? "the code" : "the codes", missing);
    return [...found.values()];
  }
  const ids = [...new Set(selection.storeIds)];
  if (ids.length > MAX_BULK_PLACEMENT_STORES) tooMany(ids.length);
  const snaps = await tx.getAll(...ids.map((id) => stores.doc(id)));
  const missing = snaps.filter((s) => !s.exists).map((s) => s.id);
  if (missing.length > 0) unknown("stores.storeIds", missing.length === 1 ? "the id" : "the ids", missing);
  return snaps.map(storeOf);
}

/** Store id → the placement it already has for the experience. */
async function existingPlacements(tx: Transaction, brandId: string, experienceId: string): Promise<Map<string, string>> {
  const snap = await tx.get(placementsCol().where("brandId", "==", brandId).where("experienceIds", "array-contains", experienceId).select("storeId"));
  const byStore = new Map<string, string>();
  for (const doc of snap.docs) {
    const storeId = doc.get("storeId");
    if (typeof storeId === "string" && !byStore.has(storeId)) byStore.set(storeId, doc.id);
  }
  return byStore;
}

/** `{store}` and `{code}` filled in; a name left blank (a pattern of only `{code}`, a store without one) falls back to the store's name. */
export function placementNameFor(pattern: string, store: { name: string; code: string | null }): string {
  const name = pattern
    .replaceAll("{store}", store.name)
    .replaceAll("{code}", store.code ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100)
    .trim();
  return name || store.name.slice(0, 100) || "QR code";
}

async function plan(tx: Transaction, brandId: string, input: Pick<BulkInput, "defaultExperienceId" | "stores">) {
  await assertExperiences(tx, brandId, [{ path: "defaultExperienceId", id: input.defaultExperienceId }]);
  const stores = await selectStores(tx, brandId, input.stores);
  const existing = await existingPlacements(tx, brandId, input.defaultExperienceId);
  return {
    stores,
    toCreate: stores.filter((s) => !existing.has(s.id)),
    skipped: stores.filter((s) => existing.has(s.id)).map((s) => ({ storeId: s.id, placementId: existing.get(s.id)! })),
  };
}

export async function previewBulkPlacements(brandId: string, input: Pick<BulkInput, "defaultExperienceId" | "stores">): Promise<BulkPlacementsPreview> {
  return db().runTransaction(
    async (tx) => {
      const { stores, toCreate, skipped } = await plan(tx, brandId, input);
      return { selected: stores.length, toCreate: toCreate.length, skipped: skipped.length };
    },
    { readOnly: true },
  );
}

export async function bulkCreatePlacements(
  caller: Caller,
  brand: { id: string; data: BrandDoc },
  input: BulkInput,
  now = Date.now(),
): Promise<BulkCreatePlacementsResult> {
  return db().runTransaction(async (tx) => {
    const { stores, toCreate, skipped } = await plan(tx, brand.id, input);
    await assertExperiences(
      tx,
      brand.id,
      input.schedules.map((s, i) => ({ path: `schedules.${i}.experienceId`, id: s.experienceId })),
    );
    // Checked once per zone: the template's overlaps are the same in every store of one zone.
    const schedulesByZone = new Map<string, ReturnType<typeof normaliseSchedules>>();
    const schedulesFor = (timezone: string) => {
      let schedules = schedulesByZone.get(timezone);
      if (!schedules) {
        schedules = normaliseSchedules(input.schedules, timezone);
        assertNoConflicts(schedules);
        schedulesByZone.set(timezone, schedules);
      }
      return schedules;
    };
    const placements = toCreate.map((store) => {
      const ref = placementsCol().doc();
      const name = placementNameFor(input.namePattern, store);
      // Each placement its own copy, so ids stay unique within one placement only, as for one made alone.
      const schedules = schedulesFor(store.timezone).map((s) => ({ ...s }));
      tx.create(
        ref,
        newPlacementFields(caller, brand, { name, storeId: store.id, defaultExperienceId: input.defaultExperienceId, schedules, smartRules: [] }, now),
      );
      tx.update(storesCol(brand.id).doc(store.id), { placementCount: FieldValue.increment(1) });
      return { id: ref.id, storeId: store.id, name };
    });
    return { selected: stores.length, created: placements.length, skipped: skipped.length, placements, skippedStores: skipped };
  });
}
