import type { LibraryObject } from "@vitrine/contract";
import type { SetDraft } from "./set-draft";

/** What the 3D preview draws: always valid values, whatever state the form is in. */
export interface PreviewSettings {
  backdrop: { id: string; name: string; glb: string } | null;
  lighting: SetDraft["lighting"];
  background: string;
  floor: { kind: SetDraft["floorKind"]; color: string; size: number };
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const DEFAULTS = { background: "#f5f5f4", floorColor: "#e5e7eb", floorSize: 20 };

/**
 * The form's draft as preview settings. A half-typed colour or size keeps what was drawn before
 * (`previous`), so the preview does not flash to a default on every keystroke.
 * The backdrop is looked up in the library by id; one the library no longer lists shows nothing.
 */
export function previewSettings(draft: SetDraft, models: readonly LibraryObject[] | undefined, previous?: PreviewSettings): PreviewSettings {
  const model = draft.backdropObjectId ? models?.find((m) => m._id === draft.backdropObjectId) : undefined;
  const size = draft.floorSize.trim() === "" ? Number.NaN : Number(draft.floorSize);
  const background = draft.background.trim();
  const floorColor = draft.floorColor.trim();
  return {
    backdrop: model ? { id: model._id, name: model.name, glb: model.glb } : null,
    lighting: draft.lighting,
    background: HEX.test(background) ? background.toLowerCase() : (previous?.background ?? DEFAULTS.background),
    floor: {
      kind: draft.floorKind,
      color: HEX.test(floorColor) ? floorColor.toLowerCase() : (previous?.floor.color ?? DEFAULTS.floorColor),
      size: Number.isFinite(size) && size >= 1 && size <= 200 ? size : (previous?.floor.size ?? DEFAULTS.floorSize),
    },
  };
}

/** One string per drawn picture: the preview reports it once a frame with exactly these settings is on screen. */
export function previewSignature(settings: PreviewSettings): string {
  const { backdrop, lighting, background, floor } = settings;
  return [backdrop?.id ?? "none", lighting, background, floor.kind, floor.color, floor.size].join("|");
}
