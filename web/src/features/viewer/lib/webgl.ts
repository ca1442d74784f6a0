/**
 * Whether this browser can draw the experience. Checked once before mounting the canvas: a
 * renderer that fails to start would otherwise leave a blank page.
 */
let cached: boolean | undefined;

export function webglAvailable(): boolean {
  if (cached !== undefined) return cached;
  try {
    if (typeof document === "undefined") return (cached = false);
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    cached = Boolean(context);
    (context as WebGLRenderingContext | null)?.getExtension("WEBGL_lose_context")?.loseContext();
  } catch {
    cached = false;
  }
  return cached;
}
