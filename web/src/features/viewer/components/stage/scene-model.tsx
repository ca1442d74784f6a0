import type { ThreeEvent } from "@react-three/fiber";
import { use, useEffect, useMemo } from "react";
import type { Mesh, Object3D } from "three";
import { loadGltfResult, type GLTF } from "@/lib/three/gltf-cache";
import type { Vec3 } from "@/lib/three/framing";
import { useChosenMaterialVariant } from "../../lib/material-variant-choice";

/** Pointer travel (px) above which a press is a drag of the orbit, not a tap. */
const TAP_TOLERANCE = 6;

type Props = {
  url: string;
  /** Measured by the scene after load; the id segments refer to. */
  objectId?: string;
  /** The library model's id: a product option chosen for it switches its material variant. */
  modelId?: string;
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
  return <PlacedModel gltf={result.gltf} {...props} />;
}

function ReportFailure({ error, onFailed }: { error: unknown; onFailed: (error: unknown) => void }) {
  useEffect(() => onFailed(error), [error, onFailed]);
  return null;
}

function PlacedModel({ gltf, modelId, objectId, position, rotation, scale, onTap, receiveOnly }: Omit<Props, "url" | "onFailed"> & { gltf: GLTF }) {
  const scene = gltf.scene;
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

  // The switching code loads with the first option chosen, never for a scene without options.
  const variant = useChosenMaterialVariant(modelId);
  useEffect(() => {
    if (!variant) return;
    let current = true;
    void import("../../lib/apply-material-variant").then(({ applyMaterialVariant }) => current && applyMaterialVariant(root, gltf, variant));
    return () => {
      current = false;
    };
  }, [root, gltf, variant]);

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
