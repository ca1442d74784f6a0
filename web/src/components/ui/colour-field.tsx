import { Field } from "./field";
import { Input } from "./input";
import { useT } from "../messages";

interface ColourFieldProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A colour picker swatch next to the hex value, so colours can be picked or pasted. */
export function ColourField({ label, hint, value, onChange, error, disabled }: ColourFieldProps) {
  const t = useT();
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="colour-input">
          <input
            type="color"
            className="colour-swatch"
            // The picker takes lower-case hex only; an upper-case value would show black.
            value={valid ? value.toLowerCase() : "#000000"}
            onChange={(event) => onChange(event.target.value)}
            aria-label={t("colourField.picker", { label })}
            disabled={disabled}
          />
          <Input
            {...control}
            className="mono-input"
            value={value}
            onChange={(event) => {
              // A hex pasted from a design tool often comes without its "#".
              const typed = event.target.value.trim();
              onChange(typed && !typed.startsWith("#") ? `#${typed}` : typed);
            }}
            maxLength={7}
            spellCheck={false}
            disabled={disabled}
          />
        </div>
      )}
    </Field>
  );
}
