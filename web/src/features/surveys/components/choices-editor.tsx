import { useEffect, useRef, type KeyboardEvent } from "react";
import { IconButton } from "@/components/ui/icon-button";
import { IconPlus, IconX } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import type { FieldErrors } from "@/lib/form";
import { cn } from "@/lib/cn";
import { useT } from "../messages";

/** The API takes up to 20 choices per question. */
const MAX_CHOICES = 20;

interface ChoicesEditorProps {
  /** `questions.N` — issues arrive as `questions.N.choices` and `questions.N.choices.M`. */
  path: string;
  type: "single" | "multiple";
  choices: string[];
  onChange: (choices: string[]) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/** The answers of a choice question: edit, remove, and Enter to add the next one. */
export function ChoicesEditor({ path, type, choices, onChange, errors, disabled = false }: ChoicesEditorProps) {
  const t = useT();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const focusIndex = useRef<number | null>(null);

  // After adding or removing a choice, put the cursor where the person will type next.
  useEffect(() => {
    if (focusIndex.current === null) return;
    inputs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [choices.length]);

  const add = (at = choices.length) => {
    if (choices.length >= MAX_CHOICES) return;
    focusIndex.current = at;
    onChange([...choices.slice(0, at), "", ...choices.slice(at)]);
  };

  const remove = (index: number) => {
    focusIndex.current = Math.max(0, index - 1);
    onChange(choices.filter((_, i) => i !== index));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === "Enter") {
      // Enter adds a choice below instead of submitting the survey.
      event.preventDefault();
      add(index + 1);
    } else if (event.key === "Backspace" && choices[index] === "" && choices.length > 2) {
      event.preventDefault();
      remove(index);
    }
  };

  const listError = errors[`${path}.choices`];
  return (
    <div className="choices" role="group" aria-label={t("choices.label")}>
      <div className="choices-label">{t("choices.label")}</div>
      {choices.map((choice, index) => {
        const error = errors[`${path}.choices.${index}`];
        return (
          <div key={index} className="choice-row-wrap">
            <div className="choice-row">
              <span className={cn("choice-marker", type === "single" ? "choice-marker-radio" : "choice-marker-check")} aria-hidden="true" />
              <Input
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                value={choice}
                onChange={(event) => onChange(choices.map((c, i) => (i === index ? event.target.value : c)))}
                onKeyDown={(event) => onKeyDown(event, index)}
                aria-label={t("choices.choice", { number: index + 1 })}
                aria-invalid={error ? true : undefined}
                placeholder={t("choices.choice", { number: index + 1 })}
                maxLength={120}
                disabled={disabled}
              />
              {!disabled && (
                <IconButton
                  label={t("choices.remove", { number: index + 1 })}
                  title={t("choices.removeTitle")}
                  onClick={() => remove(index)}
                  disabled={choices.length <= 1}
                >
                  <IconX />
                </IconButton>
              )}
            </div>
            {error && <p className="field-error choice-error">{error}</p>}
          </div>
        );
      })}
      {listError && <p className="field-error">{listError}</p>}
      {!disabled && choices.length < MAX_CHOICES && (
        <button type="button" className="link-button link-button-small choices-add" onClick={() => add()}>
          <IconPlus size={14} /> {t("choices.add")}
        </button>
      )}
    </div>
  );
}
