import { ImageUploadActions } from "@/components/ui/image-upload";
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
  const shown = upload.status === "uploading" || upload.status === "done" ? upload.previewUrl : logoUrl;
  return (
    <div className="logo-field">
      <div className="logo-tile" style={{ background }}>
        {shown ? <img src={shown} alt="Logo" /> : <span className="logo-tile-empty">No logo</span>}
      </div>
      <ImageUploadActions
        pickLabel={shown ? "Replace logo" : "Upload logo"}
        inputLabel="Logo file"
        onPick={onPick}
        hasImage={Boolean(shown)}
        onRemove={onRemove}
        disabled={disabled}
        upload={upload}
        progressLabel="Logo upload progress"
        hint="PNG with transparency, JPEG or WebP, up to 10 MB. Shown on the loading screen and in the viewer’s top bar."
      />
    </div>
  );
}
