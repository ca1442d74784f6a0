/**
 * The editor canvas' pixel ratios. It draws without the context's multisampling (on software
 * WebGL, 4x MSAA costs about as much as the whole scene) and instead:
 *  - at rest, draws a 1x screen at 1.5 times its resolution, which the browser scales down
 *    (2.25 samples a pixel: smooth edges, paid once per still picture as the canvas draws on
 *    demand, and about half the cost of 2x, whose still frames held up the next input);
 *    screens of 1.5x and more are drawn at their own ratio, capped at 2;
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
  const rest = Math.max(screen, 1.5);
  const moving = Math.max(0.5, screen / 2);
  return { rest, movingFactor: moving / rest };
}

/** How long after the last movement the canvas draws at its resting resolution again. */
export const REST_AFTER_MS = 200;
