import { useEffect, useState } from "react";

/**
 * Copies text to the clipboard and says so for two seconds. Without clipboard permission (e.g.
 * plain http) it selects the text of the field `fallbackId` instead, so Ctrl+C works.
 */
export function useCopyToClipboard(fallbackId: string) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      (document.getElementById(fallbackId) as HTMLInputElement | HTMLTextAreaElement | null)?.select();
    }
  };
  return { copied, copy };
}
