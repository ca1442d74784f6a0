import type { LibraryObject, Transform, Vec3 } from "@vitrine/contract";
import { defaultVideoWall } from "@vitrine/contract";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useSWRConfig } from "swr";
import { SceneComments, sceneThreads } from "@/components/comments/scene-comments";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconCube } from "@/components/ui/icons";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { getScene } from "@/data/scenes/get-scene";
import { sceneKeys } from "@/data/scenes/keys";
import { useScenes } from "@/data/scenes/list-scenes";
import { useCan } from "@/data/me/use-can";
import { useComments } from "@/data/comments/list-comments-query";
import { toastError, toastSuccess } from "@/lib/notify";
import { useSet } from "@/data/sets/get-set";
import { useVideoWallIfServed } from "@/data/video-wall/get-video-wall-if-served";
import { useLibraryObjects } from "../hooks/use-library-objects";
import { useWholeProducts } from "@/data/products/list-products";
import { useSetsForPicker } from "@/data/sets/list-sets";
import { useUpdateProductHotspot } from "@/data/products/update-product-hotspot";
import { useEditorShortcuts } from "../hooks/use-editor-shortcuts";
import { useT } from "../messages";
import { useSceneSaver } from "../hooks/use-scene-saver";
import {
  cleanVec,
  docOf,
  editorReducer,
  initialEditorState,
  newObjectId,
  placedTransform,
  type CameraDestination,
  type CameraPointChoice,
  type Selection,
  type SetObject,
} from "../lib/editor-state";
import { SNAP, snapValue, toRadians } from "../lib/transform-units";
import type { WallGrid } from "../lib/video-wall-look";
import type { EditorScene, EditorTools, SelectionCommands } from "./editor-scene";
import { EditorToolbar } from "./editor-toolbar";
import { InspectorPanel } from "./inspector-panel";
import { LibraryPanel, VIDEO_WALL_DRAG_ID } from "./library-panel";
import { ConflictBanner } from "./save-status";
import type { CommentPin } from "./stage/comment-pins";
import { pinKey } from "./stage/stage-context";
import type { ViewportApi } from "./stage/viewport-bridge";
import { Viewport } from "./viewport";
import "./world-builder.css";

interface WorldBuilderProps {
  brandId: string;
  experienceId: string;
}

const NO_LIBRARY: LibraryObject[] = [];

/**
 * The world builder: one scene of the experience in 3D, its set as backdrop, library models
 * and the video wall placed in it, product hotspots pinned to it. Edits are undoable and saved
 * automatically; a save made on a stale version is refused and the editor offers to reload.
 */
export function WorldBuilder({ brandId, experienceId }: WorldBuilderProps) {
  const t = useT();
  const can = useCan();
  const canWrite = can("brandContent.write", brandId);
  const [state, dispatch] = useReducer(editorReducer, undefined, initialEditorState);
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();

  // Not refetched on focus: the open scene's document is the editor's own from the moment it
  // loads, and other editors' saves surface as a conflict.
  const scenesQuery = useScenes(brandId, experienceId, { revalidateOnFocus: false, revalidateOnReconnect: false });
  const libraryQuery = useLibraryObjects();
  const productsQuery = useWholeProducts({ brandId, experienceId }, { revalidateOnFocus: false });
  const wallQuery = useVideoWallIfServed(brandId, experienceId);
  const setsQuery = useSetsForPicker(brandId, { revalidateOnFocus: false });
  const setQuery = useSet(brandId, state.setId, { revalidateOnFocus: false });
  const hotspots = useUpdateProductHotspot();

  const [tools, setTools] = useState<EditorTools>({ mode: "translate", snap: false, showGrid: true });
  const { snap } = tools;
  const [placingId, setPlacingId] = useState<string | null>(null);
  // A review comment: placing it (the next click in the scene is its point), then writing it.
  const [commentPlacing, setCommentPlacing] = useState(false);
  const [commentPoint, setCommentPoint] = useState<Vec3 | null>(null);
  const commentsQuery = useComments(brandId, experienceId, "open");
  const [reloading, setReloading] = useState(false);
  const api = useRef<ViewportApi | null>(null);

  const saver = useSceneSaver({
    brandId,
    experienceId,
    sceneId: state.sceneId,
    version: state.version ?? undefined,
    loads: state.loads,
    enabled: canWrite,
    doc: docOf(state),
    revision: state.revision,
    loadedRevision: state.loadedRevision,
    onSaved: useCallback((scene) => dispatch({ type: "sceneSaved", scene }), []),
  });
  const conflict = saver.status === "conflict";
  const editable = canWrite && !conflict && state.sceneId !== null;

  // ---------- Scenes: the picker's list, and the open one (kept in the address) ----------
  const scenes = scenesQuery.data?.items;
  const requestedId = params.get("scene");
  const wanted = scenes?.find((scene) => scene.id === requestedId) ?? scenes?.[0];
  const stateRef = useRef(state);
  stateRef.current = state;
  const statusRef = useRef(saver.status);
  statusRef.current = saver.status;
  useEffect(() => {
    if (!scenes) return;
    dispatch({ type: "scenesLoaded", scenes });
    // A newer version of the open scene, while nothing of ours is waiting to be saved, is safe
    // to show: nothing is overwritten, and editing goes on from the latest.
    const { sceneId, version } = stateRef.current;
    const fresh = scenes.find((scene) => scene.id === sceneId);
    if (fresh && version !== null && fresh.version > version && statusRef.current === "saved") dispatch({ type: "sceneLoaded", scene: fresh });
  }, [scenes]);
  useEffect(() => {
    if (wanted && stateRef.current.sceneId !== wanted.id) {
      dispatch({ type: "sceneLoaded", scene: wanted });
      setPlacingId(null);
      setCommentPlacing(false);
      setCommentPoint(null);
    }
  }, [wanted]);

  const changeScene = async (sceneId: string) => {
    if (sceneId === state.sceneId) return;
    await saver.flush();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("scene", sceneId);
        return next;
      },
      { replace: false },
    );
  };

  const reload = async () => {
    if (!state.sceneId) return;
    setReloading(true);
    try {
      const fresh = await getScene(brandId, experienceId, state.sceneId);
      await mutate(
        sceneKeys.list(brandId, experienceId),
        (data: { items: (typeof fresh)[] } | undefined) => data && { items: data.items.map((s) => (s.id === fresh.id ? fresh : s)) },
        { revalidate: false },
      );
      dispatch({ type: "sceneLoaded", scene: fresh });
    } catch (error) {
      toastError(error);
    } finally {
      setReloading(false);
    }
  };

  // ---------- What the stage draws ----------
  const library = libraryQuery.data?.items ?? NO_LIBRARY;
  const libraryById = useMemo(() => new Map(library.map((object) => [object._id, object])), [library]);
  const set = state.setId ? (setQuery.data?.id === state.setId ? setQuery.data : null) : null;
  const wallData = wallQuery.data;
  const emptyTitle = t("videoWall.emptyCell");
  const wall = useMemo<WallGrid>(() => {
    const grid = wallData ?? defaultVideoWall();
    const titles = grid.videoIds.map((id) => wallData?.videos.find((video) => video.id === id)?.title ?? "");
    return { rows: grid.rows, columns: grid.columns, titles, emptyTitle };
  }, [wallData, emptyTitle]);
  const products = productsQuery.data?.items;
  const pins = useMemo(() => (products ?? []).filter((product) => product.hotspot?.sceneId === state.sceneId), [products, state.sceneId]);
  const modelCount = state.allObjects.filter((object) => object.kind === "model").length;
  const startView = useMemo(() => {
    const { position, target } = state.camera;
    const captured = position.x !== target.x || position.y !== target.y || position.z !== target.z;
    return captured ? { position, target } : null;
    // Only the view a scene opens with (the stage reads it when the scene changes).
  }, [state.camera]);

  // ---------- Commands ----------
  const select = useCallback((selection: Selection) => dispatch({ type: "select", selection }), []);
  const onSetObjects = useCallback((objects: SetObject[]) => dispatch({ type: "setObjectsLoaded", objects }), []);

  const floorPoint = (point: Vec3 | undefined): Vec3 => {
    const base = point ?? api.current?.viewCentreOnFloor() ?? { x: 0, y: 0, z: 0 };
    return snap ? { x: snapValue(base.x, SNAP.translate), y: 0, z: snapValue(base.z, SNAP.translate) } : { ...base, y: 0 };
  };

  const addVideoWall = (point?: Vec3) => {
    const existing = state.allObjects.find((object) => object.kind === "videoWall");
    if (existing) {
      select({ kind: "object", id: existing.id });
      return;
    }
    const position = floorPoint(point);
    // The screen faces the camera it was placed from, in 15° steps.
    const camera = api.current?.currentView().position;
    const yaw = camera ? snapValue(Math.atan2(camera.x - position.x, camera.z - position.z), toRadians(SNAP.rotateDegrees)) : 0;
    dispatch({ type: "add", object: { id: newObjectId(), kind: "videoWall", transform: placedTransform(position, yaw) } });
  };

  const addLibraryObject = (libraryObjectId: string, point?: Vec3) => {
    if (!editable) return;
    if (libraryObjectId === VIDEO_WALL_DRAG_ID) return addVideoWall(point);
    if (!libraryById.has(libraryObjectId)) return;
    dispatch({ type: "add", object: { id: newObjectId(), kind: "model", libraryObjectId, transform: placedTransform(floorPoint(point)) } });
  };

  const transformObject = useCallback((id: string, transform: Transform, coalesce?: string) => dispatch({ type: "transform", id, transform, coalesce }), []);
  const dressObject = useCallback((id: string, variant: string | null) => dispatch({ type: "setVariant", id, variant }), []);

  const setHotspot = useCallback(
    (productId: string, position: Vec3 | null) => {
      if (!state.sceneId) return;
      void hotspots.trigger({ brandId, experienceId, productId, hotspot: position ? { sceneId: state.sceneId, position: cleanVec(position) } : null });
    },
    [brandId, experienceId, state.sceneId, hotspots],
  );
  const movePin = useCallback((productId: string, position: Vec3) => setHotspot(productId, position), [setHotspot]);

  const placeHotspot = (point: Vec3) => {
    if (commentPlacing) {
      setCommentPoint(point);
      setCommentPlacing(false);
      return;
    }
    if (!placingId) return;
    setHotspot(placingId, point);
    select({ kind: "product", id: placingId });
    setPlacingId(null);
  };

  const duplicate = () => {
    const selection = state.selection;
    if (!editable || selection?.kind !== "object") return;
    const size = api.current?.sizeOf(selection.id);
    const gap = snap ? SNAP.translate * 2 : 0.2;
    const offset = size ? size.x + gap : 0.5;
    dispatch({ type: "duplicate", id: selection.id, newId: newObjectId(), offset: { x: snap ? snapValue(offset, SNAP.translate) : offset, y: 0, z: 0 } });
  };

  const nudge = ({ x, z, turnDegrees }: { x: number; z: number; turnDegrees: number }) => {
    const selection = state.selection;
    const object = selection?.kind === "object" ? state.allObjects.find((o) => o.id === selection.id) : undefined;
    if (!object) return false;
    const { position, rotation } = object.transform;
    const transform = {
      ...object.transform,
      position: { ...position, x: position.x + x, z: position.z + z },
      rotation: { ...rotation, y: rotation.y + toRadians(turnDegrees) },
    };
    // A run of key presses on one object is one step of undo.
    transformObject(object.id, transform, `nudge:${object.id}`);
    return true;
  };

  const remove = () => {
    const selection = state.selection;
    if (!editable || !selection) return;
    if (selection.kind === "object") dispatch({ type: "delete", id: selection.id });
    else {
      setHotspot(selection.id, null);
      select(null);
    }
  };

  const focus = () => {
    const selection = state.selection;
    if (selection) api.current?.focus(selection.kind === "object" ? selection.id : pinKey(selection.id));
    else api.current?.frameAll();
  };

  const capture = (into: CameraDestination, point: CameraPointChoice, deriveEnds: boolean) => {
    const view = api.current?.currentView();
    if (!editable || !view) return;
    dispatch({ type: "captureCamera", into, point, deriveEnds, ...view });
    const description =
      into.kind === "scene"
        ? t("editor.capturedInScene", { point })
        : t("editor.capturedInSegment", { point, segment: state.segments.find((s) => s.id === into.segmentId)?.title ?? "" });
    toastSuccess({ title: t("editor.cameraCaptured"), description });
  };

  const commands: SelectionCommands = { onDuplicate: duplicate, onDelete: remove, onFocus: focus };
  useEditorShortcuts({
    ...commands,
    editable,
    onMode: (mode) => setTools((current) => ({ ...current, mode })),
    onUndo: () => dispatch({ type: "undo" }),
    onRedo: () => dispatch({ type: "redo" }),
    onEscape: () => (commentPlacing ? setCommentPlacing(false) : placingId ? setPlacingId(null) : select(null)),
    onNudge: nudge,
  });

  // ---------- Screen ----------
  if (!scenes) {
    return (
      <div className="world-builder world-builder-state">
        {scenesQuery.error ? (
          <ErrorState title={t("editor.loadError")} error={scenesQuery.error} onRetry={() => void scenesQuery.mutate()} />
        ) : (
          <LoadingPlaceholder text={t("editor.loading")} />
        )}
      </div>
    );
  }
  if (scenes.length === 0 || !state.sceneId) {
    return (
      <div className="world-builder world-builder-state">
        <EmptyState
          icon={<IconCube size={20} />}
          title={t("editor.empty.title")}
          description={t("editor.empty.description")}
          action={
            <Link to="../scenes" className={buttonClass("primary")}>
              {t("editor.empty.action")}
            </Link>
          }
        />
      </div>
    );
  }

  const selection = state.selection;
  const placingProduct = placingId ? products?.find((product) => product.id === placingId) : undefined;
  const scene: EditorScene = { objects: state.allObjects, libraryById, pins, selection, editable, onSelect: select };
  const commentPins: CommentPin[] = sceneThreads(commentsQuery.data?.items, state.sceneId).map((thread, index) => ({
    id: thread.id,
    number: index + 1,
    position: "position" in thread.anchor ? thread.anchor.position : { x: 0, y: 0, z: 0 },
  }));
  if (commentPoint) commentPins.push({ id: "new", number: null, position: commentPoint });
  const doneCommenting = () => {
    setCommentPlacing(false);
    setCommentPoint(null);
  };

  return (
    <div className="world-builder" data-scene-id={state.sceneId} data-scene-version={state.version ?? undefined}>
      <EditorToolbar
        scenes={state.scenes}
        sceneId={state.sceneId}
        onSceneChange={(id) => void changeScene(id)}
        tools={tools}
        onToolsChange={setTools}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        hasSelection={selection !== null}
        selectionIsObject={selection?.kind === "object"}
        editable={editable}
        canWrite={canWrite}
        saveStatus={saver.status}
        onUndo={() => dispatch({ type: "undo" })}
        onRedo={() => dispatch({ type: "redo" })}
        commands={commands}
      />
      {conflict && <ConflictBanner onReload={() => void reload()} reloading={reloading} />}
      <div className="wb-body">
        <LibraryPanel
          scene={scene}
          library={libraryQuery.data?.items}
          libraryError={libraryQuery.error}
          onRetryLibrary={() => void libraryQuery.mutate()}
          setObjects={state.setObjects}
          onAdd={(id) => addLibraryObject(id)}
          onAddVideoWall={() => addVideoWall()}
        />
        <Viewport
          scene={scene}
          tools={tools}
          set={set}
          wall={wall}
          placingHotspot={placingId !== null || commentPlacing}
          commentPins={commentPins}
          viewKey={state.sceneId}
          startView={startView}
          api={api}
          onTransform={transformObject}
          onMovePin={movePin}
          onPlaceHotspot={placeHotspot}
          onSetObjects={onSetObjects}
          modelCount={modelCount}
          onDropLibraryObject={addLibraryObject}
          placingName={commentPlacing ? t("viewport.commentName") : (placingProduct?.name ?? null)}
          onCancelPlacing={() => (commentPlacing ? setCommentPlacing(false) : setPlacingId(null))}
          onPlaceAtCentre={() => placeHotspot(api.current?.viewCentreOnFloor() ?? { x: 0, y: 0, z: 0 })}
        />
        <InspectorPanel
          scene={scene}
          commands={commands}
          editor={state}
          products={products}
          sets={setsQuery.data?.items}
          snap={snap}
          placingId={placingId}
          onTransform={transformObject}
          onVariant={dressObject}
          onCapture={capture}
          onClearSegmentCamera={(segmentId) => dispatch({ type: "clearSegmentCamera", segmentId })}
          onPreviewCamera={(position, target) => api.current?.lookFrom(position, target)}
          onPlaceProduct={(id) => editable && setPlacingId(id)}
          onCancelPlacing={() => setPlacingId(null)}
          onRemoveHotspot={(id) => setHotspot(id, null)}
          onMovePin={movePin}
          onSetSet={(setId) => dispatch({ type: "setSet", setId })}
          comments={
            state.sceneId && (
              <SceneComments
                brandId={brandId}
                experienceId={experienceId}
                sceneId={state.sceneId}
                point={commentPoint}
                placing={commentPlacing}
                onStartPlacing={() => {
                  setPlacingId(null);
                  setCommentPoint(null);
                  setCommentPlacing(true);
                }}
                onDone={doneCommenting}
              />
            )
          }
        />
      </div>
    </div>
  );
}
