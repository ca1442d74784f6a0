import type { Vec3 } from "@vitrine/contract";
import { ThreeCanvas } from "@/components/three/three-canvas";
import { useCallback, useMemo, useRef, useState, type DragEvent } from "react";
import { NeutralToneMapping } from "three";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { canvasResolution, REST_AFTER_MS } from "../lib/canvas-resolution";
import { ModelBatches } from "../lib/model-batches";
import { useT } from "../messages";
import { FrameGuides } from "./frame-guides";
import { LIBRARY_DRAG_TYPE } from "./library-panel";
import { EditorStage, type EditorStageProps } from "./stage/editor-stage";
import type { StageContextValue } from "./stage/stage-context";

// Module constants: R3F reconfigures the renderer whenever these props change identity.
// No multisampling: the canvas supersamples at rest instead (see canvas-resolution.ts).
const GL_OPTIONS = { antialias: false, toneMapping: NeutralToneMapping } as const;
const CAMERA = { fov: 40, near: 0.05, far: 600, position: [6, 4.5, 8] as [number, number, number] };

type ViewportProps = Omit<EditorStageProps, "stage"> & {
  /** How many model objects the scene holds (the ready flag compares loads against it). */
  modelCount: number;
  onDropLibraryObject: (libraryObjectId: string, point: Vec3) => void;
  placingName: string | null;
  onCancelPlacing: () => void;
  onPlaceAtCentre: () => void;
};

/**
 * The canvas and what floats over it. It renders on demand: only when something moved. The
 * number of loaded models is written to `data-models-loaded` from the render side through a ref
 * (browser tests and the benchmark wait on it), never through React state.
 */
export function Viewport({ modelCount, onDropLibraryObject, placingName, onCancelPlacing, onPlaceAtCentre, ...stageProps }: ViewportProps) {
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const loaded = useRef(new Set<string>());
  const [dragging, setDragging] = useState(false);
  const [frameGuides, setFrameGuides] = useState(true);
  // Read when the editor opens.
  const [resolution] = useState(() => {
    const { rest, movingFactor } = canvasResolution(window.devicePixelRatio);
    return { dpr: rest, performance: { min: movingFactor, max: 1, debounce: REST_AFTER_MS } };
  });

  const canDrop = stageProps.scene.editable;
  const stage = useMemo<StageContextValue>(
    () => ({
      registry: new Map(),
      batches: new ModelBatches(),
      reportLoaded: (objectId, isLoaded) => {
        if (isLoaded) loaded.current.add(objectId);
        else loaded.current.delete(objectId);
        if (rootRef.current) rootRef.current.dataset.modelsLoaded = String(loaded.current.size);
      },
    }),
    [],
  );

  const accepts = (event: DragEvent) => canDrop && event.dataTransfer.types.includes(LIBRARY_DRAG_TYPE);
  const onDragOver = (event: DragEvent) => {
    if (!accepts(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    if (!dragging) setDragging(true);
  };
  const onDrop = useCallback(
    (event: DragEvent) => {
      setDragging(false);
      if (!canDrop) return;
      const id = event.dataTransfer.getData(LIBRARY_DRAG_TYPE);
      if (!id) return;
      event.preventDefault();
      const api = stageProps.api.current;
      const point = api?.floorPointAt(event.clientX, event.clientY) ?? api?.viewCentreOnFloor();
      if (point) onDropLibraryObject(id, point);
    },
    [canDrop, onDropLibraryObject, stageProps.api],
  );

  return (
    <div
      ref={rootRef}
      className={cn("wb-viewport", dragging && "wb-viewport-drop", placingName && "wb-viewport-placing")}
      data-models-total={modelCount}
      data-models-loaded={0}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <ThreeCanvas
        className="wb-canvas"
        frameloop="demand"
        dpr={resolution.dpr}
        performance={resolution.performance}
        gl={GL_OPTIONS}
        camera={CAMERA}
        aria-label={t("viewport.canvasLabel")}
      >
        <EditorStage {...stageProps} stage={stage} />
      </ThreeCanvas>
      <FrameGuides visible={frameGuides} />
      <Button
        size="sm"
        variant="secondary"
        className="wb-frame-toggle"
        aria-pressed={frameGuides}
        title={t("viewport.phoneFramesTitle")}
        onClick={() => setFrameGuides((on) => !on)}
      >
        {t("viewport.phoneFrames")}
      </Button>
      {placingName ? (
        <div className="wb-viewport-banner" role="status">
          <span>
            {t("viewport.placing")} <strong>{placingName}</strong>
          </span>
          <Button size="sm" onClick={onPlaceAtCentre}>
            {t("viewport.placeAtCentre")}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancelPlacing}>
            {t("viewport.cancel")} <kbd className="wb-kbd">{t("viewport.escKey")}</kbd>
          </Button>
        </div>
      ) : (
        <div className="wb-viewport-hints" aria-hidden="true">
          <span>
            <kbd className="wb-kbd">{t("viewport.hint.dragKey")}</kbd> {t("viewport.hint.orbit")}
          </span>
          <span>
            <kbd className="wb-kbd">{t("viewport.hint.rightDragKey")}</kbd> {t("viewport.hint.pan")}
          </span>
          <span>
            <kbd className="wb-kbd">{t("viewport.hint.wheelKey")}</kbd> {t("viewport.hint.zoom")}
          </span>
          <span>
            <kbd className="wb-kbd">F</kbd> {t("viewport.hint.focus")}
          </span>
        </div>
      )}
      {dragging && (
        <div className="wb-viewport-dropzone" aria-hidden="true">
          {t("viewport.dropHint")}
        </div>
      )}
    </div>
  );
}
