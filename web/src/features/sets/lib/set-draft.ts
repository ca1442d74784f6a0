import { createSetSchema, type CreateSet, type floorKinds, type lightingPresets, type VitrineSet } from "@vitrine/contract";
import { validate, type FieldErrors } from "@/lib/form";
import { useT } from "../messages";

/** What the set form edits: the floor size stays text so a half-typed number is not lost. */
export interface SetDraft {
  name: string;
  backdropObjectId: string | null;
  lighting: (typeof lightingPresets)[number];
  background: string;
  floorKind: (typeof floorKinds)[number];
  floorColor: string;
  floorSize: string;
}

// The contract's defaults, so a new set starts as the server would make it.
export const emptySetDraft = (): SetDraft => ({
  name: "",
  backdropObjectId: null,
  lighting: "studio",
  background: "#f5f5f4",
  floorKind: "color",
  floorColor: "#e5e7eb",
  floorSize: "20",
});

export function setToDraft(set: VitrineSet): SetDraft {
  return {
    name: set.name,
    backdropObjectId: set.backdropObjectId,
    lighting: set.lighting,
    background: set.background,
    floorKind: set.floor.kind,
    floorColor: set.floor.color,
    floorSize: String(set.floor.size),
  };
}

/** The draft as the API body, or per-field errors keyed like the form's fields. */
export function draftToSet(draft: SetDraft): { data: CreateSet; errors: null } | { data: null; errors: FieldErrors } {
  const size = draft.floorSize.trim() === "" ? Number.NaN : Number(draft.floorSize);
  const result = validate(createSetSchema, {
    name: draft.name,
    backdropObjectId: draft.backdropObjectId,
    lighting: draft.lighting,
    background: draft.background.trim(),
    floor: { kind: draft.floorKind, color: draft.floorColor.trim(), size },
  });
  if (result.errors) {
    // "Expected number, received nan" means nothing to a person.
    if (result.errors["floor.size"] && Number.isNaN(size)) result.errors["floor.size"] = useT.now("errors.floorSize");
    return result;
  }
  return { data: result.data, errors: null };
}
