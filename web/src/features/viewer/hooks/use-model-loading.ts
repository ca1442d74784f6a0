import { useEffect, useState } from "react";
import { loadGltf } from "@/lib/three/gltf-cache";
import { preloadMeshoptDecoder } from "@/lib/three/lazy-meshopt-decoder";
import { ProgressTracker, type LoadProgress } from "../lib/load-progress";
import { sceneModelFiles, type RenderPlan } from "../lib/render-plan";

/**
 * Bytes received per model URL, from the one download the shared glTF cache makes per URL:
 * whoever asks later (a re-run effect, the scene itself) reads the same numbers.
 */
const received = new Map<string, { loaded: number; total: number | null }>();
const listeners = new Set<() => void>();

function download(url: string) {
  return loadGltf(url, (event) => {
    received.set(url, { loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    listeners.forEach((listener) => listener());
  });
}

/**
 * Starts downloading the first scene's models at once (before the canvas exists) and reports
 * real progress over them; once they are in, the other scenes' models load in the background so
 * switching scenes is instant.
 */
export function useModelLoading(plan: RenderPlan, firstScene: number): LoadProgress {
  const [progress, setProgress] = useState<LoadProgress>(() => ({ fraction: 0, done: 0, total: 1 }));

  useEffect(() => {
    const scene = plan.scenes[firstScene];
    const files = scene ? sceneModelFiles(scene) : [];
    const tracker = new ProgressTracker();
    for (const file of files) tracker.add(file.url, file.bytes);
    let cancelled = false;
    let frame = 0;
    const publish = () => {
      if (frame || cancelled) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (cancelled) return;
        for (const file of files) {
          const bytes = received.get(file.url);
          if (bytes) tracker.update(file.url, bytes.loaded, bytes.total);
        }
        setProgress(tracker.snapshot());
      });
    };
    listeners.add(publish);
    setProgress(tracker.snapshot());

    // The loader asks for the decoder only once a file is in and its parse has begun; on a slow
    // phone its fetch and WebAssembly compile would then sit between the download and the frame.
    if (files.some((file) => file.meshopt)) preloadMeshoptDecoder();
    const loads = files.map((file) =>
      download(file.url)
        .catch(() => undefined)
        .finally(() => {
          tracker.finish(file.url);
          publish();
        }),
    );
    void Promise.all(loads).then(() => {
      if (cancelled) return;
      plan.scenes.forEach((other, index) => {
        if (index === firstScene) return;
        for (const file of sceneModelFiles(other)) download(file.url).catch(() => undefined);
      });
    });
    return () => {
      cancelled = true;
      listeners.delete(publish);
      cancelAnimationFrame(frame);
    };
  }, [plan, firstScene]);

  return progress;
}
