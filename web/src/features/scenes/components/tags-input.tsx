import { useState, type KeyboardEvent } from "react";
import { IconX } from "@/components/ui/icons";
import type { FieldControlProps } from "@/components/ui/field";
import { useT } from "../messages";

interface TagsInputProps {
  control: FieldControlProps;
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  max?: number;
}

/** Free-form tags as chips: Enter or a comma adds what was typed (lower-cased, once), Backspace on empty removes the last. */
export function TagsInput({ control, tags, onChange, disabled = false, max = 20 }: TagsInputProps) {
  const t = useT();
  const [text, setText] = useState("");

  const add = (raw: string) => {
    const tag = raw.trim().toLowerCase().slice(0, 40);
    setText("");
    if (!tag || tags.includes(tag) || tags.length >= max) return;
    onChange([...tags, tag]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(text);
    } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className={disabled ? "tags-input tags-input-disabled" : "tags-input"}>
      {tags.map((tag) => (
        <span key={tag} className="tag-chip">
          {tag}
          {!disabled && (
            <button
              type="button"
              className="tag-chip-remove"
              aria-label={t("tags.remove", { tag })}
              onClick={() => onChange(tags.filter((other) => other !== tag))}
            >
              <IconX size={12} />
            </button>
          )}
        </span>
      ))}
      {!disabled && (
        <input
          {...control}
          className="tags-input-field"
          value={text}
          onChange={(event) => (event.target.value.endsWith(",") ? add(event.target.value.slice(0, -1)) : setText(event.target.value))}
          onKeyDown={onKeyDown}
          onBlur={() => text && add(text)}
          placeholder={tags.length ? t("tags.add") : t("tags.placeholder")}
          maxLength={40}
        />
      )}
      {disabled && tags.length === 0 && <span className="cell-muted">{t("tags.none")}</span>}
    </div>
  );
}
