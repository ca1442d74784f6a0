import { useEffect, useState } from "react";
import { Button } from "./button";
import { IconCheck, IconCopy } from "./icons";
import { Input } from "./input";

interface CopyFieldProps {
  label: string;
  value: string;
}

/** A read-only value with a copy button, e.g. an invitation link to share by hand. */
export function CopyField({ label, value }: CopyFieldProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard permission (e.g. plain http): select the text so Ctrl+C works.
      (document.getElementById("copy-field-input") as HTMLInputElement | null)?.select();
    }
  };

  return (
    <div className="copy-field">
      <Input id="copy-field-input" aria-label={label} value={value} readOnly onFocus={(event) => event.target.select()} />
      <Button onClick={copy} aria-live="polite">
        {copied ? <IconCheck /> : <IconCopy />}
        {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}
