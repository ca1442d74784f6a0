import { ContactShadows } from "@react-three/drei";
import { use, useEffect, useMemo } from "react";
import { Box3, type Object3D } from "three";
import { boxSize, groundOffset, translateBox, type Box, type Vec3 } from "@/lib/three/framing";
import { loadGltfResult, type GLTF } from "@/lib/three/gltf-cache";
import { PreviewFraming } from "./preview-framing";

interface Props {
  url: string;
  /** A floor to cast the contact shadow on. */
  shadow: boolean;
  /** The file could not be downloaded or parsed. */
  onFailed: (url: string, error: unknown) => void;
}

/** The set's backdrop model, centred and standing on the floor, framed; suspends until parsed. */
export function PreviewBackdrop({ url, shadow, onFailed }: Props) {
  const result = use(loadGltfResult(url));
  return result.ok ? <LoadedBackdrop gltf={result.gltf} shadow={shadow} /> : <LoadFailed url={url} error={result.error} onFailed={onFailed} />;
}

function LoadFailed({ url, error, onFailed }: { url: string; error: unknown; onFailed: Props["onFailed"] }) {
  useEffect(() => onFailed(url, error), [url, error, onFailed]);
  return <PreviewFraming box={STAGE} />;
}

/** What the camera frames without a backdrop: a table-sized space standing on the floor. */
export const STAGE: Box = { min: [-0.9, 0, -0.6], max: [0.9, 1, 0.6] };

function LoadedBackdrop({ gltf, shadow }: { gltf: GLTF; shadow: boolean }) {
  // A copy: the cached original is shared with every other view of the same file.
  const model = useMemo(() => place(gltf.scene), [gltf]);
  const [width, height, depth] = boxSize(model.box);
  return (
    <>
      <group position={model.offset}>
        <primitive object={model.root} />
      </group>
      {shadow && (
        // Reaching well above the model, so a table top darkens the floor under it too, not only its feet.
        <ContactShadows position={[0, 0.002, 0]} scale={Math.max(width, depth, 0.1) * 2.2} far={Math.max(height * 1.8, 0.05)} blur={2.6} opacity={1} color="red" resolution={512} />
      )}
      <PreviewFraming box={model.box} />
    </>
  );
}

function place(scene: Object3D) {
  const root = scene.clone(true);
  root.updateMatrixWorld(true);
  const bounds = new Box3().setFromObject(root);
  const box: Box = { min: [bounds.min.x, bounds.min.y, bounds.min.z], max: [bounds.max.x, bounds.max.y, bounds.max.z] };
  const offset: Vec3 = groundOffset(box);
  return { root, offset, box: translateBox(box, offset) };
}
