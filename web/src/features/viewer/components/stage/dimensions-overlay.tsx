import { useThree } from "@react-three/fiber";
import { useLayoutEffect, useMemo } from "react";
import {
  Box3,
  BoxGeometry,
  CanvasTexture,
  EdgesGeometry,
  Group,
  LineBasicMaterial,
  LineSegments,
  Matrix4,
  Mesh,
  PerspectiveCamera,
  SRGBColorSpace,
  Sprite,
  SpriteMaterial,
  Vector3,
  type Object3D,
} from "three";
import type { ShownDimensions } from "../../lib/format-dimensions";

type Props = {
  /** The scene's placed objects (children named by `userData.objectId`). */
  content: React.RefObject<Group | null>;
  /** The placed objects that show the product. */
  objectIds: ReadonlySet<string>;
  size: ShownDimensions;
};

const LINE_COLOUR = "#111827";
/** A label's height on screen, as a share of the view's height. */
const LABEL_SHARE = 0.028;

/** The object's box in its own frame (unscaled model units), from its meshes' geometry. */
function localBox(object: Object3D): Box3 {
  object.updateWorldMatrix(true, true);
  const toLocal = object.matrixWorld.clone().invert();
  const box = new Box3();
  const meshToLocal = new Matrix4();
  object.traverse((child) => {
    if (!(child instanceof Mesh) || !child.geometry) return;
    if (!child.geometry.boundingBox) child.geometry.computeBoundingBox();
    box.union(child.geometry.boundingBox!.clone().applyMatrix4(meshToLocal.multiplyMatrices(toLocal, child.matrixWorld)));
  });
  return box;
}

/** A label drawn into a texture: a rounded white plate with the measure, readable on any set. */
function label(text: string): Sprite {
  const canvas = document.createElement("canvas");
  const font = "600 44px system-ui, -apple-system, 'Segoe UI', sans-serif";
  const context = canvas.getContext("2d")!;
  context.font = font;
  const width = Math.ceil(context.measureText(text).width) + 40;
  canvas.width = width;
  canvas.height = 72;
  context.font = font;
  context.fillStyle = "rgba(255, 255, 255, 0.92)";
  context.beginPath();
  context.roundRect(0, 0, width, 72, 36);
  context.fill();
  context.fillStyle = LINE_COLOUR;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(text, width / 2, 38);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  // The same size on screen however far the model stands: a measure must stay readable.
  const sprite = new Sprite(new SpriteMaterial({ map: texture, depthTest: false, transparent: true, sizeAttenuation: false }));
  sprite.userData.aspect = width / 72;
  sprite.renderOrder = 2;
  return sprite;
}

/**
 * The product's size drawn around each model that shows it: the edges of its box, turned with the
 * model, and its width, height and depth on the edges they measure. The numbers are the library's
 * (what the product measures in a room), written as the product sheet writes them.
 */
export function DimensionsOverlay({ content, objectIds, size }: Props) {
  const invalidate = useThree((state) => state.invalidate);
  const camera = useThree((state) => state.camera);
  // Without size attenuation a sprite's scale is a share of the view's height times 2·tan(fov/2).
  const labelHeight = LABEL_SHARE * 2 * Math.tan(((camera instanceof PerspectiveCamera ? camera.fov : 50) * Math.PI) / 360);
  const overlay = useMemo(() => new Group(), []);

  useLayoutEffect(() => {
    const made: { dispose: () => void }[] = [];
    for (const object of content.current?.children ?? []) {
      if (!objectIds.has(object.userData.objectId as string)) continue;
      const box = localBox(object);
      if (box.isEmpty()) continue;
      const extent = box.getSize(new Vector3());
      const centre = box.getCenter(new Vector3());
      const edges = new EdgesGeometry(new BoxGeometry(extent.x, extent.y, extent.z).translate(centre.x, centre.y, centre.z));
      const material = new LineBasicMaterial({ color: LINE_COLOUR, depthTest: false, transparent: true, opacity: 0.85 });
      const lines = new LineSegments(edges, material);
      lines.matrixAutoUpdate = false;
      lines.matrix.copy(object.matrixWorld);
      lines.renderOrder = 1;
      overlay.add(lines);
      made.push(edges, material);

      // Each label beside the edge it measures: the width hangs under the front edge, the height
      // stands right of its edge and above its middle, the depth right of its edge and below it, so
      // they do not cover each other on a model small on screen.
      const anchors: [string, Vector3, [number, number]][] = [
        [size.width, new Vector3(centre.x, box.min.y, box.max.z), [0.5, 1.15]],
        [size.height, new Vector3(box.max.x, centre.y, box.max.z), [-0.08, -0.1]],
        [size.depth, new Vector3(box.max.x, box.min.y, centre.z), [-0.08, 1.1]],
      ];
      for (const [measure, anchor, [x, y]] of anchors) {
        const sprite = label(`${measure} ${size.unit}`);
        sprite.position.copy(anchor.applyMatrix4(object.matrixWorld));
        sprite.center.set(x, y);
        sprite.scale.set(labelHeight * (sprite.userData.aspect as number), labelHeight, 1);
        overlay.add(sprite);
        made.push(sprite.material.map!, sprite.material);
      }
    }
    invalidate();
    return () => {
      overlay.clear();
      for (const resource of made) resource.dispose();
      invalidate();
    };
  }, [content, objectIds, size, overlay, invalidate, labelHeight]);

  return <primitive object={overlay} />;
}
