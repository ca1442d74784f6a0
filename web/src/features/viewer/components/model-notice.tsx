import { IconAlert, IconX } from "@/components/ui/icons-basic";
import { useI18n } from "./i18n-provider";

type Props = {
  failures: { modelId: string; name: string }[];
  onDismiss: () => void;
};

/** A quiet, dismissible note that some models could not be shown; the rest of the scene still is. */
export function ModelNotice({ failures, onDismiss }: Props) {
  const { t } = useI18n();
  return (
    <div className="viewer-notice" role="status">
      <IconAlert size={16} />
      <span>{failures.length === 1 ? t("modelFailed", { name: failures[0].name || t("aModel") }) : t("modelsFailed", { count: failures.length })}</span>
      <button type="button" className="viewer-notice-close" onClick={onDismiss} aria-label={t("dismiss")}>
        <IconX size={14} />
      </button>
    </div>
  );
}
