// Kept apart from the optimiser so the caller's thread can name the variants without loading
// gltf-transform, which only the worker needs.

export const VARIANT_NAMES = ["desktop", "phone"] as const;
export type VariantName = (typeof VARIANT_NAMES)[number];

/** What a delivery variant may hold. */
export interface VariantBudget {
  name: VariantName;
  maxTriangles: number;
  /** Longest side of any texture, in pixels. */
  maxTextureSize: number;
  /** Bytes the variant should stay within "where the content allows": a model over it gets a variant even when its triangles and textures fit. */
  targetBytes?: number;
}

/**
 * The default budgets. Phone: what a mid-range phone on 4G shows in a few seconds without running
 * out of memory (the figures 3D-commerce platforms and model-viewer's guidance give). Desktop:
 * a laptop's integrated GPU.
 */
export const VARIANT_BUDGETS: readonly VariantBudget[] = [
  { name: "desktop", maxTriangles: 500_000, maxTextureSize: 2048 },
  { name: "phone", maxTriangles: 150_000, maxTextureSize: 1024, targetBytes: 5_000_000 },
];

/**
 * The budgets an editor picks per model (`LibraryObject.budget`): `strict` for a model shown among
 * many or to shoppers on slow networks (half the default), `detailed` for a hero product whose
 * detail matters more than its download (twice the triangles, the phone's 10 MB), `standard` the
 * default. Textures never go above 2048 px, the optimiser's own cap.
 */
export const BUDGET_LEVELS = {
  strict: [
    { name: "desktop", maxTriangles: 250_000, maxTextureSize: 1024 },
    { name: "phone", maxTriangles: 75_000, maxTextureSize: 512, targetBytes: 2_500_000 },
  ],
  standard: VARIANT_BUDGETS,
  detailed: [
    { name: "desktop", maxTriangles: 1_000_000, maxTextureSize: 2048 },
    { name: "phone", maxTriangles: 300_000, maxTextureSize: 2048, targetBytes: 10_000_000 },
  ],
} as const satisfies Record<string, readonly VariantBudget[]>;
export type BudgetLevel = keyof typeof BUDGET_LEVELS;
