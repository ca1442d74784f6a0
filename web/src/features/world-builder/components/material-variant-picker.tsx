import type { LibraryObject } from "@vitrine/contract";
import { IconCube } from "@/components/ui/icons";
import { useT } from "../messages";
import "./material-variant-picker.css";

interface MaterialVariantPickerProps {
  /** The selected object's id: names the radio group, so two inspectors never share one. */
  objectId: string;
  libraryObject: LibraryObject;
  /** What the object wears; null: the model's own look (or its product's default option). */
  variant: string | null;
  disabled: boolean;
  onChange: (variant: string | null) => void;
}

/**
 * The material variants a placed model can wear, as radio swatches (the library's picture of the
 * model wearing each, where it drew one), the default first: the arrow keys move between them and
 * a screen reader names the group and each look.
 */
export function MaterialVariantPicker({ objectId, libraryObject, variant, disabled, onChange }: MaterialVariantPickerProps) {
  const t = useT();
  const pictures = new Map(libraryObject.materialVariantSwatches.map((swatch) => [swatch.name, swatch.picture]));
  const choices: { value: string | null; label: string; picture: string | null }[] = [
    { value: null, label: t("inspector.variantDefault"), picture: null },
    ...libraryObject.materialVariants.map((name) => ({ value: name, label: name, picture: pictures.get(name) ?? null })),
  ];
  // A choice the model no longer lists (its file was replaced) stays visible until changed.
  if (variant !== null && !libraryObject.materialVariants.includes(variant)) {
    choices.push({ value: variant, label: t("inspector.variantGone", { name: variant }), picture: null });
  }
  return (
    <fieldset className="wb-variants" disabled={disabled} data-testid="material-variant-picker">
      <legend className="wb-field-label">{t("inspector.materialVariant")}</legend>
      <div className="wb-variant-swatches">
        {choices.map((choice) => (
          <label key={choice.value ?? ""} className="wb-variant-swatch" title={choice.label} data-chosen={choice.value === variant || undefined}>
            <input
              type="radio"
              className="wb-variant-radio"
              name={`wb-variant-${objectId}`}
              value={choice.value ?? ""}
              checked={choice.value === variant}
              onChange={() => onChange(choice.value)}
            />
            {choice.picture ? (
              <img className="wb-variant-picture" src={choice.picture} alt="" width={64} height={48} loading="lazy" />
            ) : (
              <span className="wb-variant-picture wb-variant-picture-blank" aria-hidden="true">
                <IconCube size={18} />
              </span>
            )}
            <span className="wb-variant-name">{choice.label}</span>
          </label>
        ))}
      </div>
      <p className="wb-muted wb-variant-hint">{t("inspector.variantHint")}</p>
    </fieldset>
  );
}
