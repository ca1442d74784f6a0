import { ContactShadows } from "@react-three/drei";
import { useThree } from "@react-three/fiber";
import { use, useEffect, useMemo } from "react";
import { Box3, Box3Helper, Color, Vector3, type Material, type Mesh, type Object3D } from "three";
import { CameraFraming } from "@/components/three/camera-framing";
import { FrameDrawn } from "@/components/three/frame-drawn";
import { boxSize, groundOffset, translateBox, type Box, type Vec3 } from "@/lib/three/framing";
import { loadGltfResult, type GLTF } from "@/lib/three/gltf-cache";
import type { ViewOptions } from "./viewport-toolbar";

/** Helpers live on their own layer, so the contact shadow's camera (layer 0 only) never bakes them in. */
export const HELPER_LAYER = 1;
const BOUNDS_COLOUR = new Color("#4f46e5");

export interface ModelMeasurements {
  /** Triangles the viewer actually draws (an older upload's stored stats may disagree). */
  triangles: number;
  meshes: number;
  /** The model's box where it is drawn: centred over the origin, standing on the ground. */
  box: Box;
}

/** What a model reports as it loads: its measurements, its first frame drawn, or why it failed. */
export interface ModelReports {
  onMeasured: (measurements: ModelMeasurements) => void;
  onDrawn: () => void;
  /** The file could not be loaded or parsed. */
  onFailed: (error: unknown) => void;
}

type Props = ModelReports & {
  url: string;
  view: Pick<ViewOptions, "wireframe" | "bounds">;
  /** Changing it puts the camera back to the framed view. */
  viewToken: number;
};

/** One library model, standing centred on the grid and framed; suspends until its GLB is parsed. */
export function LibraryModel({ url, onFailed, ...props }: Props) {
  const result = use(loadGltfResult(url));
  return result.ok ? <LoadedModel gltf={result.gltf} {...props} /> : <LoadFailed error={result.error} onFailed={onFailed} />;
}

function LoadFailed({ error, onFailed }: { error: unknown; onFailed: (error: unknown) => void }) {
  useEffect(() => onFailed(error), [error, onFailed]);
  return null;
}

type LoadedProps = Omit<Props, "url" | "onFailed"> & { gltf: GLTF };

function LoadedModel({ gltf, view, viewToken, onMeasured, onDrawn }: LoadedProps) {
  const { wireframe, bounds } = view;
  const invalidate = useThree((state) => state.invalidate);

  const model = useMemo(() => prepare(gltf.scene), [gltf]);
  useEffect(() => () => model.materials.forEach((material) => material.dispose()), [model]);
  useEffect(() => onMeasured(model.measurements), [model, onMeasured]);

  useEffect(() => {
    // Every mesh material glTF produces (standard, physical, unlit basic) has the flag.
    for (const material of model.materials) if ("wireframe" in material) material.wireframe = wireframe;
    invalidate();
  }, [model, wireframe, invalidate]);

  const boundsHelper = useMemo(() => {
    const { min, max } = model.measurements.box;
    const helper = new Box3Helper(new Box3(new Vector3(...min), new Vector3(...max)), BOUNDS_COLOUR);
    helper.layers.set(HELPER_LAYER);
    return helper;
  }, [model]);
  useEffect(() => () => boundsHelper.dispose(), [boundsHelper]);

  const [width, height, depth] = boxSize(model.measurements.box);

  return (
    <>
      <group position={model.offset}>
        <primitive object={model.root} />
      </group>
      {bounds && <primitive object={boundsHelper} />}
      {/* Drawn once per model: the model does not move, so neither does its shadow. */}
      <ContactShadows frames={1} scale={Math.max(width, depth, 0.1) * 2.5} far={Math.max(height, 0.05)} blur={2.4} opacity={0.5} resolution={512} />
      <CameraFraming box={model.measurements.box} viewToken={viewToken} />
      <FrameDrawn onDrawn={onDrawn} />
    </>
  );
}

function isMesh(object: Object3D): object is Mesh {
  return (object as Mesh).isMesh === true;
}

/**
 * A private copy of the loaded scene with its own materials (the wireframe toggle flips material
 * flags, and the cached original is shared with every later visit), measured once.
 */
function prepare(scene: Object3D) {
  const root = scene.clone(true);
  const copies = new Map<Material, Material>();
  const own = (material: Material) => {
    let copy = copies.get(material);
    if (!copy) {
      copy = material.clone();
      copies.set(material, copy);
    }
    return copy;
  };
  let triangles = 0;
  let meshes = 0;
  root.traverse((object) => {
    if (!isMesh(object)) return;
    object.material = Array.isArray(object.material) ? object.material.map(own) : own(object.material);
    meshes += 1;
    const { index, attributes } = object.geometry;
    triangles += Math.floor((index ? index.count : (attributes.position?.count ?? 0)) / 3);
  });
  root.updateMatrixWorld(true);
  const bounds = new Box3().setFromObject(root);
  const box: Box = { min: [bounds.min.x, bounds.min.y, bounds.min.z], max: [bounds.max.x, bounds.max.y, bounds.max.z] };
  const offset: Vec3 = groundOffset(box);
  return {
    root,
    materials: [...copies.values()],
    offset,
    measurements: { triangles, meshes, box: translateBox(box, offset) } satisfies ModelMeasurements,
  };
}
