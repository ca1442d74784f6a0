import { useCopyToClipboard } from "@/hooks/use-copy-to-clipboard";
import { Button } from "./button";
import { IconCheck, IconCopy } from "./icons";
import { Input } from "./input";

interface CopyFieldProps {
  label: string;
  value: string;
}

/** A read-only value with a copy button, e.g. an invitation link to share by hand. */
export function CopyField({ label, value }: CopyFieldProps) {
  const { copied, copy } = useCopyToClipboard("copy-field-input");

  return (
    <div className="copy-field">
      <Input id="copy-field-input" aria-label={label} value={value} readOnly onFocus={(event) => event.target.select()} />
      <Button onClick={() => void copy(value)} aria-live="polite">
        {copied ? <IconCheck /> : <IconCopy />}
        {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}
