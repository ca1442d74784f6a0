import * as THREE from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { applyMaterialVariant } from "@/lib/three/apply-material-variant";
import type { Vec3 } from "@/lib/three/framing";
import { withLazyMeshopt } from "@/lib/three/lazy-meshopt-decoder";
import type { ArModel } from "./ar-model";
import { fillWebXrOverlay, type WebXrOverlayContent } from "./webxr-overlay";

export interface WebXrSessionContent extends Omit<WebXrOverlayContent, "onExit" | "pin"> {
  /** The material variant the model wears (the chosen option), or null for its own look. */
  variant: string | null;
  /**
   * The product's hotspot on the model, in the model's own coordinates; `"top"` when the product
   * has a hotspot in a scene that does not show this model (the pin stands on the model's top);
   * null: no pin.
   */
  pinPoint: Vec3 | "top" | null;
}

type XrSystem = { requestSession(mode: string, init: object): Promise<XRSession> };

/**
 * WebXR `immersive-ar`: a hit-test ring follows the floor (or wall) under the screen's centre;
 * a tap places the model there at its real size, in the chosen option's materials. Over the
 * camera, the DOM overlay shows a way out, the product's hotspot as a pin that follows the model,
 * and the product's banner with its call to action. `onEnd` runs when the session ends.
 */
export async function startWebXrSession(model: ArModel, onEnd: () => void, { variant, pinPoint, ...content }: WebXrSessionContent): Promise<void> {
  const xr = (navigator as Navigator & { xr?: XrSystem }).xr;
  if (!xr) throw new Error("WebXR is not available");
  const overlay = document.createElement("div");
  // Shown over the camera once the session runs, not over the page while the browser asks.
  overlay.hidden = true;
  document.body.append(overlay);
  let session: XRSession | null = null;
  const shown = fillWebXrOverlay(overlay, {
    ...content,
    pin: pinPoint !== null,
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
  try {
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
    if (variant) await applyMaterialVariant(object, gltf, variant);
    object.visible = false;
    scene.add(object);
    const pin = pinPoint === "top" ? topOf(object) : pinPoint && new THREE.Vector3(...pinPoint);
    const projected = new THREE.Vector3();

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
      // Set after the session started, the loop also runs on the page's own animation frames, which
      // carry no XR frame: those would hide the ring every other frame, and a tap then placed nothing.
      if (!frame) return;
      const space = renderer.xr.getReferenceSpace();
      const hit = hitSource && space ? frame.getHitTestResults(hitSource)[0] : undefined;
      const pose = hit && space ? hit.getPose(space) : undefined;
      reticle.visible = Boolean(pose);
      if (pose) reticle.matrix.fromArray(pose.transform.matrix);
      renderer.render(scene, camera);
      if (pin) {
        // The view the frame was drawn from (a handheld device has one, filling the screen).
        const view = renderer.xr.getCamera().cameras[0];
        if (view && object.visible) projected.copy(pin).applyMatrix4(object.matrixWorld).project(view);
        const { x, y, z } = projected;
        const visible = Boolean(view && object.visible) && z < 1 && Math.abs(x) < 1.1 && Math.abs(y) < 1.1;
        shown.movePin(((x + 1) / 2) * overlay.clientWidth, ((1 - y) / 2) * overlay.clientHeight, visible);
      }
    });
  } catch (err) {
    // The model could not load (or the device refused a feature): out of AR, back to the page, which says so.
    await session.end().catch(() => undefined);
    overlay.remove();
    throw err;
  }
}

/** The middle of the model's top, in its own coordinates (before it is placed). */
function topOf(object: THREE.Object3D): THREE.Vector3 {
  const box = new THREE.Box3().setFromObject(object);
  return new THREE.Vector3((box.min.x + box.max.x) / 2, box.max.y, (box.min.z + box.max.z) / 2);
}
