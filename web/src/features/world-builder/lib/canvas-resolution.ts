/**
 * The editor canvas' pixel ratios. It draws without the context's multisampling (on software
 * WebGL, 4x MSAA costs about as much as the whole scene) and instead:
 *  - at rest, draws at twice the pixels of a 1x screen, which the browser scales down: the same
 *    smoothing as 4x supersampling, paid once per still picture (the canvas draws on demand);
 *    screens of 2x and more are drawn at their own ratio, capped at 2;
 *  - while something moves (orbit, zoom, a drag, a nudge, a new selection), draws at half the
 *    screen's ratio (at least 0.5), and returns to rest 200 ms after the last movement.
 */
export interface CanvasResolution {
  /** The canvas' pixel ratio at rest. */
  rest: number;
  /** The share of `rest` used while moving (R3F's `performance.min`). */
  movingFactor: number;
}

export function canvasResolution(devicePixelRatio: number): CanvasResolution {
  const screen = Math.min(Math.max(devicePixelRatio || 1, 1), 2);
  const rest = screen < 1.5 ? 2 : screen;
  const moving = Math.max(0.5, screen / 2);
  return { rest, movingFactor: moving / rest };
}

/** How long after the last movement the canvas draws at its resting resolution again. */
export const REST_AFTER_MS = 200;
