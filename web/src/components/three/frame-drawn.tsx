import { useFrame } from "@react-three/fiber";
import { useEffect, useRef } from "react";

type Props = {
  /** Called once, after the first frame in which this component's siblings were drawn. */
  onDrawn: () => void;
};

/**
 * Reports the first frame rendered after it mounted. Place it next to content that suspends
 * (inside the same Suspense boundary), so it mounts exactly when that content is in the scene.
 * `useFrame` runs before the renderer draws; the next animation frame comes after the draw.
 */
export function FrameDrawn({ onDrawn }: Props) {
  const scheduled = useRef(false);
  const callback = useRef(onDrawn);
  callback.current = onDrawn;
  // Checked when the animation frame fires, rather than cancelling it on cleanup: StrictMode's
  // rehearsal unmount can come after the first frame (passive effects run late), and only a real
  // unmount must stop the report.
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  useFrame(() => {
    if (scheduled.current) return;
    scheduled.current = true;
    requestAnimationFrame(() => {
      if (!unmounted.current) callback.current();
    });
  });

  return null;
}
