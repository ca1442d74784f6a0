import type { ReactNode } from "react";
import { isApiError } from "@/lib/api-error";
import { errorDescription } from "@/lib/notify";
import { Button } from "./button";
import { IconAlert } from "./icons";
import { useT } from "../messages";

interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry?: () => void;
  /** Another way forward, e.g. a link back, shown instead of (or next to) "Try again". */
  action?: ReactNode;
}

/** Failures that asking again may cure, which the data layer retries by itself (lib/swr.ts). */
function retriedAutomatically(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === undefined ? error.code === "network-error" : error.status >= 500 || error.status === 429;
}

/** What a screen shows instead of its data when loading it failed. */
export function ErrorState({ title, error, onRetry, action }: ErrorStateProps) {
  const t = useT();
  return (
    <div className="empty-state empty-state-error" role="alert">
      <div className="empty-state-icon">
        <IconAlert size={20} />
      </div>
      <h2 className="empty-state-title">{title ?? t("errorState.title")}</h2>
      <p className="empty-state-description">{errorDescription(error)}</p>
      {retriedAutomatically(error) && <p className="empty-state-note">{t("errorState.retrying")}</p>}
      {(onRetry || action) && (
        <div className="empty-state-action">
          {onRetry && <Button onClick={onRetry}>{t("errorState.retry")}</Button>}
          {action}
        </div>
      )}
    </div>
  );
}
