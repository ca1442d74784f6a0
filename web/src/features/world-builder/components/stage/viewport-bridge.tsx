import type { Vec3 } from "@vitrine/contract";
import { useFrame, useThree } from "@react-three/fiber";
import { useEffect, useRef, type RefObject } from "react";
import { Box3, Plane, Raycaster, Vector2, Vector3, type Object3D, type PerspectiveCamera } from "three";
import { worldBoxOf } from "../../lib/model-batches";
import { frameBox, normalise, THREE_QUARTER_VIEW, type Box } from "@/lib/three/framing";

/** What the panels outside the canvas may ask of the 3D view. */
export interface ViewportApi {
  /** The point of the floor (y = 0) under a screen position, or null when the floor is not there. */
  floorPointAt(clientX: number, clientY: number): Vec3 | null;
  /** Where the middle of the view meets the floor: where a clicked library model goes. */
  viewCentreOnFloor(): Vec3;
  /** The camera's position and the point it orbits around. */
  currentView(): { position: Vec3; target: Vec3 };
  /** Glides the camera to frame a registered object. */
  focus(registryKey: string): void;
  /** Glides the camera to stand at `position` looking at `target`. */
  lookFrom(position: Vec3, target: Vec3): void;
  /** Frames everything in the scene (or a default view of an empty one), at once. */
  frameAll(): void;
  /** World-space size of a registered object (for placing a duplicate beside it). */
  sizeOf(registryKey: string): Vec3 | null;
}

interface OrbitLike {
  target: Vector3;
  update: () => void;
}

const GLIDE_SECONDS = 0.45;
/** Beyond this a floor point is on the horizon: too far to drop anything meaningfully. */
const MAX_FLOOR_DISTANCE = 150;
const floor = new Plane(new Vector3(0, 1, 0), 0);

const toVec = (v: Vector3): Vec3 => ({ x: v.x, y: v.y, z: v.z });
const toBox = (box: Box3): Box => ({ min: [box.min.x, box.min.y, box.min.z], max: [box.max.x, box.max.y, box.max.z] });

/**
 * Lives inside the canvas and fills `api` with functions the DOM panels call (drop, add, focus,
 * capture). Camera glides run in `useFrame` on refs, asking for frames only while they move.
 */
interface ViewportBridgeProps {
  api: RefObject<ViewportApi | null>;
  registry: Map<string, Object3D>;
  /** Changes when another scene (or another version of it) is loaded: the view is set up again. */
  viewKey: string;
  /** The scene's captured view to start from; null frames what the scene holds. */
  startView: { position: Vec3; target: Vec3 } | null;
}

export function ViewportBridge({ api, registry, viewKey, startView }: ViewportBridgeProps) {
  const get = useThree((state) => state.get);
  // drei's <OrbitControls makeDefault> joins the store after the first render.
  const controls = useThree((state) => state.controls);
  const glide = useRef<{ fromPosition: Vector3; fromTarget: Vector3; toPosition: Vector3; toTarget: Vector3; elapsed: number } | null>(null);

  useFrame((_, delta) => {
    const move = glide.current;
    if (!move) return;
    const { camera, controls, invalidate, performance } = get();
    const orbit = controls as unknown as OrbitLike | null;
    performance.regress();
    move.elapsed = Math.min(GLIDE_SECONDS, move.elapsed + delta);
    const t = move.elapsed / GLIDE_SECONDS;
    const eased = 1 - (1 - t) ** 3;
    camera.position.lerpVectors(move.fromPosition, move.toPosition, eased);
    orbit?.target.lerpVectors(move.fromTarget, move.toTarget, eased);
    orbit?.update();
    if (!orbit) camera.lookAt(move.toTarget);
    if (t >= 1) glide.current = null;
    invalidate();
  });

  useEffect(() => {
    const raycaster = new Raycaster();
    const pointer = new Vector2();
    const hit = new Vector3();

    const orbitTarget = () => {
      const orbit = get().controls as unknown as OrbitLike | null;
      return orbit ? orbit.target.clone() : new Vector3();
    };

    const floorAt = (ndcX: number, ndcY: number): Vector3 | null => {
      const { camera } = get();
      pointer.set(ndcX, ndcY);
      raycaster.setFromCamera(pointer, camera);
      const point = raycaster.ray.intersectPlane(floor, hit);
      if (!point || point.distanceTo(camera.position) > MAX_FLOOR_DISTANCE) return null;
      return point.clone();
    };

    const glideTo = (position: Vector3, target: Vector3) => {
      const { camera, invalidate } = get();
      glide.current = { fromPosition: camera.position.clone(), fromTarget: orbitTarget(), toPosition: position, toTarget: target, elapsed: 0 };
      invalidate();
    };

    const framingFor = (box: Box3, direction?: Vector3) => {
      const { camera, size } = get();
      const perspective = camera as PerspectiveCamera;
      const view = direction ? normalise([direction.x, direction.y, direction.z]) : THREE_QUARTER_VIEW;
      return frameBox(toBox(box), perspective.fov, size.height > 0 ? size.width / size.height : 1, view);
    };

    api.current = {
      floorPointAt(clientX, clientY) {
        const rect = get().gl.domElement.getBoundingClientRect();
        const point = floorAt(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
        return point ? toVec(point) : null;
      },
      viewCentreOnFloor() {
        const point = floorAt(0, 0);
        if (point) return toVec(point);
        const target = orbitTarget();
        return { x: target.x, y: 0, z: target.z };
      },
      currentView() {
        return { position: toVec(get().camera.position), target: toVec(orbitTarget()) };
      },
      focus(key) {
        const object = registry.get(key);
        if (!object) return;
        const box = worldBoxOf(object, new Box3());
        if (box.isEmpty()) box.setFromCenterAndSize(object.getWorldPosition(new Vector3()), new Vector3(0.5, 0.5, 0.5));
        // Keep looking from where we are, only closer: a focus that also swings the view disorients.
        const direction = get().camera.position.clone().sub(orbitTarget());
        if (direction.lengthSq() < 1e-6) direction.set(...THREE_QUARTER_VIEW);
        const framing = framingFor(box, direction.normalize());
        glideTo(new Vector3(...framing.position), new Vector3(...framing.target));
      },
      lookFrom(position, target) {
        glideTo(new Vector3(position.x, position.y, position.z), new Vector3(target.x, target.y, target.z));
      },
      frameAll() {
        const box = new Box3();
        const part = new Box3();
        for (const [key, object] of registry) {
          if (key.startsWith("product:")) continue;
          worldBoxOf(object, part);
          // Nothing drawn yet: count where it stands.
          if (part.isEmpty()) part.setFromCenterAndSize(object.getWorldPosition(new Vector3()), new Vector3(1, 1, 1));
          box.union(part);
        }
        // An empty scene: a room-sized patch of floor, seen from a person's height.
        if (box.isEmpty()) box.set(new Vector3(-3, 0, -3), new Vector3(3, 1.5, 3));
        const framing = framingFor(box);
        // The fit leaves air for a lone model; a whole room reads better a little closer.
        const closer = 0.82;
        framing.position = [
          framing.target[0] + (framing.position[0] - framing.target[0]) * closer,
          framing.target[1] + (framing.position[1] - framing.target[1]) * closer,
          framing.target[2] + (framing.position[2] - framing.target[2]) * closer,
        ];
        const { camera, invalidate } = get();
        const orbit = get().controls as unknown as OrbitLike | null;
        glide.current = null;
        camera.position.set(...framing.position);
        if (orbit) {
          orbit.target.set(...framing.target);
          orbit.update();
        } else camera.lookAt(...framing.target);
        invalidate();
      },
      sizeOf(key) {
        const object = registry.get(key);
        if (!object) return null;
        const box = worldBoxOf(object, new Box3());
        if (box.isEmpty()) return null;
        return toVec(box.getSize(new Vector3()));
      },
    };
    return () => {
      api.current = null;
    };
  }, [api, get, registry]);

  // Read when the scene changes only: capturing a new view must not move the camera.
  const startViewRef = useRef(startView);
  startViewRef.current = startView;
  useEffect(() => {
    const view = startViewRef.current;
    if (!view) {
      api.current?.frameAll();
      return;
    }
    const { camera, invalidate } = get();
    const orbit = controls as unknown as OrbitLike | null;
    camera.position.set(view.position.x, view.position.y, view.position.z);
    if (orbit) {
      orbit.target.set(view.target.x, view.target.y, view.target.z);
      orbit.update();
    } else camera.lookAt(view.target.x, view.target.y, view.target.z);
    invalidate();
    // Again once the orbit controls are there, so their target matches.
  }, [viewKey, api, get, controls]);

  return null;
}
