import type { ThreeEvent } from "@react-three/fiber";
import { use, useEffect, useMemo } from "react";
import type { Mesh, Object3D } from "three";
import { loadGltfResult } from "@/lib/three/gltf-cache";
import type { Vec3 } from "@/lib/three/framing";

/** Pointer travel (px) above which a press is a drag of the orbit, not a tap. */
const TAP_TOLERANCE = 6;

type Props = {
  url: string;
  /** Measured by the scene after load; the id segments refer to. */
  objectId?: string;
  position: Vec3;
  rotation: Vec3;
  scale: Vec3;
  /** Taps are reported (and the cursor shows a hand) only for interactive objects. */
  onTap?: () => void;
  onFailed: (error: unknown) => void;
  receiveOnly?: boolean;
};

function isMesh(object: Object3D): object is Mesh {
  return (object as Mesh).isMesh === true;
}

/** One model of the scene, suspending until its GLB is parsed; a failed file draws nothing. */
export function SceneModel({ url, onFailed, ...props }: Props) {
  const result = use(loadGltfResult(url));
  if (!result.ok) return <ReportFailure error={result.error} onFailed={onFailed} />;
  return <PlacedModel scene={result.gltf.scene} {...props} />;
}

function ReportFailure({ error, onFailed }: { error: unknown; onFailed: (error: unknown) => void }) {
  useEffect(() => onFailed(error), [error, onFailed]);
  return null;
}

function PlacedModel({ scene, objectId, position, rotation, scale, onTap, receiveOnly }: Omit<Props, "url" | "onFailed"> & { scene: Object3D }) {
  // A copy per placement: the cached original is shared by every placement of the same model.
  const root = useMemo(() => {
    const copy = scene.clone(true);
    copy.traverse((object) => {
      if (!isMesh(object)) return;
      object.castShadow = !receiveOnly;
      object.receiveShadow = true;
    });
    return copy;
  }, [scene, receiveOnly]);

  const tap = onTap
    ? (event: ThreeEvent<MouseEvent>) => {
        if (event.delta > TAP_TOLERANCE) return;
        event.stopPropagation();
        onTap();
      }
    : undefined;

  return (
    <group
      position={position}
      rotation={rotation}
      scale={scale}
      userData={objectId ? { objectId } : undefined}
      onClick={tap}
      onPointerOver={onTap ? () => (document.body.style.cursor = "pointer") : undefined}
      onPointerOut={onTap ? () => (document.body.style.cursor = "") : undefined}
    >
      <primitive object={root} />
    </group>
  );
}
