import type { ContrastCheck } from "@vitrine/contract";
import { IconAlert, IconCheck } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { useT } from "../messages";

interface ContrastNoteProps {
  /** Undefined while a colour of the pair is not a valid hex yet. */
  check: ContrastCheck | undefined;
}

/** The WCAG AA verdict on one colour pair, with a sample of the pair itself. */
export function ContrastNote({ check }: ContrastNoteProps) {
  const t = useT();
  if (!check) return <div className="contrast-note contrast-note-pending">{t("contrast.pending")}</div>;
  return (
    <div
      className={cn("contrast-note", check.passes ? "contrast-note-pass" : "contrast-note-fail")}
      data-pair={check.pair}
      role={check.passes ? undefined : "alert"}
    >
      {/* The pair as it will look, low contrast included: decoration drawn by CSS ("Aa"), not text to read. */}
      <span className="contrast-sample" style={{ color: check.foreground, background: check.background }} aria-hidden="true" />
      <span className="contrast-text">
        <span className="contrast-ratio">
          {check.passes ? <IconCheck size={13} /> : <IconAlert size={13} />}
          {check.ratio}:1 {check.passes ? "· AA" : t("contrast.needs", { required: check.required })}
        </span>
        {!check.passes && <span className="contrast-message">{check.message}</span>}
      </span>
    </div>
  );
}
