import { Field } from "@/components/ui/field";
import { CONSOLE_LANGUAGE_NAMES, type ConsoleLanguage } from "@/lib/i18n/console-language";
import "./language-card.css";

type Props<L extends ConsoleLanguage> = {
  label: string;
  name: string;
  languages: readonly L[];
  value: L;
  onChange: (language: L) => void;
  disabled?: boolean;
};

/** A choice of console language, each named in itself (someone who cannot read the current one still finds theirs). */
export function LanguageSelect<L extends ConsoleLanguage>({ label, name, languages, value, onChange, disabled }: Props<L>) {
  return (
    <Field label={label} className="language-card-field">
      {(control) => (
        <span className="select">
          <select {...control} name={name} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as L)}>
            {languages.map((option) => (
              <option key={option} value={option} lang={option}>
                {CONSOLE_LANGUAGE_NAMES[option]}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
