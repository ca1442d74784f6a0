import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";
import { Button } from "./button";
import { IconCheck, IconCopy } from "./icons";
import { Input } from "./input";
import { useT } from "../messages";

interface CopyFieldProps {
  label: string;
  value: string;
  /** Needed when a screen shows more than one. */
  id?: string;
}

/** A read-only value with a copy button, e.g. an invitation link to share by hand. */
export function CopyField({ label, value, id = "copy-field-input" }: CopyFieldProps) {
  const t = useT();
  const { copied, copy } = useCopyToClipboard(id);

  return (
    <div className="copy-field">
      <Input id={id} aria-label={label} value={value} readOnly onFocus={(event) => event.target.select()} />
      <Button onClick={() => void copy(value)} aria-live="polite">
        {copied ? <IconCheck /> : <IconCopy />}
        {copied ? t("copyField.copied") : t("copyField.copy")}
      </Button>
    </div>
  );
}
