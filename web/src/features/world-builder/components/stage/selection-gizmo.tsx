import type { Transform } from "@vitrine/contract";
import { TransformControls } from "@react-three/drei";
import { useFrame, useThree } from "@react-three/fiber";
import { useEffect, useMemo, type RefObject } from "react";
import { Box3, Box3Helper, Color, Vector3, type Object3D } from "three";
import { worldBoxOf } from "../../lib/model-batches";
import { SNAP, toRadians } from "../../lib/transform-units";

export type GizmoMode = "translate" | "rotate" | "scale";

/** Tells click handling that a press belonged to the gizmo, so releasing it selects nothing else. */
export interface GizmoPointer {
  down: boolean;
  releasedAt: number;
}

interface SelectionGizmoProps {
  target: Object3D | null;
  mode: GizmoMode;
  snap: boolean;
  /** Whether the gizmo is offered at all (viewers only see the selection box). */
  editable: boolean;
  /** Product pins only move. */
  translateOnly?: boolean;
  pointer: RefObject<GizmoPointer>;
  onCommit: (transform: Transform) => void;
}

const SELECTION_COLOUR = new Color("#f59e0b");
const EMPTY_SIZE = new Vector3(0.2, 0.2, 0.2);

export function readTransform(object: Object3D): Transform {
  return {
    position: { x: object.position.x, y: object.position.y, z: object.position.z },
    rotation: { x: object.rotation.x, y: object.rotation.y, z: object.rotation.z },
    scale: { x: object.scale.x, y: object.scale.y, z: object.scale.z },
  };
}

/**
 * The selected thing's box and, for editors, the move / rotate / scale gizmo. The gizmo changes
 * the object directly while dragging (no React updates per frame); the transform is committed
 * to the editor state once, when the drag ends.
 */
export function SelectionGizmo({ target, mode, snap, editable, translateOnly = false, pointer, onCommit }: SelectionGizmoProps) {
  // A drag redraws every frame like an orbit does: the canvas lowers its resolution meanwhile.
  const regress = useThree((state) => state.performance.regress);
  if (!target) return null;
  return (
    <>
      <SelectionBox target={target} />
      {editable && (
        <TransformControls
          object={target}
          mode={translateOnly ? "translate" : mode}
          translationSnap={snap ? SNAP.translate : null}
          rotationSnap={snap ? toRadians(SNAP.rotateDegrees) : null}
          scaleSnap={snap ? SNAP.scale : null}
          size={1}
          onObjectChange={regress}
          onMouseDown={() => {
            pointer.current.down = true;
          }}
          onMouseUp={() => {
            pointer.current.down = false;
            pointer.current.releasedAt = performance.now();
            onCommit(readTransform(target));
          }}
        />
      )}
    </>
  );
}

/**
 * An axis-aligned box around the selection: one line object, refitted only on frames that are
 * drawn anyway (the canvas renders on demand), which is far cheaper than an outline pass.
 */
function SelectionBox({ target }: { target: Object3D }) {
  const { box, helper } = useMemo(() => {
    const box = new Box3();
    const helper = new Box3Helper(box, SELECTION_COLOUR);
    // Seen through whatever stands in front of it, like editors draw selections.
    const material = helper.material as { depthTest: boolean; transparent: boolean; opacity: number };
    material.depthTest = false;
    material.transparent = true;
    material.opacity = 0.9;
    helper.renderOrder = 10;
    return { box, helper };
  }, []);
  useEffect(() => () => helper.dispose(), [helper]);
  const centre = useMemo(() => new Vector3(), []);
  useFrame(() => {
    worldBoxOf(target, box);
    // Nothing drawn yet (a model still loading): a small box where it stands.
    if (box.isEmpty()) box.setFromCenterAndSize(target.getWorldPosition(centre), EMPTY_SIZE);
    else box.expandByScalar(0.01);
  });
  return <primitive object={helper} />;
}
