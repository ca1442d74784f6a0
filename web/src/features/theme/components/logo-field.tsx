import { useRef, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { IconTrash } from "@/components/ui/icons";
import type { ImageUploadState } from "@/hooks/use-image-upload";

interface LogoFieldProps {
  logoUrl: string | null;
  background: string;
  upload: ImageUploadState;
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** The logo on the theme's background (as viewers will see it), with upload progress. */
export function LogoField({ logoUrl, background, upload, onPick, onRemove, disabled }: LogoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = upload.status === "uploading";
  const shown = upload.status === "uploading" || upload.status === "done" ? upload.previewUrl : logoUrl;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onPick(file);
  };

  return (
    <div className="logo-field">
      <div className="logo-tile" style={{ background }}>
        {shown ? <img src={shown} alt="Logo" /> : <span className="logo-tile-empty">No logo</span>}
      </div>
      <div className="logo-field-actions">
        <div className="logo-field-buttons">
          <Button size="sm" onClick={() => input.current?.click()} disabled={disabled || uploading}>
            {shown ? "Replace logo" : "Upload logo"}
          </Button>
          {shown && !uploading && (
            <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>
              <IconTrash /> Remove
            </Button>
          )}
        </div>
        {uploading ? (
          <div className="preview-progress" role="status">
            <span>Uploading… {Math.round(upload.fraction * 100)}%</span>
            <div className="preview-progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(upload.fraction * 100)} aria-label="Logo upload progress">
              <span style={{ width: `${upload.fraction * 100}%` }} />
            </div>
          </div>
        ) : upload.status === "failed" ? (
          <p className="field-error">{upload.message}</p>
        ) : (
          <p className="field-hint">PNG with transparency, JPEG or WebP, up to 10 MB. Shown on the loading screen and in the viewer’s top bar.</p>
        )}
      </div>
      <input ref={input} type="file" accept="image/png,image/jpeg,image/webp" hidden onChange={pick} aria-label="Logo file" />
    </div>
  );
}
