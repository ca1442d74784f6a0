import { useI18n } from "./i18n-provider";
import "./viewer.css";

/** Before the manifest (and so the theme) is known: a quiet neutral screen with an indeterminate bar. */
export function BootScreen({ brandName }: { brandName?: string }) {
  const { t } = useI18n();
  return (
    <div className="viewer-boot" role="status" aria-label={t("loadingExperience")}>
      {brandName && <span className="viewer-wordmark viewer-wordmark-large">{brandName}</span>}
      <span className="viewer-progress viewer-progress-indeterminate" aria-hidden="true">
        <span className="viewer-progress-bar" />
      </span>
    </div>
  );
}
