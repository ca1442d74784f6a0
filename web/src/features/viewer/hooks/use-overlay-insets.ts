import { useLayoutEffect, useState } from "react";

/** Room left above the tour bar for the host's avatar and the action buttons. */
const BOTTOM_ROW_ALLOWANCE = 56;

/**
 * How much of the canvas the page's bars cover: the header at the top, the tour bar (plus the
 * row above it) at the bottom. Rounded so a changing host line does not reframe the scene.
 */
export function useOverlayInsets(root: React.RefObject<HTMLElement | null>, active: boolean) {
  const [insets, setInsets] = useState({ top: 0, bottom: 0 });
  useLayoutEffect(() => {
    const node = root.current;
    if (!node || !active) return;
    const top = node.querySelector<HTMLElement>(".viewer-top");
    const tour = node.querySelector<HTMLElement>(".viewer-tour");
    const measure = () => {
      const box = node.getBoundingClientRect();
      const topInset = top ? top.getBoundingClientRect().bottom - box.top : 0;
      const bottomInset = tour ? box.bottom - tour.getBoundingClientRect().top + BOTTOM_ROW_ALLOWANCE : 0;
      const round = (value: number) => Math.max(0, Math.round(value / 8) * 8);
      setInsets((current) =>
        current.top === round(topInset) && current.bottom === round(bottomInset) ? current : { top: round(topInset), bottom: round(bottomInset) },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (top) observer.observe(top);
    if (tour) observer.observe(tour);
    return () => observer.disconnect();
  }, [root, active]);
  return insets;
}
