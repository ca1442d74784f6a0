import { useFrame, useThree } from "@react-three/fiber";
import { useEffect, useRef } from "react";
import { Vector3 } from "three";
import type { HotspotPlan } from "../../lib/render-plan";

type Props = {
  hotspots: HotspotPlan[];
  /** The pins (HTML buttons over the canvas) by product id, filled by the overlay. */
  pins: React.RefObject<Map<string, HTMLElement>>;
};

/**
 * Keeps each hotspot's pin over its point in the scene. The pins are real buttons (focusable,
 * labelled) in the page; this only moves them, every rendered frame, without React renders.
 */
export function HotspotProjector({ hotspots, pins }: Props) {
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const point = useRef(new Vector3());
  const invalidate = useThree((state) => state.invalidate);
  // New pins need one frame to be placed, even when nothing else moves.
  useEffect(() => invalidate(), [hotspots, invalidate]);

  useFrame(() => {
    // The rig may have moved the camera this frame; its matrices are refreshed only at render.
    camera.updateMatrixWorld();
    for (const hotspot of hotspots) {
      const pin = pins.current.get(hotspot.productId);
      if (!pin) continue;
      point.current.set(...hotspot.position).project(camera);
      const { x, y, z } = point.current;
      // Behind the camera or far outside the view: hide (and keep it out of the tab order's way).
      const visible = z < 1 && Math.abs(x) < 1.1 && Math.abs(y) < 1.1;
      pin.style.transform = `translate3d(${((x + 1) / 2) * size.width}px, ${((1 - y) / 2) * size.height}px, 0)`;
      if (pin.dataset.visible !== String(visible)) pin.dataset.visible = String(visible);
      // Labels open towards the middle, so a pin near the right edge keeps its label on screen.
      const side = x > 0.2 ? "left" : "right";
      if (pin.dataset.side !== side) pin.dataset.side = side;
    }
  });

  return null;
}
