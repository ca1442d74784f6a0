/**
 * How a scene is framed, read by the server when it draws a version's pictures (the share card and
 * the viewer's poster) and by the viewer when it places its camera: the poster is what the 3D's
 * first frame will show, so the two must frame alike or the scene jumps when one replaces the other.
 * No zod here: the public viewer imports this module on its own (`@vitrine/contract/scene-framing`).
 */
export const SCENE_FRAMING = {
  /** The camera's vertical field of view. */
  fovDegrees: 40,
  /** Air kept between the content and the frame's edges: the content spans at most 1/1.08 of each half. */
  contentMargin: 1.08,
  /**
   * The widest screen a scene is framed for. The wide picture is drawn with its content whole in a
   * 4:3 crop (a tablet held sideways), and fills wider screens cropped top and bottom; the 3D on a
   * wider screen frames the scene as that picture shows it, with air at the sides.
   */
  widestAspect: 4 / 3,
} as const;

/**
 * The aspect to fit a scene's width to, on a screen `width` wide whose visible band (between the
 * overlays) is `visibleHeight` of its `height`: the band's own aspect, but never wider than
 * `widestAspect` of the whole screen, which is how the picture covering that screen frames it.
 */
export function framedAspect(width: number, visibleHeight: number, height = visibleHeight): number {
  if (!(width > 0) || !(visibleHeight > 0)) return 1;
  return Math.min(width / visibleHeight, (SCENE_FRAMING.widestAspect * height) / visibleHeight);
}
