import { ThreeCanvas } from "@/components/three/three-canvas";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { NeutralToneMapping } from "three";
import { Button } from "@/components/ui/button";
import { IconAlert, IconCube } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { boundingRadius } from "@/lib/three/framing";
import { describeGltfError } from "@/lib/three/gltf-cache";
import type { LibraryObjectState } from "../hooks/use-preloaded-models";
import type { ModelMeasurements, ModelReports } from "./library-model";
import { useT } from "../messages";
import { ModelStage } from "./model-stage";
import { ViewportToolbar, type ViewOptions } from "./viewport-toolbar";

// Module constants: R3F reconfigures the renderer whenever these props change identity.
// Neutral tone mapping (Khronos PBR Neutral) keeps product colours true, unlike ACES.
const GL_OPTIONS = { antialias: true, toneMapping: NeutralToneMapping } as const;
// A narrow lens, as for product photos: little perspective distortion.
const CAMERA = { fov: 35, position: [2, 1.4, 3] as [number, number, number] };
const DPR: [number, number] = [1, 2];

interface ModelViewportProps {
  object: LibraryObjectState;
  onMeasured: (measurements: ModelMeasurements | null) => void;
  /** Loads a failed file again (the list's flag and the viewport both follow). */
  onRetry: (url: string) => void;
}

/**
 * The 3D view of one library object. Renders on demand (only when something changed), except
 * while auto-rotating. `data-model-ready` names the object once a frame with it has been drawn:
 * the browser test waits for it, set from the render loop through a ref, never React state.
 */
export function ModelViewport({ object, onMeasured, onRetry }: ModelViewportProps) {
  const t = useT();
  const [view, setView] = useState<ViewOptions>({ wireframe: false, bounds: false, autoRotate: false });
  const [viewToken, setViewToken] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // An error seen while drawing, for a file the preloader has not reported on yet.
  const [drawError, setDrawError] = useState<{ url: string; message: string } | null>(null);
  // Which model (and attempt) has been drawn: set once per model, so plain state is fine here.
  const [drawn, setDrawn] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const url = object.glb;
  const drawKey = `${object._id}#${attempt}`;

  // A new model (or a retry) is not ready until it has been drawn.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (root) delete root.dataset.modelReady;
    onMeasured(null);
  }, [drawKey, onMeasured]);

  const onDrawn = useCallback(() => {
    if (rootRef.current) rootRef.current.dataset.modelReady = object._id;
    setDrawn(drawKey);
  }, [object._id, drawKey]);

  const onFailed = useCallback((error: unknown) => setDrawError({ url, message: describeGltfError(error) }), [url]);
  const reports = useMemo<ModelReports>(() => ({ onMeasured, onDrawn, onFailed }), [onMeasured, onDrawn, onFailed]);

  const errorMessage = object.loadError ?? (drawError?.url === url ? drawError.message : null);
  const retry = () => {
    setDrawError(null);
    onRetry(url);
    setAttempt((value) => value + 1);
  };

  return (
    <div className="model-viewport" ref={rootRef} data-model={object._id}>
      <ThreeCanvas
        className="model-viewport-canvas"
        frameloop={view.autoRotate ? "always" : "demand"}
        dpr={DPR}
        gl={GL_OPTIONS}
        camera={CAMERA}
        aria-label={t("viewport.label", { name: object.name })}
      >
        <ModelStage url={url} radius={boundingRadius(object.bbox)} view={view} viewToken={viewToken} modelKey={drawKey} reports={reports} />
      </ThreeCanvas>
      <ViewportToolbar options={view} onChange={setView} onResetView={() => setViewToken((value) => value + 1)} disabled={Boolean(errorMessage)} />
      {errorMessage ? (
        <div className="model-viewport-overlay" role="alert">
          <div className="model-viewport-message model-viewport-message-error">
            <span className="model-viewport-message-icon">
              <IconAlert size={18} />
            </span>
            <strong>{t("viewport.loadError", { name: object.name })}</strong>
            <span>{errorMessage}</span>
            <Button size="sm" onClick={retry}>
              {t("viewport.retry")}
            </Button>
          </div>
        </div>
      ) : (
        // The file may be drawn before the background preloader reports it: either will do.
        !object.loaded &&
        drawn !== drawKey && (
          <div className="model-viewport-overlay model-viewport-overlay-quiet" role="status">
            <div className="model-viewport-message">
              <Spinner size={18} />
              <span>{t("viewport.loading", { name: object.name })}</span>
            </div>
          </div>
        )
      )}
    </div>
  );
}

/** The viewport's place when nothing can be shown (empty library, unknown id). */
export function ViewportEmpty({ title, text }: { title: string; text: string }) {
  return (
    <div className="model-viewport model-viewport-empty">
      <div className="model-viewport-message">
        <span className="model-viewport-message-icon">
          <IconCube size={18} />
        </span>
        <strong>{title}</strong>
        <span>{text}</span>
      </div>
    </div>
  );
}
