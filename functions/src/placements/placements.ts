import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import type { z } from "zod";
import type { Caller } from "../auth/caller.js";
import type {
  FieldIssue,
  Placement,
  PlacementTimeline,
  ResolvedPlacement,
  ScenePicture,
  Schedule,
  createPlacementSchema,
  listPlacementsQuerySchema,
  scheduleInputSchema,
  SmartRuleRecord,
  smartRuleInputSchema,
  updatePlacementSchema,
} from "@vitrine/contract";
import { deviceOf, preferredLanguage, countsScans, ruleWarnings, type DeviceKind } from "@vitrine/contract/placement-rules";
import { decide, runningExperimentOf, smartRulesOf, variesByVisitor, type StoredExperiment } from "./decide.js";
import { countScan, scanShardRefs, scansIn } from "./scan-counter.js";
import { db } from "../firebase.js";
import { invalid, notFound, conflict } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { describeWindow, findConflicts } from "../scheduling/conflicts.js";
import { instantToLocal, localToInstant } from "@vitrine/contract/local-time";
import { resolveAt, timeline, type PlacementRules } from "../scheduling/resolve-placement.js";
import { DEFAULT_BRAND_COLORS } from "../brands/brands.js";
import { listBrandContent } from "../brands/brand-content-list.js";
import { toIso } from "../firestore/values.js";
import { assertOpenToVisitors } from "../workspaces/workspace-suspension.js";
import { notifyWebhooks } from "../webhooks/index.js";
import { brandsCol, experienceRef, placementsCol, storesCol, subcollection, tenantsCol } from "../firestore/collections.js";
import type { BrandDoc, TenantDoc } from "../firestore/stored-documents.js";

/**
 * Placements (QR codes) live at the top level, `placements/{placementId}`, so the public resolver
 * reads one document by id. Each carries its brand and tenant, its schedules (timezones filled in),
 * `experienceIds` (what it can show: the experiences service refuses to delete those), and the
 * materialised answer of the scheduler: `activeExperienceId`, `activeComputedAt`,
 * `activeValidUntil` (null when nothing will change). Every write recomputes that answer, and the
 * `materialise-placements` job recomputes the ones whose `activeValidUntil` has passed.
 */

type ScheduleInput = z.output<typeof scheduleInputSchema>;
type SmartRuleInput = z.output<typeof smartRuleInputSchema>;
type CreateInput = z.output<typeof createPlacementSchema>;
type UpdateInput = z.output<typeof updatePlacementSchema>;
type ListQuery = z.output<typeof listPlacementsQuerySchema>;

export function rulesOf(data: DocumentData): { defaultExperienceId: string | null; schedules: Schedule[] } {
  return { defaultExperienceId: data.defaultExperienceId ?? null, schedules: (data.schedules ?? []) as Schedule[] };
}

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/** The stored answer holds from when it was computed until its `activeValidUntil`. */
function isFresh(data: DocumentData, now: number): boolean {
  const computedAt = millisOf(data.activeComputedAt);
  if (computedAt === null || computedAt > now) return false;
  if (data.activeValidUntil === null) return true;
  const validUntil = millisOf(data.activeValidUntil);
  return validUntil !== null && now < validUntil;
}

export interface ActiveState {
  experienceId: string | null;
  computedAt: number;
  validUntil: number | null;
}

/** The active experience at `now`: the materialised one when still fresh, else computed right now. */
export function activeState(data: DocumentData, now: number): ActiveState {
  if (isFresh(data, now)) {
    return {
      experienceId: data.activeExperienceId ?? null,
      computedAt: millisOf(data.activeComputedAt)!,
      validUntil: millisOf(data.activeValidUntil),
    };
  }
  const resolution = resolveAt(rulesOf(data), now);
  return { experienceId: resolution.experienceId, computedAt: now, validUntil: resolution.validUntil };
}

/** The fields a write stores so the resolver and the job can trust them until `activeValidUntil`. */
export function materialisedFields(rules: PlacementRules, now: number) {
  const { experienceId, validUntil } = resolveAt(rules, now);
  return {
    activeExperienceId: experienceId,
    activeComputedAt: Timestamp.fromMillis(now),
    activeValidUntil: validUntil === null ? null : Timestamp.fromMillis(validUntil),
  };
}

/** Every experience the placement can show: default, scheduled, in a smart rule, in a running experiment's arms. */
export function experienceIdsOf(
  rules: PlacementRules,
  smartRules: readonly { experienceId: string }[] = [],
  experiment: StoredExperiment | null = null,
): string[] {
  return [
    ...new Set(
      [
        rules.defaultExperienceId,
        ...rules.schedules.map((s) => s.experienceId),
        ...smartRules.map((r) => r.experienceId),
        ...(experiment?.status === "running" ? experiment.arms.map((a) => a.experienceId) : []),
      ].filter((id): id is string => !!id),
    ),
  ];
}

const isoOrNull = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : typeof value === "string" ? value : null);

function toExperiment(experiment: StoredExperiment | null | undefined): Placement["experiment"] {
  if (!experiment) return null;
  return {
    id: experiment.id,
    name: experiment.name ?? "",
    status: experiment.status,
    arms: experiment.arms.map((a) => ({ id: a.id, experienceId: a.experienceId, weight: a.weight })),
    startedAt: isoOrNull(experiment.startedAt) ?? new Date(0).toISOString(),
    stoppedAt: isoOrNull(experiment.stoppedAt),
    winnerArmId: experiment.winnerArmId ?? null,
  };
}

function toRules(data: DocumentData): SmartRuleRecord[] {
  return smartRulesOf(data).map((r) => ({
    id: r.id,
    label: r.label ?? "",
    experienceId: r.experienceId,
    when: {
      devices: r.when.devices ? [...r.when.devices] : null,
      languages: r.when.languages ? [...r.when.languages] : null,
      firstScans: r.when.firstScans ?? null,
      from: r.when.from ?? null,
      to: r.when.to ?? null,
    },
  }));
}

function toPlacement(id: string, data: DocumentData, now = Date.now()): Placement {
  const active = activeState(data, now);
  const rules = rulesOf(data);
  return {
    id,
    brandId: data.brandId,
    name: data.name,
    storeId: data.storeId ?? null,
    defaultExperienceId: rules.defaultExperienceId,
    schedules: rules.schedules.map((s) => ({
      id: s.id,
      experienceId: s.experienceId,
      label: s.label ?? "",
      startDate: s.startDate,
      endDate: s.endDate,
      weekdays: s.weekdays ?? null,
      dailyWindow: s.dailyWindow ?? null,
      timezone: s.timezone,
      priority: s.priority ?? 0,
    })),
    rules: toRules(data),
    ruleWarnings: ruleWarnings(smartRulesOf(data), now),
    experiment: toExperiment(data.experiment),
    experienceIds: data.experienceIds ?? experienceIdsOf(rules, smartRulesOf(data), runningExperimentOf(data)),
    activeExperienceId: active.experienceId,
    activeComputedAt: new Date(active.computedAt).toISOString(),
    activeValidUntil: active.validUntil === null ? null : new Date(active.validUntil).toISOString(),
    scanCount: data.scanCount ?? 0,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

const newScheduleId = () => randomBytes(6).toString("base64url");

/** Stored form of the schedules: ids kept or made up, every day = null, the zone filled in. */
export function normaliseSchedules(input: ScheduleInput[], defaultTimezone: string): Schedule[] {
  return input.map((s) => ({
    id: s.id ?? newScheduleId(),
    experienceId: s.experienceId,
    label: s.label,
    startDate: s.startDate,
    endDate: s.endDate,
    weekdays: s.weekdays && s.weekdays.length < 7 ? s.weekdays : null,
    dailyWindow: s.dailyWindow ?? null,
    timezone: s.timezone ?? defaultTimezone,
    priority: s.priority,
  }));
}

/** Stored form of the smart rules: ids kept or made up, every absent condition null. */
function normaliseRules(input: SmartRuleInput[]): SmartRuleRecord[] {
  return input.map((r) => ({
    id: r.id ?? newScheduleId(),
    label: r.label,
    experienceId: r.experienceId,
    when: {
      devices: r.when.devices ?? null,
      languages: r.when.languages ?? null,
      firstScans: r.when.firstScans ?? null,
      from: r.when.from ? new Date(r.when.from).toISOString() : null,
      to: r.when.to ? new Date(r.when.to).toISOString() : null,
    },
  }));
}

const scheduleName = (s: Schedule, index: number) => (s.label ? `“${s.label}”` : `schedule ${index + 1}`);

/** Same-priority overlaps: 409 naming each pair and the first time both are on, with an issue on each schedule. */
export function assertNoConflicts(schedules: Schedule[]) {
  const conflicts = findConflicts(schedules);
  if (conflicts.length === 0) return;
  const issues: FieldIssue[] = [];
  const pairs = conflicts.map(({ first, second, overlap }) => {
    const a = schedules[first]!;
    const b = schedules[second]!;
    const when = describeWindow(overlap, a.timezone);
    issues.push({ path: `schedules.${first}`, message: `Overlaps ${scheduleName(b, second)} at the same priority (${a.priority}), first on ${when}` });
    issues.push({
      path: `schedules.${second}`,
      message: `Overlaps ${scheduleName(a, first)} at the same priority (${b.priority}), first on ${describeWindow(overlap, b.timezone)}`,
    });
    return `${scheduleName(a, first)} and ${scheduleName(b, second)} (first on ${when})`;
  });
  throw conflict(
    `Schedules at the same priority overlap, so neither could win: ${pairs.join("; ")}. Change their times or give one a higher priority.`,
    issues,
  );
}

interface StoreFacts {
  ref: DocumentReference;
  timezone: string;
}

async function readStore(tx: Transaction, brandId: string, storeId: string): Promise<StoreFacts> {
  const ref = storesCol(brandId).doc(storeId);
  const snap = await tx.get(ref);
  if (!snap.exists) throw invalid("No such store in this brand", [{ path: "storeId", message: "Pick a store of this brand" }]);
  return { ref, timezone: snap.get("timezone") ?? "UTC" };
}

/** Every experience named must be one of the brand's. */
export async function assertExperiences(tx: Transaction, brandId: string, named: { path: string; id: string }[]) {
  if (named.length === 0) return;
  const ids = [...new Set(named.map((n) => n.id))];
  const snaps = await tx.getAll(...ids.map((id) => experienceRef(brandId, id)));
  const missing = new Set(snaps.filter((s) => !s.exists).map((s) => s.id));
  const issues = named.filter((n) => missing.has(n.id)).map((n) => ({ path: n.path, message: "No such experience in this brand" }));
  if (issues.length > 0) throw invalid("Some experiences are not experiences of this brand", issues);
}

export async function readPlacement(tx: Transaction | null, brandId: string, placementId: string) {
  const ref = placementsCol().doc(placementId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists || snap.get("brandId") !== brandId) throw notFound("Placement");
  return { ref, data: snap.data()! };
}

export async function listPlacements(brandId: string, query: ListQuery) {
  const now = Date.now();
  return listBrandContent(
    placementsCol(),
    query,
    (id, data) => toPlacement(id, data, now),
    (q) => {
      let narrowed = q.where("brandId", "==", brandId);
      if (query.storeId) narrowed = narrowed.where("storeId", "==", query.storeId);
      if (query.experienceId) narrowed = narrowed.where("experienceIds", "array-contains", query.experienceId);
      return narrowed;
    },
  );
}

export async function getPlacement(brandId: string, placementId: string, tx?: Transaction): Promise<Placement> {
  const { data } = await readPlacement(tx ?? null, brandId, placementId);
  return toPlacement(placementId, data);
}

export async function createPlacement(caller: Caller, brand: { id: string; data: BrandDoc }, input: CreateInput, now = Date.now()): Promise<Placement> {
  const ref = placementsCol().doc();
  await db().runTransaction(async (tx) => {
    const store = input.storeId ? await readStore(tx, brand.id, input.storeId) : null;
    const schedules = normaliseSchedules(input.schedules, store?.timezone ?? "UTC");
    const smartRules = normaliseRules(input.rules ?? []);
    await assertExperiences(tx, brand.id, [
      ...(input.defaultExperienceId ? [{ path: "defaultExperienceId", id: input.defaultExperienceId }] : []),
      ...schedules.map((s, i) => ({ path: `schedules.${i}.experienceId`, id: s.experienceId })),
      ...smartRules.map((r, i) => ({ path: `rules.${i}.experienceId`, id: r.experienceId })),
    ]);
    assertNoConflicts(schedules);
    tx.set(
      ref,
      newPlacementFields(
        caller,
        brand,
        { name: input.name, storeId: input.storeId, defaultExperienceId: input.defaultExperienceId, schedules, smartRules },
        now,
      ),
    );
    if (store) tx.update(store.ref, { placementCount: FieldValue.increment(1) });
  });
  return getPlacement(brand.id, ref.id);
}

/** A new placement's document, whichever route makes it (one at a time or in bulk). */
export function newPlacementFields(
  caller: Caller,
  brand: { id: string; data: BrandDoc },
  p: { name: string; storeId: string | null; defaultExperienceId: string | null; schedules: Schedule[]; smartRules: SmartRuleRecord[] },
  now: number,
) {
  const rules: PlacementRules = { defaultExperienceId: p.defaultExperienceId, schedules: p.schedules };
  return {
    tenantId: brand.data.tenantId,
    brandId: brand.id,
    storeId: p.storeId,
    name: p.name,
    nameLower: p.name.toLowerCase(),
    defaultExperienceId: p.defaultExperienceId,
    schedules: p.schedules,
    rules: p.smartRules,
    experiment: null,
    experienceIds: experienceIdsOf(rules, p.smartRules),
    ...materialisedFields(rules, now),
    scanCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  };
}

export async function updatePlacement(brandId: string, placementId: string, input: UpdateInput, ifMatch?: IfMatch, now = Date.now()): Promise<Placement> {
  let scheduleChanged: { tenantId: string } | null = null;
  await db().runTransaction(async (tx) => {
    scheduleChanged = null;
    const { ref, data } = await readPlacement(tx, brandId, placementId);
    await ifMatch?.assert(() => getPlacement(brandId, placementId, tx));
    const oldStoreId: string | null = data.storeId ?? null;
    const storeId = input.storeId !== undefined ? input.storeId : oldStoreId;
    const moved = storeId !== oldStoreId;

    // Reads first (a transaction reads before it writes).
    const newStore = storeId && (moved || input.schedules) ? await readStore(tx, brandId, storeId) : null;
    const oldStore = moved && oldStoreId ? await tx.get(storesCol(brandId).doc(oldStoreId)) : null;
    const schedules = input.schedules ? normaliseSchedules(input.schedules, newStore?.timezone ?? "UTC") : rulesOf(data).schedules;
    const defaultExperienceId = input.defaultExperienceId !== undefined ? input.defaultExperienceId : (data.defaultExperienceId ?? null);
    const smartRules = input.rules ? normaliseRules(input.rules) : toRules(data);
    await assertExperiences(tx, brandId, [
      ...(input.defaultExperienceId ? [{ path: "defaultExperienceId", id: input.defaultExperienceId }] : []),
      ...(input.schedules ? schedules.map((s, i) => ({ path: `schedules.${i}.experienceId`, id: s.experienceId })) : []),
      ...(input.rules ? smartRules.map((r, i) => ({ path: `rules.${i}.experienceId`, id: r.experienceId })) : []),
    ]);
    if (input.schedules) assertNoConflicts([...schedules]);

    const rules: PlacementRules = { defaultExperienceId, schedules };
    const before = rulesOf(data);
    if (JSON.stringify(before.schedules) !== JSON.stringify(schedules) || before.defaultExperienceId !== defaultExperienceId) {
      scheduleChanged = { tenantId: data.tenantId };
    }
    if (input.rules && JSON.stringify(toRules(data)) !== JSON.stringify(smartRules)) scheduleChanged = { tenantId: data.tenantId };
    const update: Record<string, unknown> = {
      storeId,
      defaultExperienceId,
      schedules,
      rules: smartRules,
      experienceIds: experienceIdsOf(rules, smartRules, runningExperimentOf(data)),
      ...materialisedFields(rules, now),
      updatedAt: FieldValue.serverTimestamp(),
    };
    if (input.name !== undefined) Object.assign(update, { name: input.name, nameLower: input.name.toLowerCase() });
    tx.update(ref, update);
    if (moved) {
      if (oldStore?.exists) tx.update(oldStore.ref, { placementCount: FieldValue.increment(-1) });
      if (newStore) tx.update(newStore.ref, { placementCount: FieldValue.increment(1) });
    }
  });
  const placement = await getPlacement(brandId, placementId);
  const changed = scheduleChanged as { tenantId: string } | null;
  if (changed) {
    await notifyWebhooks(changed.tenantId, "placement.schedule_changed", {
      brandId,
      placementId,
      name: placement.name,
      defaultExperienceId: placement.defaultExperienceId,
      schedules: placement.schedules,
      activeExperienceId: placement.activeExperienceId,
    });
  }
  return placement;
}

export async function deletePlacement(brandId: string, placementId: string, ifMatch?: IfMatch): Promise<void> {
  await db().runTransaction(async (tx) => {
    const { ref, data } = await readPlacement(tx, brandId, placementId);
    await ifMatch?.assert(() => getPlacement(brandId, placementId, tx));
    const store = data.storeId ? await tx.get(storesCol(brandId).doc(data.storeId)) : null;
    tx.delete(ref);
    for (const shard of scanShardRefs(ref)) tx.delete(shard);
    if (store?.exists) tx.update(store.ref, { placementCount: FieldValue.increment(-1) });
  });
}

/**
 * What the placement shows from local midnight today (in its store's zone, else UTC) for `days`
 * days, from the same pure resolver the viewer and the job use.
 */
export async function getPlacementTimeline(brandId: string, placementId: string, days: number, now = Date.now()): Promise<PlacementTimeline> {
  const { data } = await readPlacement(null, brandId, placementId);
  let timezone = "UTC";
  if (data.storeId) {
    const store = await storesCol(brandId).doc(data.storeId).get();
    timezone = store.get("timezone") ?? "UTC";
  }
  const today = instantToLocal(timezone, now).day;
  const from = localToInstant(timezone, today, 0);
  const to = localToInstant(timezone, today + days, 0);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    placementId,
    timezone,
    now: iso(now),
    from: iso(from),
    to: iso(to),
    segments: timeline(rulesOf(data), from, to).map((s) => ({
      from: iso(s.from),
      to: iso(s.to),
      experienceId: s.experienceId,
      source: s.source,
      ...(s.scheduleId ? { scheduleId: s.scheduleId } : {}),
    })),
  };
}

/** The pictures the experience mirrors, when they are of the version it publishes now. */
function publishedPictureOf(experience: DocumentData): ScenePicture | null {
  const pictures = experience.publishedPictures as (ScenePicture & { version: number }) | undefined;
  if (!pictures || pictures.version !== experience.publishedVersion) return null;
  return { landscape: pictures.landscape, portrait: pictures.portrait };
}

/**
 * The experience's name as its live version has it, never the draft's. Experiences published
 * before the name was mirrored on the experience read it from the version once.
 */
async function publishedNameOf(experience: DocumentSnapshot): Promise<string> {
  const mirrored = experience.get("publishedName");
  if (typeof mirrored === "string") return mirrored;
  const version = await subcollection(experience.ref, "manifests")
    .doc(String(experience.get("publishedVersion")))
    .get();
  const content = version.get("content");
  // A version always holds its manifest; the experience's own name is only a last resort.
  return typeof content === "string" ? (JSON.parse(content) as { name: string }).name : String(experience.get("name") ?? "");
}

export interface PublicResolution {
  placement: ResolvedPlacement;
  /** How long the answer may be cached: never past its `validUntil`, 30 s at most. */
  maxAgeSeconds: number;
  /** The answer depends on the visitor (smart rules, an experiment): only the visitor's browser may cache it. */
  personal: boolean;
  /**
   * The answer depends on the viewer's lasting visitor id (a running experiment keeps each visitor
   * in an arm), which only the visitor's browser knows: a page cannot ask for it on their behalf.
   */
  keyedByVisitorId: boolean;
  /** The brand's stored document (the share page reads its embed origins), never served as such. */
  brandDoc: BrandDoc;
}

/**
 * The public answer for a QR code: the active experience (the materialised one while fresh, else
 * computed now with the same function, so a late job never shows the wrong one), if it is
 * published; else the default experience if that is published; else null (the brand's fallback).
 */
/** What the request tells of its visitor: the headers the resolver reads, and the viewer's own hints. */
export interface VisitorHints {
  userAgent?: string | null;
  /** `Sec-CH-UA-Platform`, when the browser sends client hints. */
  platform?: string | null;
  acceptLanguage?: string | null;
  /** The language the visitor chose in the viewer (wins over Accept-Language). */
  language?: string | null;
  /** The viewer's lasting anonymous id; absent where the viewer keeps none. */
  visitorId?: string | null;
  /** In [0, 1): the arm draw for a visitor without a lasting id. */
  random?: () => number;
}

/**
 * The public answer for a QR code: the active experience (the materialised one while fresh, else
 * computed now with the same function, so a late job never shows the wrong one), if it is
 * published; else the default experience if that is published; else null (the brand's fallback).
 * With smart rules or a running experiment, the visitor's device, language, scan number and
 * visitor id pick the experience first (`decide`), from the same one document: the only extra
 * reads are the scan counter's shards, in the same batched read as the brand, and only for a
 * placement with a "first N scans" rule.
 */
export async function resolvePublicPlacement(placementId: string, now = Date.now(), hints: VisitorHints = {}): Promise<PublicResolution> {
  const ref = placementsCol().doc(placementId);
  const snap = await ref.get();
  if (!snap.exists) throw notFound("Placement");
  const data = snap.data()!;
  const active = activeState(data, now);
  const personal = variesByVisitor(data);

  let answer: { experienceId: string | null; validUntil: number | null; arm: { experimentId: string; armId: string } | null } = { ...active, arm: null };
  let candidates = [active.experienceId];
  let decideFor: ((scans: number) => typeof answer) | null = null;
  const counting = personal && countsScans(smartRulesOf(data));
  if (personal) {
    const random = hints.random ?? Math.random;
    const visitor = {
      now,
      device: deviceOf(hints.userAgent, hints.platform) as DeviceKind,
      language: hints.language ?? preferredLanguage(hints.acceptLanguage),
      visitorId: hints.visitorId ?? null,
      point: random(),
    };
    decideFor = (scans: number) => decide(data, { ...visitor, scans }, active);
    // Before the count is read, the experience is one of two: the scan rules' (still counting) or not.
    candidates = counting ? [decideFor(0).experienceId, decideFor(Number.MAX_SAFE_INTEGER).experienceId] : [decideFor(0).experienceId];
    if (!counting) answer = decideFor(0);
  }
  const experienceIds = [...new Set([...candidates, data.defaultExperienceId ?? null])].filter((id): id is string => !!id);
  const shardRefs = counting ? scanShardRefs(ref) : [];
  const [tenantSnap, brandSnap, ...rest] = await db().getAll(
    tenantsCol().doc(data.tenantId),
    brandsCol().doc(data.brandId),
    ...experienceIds.map((id) => experienceRef(data.brandId, id)),
    ...shardRefs,
  );
  const experienceSnaps = rest.slice(0, experienceIds.length);
  if (counting && decideFor) answer = decideFor(scansIn(rest.slice(experienceIds.length)));
  if (!brandSnap!.exists) throw notFound("Placement");
  assertOpenToVisitors(tenantSnap!.data() as TenantDoc | undefined);
  const brand = brandSnap!.data() as BrandDoc;
  const order = [...new Set([answer.experienceId, data.defaultExperienceId ?? null])];
  const published = (id: string | null) => experienceSnaps.find((e) => e.id === id && e.exists && typeof e.get("publishedVersion") === "number");
  const shown = order.map(published).find((e) => e !== undefined);
  const untilChange = answer.validUntil === null ? Infinity : Math.floor((answer.validUntil - now) / 1000);
  const [name] = await Promise.all([shown ? publishedNameOf(shown) : Promise.resolve(""), counting ? countScan(ref) : Promise.resolve()]);
  return {
    placement: {
      placementId,
      name: data.name,
      brand: { id: brandSnap!.id, name: brand.name, colors: brand.colors ?? DEFAULT_BRAND_COLORS, logoUrl: brand.logoUrl ?? null },
      experience: shown ? { id: shown.id, name, publishedVersion: shown.get("publishedVersion"), picture: publishedPictureOf(shown.data()!) } : null,
      validUntil: answer.validUntil === null ? null : new Date(answer.validUntil).toISOString(),
      // The arm stands only when its own experience is the one shown (not the default's fallback).
      ...(personal ? { arm: answer.arm && shown?.id === answer.experienceId ? answer.arm : null } : {}),
    },
    maxAgeSeconds: Math.max(0, Math.min(30, untilChange)),
    personal,
    keyedByVisitorId: runningExperimentOf(data) !== null,
    brandDoc: brand,
  };
}

export interface MaterialiseResult {
  /** Placements whose answer was due and got recomputed. */
  updated: number;
  /** Due placements an edit changed meanwhile (the edit stored a fresh answer itself). */
  skipped: number;
}

/**
 * The scheduler's job: recompute the stored answer of every placement whose `activeValidUntil`
 * has passed (an indexed range query), page by page. Idempotent: a second run at the same `now`
 * finds nothing due. Each write is conditioned on the document not having changed since it was
 * read, so it never overwrites a concurrent edit (which materialised its own answer).
 */
export async function materialiseDuePlacements(now: number, { pageSize = 200, maxPages = 50 } = {}): Promise<MaterialiseResult> {
  const result: MaterialiseResult = { updated: 0, skipped: 0 };
  for (let page = 0; page < maxPages; page++) {
    const due = await placementsCol().where("activeValidUntil", "<=", Timestamp.fromMillis(now)).orderBy("activeValidUntil").limit(pageSize).get();
    if (due.empty) break;
    const outcomes = await Promise.allSettled(
      due.docs.map((doc) => doc.ref.update(materialisedFields(rulesOf(doc.data()), now), { lastUpdateTime: doc.updateTime })),
    );
    for (const outcome of outcomes) {
      if (outcome.status === "fulfilled") result.updated++;
      else if ([5, 9].includes((outcome.reason as { code?: number }).code ?? -1))
        result.skipped++; // deleted or changed meanwhile
      else throw outcome.reason;
    }
    if (due.size < pageSize) break;
  }
  return result;
}
