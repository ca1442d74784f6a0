/**
 * Copies of one mesh's geometry at many placements, merged into one geometry (vertices moved on
 * the CPU). On software WebGL (SwiftShader) instanced drawing measured about as slow as drawing
 * every copy on its own (20 ms of a frame for 200 tables with almost no pixels to fill), so on
 * the machines that need it most it saved little; a merged geometry is one real draw. It is
 * rebuilt only when a placement changes, never for a camera move.
 */
import { BufferAttribute, BufferGeometry, Matrix3, Vector3, type Matrix4 } from "three";

export interface MergedPlacements {
  geometry: BufferGeometry;
  /** Where each placement's triangles start, in triangles (for naming the placement hit). */
  triangleStarts: number[];
}

const v = new Vector3();
const normalMatrix = new Matrix3();

/** Null when the geometry has what a merge cannot carry (morph targets). Material groups are dropped: with one material three draws them as one. */
export function mergePlacements(source: BufferGeometry, matrices: readonly Matrix4[]): MergedPlacements | null {
  if (!canMerge(source)) return null;
  const vertexCount = source.getAttribute("position")?.count ?? 0;
  const sourceIndex = source.getIndex();
  const indexCount = sourceIndex ? sourceIndex.count : vertexCount;
  const placements = matrices.length;
  const geometry = new BufferGeometry();

  for (const [name, attribute] of Object.entries(source.attributes)) {
    const size = attribute.itemSize;
    const out = new Float32Array(vertexCount * placements * size);
    for (let p = 0; p < placements; p += 1) {
      const matrix = matrices[p];
      if (name === "normal") normalMatrix.getNormalMatrix(matrix);
      const base = p * vertexCount * size;
      for (let i = 0; i < vertexCount; i += 1) {
        const at = base + i * size;
        if (name === "position" || name === "normal" || name === "tangent") {
          v.set(attribute.getX(i), attribute.getY(i), attribute.getZ(i));
          if (name === "position") v.applyMatrix4(matrix);
          else if (name === "normal") v.applyNormalMatrix(normalMatrix);
          else v.transformDirection(matrix);
          out[at] = v.x;
          out[at + 1] = v.y;
          out[at + 2] = v.z;
          if (size === 4) out[at + 3] = attribute.getW(i);
        } else {
          // Colours, texture coordinates…: the same at every placement (getX… also decode
          // normalised integer attributes).
          out[at] = attribute.getX(i);
          if (size > 1) out[at + 1] = attribute.getY(i);
          if (size > 2) out[at + 2] = attribute.getZ(i);
          if (size > 3) out[at + 3] = attribute.getW(i);
        }
      }
    }
    geometry.setAttribute(name, new BufferAttribute(out, size));
  }

  const total = indexCount * placements;
  const index = vertexCount * placements > 65535 ? new Uint32Array(total) : new Uint16Array(total);
  for (let p = 0; p < placements; p += 1) {
    const offset = p * vertexCount;
    for (let i = 0; i < indexCount; i += 1) index[p * indexCount + i] = (sourceIndex ? sourceIndex.getX(i) : i) + offset;
  }
  geometry.setIndex(new BufferAttribute(index, 1));
  geometry.computeBoundingSphere();
  geometry.computeBoundingBox();

  const trianglesEach = indexCount / 3;
  return { geometry, triangleStarts: matrices.map((_, p) => p * trianglesEach) };
}

/** Whether a mesh's geometry can join a batch (a mesh with several materials cannot either: see batchPartsOf). */
export function canMerge(geometry: BufferGeometry): boolean {
  return Object.keys(geometry.morphAttributes).length === 0 && geometry.getAttribute("position") !== undefined;
}

/** Which placement a hit triangle belongs to. */
export function placementAtTriangle(triangleStarts: readonly number[], triangle: number): number {
  let low = 0;
  let high = triangleStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (triangleStarts[middle] <= triangle) low = middle;
    else high = middle - 1;
  }
  return low;
}
