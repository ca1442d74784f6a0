import type { COLLECTIONS, CollectionName } from "../firestore/registry.js";

/** The registered sub-collections of an experience (`parent: "experiences"` in the registry). */
export type ExperienceChild = { [N in CollectionName]: (typeof COLLECTIONS)[N]["parent"] extends "experiences" ? N : never }[CollectionName];

/**
 * What duplicating an experience does with a child collection: copy its documents under their
 * own ids (so references between children stay valid), pointing `experienceId` at the copy
 * (`always`, or only where a document has one), or leave it with the original, saying why.
 */
export type ChildDuplication = { copy: true; experienceId?: "always" | "where-present" } | { copy: false; why: string };

/**
 * One decision per child of an experience in the registry: a child registered without one fails
 * to compile here and fails the unit test `experience-duplication.test.ts`.
 */
export const EXPERIENCE_DUPLICATION = {
  scenes: { copy: true, experienceId: "always" },
  products: { copy: true, experienceId: "where-present" },
  // They name products by id, which the copy keeps: the copy's next shop import updates its own products.
  productHandles: { copy: true },
  virtualObjects: { copy: true },
  // Keyed by the ids of scenes, products, … which the copy keeps.
  translations: { copy: true },
  manifests: { copy: false, why: "published versions are the original's: the copy is a new draft" },
  comments: { copy: false, why: "review comments are about the original's draft: the copy starts without any" },
} as const satisfies Record<ExperienceChild, ChildDuplication>;

/** The children a duplicate copies, with how. */
export const COPIED_CHILDREN = (Object.entries(EXPERIENCE_DUPLICATION) as [ExperienceChild, ChildDuplication][]).filter(
  (entry): entry is [ExperienceChild, Extract<ChildDuplication, { copy: true }>] => entry[1].copy,
);
