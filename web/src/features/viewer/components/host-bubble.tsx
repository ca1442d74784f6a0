import type { Manifest } from "@vitrine/contract";
import { srcSetOf } from "@/lib/srcset";
import { useState } from "react";
import { IconX } from "@/components/ui/icons-basic";
import { useI18n } from "./i18n-provider";

type Host = NonNullable<Manifest["host"]>;

type Props = {
  host: Host;
  /** What the host says now; null keeps the host quiet (just the avatar). */
  line: string | null;
};

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}

/** The host: an avatar with a speech bubble that says the greeting, then each segment's line. */
export function HostBubble({ host, line }: Props) {
  // Closing hides the current line; the next line opens the bubble again.
  const [closedLine, setClosedLine] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useI18n();
  const open = line !== null && line !== closedLine;
  const image = host.avatar?.kind === "image" && !failed ? host.avatar : null;

  return (
    <div className="viewer-host" data-open={open}>
      <button
        type="button"
        className="viewer-host-avatar"
        onClick={() => setClosedLine(open ? line : null)}
        aria-label={t(open ? "hostHide" : "hostShow", { name: host.name })}
        aria-expanded={open}
        disabled={line === null}
      >
        {image ? (
          // 46 px round (viewer.css `.viewer-host-avatar`): the smallest copy is plenty even at 3x.
          <img src={image.url} srcSet={srcSetOf(image.variants)} sizes="46px" alt="" onError={() => setFailed(true)} />
        ) : (
          <span aria-hidden="true">{initials(host.name)}</span>
        )}
      </button>
      {open && (
        <div className="viewer-host-bubble" role="status" aria-live="polite" key={line}>
          <p className="viewer-host-name">{host.name}</p>
          <p className="viewer-host-line">{line}</p>
          <button type="button" className="viewer-host-close" onClick={() => setClosedLine(line)} aria-label={t("hostHide", { name: host.name })}>
            <IconX size={14} />
          </button>
        </div>
      )}
    </div>
  );
}
