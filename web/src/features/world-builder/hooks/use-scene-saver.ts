import { useEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import type { Scene } from "@vitrine/contract";
import { sceneKeys } from "@/data/scenes/keys";
import { updateScene } from "@/data/scenes/update-scene";
import { isApiError } from "@/lib/api-error";
import { toastError } from "@/lib/notify";
import { useT } from "../messages";
import { docToUpdate, type SceneDoc } from "../lib/editor-state";
import { createSaveQueue, type SaveQueue, type SaveStatus } from "../lib/save-queue";

interface SceneSaverOptions {
  brandId: string;
  experienceId: string;
  sceneId: string | null;
  /** The version of the document as (re)loaded. */
  version: number | undefined;
  /** Changes on every load from the server: a reload starts a fresh queue at the new version. */
  loads: number;
  /** Off for viewers: nothing is ever saved. */
  enabled: boolean;
  doc: SceneDoc;
  revision: number;
  loadedRevision: number;
  onSaved: (scene: Scene) => void;
}

/**
 * Autosaves the open scene through a save queue (debounced, serialized, version-checked). The
 * queue belongs to one scene and one load of it; leaving the scene flushes what is pending.
 */
export function useSceneSaver({ brandId, experienceId, sceneId, version, loads, enabled, doc, revision, loadedRevision, onSaved }: SceneSaverOptions) {
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<SaveStatus>("saved");
  const queueRef = useRef<SaveQueue<SceneDoc> | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const versionRef = useRef(version);
  versionRef.current = version;

  useEffect(() => {
    const startVersion = versionRef.current;
    if (!enabled || !sceneId || startVersion === undefined) return;
    let current = true;
    let toasted = false;
    const queue = createSaveQueue<SceneDoc, Scene>({
      version: startVersion,
      save: (doc, version) => updateScene({ brandId, experienceId, sceneId, changes: { version, ...docToUpdate(doc) } }),
      versionOf: (scene) => scene.version,
      isConflict: (error) => isApiError(error) && error.status === 409,
      onStatus: (next) => {
        if (current) setStatus(next);
        if (next === "saved") toasted = false;
      },
      onSaved: (scene) => {
        // The list other visits start from must carry the new version.
        void mutate(
          sceneKeys.list(brandId, experienceId),
          (data: { items: Scene[] } | undefined) => data && { items: data.items.map((s) => (s.id === scene.id ? scene : s)) },
          { revalidate: false },
        );
        onSavedRef.current(scene);
      },
      onConflict: () => {
        // A scene left behind with a pending edit: its banner is gone, so say it here.
        if (!current) toastError(new Error(useT.now("editor.leftSceneConflict")));
      },
      onError: (error) => {
        if (toasted) return;
        toasted = true;
        toastError(error);
      },
    });
    queueRef.current = queue;
    setStatus("saved");
    return () => {
      current = false;
      void queue.flush().finally(() => queue.dispose());
      if (queueRef.current === queue) queueRef.current = null;
    };
  }, [brandId, experienceId, sceneId, loads, enabled, mutate]);

  const docRef = useRef(doc);
  docRef.current = doc;
  useEffect(() => {
    if (revision > loadedRevision) queueRef.current?.change(docRef.current);
  }, [revision, loadedRevision]);

  // Leaving the page with edits in flight loses them: ask first.
  useEffect(() => {
    if (status !== "unsaved" && status !== "saving" && status !== "error") return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [status]);

  return {
    status,
    /** Saves pending edits now (before switching scenes). */
    flush: () => queueRef.current?.flush() ?? Promise.resolve(),
  };
}
