import type { Brand } from "@vitrine/contract";
import { ColourField } from "@/components/ui/colour-field";
import type { FieldErrors } from "@/lib/form";
import { useT } from "../messages";

interface BrandColourFieldsProps {
  value: Brand["colors"];
  onChange: (update: (colours: Brand["colors"]) => Brand["colors"]) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/** A brand's primary and accent colours, side by side (creating a brand, and its details). */
export function BrandColourFields({ value, onChange, errors, disabled }: BrandColourFieldsProps) {
  const t = useT();
  return (
    <div className="form-row">
      <ColourField
        label={t("fields.primaryColour")}
        value={value.primary}
        onChange={(primary) => onChange((current) => ({ ...current, primary }))}
        error={errors["colors.primary"]}
        disabled={disabled}
      />
      <ColourField
        label={t("fields.accentColour")}
        value={value.accent}
        onChange={(accent) => onChange((current) => ({ ...current, accent }))}
        error={errors["colors.accent"]}
        disabled={disabled}
      />
    </div>
  );
}
