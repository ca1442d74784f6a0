import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { AnalyticsEventType, AnalyticsFunnel, AnalyticsFunnels, FunnelStep, UpdateAnalyticsFunnels } from "@vitrine/contract";
import { db } from "../firebase.js";
import { invalid, notFound } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { toIso } from "../firestore/values.js";
import { brandsCol } from "../firestore/collections.js";

/**
 * Brand-defined funnels: ordered steps of event types, kept on the brand (`analyticsFunnels`). The
 * roll-up counts a session into step k when the session has an event of each of the steps 1..k in
 * that order by event time (`reachedStep`). A funnel's counts are keyed by its id and version
 * (`funnelKey`): changing its steps starts a new version counted from then on, so a day never
 * mixes two definitions; renaming keeps the version.
 */

export interface StoredFunnel {
  id: string;
  name: string;
  steps: Array<{ type: AnalyticsEventType; productId: string | null }>;
  version: number;
  definedAt: Timestamp;
}

export const funnelKey = (funnel: { id: string; version: number }) => `${funnel.id}.v${funnel.version}`;

/** What a step matches in a session's kept events: its type, or its type and product. */
export const stepMark = (step: { type: string; productId?: string | null }) => (step.productId ? `${step.type}:${step.productId}` : step.type);

/** The marks an event leaves (both its type's and its product's), of those some funnel uses. */
export function marksOf(event: { type: string; data?: Record<string, unknown> }, used: ReadonlySet<string>): string[] {
  const out: string[] = [];
  if (used.has(event.type)) out.push(event.type);
  const productId = event.data?.productId;
  if (typeof productId === "string" && used.has(`${event.type}:${productId}`)) out.push(`${event.type}:${productId}`);
  return out;
}

/**
 * How many steps a session reached: step 1 at its earliest matching event, each next step at the
 * earliest matching event not before the previous one (equal times count as in order: a viewer
 * sends several events within one millisecond). Greedy earliest is optimal, so a session reaching
 * k steps in any order-respecting way is found; adding events never lowers the answer.
 */
export function reachedStep(steps: ReadonlyArray<{ type: string; productId?: string | null }>, marks: Readonly<Record<string, readonly number[]>>): number {
  let after = -Infinity;
  for (let i = 0; i < steps.length; i += 1) {
    const times = marks[stepMark(steps[i]!)] ?? [];
    let next = Infinity;
    for (const t of times) if (t >= after && t < next) next = t;
    if (next === Infinity) return i;
    after = next;
  }
  return steps.length;
}

/** The funnels as stored on a brand document (anything malformed is left out: counting must not stop). */
export function storedFunnelsOf(value: unknown): StoredFunnel[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (f): f is StoredFunnel =>
      !!f && typeof f.id === "string" && typeof f.version === "number" && Array.isArray(f.steps) && f.steps.length > 0 && f.definedAt instanceof Timestamp,
  );
}

const toFunnel = (f: StoredFunnel): AnalyticsFunnel => ({
  id: f.id,
  name: f.name,
  steps: f.steps.map((s) => ({ type: s.type, productId: s.productId ?? null })),
  version: f.version,
  definedAt: toIso(f.definedAt),
});

export const toFunnels = (value: unknown): AnalyticsFunnels => ({ funnels: storedFunnelsOf(value).map(toFunnel) });

export async function getAnalyticsFunnels(brandId: string): Promise<AnalyticsFunnels> {
  const snap = await brandsCol().doc(brandId).get();
  if (!snap.exists) throw notFound("Brand");
  return toFunnels(snap.get("analyticsFunnels"));
}

const sameSteps = (a: ReadonlyArray<FunnelStep>, b: ReadonlyArray<FunnelStep>) =>
  a.length === b.length && a.every((step, i) => step.type === b[i]!.type && (step.productId ?? null) === (b[i]!.productId ?? null));

/**
 * Replaces the brand's funnels in one transaction (If-Match against the list read). A funnel named
 * by id keeps its version while its steps stay the same; new steps are a new version from `now`.
 */
export async function updateAnalyticsFunnels(brandId: string, input: UpdateAnalyticsFunnels, ifMatch?: IfMatch, now = Date.now()): Promise<AnalyticsFunnels> {
  const ref = brandsCol().doc(brandId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Brand");
    const current = storedFunnelsOf(snap.get("analyticsFunnels"));
    await ifMatch?.assert(async () => toFunnels(current));
    const byId = new Map(current.map((f) => [f.id, f]));
    const next: StoredFunnel[] = input.funnels.map((funnel, i) => {
      const steps = funnel.steps.map((s) => ({ type: s.type, productId: s.productId ?? null }));
      const name = funnel.name.trim();
      if (funnel.id === undefined) return { id: brandsCol().doc().id, name, steps, version: 1, definedAt: Timestamp.fromMillis(now) };
      const before = byId.get(funnel.id);
      if (!before) throw invalid("Unknown funnel: leave out the id of a new funnel", [{ path: `funnels.${i}.id`, message: "Unknown funnel" }]);
      if (sameSteps(before.steps, steps)) return { ...before, name };
      return { id: before.id, name, steps, version: before.version + 1, definedAt: Timestamp.fromMillis(now) };
    });
    tx.update(ref, { analyticsFunnels: next, updatedAt: FieldValue.serverTimestamp() });
    return toFunnels(next);
  });
}
