import { sharedStore } from "./shared-store";

/**
 * The material variant the visitor chose per model (a product option), shared by the product
 * sheet, which chooses, and the 3D scene, which shows it. Kept tiny: it loads with the viewer, the
 * code that switches materials only once a variant is chosen.
 */
const chosen = sharedStore<ReadonlyMap<string, string>>(new Map());
const variantIn = (choices: ReadonlyMap<string, string>, modelId: string | undefined) => (modelId && choices.get(modelId)) || null;

export function chooseMaterialVariant(modelId: string, variant: string): void {
  if (chosen.get().get(modelId) === variant) return;
  chosen.set(new Map(chosen.get()).set(modelId, variant));
}

export function chosenMaterialVariant(modelId: string | undefined): string | null {
  return variantIn(chosen.get(), modelId);
}

/** The variant chosen for `modelId`, null until the visitor chooses one (the model shows its own materials). */
export function useChosenMaterialVariant(modelId: string | undefined): string | null {
  return chosen.useSelected((choices) => variantIn(choices, modelId), null);
}

/** Forgets every choice (a new experience, or a test). */
export function resetMaterialVariants(): void {
  chosen.set(new Map());
}
