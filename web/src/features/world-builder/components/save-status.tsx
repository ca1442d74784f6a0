import { Button } from "@/components/ui/button";
import { DangerBanner } from "@/components/ui/danger-banner";
import { IconAlert, IconCheck } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import type { SaveStatus } from "../lib/save-queue";
import { useT } from "../messages";

/** The autosave state, announced politely to screen readers as it changes. */
export function SaveStatusIndicator({ status }: { status: SaveStatus }) {
  const t = useT();
  return (
    <span className={cn("wb-save", `wb-save-${status}`)} role="status" aria-live="polite" data-save-status={status}>
      {status === "saving" ? (
        <Spinner size={13} />
      ) : status === "saved" ? (
        <IconCheck size={14} />
      ) : status === "unsaved" ? (
        <span className="wb-save-dot" aria-hidden="true" />
      ) : (
        <IconAlert size={14} />
      )}
      {t(`saveStatus.${status}`)}
    </span>
  );
}

/** Shown when a save was refused because someone saved this scene first. */
export function ConflictBanner({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  const t = useT();
  return (
    <DangerBanner
      className="wb-conflict"
      role="alert"
      actions={
        <Button variant="primary" size="sm" onClick={onReload} loading={reloading}>
          {t("conflict.reload")}
        </Button>
      }
    >
      <strong>{t("conflict.title")}</strong>
      <span>{t("conflict.description")}</span>
    </DangerBanner>
  );
}
