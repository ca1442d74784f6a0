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
  /** The material variant it shows from its first frame (the world builder's choice, or its product's default option). */
  variant?: string | null;
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

/**
 * The variant's materials made and their textures loaded, once per file and variant: a model shown
 * in a variant from the start waits for it, so no frame shows it in its own look first.
 */
const variantsReady = new WeakMap<GLTF, Map<string, Promise<void>>>();
function materialVariantReady(gltf: GLTF, variant: string): Promise<void> {
  let ready = variantsReady.get(gltf);
  if (!ready) variantsReady.set(gltf, (ready = new Map()));
  let promise = ready.get(variant);
  if (!promise) {
    // A variant that cannot be made leaves the model in its own look rather than the scene unshown.
    promise = import("@/lib/three/apply-material-variant").then(({ preloadMaterialVariant }) => preloadMaterialVariant(gltf, variant)).catch(() => undefined);
    ready.set(variant, promise);
  }
  return promise;
}

function PlacedModel({
  gltf,
  modelId,
  variant: firstVariant,
  objectId,
  position,
  rotation,
  scale,
  onTap,
  receiveOnly,
}: Omit<Props, "url" | "onFailed"> & { gltf: GLTF }) {
  if (firstVariant) use(materialVariantReady(gltf, firstVariant));
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

  // The switching code loads with the first option chosen (by the visitor, or for the placement),
  // never for a scene without options.
  const variant = useChosenMaterialVariant(modelId) ?? firstVariant ?? null;
  useEffect(() => {
    if (!variant) return;
    let current = true;
    void import("@/lib/three/apply-material-variant").then(({ applyMaterialVariant }) => current && applyMaterialVariant(root, gltf, variant));
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
