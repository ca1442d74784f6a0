import "./viewer.css";

/** Before the manifest (and so the theme) is known: a quiet neutral screen with an indeterminate bar. */
export function BootScreen({ brandName }: { brandName?: string }) {
  return (
    <div className="viewer-boot" role="status" aria-label="Loading the experience">
      {brandName && <span className="viewer-wordmark viewer-wordmark-large">{brandName}</span>}
      <span className="viewer-progress viewer-progress-indeterminate" aria-hidden="true">
        <span className="viewer-progress-bar" />
      </span>
    </div>
  );
}
