import * as THREE from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { withLazyMeshopt } from "@/lib/three/lazy-meshopt-decoder";
import type { ArModel } from "./ar-model";
import { fillWebXrOverlay, type WebXrOverlayContent } from "./webxr-overlay";

type XrSystem = { requestSession(mode: string, init: object): Promise<XRSession> };

/**
 * WebXR `immersive-ar`: a hit-test ring follows the floor (or wall) under the screen's centre;
 * a tap places the model there at its real size. Over the camera, the DOM overlay shows a way out
 * and the product's banner with its call to action. `onEnd` runs when the session ends.
 */
export async function startWebXrSession(model: ArModel, onEnd: () => void, content: Omit<WebXrOverlayContent, "onExit">): Promise<void> {
  const xr = (navigator as Navigator & { xr?: XrSystem }).xr;
  if (!xr) throw new Error("WebXR is not available");
  const overlay = document.createElement("div");
  // Shown over the camera once the session runs, not over the page while the browser asks.
  overlay.hidden = true;
  document.body.append(overlay);
  let session: XRSession | null = null;
  const shown = fillWebXrOverlay(overlay, {
    ...content,
    // Out of AR first, then the product's page.
    onCallToAction: (url) => void (session?.end() ?? Promise.resolve()).finally(() => content.onCallToAction(url)),
    onExit: () => void session?.end(),
  });
  try {
    session = await xr.requestSession("immersive-ar", { requiredFeatures: ["hit-test"], optionalFeatures: ["dom-overlay"], domOverlay: { root: overlay } });
  } catch (err) {
    overlay.remove();
    throw err;
  }
  overlay.hidden = false;
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
    shown.placed();
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
