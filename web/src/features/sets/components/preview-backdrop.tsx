import { use, useEffect, useMemo } from "react";
import { Box3, type Mesh, type Object3D } from "three";
import { groundOffset, translateBox, type Box, type Vec3 } from "@/lib/three/framing";
import { loadGltfResult, type GLTF } from "@/lib/three/gltf-cache";
import { PreviewFraming } from "./preview-framing";

interface Props {
  url: string;
  /** The file could not be downloaded or parsed. */
  onFailed: (url: string, error: unknown) => void;
}

/** The set's backdrop model, centred and standing on the floor, framed; suspends until parsed. */
export function PreviewBackdrop({ url, onFailed }: Props) {
  const result = use(loadGltfResult(url));
  return result.ok ? <LoadedBackdrop gltf={result.gltf} /> : <LoadFailed url={url} error={result.error} onFailed={onFailed} />;
}

function LoadFailed({ url, error, onFailed }: { url: string; error: unknown; onFailed: Props["onFailed"] }) {
  useEffect(() => onFailed(url, error), [url, error, onFailed]);
  return <PreviewFraming box={STAGE} />;
}

/** What the camera frames without a backdrop: a table-sized space standing on the floor. */
export const STAGE: Box = { min: [-0.9, 0, -0.6], max: [0.9, 1, 0.6] };

function LoadedBackdrop({ gltf }: { gltf: GLTF }) {
  // A copy: the cached original is shared with every other view of the same file.
  const model = useMemo(() => place(gltf.scene), [gltf]);
  return (
    <>
      <group position={model.offset}>
        <primitive object={model.root} />
      </group>
      <PreviewFraming box={model.box} />
    </>
  );
}

function place(scene: Object3D) {
  const root = scene.clone(true);
  // The preset's key light casts real shadows: onto the floor and from one part onto another.
  root.traverse((object) => {
    if ((object as Mesh).isMesh) object.castShadow = object.receiveShadow = true;
  });
  root.updateMatrixWorld(true);
  const bounds = new Box3().setFromObject(root);
  const box: Box = { min: [bounds.min.x, bounds.min.y, bounds.min.z], max: [bounds.max.x, bounds.max.y, bounds.max.z] };
  const offset: Vec3 = groundOffset(box);
  return { root, offset, box: translateBox(box, offset) };
}
