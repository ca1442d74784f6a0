import { Field } from "./field";
import { Input } from "./input";
import { useT } from "../messages";

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A colour picker swatch next to the hex value, so colours can be picked or pasted. */
export function ColourField({ label, value, onChange, error, disabled }: ColourFieldProps) {
  const t = useT();
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="colour-input">
          <input
            type="color"
            className="colour-swatch"
            value={valid ? value : "#000000"}
            onChange={(event) => onChange(event.target.value)}
            aria-label={t("colourField.picker", { label })}
            disabled={disabled}
          />
          <Input {...control} value={value} onChange={(event) => onChange(event.target.value)} maxLength={7} spellCheck={false} disabled={disabled} />
        </div>
      )}
    </Field>
  );
}
