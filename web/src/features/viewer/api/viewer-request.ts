import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { errorRetryDelay } from "@/lib/swr-config";

/**
 * The viewer's reads (the placement, a manifest, a preview link's draft), kept for the page's
 * life. This is what the viewer needs of SWR, in a few hundred bytes instead of SWR's 5 KB gzip of
 * its JavaScript budget: one request per key whether `preloadViewer` started it or the screen did,
 * retries while the server is down, and `mutate` to ask again (the placement at a schedule
 * boundary, a Retry button). Nothing else changes under the visitor: no refetch on focus or
 * reconnect, and a manifest is immutable.
 */

export type ViewerKey = readonly (string | number)[];

type State<T> = { data?: T; error?: unknown };
type Entry = { state: State<unknown>; request: Promise<unknown> | null; listeners: Set<() => void> };

const entries = new Map<string, Entry>();
const NOTHING: State<never> = {};
/** The first retry waits up to this long; each next one up to twice as long (`errorRetryDelay`). */
const RETRY_INTERVAL_MS = 5000;

function entryOf(id: string): Entry {
  let entry = entries.get(id);
  if (!entry) entries.set(id, (entry = { state: NOTHING, request: null, listeners: new Set() }));
  return entry;
}

function publish(entry: Entry, state: State<unknown>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** A network failure or a 5xx may pass; a 4xx (a missing or paused placement) will not. */
function retryable(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status === undefined || status >= 500;
}

/** Asks the server, or joins the request already on its way; an answer equal to the last keeps its identity. */
function ask<T>(id: string, fetcher: () => Promise<T>): Promise<T> {
  const entry = entryOf(id);
  entry.request ??= fetcher().then(
    (data) => {
      entry.request = null;
      const previous = entry.state.data;
      publish(entry, { data: previous !== undefined && JSON.stringify(previous) === JSON.stringify(data) ? previous : data });
      return data;
    },
    (error: unknown) => {
      entry.request = null;
      // A failed re-ask keeps what is on screen.
      publish(entry, { data: entry.state.data, error });
      throw error;
    },
  );
  return entry.request as Promise<T>;
}

/** Starts a read before the screen that uses it has loaded; the screen's hook picks the request up. */
export function preloadViewerRequest<T>(key: ViewerKey, fetcher: () => Promise<T>): Promise<T> {
  return ask(JSON.stringify(key), fetcher);
}

/**
 * The read under `key` (null: nothing to read yet): fetched once, retried with a growing jittered
 * wait (never before a Retry-After) while it fails in a way that may pass and the screen shows it.
 * `mutate` asks again and keeps its identity across renders.
 */
export function useViewerRequest<T>(key: ViewerKey | null, fetcher: () => Promise<T>) {
  const id = key ? JSON.stringify(key) : null;
  const latestFetcher = useRef(fetcher);
  const onFailure = useRef<(error: unknown) => void>(() => undefined);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!id) return () => undefined;
      const { listeners } = entryOf(id);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    [id],
  );
  const state = useSyncExternalStore(subscribe, () => (id ? entryOf(id).state : NOTHING)) as State<T>;

  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retryAfter = (error: unknown) => {
      if (stopped || !retryable(error)) return;
      const delay = errorRetryDelay(error, ++retries, RETRY_INTERVAL_MS);
      if (delay !== null) timer = setTimeout(run, delay);
    };
    const run = () => {
      ask(id, () => latestFetcher.current()).then(() => (retries = 0), retryAfter);
    };
    onFailure.current = retryAfter;
    const entry = entryOf(id);
    if (entry.request) entry.request.catch(retryAfter);
    else if (entry.state.error !== undefined && entry.state.data === undefined) retryAfter(entry.state.error);
    else if (entry.state.data === undefined) run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);

  const mutate = useCallback(
    (): Promise<T | undefined> =>
      id
        ? ask(id, () => latestFetcher.current()).catch((error: unknown) => {
            onFailure.current(error);
            return undefined;
          })
        : Promise.resolve(undefined),
    [id],
  );
  return { data: state.data, error: state.error, mutate };
}
