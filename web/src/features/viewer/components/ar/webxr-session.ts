import * as THREE from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { withLazyMeshopt } from "@/lib/three/lazy-meshopt-decoder";
import type { ArModel } from "./ar-model";

type XrSystem = { requestSession(mode: string, init: object): Promise<XRSession> };

/**
 * WebXR `immersive-ar`: a hit-test ring follows the floor (or wall) under the screen's centre;
 * a tap places the model there at its real size. `onEnd` runs when the session ends.
 */
export async function startWebXrSession(model: ArModel, onEnd: () => void): Promise<void> {
  const xr = (navigator as Navigator & { xr?: XrSystem }).xr;
  if (!xr) throw new Error("WebXR is not available");
  const overlay = document.createElement("div");
  document.body.append(overlay);
  const session = await xr.requestSession("immersive-ar", { requiredFeatures: ["hit-test"], optionalFeatures: ["dom-overlay"], domOverlay: { root: overlay } });
  const renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true });
  renderer.xr.enabled = true;
  renderer.xr.setReferenceSpaceType("local");
  const scene = new THREE.Scene();
  scene.add(new THREE.HemisphereLight(0xffffff, 0x444444, 2.5));
  const camera = new THREE.PerspectiveCamera();
  const reticle = new THREE.Mesh(new THREE.RingGeometry(0.12, 0.15, 32).rotateX(-Math.PI / 2), new THREE.MeshBasicMaterial({ color: 0xffffff }));
  reticle.matrixAutoUpdate = false;
  reticle.visible = false;
  scene.add(reticle);
  const gltf = await withLazyMeshopt(new GLTFLoader()).loadAsync(model.url);
  const object = gltf.scene;
  object.visible = false;
  scene.add(object);

  await renderer.xr.setSession(session);
  const viewer = await session.requestReferenceSpace("viewer");
  const hitSource = await session.requestHitTestSource!({ space: viewer });
  session.addEventListener("select", () => {
    if (!reticle.visible) return;
    object.position.setFromMatrixPosition(reticle.matrix);
    object.visible = true;
  });
  session.addEventListener("end", () => {
    hitSource?.cancel();
    renderer.setAnimationLoop(null);
    renderer.dispose();
    overlay.remove();
    onEnd();
  });
  renderer.setAnimationLoop((_time, frame?: XRFrame) => {
    const space = renderer.xr.getReferenceSpace();
    const hit = frame && hitSource && space ? frame.getHitTestResults(hitSource)[0] : undefined;
    const pose = hit && space ? hit.getPose(space) : undefined;
    reticle.visible = Boolean(pose);
    if (pose) reticle.matrix.fromArray(pose.transform.matrix);
    renderer.render(scene, camera);
  });
}
