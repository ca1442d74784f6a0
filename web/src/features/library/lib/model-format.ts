import { formatNumber } from "@/lib/format";
import { useT } from "../messages";

export { formatBytes } from "@/lib/format";

/** The share optimisation took off (0..100), or null when it is unknown or did not shrink the file. */
export function optimisationSaving(size: number, originalSize: number | null): number | null {
  if (!originalSize || originalSize <= 0 || size >= originalSize) return null;
  return Math.round((1 - size / originalSize) * 100);
}

export function formatTriangles(triangles: number): string {
  return useT.now("format.triangles", { count: triangles, formatted: formatNumber(triangles) });
}

/** A readable default name from a file name: "walnut-side_table.glb" → "Walnut side table". */
export function nameFromFileName(fileName: string): string {
  const base = fileName
    .replace(/\.[^.]+$/, "")
    .replace(/[-_.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : "";
}

/** A variant's textures as a card shows them: "4 ≤1024px" (four, the largest 1024 px wide), or "none". */
export function formatTextureSize(count: number, maxSize: number): string {
  return count === 0 ? useT.now("format.noTextures") : `${count} ≤${maxSize}px`;
}

/** A length in metres as people measure furniture: centimetres under 10 m ("180 cm"), else metres. */
function formatLength(metres: number): string {
  if (metres >= 10) return `${formatNumber(Math.round(metres * 10) / 10)} m`;
  if (metres >= 0.1) return `${formatNumber(Math.round(metres * 100))} cm`;
  return `${formatNumber(Math.round(metres * 1000) / 10)} cm`;
}

/** "180 × 75 × 90 cm": width × height × depth as the model stands in the room. */
export function formatRealWorldSize({ width, height, depth }: { width: number; height: number; depth: number }): string {
  const parts = [width, height, depth].map(formatLength);
  const unit = parts[0]!.split(" ")[1];
  return parts.every((p) => p.endsWith(` ${unit}`)) ? `${parts.map((p) => p.split(" ")[0]).join(" × ")} ${unit}` : parts.join(" × ");
}
