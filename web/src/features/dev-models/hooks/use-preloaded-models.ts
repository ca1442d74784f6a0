import type { LibraryObject } from "@vitrine/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { describeGltfError, forgetGltf, loadGltf } from "@/lib/three/gltf-cache";

export type LoadStatus = { state: "loading" } | { state: "loaded" } | { state: "error"; message: string };

/** A library object with the seed's client-side `loaded` flag (false until its GLB has loaded). */
export type LibraryObjectState = LibraryObject & { loaded: boolean; loadError: string | null };

/** Joins the API's objects with the load statuses (kept by GLB URL: two objects may share a file). */
export function withLoadState(items: readonly LibraryObject[], statuses: Readonly<Record<string, LoadStatus>>): LibraryObjectState[] {
  return items.map((item) => {
    const status = statuses[item.glb];
    return { ...item, loaded: status?.state === "loaded", loadError: status?.state === "error" ? status.message : null };
  });
}

/** Files fetched and parsed at once: enough to fill the list quickly, few enough not to starve the open model. */
const PARALLEL_LOADS = 3;

/**
 * Loads every listed model's GLB in the background (parsed, not drawn) so each `loaded` flag
 * turns true, and opening any of them is instant. `first` (the open model) goes to the front
 * of the queue. `retry` forgets a failed file and loads it again.
 */
export function usePreloadedModels(items: readonly LibraryObject[] | undefined, first?: string) {
  const [statuses, setStatuses] = useState<Record<string, LoadStatus>>({});
  const started = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(async (url: string) => {
    started.current.add(url);
    setStatuses((current) => ({ ...current, [url]: { state: "loading" } }));
    let status: LoadStatus;
    try {
      await loadGltf(url);
      status = { state: "loaded" };
    } catch (error) {
      status = { state: "error", message: describeGltfError(error) };
    }
    if (mounted.current) setStatuses((current) => ({ ...current, [url]: status }));
  }, []);

  // Only the set of files matters, not the identity of the array SWR hands out.
  const urls = items ? [...new Set(items.map((item) => item.glb))] : [];
  const urlsKey = urls.join("\n");
  const firstUrl = items?.find((item) => item._id === first)?.glb;

  useEffect(() => {
    const queue = urlsKey
      .split("\n")
      .filter((url) => url && !started.current.has(url))
      .sort((a, b) => Number(b === firstUrl) - Number(a === firstUrl));
    let cancelled = false;
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined && !cancelled; url = queue.shift()) await load(url);
    };
    for (let i = 0; i < Math.min(PARALLEL_LOADS, queue.length); i += 1) void worker();
    return () => {
      // Unstarted files go back to the next run's queue; started ones finish and report.
      cancelled = true;
    };
    // `firstUrl` only orders the queue when it is built (a model opened later loads through the
    // viewport at once), so it is left out of the dependencies on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlsKey, load]);

  const retry = useCallback(
    (url: string) => {
      forgetGltf(url);
      void load(url);
    },
    [load],
  );

  return { objects: items ? withLoadState(items, statuses) : undefined, retry };
}
