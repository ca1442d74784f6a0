import { framedAspect } from "@vitrine/contract/scene-framing";
import { useFrame, useThree } from "@react-three/fiber";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Vector3, type PerspectiveCamera } from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { Box, Vec3 } from "@/lib/three/framing";
import { distanceBetween, introStart, orbitLimits, planMove, polarAngle, poseAt, resolvePose, type CameraMove, type CameraPose } from "../../lib/camera-path";
import type { TourStep } from "../../lib/render-plan";

type Props = {
  step: TourStep;
  /** Measured boxes of the step's scene; null while its models are still loading. */
  boxes: ReadonlyMap<string, Box> | null;
  reducedMotion: boolean;
  /** Pixels the page's bars cover at the top and bottom of the canvas: framings fit between them. */
  insets: { top: number; bottom: number };
  /** Called when a flight towards a step starts (never with reduced motion: the camera cuts). */
  onFlying?: (stepIndex: number) => void;
  /** Called once the camera rests at the step's pose (or jumped there). */
  onSettled?: (stepIndex: number) => void;
};

/** Never under the floor, never straight down (the orbit flips there). */
const MIN_POLAR = 0.12;
const MAX_POLAR = Math.PI / 2 - 0.05;
/** The first move into a scene takes a little longer: it is the opening shot. */
const INTRO_SLOWDOWN = 1.35;
/** Frames longer than this (a background tab) must not make the camera jump. */
const MAX_FRAME_SECONDS = 0.25;

/**
 * Drives the camera: flies to each step's pose along an eased curve, and lets the visitor orbit
 * (touch or mouse, with damping and limits) between moves. Grabbing the view during a move
 * stops the move where it is. Renders on demand: only moves, damping and input ask for frames.
 */
export function CameraRig({ step, boxes, reducedMotion, insets, onFlying, onSettled }: Props) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const domElement = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  const size = useThree((state) => state.size);
  const controlsRef = useRef<OrbitControls | null>(null);
  const moveRef = useRef<{ move: CameraMove; elapsed: number; stepIndex: number } | null>(null);
  const lastRef = useRef<{ sceneId: string; step: TourStep } | null>(null);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  const boxesRef = useRef(boxes);
  boxesRef.current = boxes;
  const insetsRef = useRef(insets);
  insetsRef.current = insets;
  /** Records how much of the visible frame the content fills at rest, then tells the page. */
  const settle = (stepIndex: number) => {
    recordContentExtent(camera, domElement, boxesRef.current, insetsRef.current);
    settledRef.current?.(stepIndex);
  };
  const flyingRef = useRef(onFlying);
  flyingRef.current = onFlying;

  useEffect(() => {
    const controls = new OrbitControls(camera, domElement);
    controls.enableDamping = true;
    controls.dampingFactor = 0.08;
    controls.enablePan = false;
    controls.rotateSpeed = 0.65;
    controls.zoomSpeed = 0.8;
    controls.minPolarAngle = MIN_POLAR;
    controls.maxPolarAngle = MAX_POLAR;
    const onChange = () => invalidate();
    // The visitor takes over: the move stops where the camera is, and the limits widen to it.
    const onStart = () => {
      if (!moveRef.current) return;
      const { stepIndex } = moveRef.current;
      moveRef.current = null;
      applyLimits(controls, currentPose(camera, controls), true);
      delete domElement.dataset.contentExtent; // the visitor frames it now
      settledRef.current?.(stepIndex);
    };
    controls.addEventListener("change", onChange);
    controls.addEventListener("start", onStart);
    controlsRef.current = controls;
    return () => {
      controls.removeEventListener("change", onChange);
      controls.removeEventListener("start", onStart);
      controls.dispose();
      controlsRef.current = null;
    };
  }, [camera, domElement, invalidate]);

  const view = visibleView(camera.fov, size, insets);
  // A framing depends on the visible area's shape; explicit points do not.
  const viewKey = step.camera.kind === "frame" ? `${Math.round(view.aspect * 20)}:${Math.round(view.fov)}` : "";

  // The principal point moves to the middle of the area between the bars, so what is framed is
  // centred where the visitor can see it (the hotspot pins follow, they use the same projection).
  useLayoutEffect(() => {
    const shift = (insets.bottom - insets.top) / 2;
    if (size.width > 0 && size.height > 0 && Math.abs(shift) >= 1) camera.setViewOffset(size.width, size.height, 0, shift, size.width, size.height);
    else camera.clearViewOffset();
    camera.updateProjectionMatrix();
    invalidate();
  }, [camera, size.width, size.height, insets.top, insets.bottom, invalidate]);

  useLayoutEffect(() => {
    const controls = controlsRef.current;
    if (!boxes || !controls) return;
    const destination = resolvePose(step.camera, boxes, view.fov, view.aspect);
    const last = lastRef.current;
    const entering = !last || last.sceneId !== step.sceneId;
    lastRef.current = { sceneId: step.sceneId, step };
    fitClipping(camera, destination);

    if (reducedMotion) {
      moveRef.current = null;
      applyPose(camera, controls, destination);
      applyLimits(controls, destination, false);
      invalidate();
      settle(step.index);
      return;
    }

    let move: CameraMove;
    if (entering) {
      const start = introStart(destination, step.camera.before);
      applyPose(camera, controls, start);
      move = planMove(start, destination);
      move.duration *= INTRO_SLOWDOWN;
    } else {
      const from = currentPose(camera, controls);
      const leaving = last.step.index === step.index ? null : last.step.camera.after;
      move = planMove(from, destination, leaving, last.step.index === step.index ? null : step.camera.before);
    }
    // Widen the limits for the whole flight, so the orbit never clamps a pose mid-move.
    applyLimits(controls, move.from, true);
    moveRef.current = { move, elapsed: 0, stepIndex: step.index };
    flyingRef.current?.(step.index);
    invalidate();
    // viewKey stands for `view` (which changes on every pixel of a resize).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, boxes, reducedMotion, viewKey, camera, invalidate]);

  useFrame((_, delta) => {
    const controls = controlsRef.current;
    if (!controls) return;
    const flight = moveRef.current;
    if (flight) {
      flight.elapsed += Math.min(delta, MAX_FRAME_SECONDS);
      const pose = poseAt(flight.move, flight.elapsed);
      applyPose(camera, controls, pose);
      if (pose.done) {
        moveRef.current = null;
        applyLimits(controls, flight.move.to, false);
        controls.update();
        settle(flight.stepIndex);
      }
      invalidate();
      return;
    }
    // Damping keeps the orbit gliding after the finger lifts: ask for frames until it rests.
    if (controls.update()) invalidate();
  });

  return null;
}

/** The vertical field of view and aspect of the part of the canvas the bars leave visible. */
/**
 * The field of view and the aspect a framing fits the scene to: the band between the overlays, never
 * wider than the poster that covered the screen framed it (contract `scene-framing.ts`), so the 3D's
 * first frame shows the scene at the size the poster did.
 */
function visibleView(fov: number, size: { width: number; height: number }, insets: { top: number; bottom: number }) {
  if (size.height <= 0 || size.width <= 0) return { fov, aspect: 1 };
  const visible = Math.max(size.height - insets.top - insets.bottom, size.height * 0.4);
  const fraction = visible / size.height;
  const half = (fov * Math.PI) / 360;
  return { fov: (Math.atan(Math.tan(half) * fraction) * 360) / Math.PI, aspect: framedAspect(size.width, visible, size.height) };
}

function currentPose(camera: PerspectiveCamera, controls: OrbitControls): CameraPose {
  return { position: camera.position.toArray() as unknown as Vec3, target: controls.target.toArray() as unknown as Vec3 };
}

function applyPose(camera: PerspectiveCamera, controls: OrbitControls, pose: CameraPose) {
  camera.position.set(...pose.position);
  controls.target.set(...pose.target);
  camera.lookAt(controls.target);
}

/** Distance and angle limits around a pose; `widen` keeps the current pose inside them. */
function applyLimits(controls: OrbitControls, pose: CameraPose, widen: boolean) {
  const limits = orbitLimits(pose);
  const distance = distanceBetween(pose.position, pose.target);
  const polar = polarAngle(pose);
  controls.minDistance = widen ? Math.min(limits.minDistance, distance * 0.9) : limits.minDistance;
  controls.maxDistance = widen ? Math.max(limits.maxDistance, distance * 1.1) : limits.maxDistance;
  // A pose the author chose below the limits (looking up at a wall) stays reachable.
  controls.minPolarAngle = Math.min(MIN_POLAR, polar);
  controls.maxPolarAngle = Math.max(MAX_POLAR, polar);
}

const corner = new Vector3();

/**
 * Writes on the canvas (`data-content-extent="x,y"`) the largest distance of the content's box
 * corners from the centre of the visible area, in halves of its width and height: at most 1 means
 * nothing is cut by the frame's edges or hidden under the page's bars. The browser tests read it
 * at phone, landscape and desktop sizes; it costs 8 projections per box once per settled step.
 */
function recordContentExtent(
  camera: PerspectiveCamera,
  canvas: HTMLCanvasElement,
  boxes: ReadonlyMap<string, Box> | null,
  insets: { top: number; bottom: number },
) {
  if (!boxes || boxes.size === 0) {
    delete canvas.dataset.contentExtent;
    return;
  }
  camera.updateMatrixWorld();
  const height = canvas.clientHeight || 1;
  const centre = (insets.bottom - insets.top) / height; // NDC y of the visible area's middle
  const half = Math.max(1 - (insets.top + insets.bottom) / height, 0.01);
  let x = 0;
  let y = 0;
  for (const box of boxes.values()) {
    for (let i = 0; i < 8; i += 1) {
      corner.set(i & 1 ? box.max[0] : box.min[0], i & 2 ? box.max[1] : box.min[1], i & 4 ? box.max[2] : box.min[2]).project(camera);
      x = Math.max(x, Math.abs(corner.x));
      y = Math.max(y, Math.abs((corner.y - centre) / half));
    }
  }
  canvas.dataset.contentExtent = `${x.toFixed(3)},${y.toFixed(3)}`;
}

/** Near and far planes that suit the scene's scale (a ring and a showroom differ by 1000x). */
function fitClipping(camera: PerspectiveCamera, pose: CameraPose) {
  const distance = Math.max(distanceBetween(pose.position, pose.target), 0.05);
  const near = Math.min(0.1, distance / 50);
  const far = Math.max(200, distance * 60);
  if (camera.near !== near || camera.far !== far) {
    camera.near = near;
    camera.far = far;
    camera.updateProjectionMatrix();
  }
}
