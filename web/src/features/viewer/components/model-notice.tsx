import { IconAlert, IconX } from "@/components/ui/icons";

type Props = {
  failures: { modelId: string; name: string }[];
  onDismiss: () => void;
};

/** A quiet, dismissible note that some models could not be shown; the rest of the scene still is. */
export function ModelNotice({ failures, onDismiss }: Props) {
  return (
    <div className="viewer-notice" role="status">
      <IconAlert size={16} />
      <span>{failures.length === 1 ? `${failures[0].name} could not be shown.` : `${failures.length} items could not be shown.`}</span>
      <button type="button" className="viewer-notice-close" onClick={onDismiss} aria-label="Dismiss">
        <IconX size={14} />
      </button>
    </div>
  );
}
