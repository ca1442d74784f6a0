import { createHash } from "node:crypto";
import { logger } from "firebase-functions";
import { MemoryCounterStore, WINDOW_MS, type CounterStore, type Reservation } from "./counter-store.js";

export interface RateLimitVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

export interface SharedWindowLimiterOptions {
  /** The budget's name: keys of different budgets never share a counter. */
  name: string;
  /** Units (requests, events, messages) one key may spend per minute across all instances. */
  perMinute: number;
  store: CounterStore;
  now?: () => number;
}

/** An instance reserves a twentieth of a budget at a time (at least one unit). */
const SLICES_PER_BUDGET = 20;
/** How long a request waits for the shared store before this instance counts on its own. */
const STORE_DEADLINE_MS = 1_500;
/** After a failure of the shared store, how long this instance counts on its own before trying it again. */
const STORE_PAUSE_MS = 10_000;
/** A budget this large is never reached: nothing is counted (e.g. a test API with limits lifted). */
const UNLIMITED = 1e12;

interface Entry {
  /** The shared window as last seen (0: none yet); it ends WINDOW_MS later. */
  windowStart: number;
  /** Units this instance reserved in that window and has not spent yet. */
  left: number;
  /** The window's total reserved by all instances, as last seen. */
  total: number;
  /** The shared total reached the budget: no need to ask the store again this window. */
  spent: boolean;
  /** Takes of one key run one after another, so one instance never reserves twice at once for it. */
  queue: Promise<unknown>;
}

/**
 * A one-minute window per key whose count all instances share through a `CounterStore` (the
 * window starts with the key's first request and is the same for every instance). Each instance
 * reserves a slice of the budget at a time and spends it locally, so most requests cost no store
 * operation, the total granted never passes the budget, and a key spread over k instances may be
 * refused at most (k - 1) slices early. Once the store says a budget is spent, the instance refuses
 * the key without asking again until the window ends. If the store fails or is slow, the instance
 * counts alone (a per-instance limit) for a few seconds, and logs it.
 */
export class SharedWindowLimiter {
  readonly limit: number;
  private readonly slice: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly fallback = new MemoryCounterStore();
  private storePausedUntil = 0;

  constructor(private readonly options: SharedWindowLimiterOptions) {
    this.limit = options.perMinute;
    this.slice = Math.max(1, Math.floor(options.perMinute / SLICES_PER_BUDGET));
    this.now = options.now ?? Date.now;
  }

  /** Counts `weight` units of `key` and says whether they fit in its budget. */
  async hit(key: string, weight = 1): Promise<RateLimitVerdict> {
    if (this.limit >= UNLIMITED) return { allowed: true, limit: this.limit, remaining: this.limit, resetSeconds: WINDOW_MS / 1000 };
    const entry = this.entry(key);
    const run = entry.queue.then(() => this.take(key, entry, weight));
    entry.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Without counting anything: the refusal `key` would get now if this instance already knows its
   * budget is spent (no store operation).
   */
  spent(key: string): RateLimitVerdict | undefined {
    const entry = this.entries.get(key);
    const t = this.now();
    if (!entry || !entry.spent || entry.left >= 1 || t >= entry.windowStart + WINDOW_MS) return undefined;
    return this.verdict(false, 0, entry.windowStart, t);
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { windowStart: 0, left: 0, total: 0, spent: false, queue: Promise.resolve() };
      this.entries.set(key, entry);
      if (this.entries.size > 50_000) {
        const t = this.now();
        for (const [k, e] of this.entries) if (t >= e.windowStart + WINDOW_MS && e !== entry) this.entries.delete(k);
      }
    }
    return entry;
  }

  private async take(key: string, entry: Entry, weight: number): Promise<RateLimitVerdict> {
    const t = this.now();
    if (t >= entry.windowStart + WINDOW_MS) Object.assign(entry, { left: 0, total: 0, spent: false });
    if (entry.left < weight && !entry.spent) {
      const got = await this.reserve(key, Math.max(weight - entry.left, this.slice), t);
      // What was left of another window (another instance started a new one) is not this window's.
      if (got.windowStart !== entry.windowStart) entry.left = 0;
      entry.windowStart = got.windowStart;
      entry.left += got.granted;
      entry.total = got.total;
      entry.spent = got.total >= this.limit;
    }
    const allowed = entry.left >= weight;
    if (allowed) entry.left -= weight;
    return this.verdict(allowed, Math.max(0, this.limit - entry.total + entry.left), entry.windowStart, this.now());
  }

  private async reserve(key: string, ask: number, t: number): Promise<Reservation> {
    // The budget's size is part of its identity: instances (or apps in a test) with another size count apart.
    const id = createHash("sha256").update(`${this.options.name}\n${this.limit}\n${key}`).digest("base64url");
    if (t >= this.storePausedUntil) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${STORE_DEADLINE_MS} ms`)), STORE_DEADLINE_MS);
        timer.unref();
      });
      try {
        return await Promise.race([this.options.store.reserve(id, ask, this.limit, t), deadline]);
      } catch (err) {
        this.storePausedUntil = this.now() + STORE_PAUSE_MS;
        logger.warn("rate limit store unavailable; counting on this instance alone", {
          budget: this.options.name,
          err: err instanceof Error ? err.message : String(err),
        });
      } finally {
        clearTimeout(timer);
      }
    }
    return this.fallback.reserve(id, ask, this.limit, t);
  }

  private verdict(allowed: boolean, remaining: number, windowStart: number, t: number): RateLimitVerdict {
    return {
      allowed,
      limit: this.limit,
      remaining,
      resetSeconds: Math.max(1, Math.ceil((windowStart + WINDOW_MS - t) / 1000)),
    };
  }
}
