/**
 * Renders a GLB into a PNG thumbnail in the browser, at upload time, so the server never needs a
 * GPU. This module pulls in three: load it only with `await import(...)`, never statically, so the
 * console's main chunk stays free of it.
 */
import { AmbientLight, Box3, DirectionalLight, HemisphereLight, PerspectiveCamera, Scene, SRGBColorSpace, WebGLRenderer, type Object3D } from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { withLazyMeshopt } from "@/lib/three/lazy-meshopt-decoder";
import { frameBox, type Box } from "@/lib/three/framing";
import { useT } from "../messages";

export const THUMBNAIL_SIZE = 256;
const FOV = 35;

function boxOf(object: Object3D): Box {
  const box = new Box3().setFromObject(object);
  return { min: [box.min.x, box.min.y, box.min.z], max: [box.max.x, box.max.y, box.max.z] };
}

/** Frees the GPU side of every mesh: a renderer per thumbnail must not leak WebGL memory. */
function dispose(object: Object3D) {
  object.traverse((node) => {
    const mesh = node as Partial<{ geometry: { dispose(): void }; material: { dispose(): void } | { dispose(): void }[] }>;
    mesh.geometry?.dispose();
    for (const material of [mesh.material ?? []].flat()) material.dispose();
  });
}

/** A square PNG of the model seen from three-quarters above, on a transparent background. */
export async function renderThumbnail(glb: Blob, size = THUMBNAIL_SIZE): Promise<Blob> {
  // Meshopt only, as in the viewers: its decoder ships inside three, nothing is fetched.
  const loader = withLazyMeshopt(new GLTFLoader());
  const gltf = await loader.parseAsync(await glb.arrayBuffer(), "");

  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  // preserveDrawingBuffer: toBlob reads the canvas after the frame has been presented.
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true });
  try {
    renderer.setPixelRatio(1);
    renderer.setSize(size, size, false);
    renderer.outputColorSpace = SRGBColorSpace;
    renderer.setClearColor(0x000000, 0);

    const scene = new Scene();
    scene.add(gltf.scene);
    scene.add(new HemisphereLight(0xffffff, 0x8d8d99, 1.6));
    scene.add(new AmbientLight(0xffffff, 0.4));
    const key = new DirectionalLight(0xffffff, 2.2);
    key.position.set(3, 5, 4);
    scene.add(key);

    const framing = frameBox(boxOf(gltf.scene), FOV, 1);
    const camera = new PerspectiveCamera(FOV, 1, framing.near, framing.far);
    camera.position.set(...framing.position);
    camera.lookAt(...framing.target);

    renderer.render(scene, camera);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(useT.now("upload.thumbnailEncode")))), "image/png"),
    );
  } finally {
    dispose(gltf.scene);
    renderer.dispose();
    renderer.forceContextLoss();
  }
}
