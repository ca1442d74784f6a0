import { Timestamp } from "firebase-admin/firestore";
import { withoutAudit } from "../audit/audit-context.js";
import { db } from "../firebase.js";
import { rateLimitsCol } from "../firestore/collections.js";

/** A budget's window: one minute from the first request that found none running. */
export const WINDOW_MS = 60_000;

/** What a reservation got: units granted now, the window's total granted so far, and when the window began. */
export interface Reservation {
  granted: number;
  total: number;
  windowStart: number;
}

/**
 * Where the budgets of all instances are counted. `reserve` grants up to `ask` units of the
 * counter `id` without letting its window's total pass `limit`; a counter whose window has ended
 * (at `now`) starts a new one.
 */
export interface CounterStore {
  reserve(id: string, ask: number, limit: number, now: number): Promise<Reservation>;
}

/** The grant and the counter's new state, the same rule for every store. */
function grant(counter: { windowStart: number; granted: number } | undefined, ask: number, limit: number, now: number) {
  const current = counter && now < counter.windowStart + WINDOW_MS ? counter : { windowStart: now, granted: 0 };
  const granted = Math.max(0, Math.min(ask, limit - current.granted));
  return { windowStart: current.windowStart, total: current.granted + granted, granted, changed: granted > 0 || current !== counter };
}

/**
 * The shared store: one Firestore document per budget and key, changed in a transaction.
 * Instances reserve a slice of a budget at a time (see `SharedWindowLimiter`), so a document takes
 * at most about twenty transactions a minute, well within what one document sustains.
 * `expireAt` is the TTL field (firestore.indexes.json) that deletes counters no longer used.
 */
export class FirestoreCounterStore implements CounterStore {
  async reserve(id: string, ask: number, limit: number, now: number): Promise<Reservation> {
    const ref = rateLimitsCol().doc(id);
    // A counter is not the request's change: its commit must not carry the request's audit entry.
    return withoutAudit(() =>
      db().runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const stored = snap.exists ? { windowStart: (snap.get("windowStart") as Timestamp).toMillis(), granted: Number(snap.get("granted") ?? 0) } : undefined;
        const next = grant(stored, ask, limit, now);
        if (next.changed) {
          tx.set(ref, {
            windowStart: Timestamp.fromMillis(next.windowStart),
            granted: next.total,
            limit,
            expireAt: Timestamp.fromMillis(next.windowStart + 2 * WINDOW_MS),
          });
        }
        return { granted: next.granted, total: next.total, windowStart: next.windowStart };
      }),
    );
  }
}

/** Counters in this process only: unit tests, and each instance's fallback while Firestore is unreachable. */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { windowStart: number; granted: number }>();

  async reserve(id: string, ask: number, limit: number, now: number): Promise<Reservation> {
    const next = grant(this.counters.get(id), ask, limit, now);
    this.counters.set(id, { windowStart: next.windowStart, granted: next.total });
    if (this.counters.size > 100_000) {
      for (const [key, c] of this.counters) if (now >= c.windowStart + WINDOW_MS) this.counters.delete(key);
    }
    return { granted: next.granted, total: next.total, windowStart: next.windowStart };
  }
}
