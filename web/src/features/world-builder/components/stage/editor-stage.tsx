import type { Transform, Vec3, VitrineSet } from "@vitrine/contract";
import { AdaptiveDpr, Grid, OrbitControls } from "@react-three/drei";
import { useThree, type ThreeEvent } from "@react-three/fiber";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { Object3D } from "three";
import type { EditorScene, EditorTools } from "../editor-scene";
import type { SetObject } from "../../lib/editor-state";
import type { WallGrid } from "../../lib/video-wall-look";
import { CommentPins, type CommentPin } from "./comment-pins";
import { HotspotPins } from "./hotspot-pins";
import { BatchedModels } from "./batched-models";
import { PlacedObject } from "./placed-object";
import { SelectionGizmo, type GizmoPointer } from "./selection-gizmo";
import { SetAtmosphere, SetBackdrop } from "./set-backdrop";
import { ownerOf, pinKey, StageContext, type StageContextValue } from "./stage-context";
import { ViewportBridge, type ViewportApi } from "./viewport-bridge";

export interface EditorStageProps {
  scene: EditorScene;
  set: VitrineSet | null;
  wall: WallGrid;
  tools: EditorTools;
  /** A click in the scene gives a point (a product's hotspot, a comment's place) rather than a selection. */
  placingHotspot: boolean;
  /** The open scene's review comments. */
  commentPins: CommentPin[];
  viewKey: string;
  startView: { position: Vec3; target: Vec3 } | null;
  api: RefObject<ViewportApi | null>;
  stage: StageContextValue;
  onTransform: (id: string, transform: Transform) => void;
  onMovePin: (productId: string, position: Vec3) => void;
  onPlaceHotspot: (point: Vec3) => void;
  onSetObjects: (objects: SetObject[]) => void;
}

/** A click this soon after releasing the gizmo was the end of that drag, not a new selection. */
const GIZMO_CLICK_GRACE_MS = 300;
/** A press that moved more than this many pixels was an orbit, not a click. */
const CLICK_SLOP_PX = 4;

/** Everything inside the canvas: the set, the placed objects, pins, selection and controls. */
export function EditorStage(props: EditorStageProps) {
  const { objects, libraryById, pins, selection, editable, onSelect } = props.scene;
  const { set, tools, placingHotspot, stage, onPlaceHotspot } = props;
  const backdrop = set?.backdropObjectId ? libraryById.get(set.backdropObjectId) : undefined;
  const gizmoPointer = useRef<GizmoPointer>({ down: false, releasedAt: 0 });
  const gizmoBusy = () => gizmoPointer.current.down || performance.now() - gizmoPointer.current.releasedAt < GIZMO_CLICK_GRACE_MS;

  // One handler on the group around everything clickable: R3F only raycasts for clicks (no hover
  // handlers anywhere), so hundreds of objects cost nothing while the pointer just moves.
  const onClick = (event: ThreeEvent<MouseEvent>) => {
    if (gizmoBusy() || event.delta > CLICK_SLOP_PX) return;
    event.stopPropagation();
    if (placingHotspot) {
      onPlaceHotspot({ x: event.point.x, y: event.point.y, z: event.point.z });
      return;
    }
    const owner = ownerOf(event.object, event.faceIndex);
    onSelect(owner ? { kind: owner.kind, id: owner.id } : null);
  };

  // A new selection or an edit (a nudge, undo, a typed value) shows at once at the moving
  // resolution, like an orbit, and is drawn sharp when things rest.
  const regress = useThree((state) => state.performance.regress);
  useEffect(() => regress(), [regress, selection, objects, pins]);

  const targetKey = selection ? (selection.kind === "object" ? selection.id : pinKey(selection.id)) : null;
  const [target, setTarget] = useState<Object3D | null>(null);
  // After the commit that mounted (or re-mounted, on undo) the selected object's group.
  useLayoutEffect(() => {
    setTarget(targetKey ? (stage.registry.get(targetKey) ?? null) : null);
  }, [targetKey, objects, pins, stage.registry]);

  const { onTransform, onMovePin } = props;
  const commit = useCallback(
    (transform: Transform) => {
      if (!selection) return;
      if (selection.kind === "object") onTransform(selection.id, transform);
      else onMovePin(selection.id, transform.position);
    },
    [selection, onTransform, onMovePin],
  );

  const wall = props.wall;
  const selectedObjectId = selection?.kind === "object" ? selection.id : null;
  const placed = useMemo(
    () =>
      objects.map((object) => (
        <PlacedObject
          key={object.id}
          object={object}
          libraryObject={object.kind === "model" ? libraryById.get(object.libraryObjectId) : undefined}
          wall={wall}
          alone={object.id === selectedObjectId}
        />
      )),
    [objects, libraryById, wall, selectedObjectId],
  );

  return (
    <StageContext.Provider value={stage}>
      <SetAtmosphere set={set} />
      <group onClick={onClick}>
        <FloorCatcher />
        <SetBackdrop set={set} backdrop={backdrop} onSetObjects={props.onSetObjects} />
        {placed}
        <BatchedModels batches={stage.batches} />
        <HotspotPins pins={pins} selectedId={selection?.kind === "product" ? selection.id : null} />
      </group>
      <CommentPins pins={props.commentPins} />
      {tools.showGrid && <EditorGrid floorSize={set && set.floor.kind !== "none" ? set.floor.size : null} />}
      <SelectionGizmo
        target={target}
        mode={tools.mode}
        snap={tools.snap}
        editable={editable && !placingHotspot}
        translateOnly={selection?.kind === "product"}
        pointer={gizmoPointer}
        onCommit={commit}
      />
      <AdaptiveDpr />
      <OrbitControls makeDefault regress enableDamping dampingFactor={0.12} minDistance={0.3} maxDistance={150} maxPolarAngle={Math.PI / 2 - 0.02} />
      <ViewportBridge api={props.api} registry={stage.registry} viewKey={props.viewKey} startView={props.startView} />
      <ClickOutside onMiss={() => !gizmoBusy() && !placingHotspot && onSelect(null)} />
    </StageContext.Provider>
  );
}

/**
 * The 10 cm / 1 m measuring grid: over the set's floor only when it has one (a grid running on
 * past the floor's edge reads as more floor), else to the horizon.
 */
function EditorGrid({ floorSize }: { floorSize: number | null }) {
  return (
    <Grid
      position={[0, 0.002, 0]}
      args={floorSize ? [floorSize, floorSize] : undefined}
      infiniteGrid={!floorSize}
      cellSize={0.1}
      sectionSize={1}
      cellThickness={0.5}
      sectionThickness={1}
      cellColor={floorSize ? "#8a8f99" : "#c3c9d4"}
      sectionColor={floorSize ? "#5b616d" : "#98a1b0"}
      fadeDistance={floorSize ? 30 : 40}
      fadeStrength={floorSize ? 2 : 1.2}
    />
  );
}

/**
 * An invisible floor far larger than any set, so a click or a hotspot lands on "the ground"
 * even where the set has no floor. Not drawn at all (raycasting ignores `visible`): even without
 * colour or depth it cost a pass over half the screen's pixels.
 */
function FloorCatcher() {
  return (
    <mesh rotation-x={-Math.PI / 2} name="Ground" visible={false}>
      <planeGeometry args={[400, 400]} />
      <meshBasicMaterial />
    </mesh>
  );
}

/** Clicks on nothing at all (the sky) clear the selection. */
function ClickOutside({ onMiss }: { onMiss: () => void }) {
  const ref = useRef(onMiss);
  ref.current = onMiss;
  const set = useThree((state) => state.set);
  useLayoutEffect(() => {
    set({ onPointerMissed: () => ref.current() });
    return () => set({ onPointerMissed: undefined });
  }, [set]);
  return null;
}
