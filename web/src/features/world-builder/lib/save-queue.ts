/**
 * Autosave for one scene: changes are saved a moment after the last one (debounced), one
 * request at a time, each carrying the version it was made on. A refusal because someone else
 * saved first (409) stops the queue for good: the editor must reload their version, never
 * overwrite it. Other failures keep the changes and try again later.
 */

export type SaveStatus = "saved" | "unsaved" | "saving" | "conflict" | "error";

export interface SaveQueueOptions<D, R> {
  /** The version of the document as loaded. */
  version: number;
  /** Sends `doc` as an edit of `version`; resolves with the saved result. */
  save: (doc: D, version: number) => Promise<R>;
  /** The new version the server gave the saved document. */
  versionOf: (result: R) => number;
  /** Whether a failure means "someone else saved since `version`". */
  isConflict: (error: unknown) => boolean;
  /** Quiet time after the last change before saving. */
  delayMs?: number;
  /** Wait before trying a failed save again (when no newer change comes first). */
  retryMs?: number;
  onStatus?: (status: SaveStatus) => void;
  onSaved?: (result: R) => void;
  onConflict?: (error: unknown) => void;
  onError?: (error: unknown) => void;
}

export interface SaveQueue<D> {
  /** The newest document; saved once changes stop for `delayMs`. Ignored after a conflict. */
  change(doc: D): void;
  /** Saves what is pending now, and resolves once nothing is pending or in flight. */
  flush(): Promise<void>;
  /**
   * Stops the timers and takes no more changes. A save in flight still completes (and reports);
   * `flush()` first to send what is pending.
   */
  dispose(): void;
  readonly status: SaveStatus;
  readonly version: number;
}

export const SAVE_DELAY_MS = 800;
export const RETRY_DELAY_MS = 5000;

export function createSaveQueue<D, R>(options: SaveQueueOptions<D, R>): SaveQueue<D> {
  const delayMs = options.delayMs ?? SAVE_DELAY_MS;
  const retryMs = options.retryMs ?? RETRY_DELAY_MS;
  let version = options.version;
  /** The newest document not yet sent (undefined: nothing to save). */
  let pending: { doc: D } | undefined;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let conflict = false;
  let failed = false;
  let disposed = false;
  let status: SaveStatus = "saved";

  const emit = () => {
    const next: SaveStatus = conflict ? "conflict" : inFlight ? "saving" : failed ? "error" : pending ? "unsaved" : "saved";
    if (next === status) return;
    status = next;
    options.onStatus?.(status);
  };

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = (ms: number) => {
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      start();
    }, ms);
  };

  /** Sends the pending document unless a save is already running (it sends it when done). */
  function start() {
    if (inFlight || !pending || conflict) return;
    const { doc } = pending;
    pending = undefined;
    inFlight = send(doc);
    emit();
  }

  async function send(doc: D) {
    try {
      const result = await options.save(doc, version);
      version = options.versionOf(result);
      failed = false;
      options.onSaved?.(result);
    } catch (error) {
      if (options.isConflict(error)) {
        conflict = true;
        pending = undefined;
        clearTimer();
        options.onConflict?.(error);
      } else {
        failed = true;
        // Keep the document for the next attempt, unless a newer one is already waiting.
        pending ??= { doc };
        if (!disposed && timer === null) schedule(retryMs);
        options.onError?.(error);
      }
    } finally {
      inFlight = null;
      // Changes that came in while this save ran, whose quiet time is already over, go now.
      if (pending && timer === null && !conflict && !failed) start();
      emit();
    }
  }

  return {
    change(doc) {
      if (conflict || disposed) return;
      pending = { doc };
      schedule(delayMs);
      emit();
    },
    async flush() {
      clearTimer();
      for (;;) {
        if (inFlight) {
          await inFlight;
          continue;
        }
        if (!pending || conflict) return;
        start();
        // A failed save stays pending; do not spin on it.
        await inFlight;
        if (failed) return;
      }
    },
    dispose() {
      disposed = true;
      clearTimer();
    },
    get status() {
      return status;
    },
    get version() {
      return version;
    },
  };
}
