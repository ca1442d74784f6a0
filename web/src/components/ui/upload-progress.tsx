import { useT } from "../messages";

interface UploadProgressProps {
  /** 0 to 1. */
  fraction: number;
  /** Accessible name of the bar, e.g. "Logo upload progress". */
  label: string;
}

/** "Uploading… 42%" over a thin bar, announced as a status. */
export function UploadProgress({ fraction, label }: UploadProgressProps) {
  const t = useT();
  const percent = Math.round(fraction * 100);
  return (
    <div className="preview-progress" role="status">
      <span>{t("uploadProgress.uploading", { percent })}</span>
      <div className="preview-progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
        <span style={{ width: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}
