import { TextField } from "@/components/ui/text-field";
import { listFieldError, type FieldErrors } from "@/lib/form";
import { useT } from "../messages";

type Props = {
  title: string;
  /** Comma-separated, as typed. */
  tags: string;
  onTitleChange: (title: string) => void;
  onTagsChange: (tags: string) => void;
  errors: FieldErrors;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** A video's title and tags, as the upload and edit dialogs both ask for them. */
export function VideoDetailsFields({ title, tags, onTitleChange, onTagsChange, errors, disabled, autoFocus }: Props) {
  const t = useT();
  return (
    <>
      <TextField
        label={t("form.title")}
        error={errors.title}
        value={title}
        onChange={(event) => onTitleChange(event.target.value)}
        maxLength={120}
        disabled={disabled}
        autoFocus={autoFocus}
      />
      <TextField
        label={t("form.tags")}
        error={listFieldError(errors, "tags")}
        hint={t("form.tagsHint")}
        value={tags}
        onChange={(event) => onTagsChange(event.target.value)}
        disabled={disabled}
      />
    </>
  );
}
