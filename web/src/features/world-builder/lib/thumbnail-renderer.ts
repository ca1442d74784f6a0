/**
 * Thumbnails for library models that have none (the samples, older uploads): drawn in the
 * browser from the cached GLB, one at a time on one small offscreen renderer that is released
 * once the queue is empty (browsers allow only a few WebGL contexts per page).
 */
import { AmbientLight, Box3, DirectionalLight, HemisphereLight, PerspectiveCamera, Scene, SRGBColorSpace, WebGLRenderer } from "three";
import { frameBox, type Box } from "@/lib/three/framing";
import { loadModelTemplate } from "./model-templates";

const SIZE = 160;
const FOV = 30;
const IDLE_RELEASE_MS = 3000;

const thumbnails = new Map<string, Promise<string | null>>();
let renderer: WebGLRenderer | null = null;
let releaseTimer: ReturnType<typeof setTimeout> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function acquireRenderer(): WebGLRenderer {
  if (releaseTimer) clearTimeout(releaseTimer);
  releaseTimer = null;
  if (!renderer) {
    const canvas = document.createElement("canvas");
    renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true });
    renderer.setPixelRatio(1);
    renderer.setSize(SIZE, SIZE, false);
    renderer.outputColorSpace = SRGBColorSpace;
    renderer.setClearColor(0x000000, 0);
  }
  return renderer;
}

function scheduleRelease() {
  if (releaseTimer) clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => {
    renderer?.dispose();
    renderer?.forceContextLoss();
    renderer = null;
  }, IDLE_RELEASE_MS);
}

async function draw(libraryObjectId: string, url: string): Promise<string | null> {
  const result = await loadModelTemplate(libraryObjectId, url);
  if (!result.ok) return null;
  const gl = acquireRenderer();
  const scene = new Scene();
  // A clone: the template itself is never put into a scene.
  const model = result.template.root.clone(true);
  scene.add(model);
  scene.add(new HemisphereLight(0xffffff, 0x8d8d99, 1.5));
  scene.add(new AmbientLight(0xffffff, 0.5));
  const key = new DirectionalLight(0xffffff, 2.2);
  key.position.set(3, 5, 4);
  scene.add(key);
  const bounds = new Box3().setFromObject(model);
  const box: Box = { min: [bounds.min.x, bounds.min.y, bounds.min.z], max: [bounds.max.x, bounds.max.y, bounds.max.z] };
  const framing = frameBox(box, FOV, 1);
  const camera = new PerspectiveCamera(FOV, 1, framing.near, framing.far);
  camera.position.set(...framing.position);
  camera.lookAt(...framing.target);
  try {
    gl.render(scene, camera);
    return gl.domElement.toDataURL("image/png");
  } finally {
    scheduleRelease();
  }
}

/** A data URL of the model seen from three-quarters above (null when the file cannot be drawn). */
export function libraryThumbnail(libraryObjectId: string, url: string): Promise<string | null> {
  const key = `${libraryObjectId}\n${url}`;
  let thumbnail = thumbnails.get(key);
  if (!thumbnail) {
    const next = queue.then(() => draw(libraryObjectId, url)).catch(() => null);
    queue = next;
    thumbnail = next;
    thumbnails.set(key, thumbnail);
  }
  return thumbnail;
}
