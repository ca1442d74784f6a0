import { ImageUploadActions } from "@/components/ui/image-upload";
import type { ImageUploadState } from "@/hooks/use-image-upload";
import { srcSetOf, type SrcSetVariant } from "@/lib/srcset";
import { useT } from "../messages";

interface LogoFieldProps {
  logoUrl: string | null;
  /** The saved logo's resized copies (none for a logo being uploaded). */
  logoVariants?: readonly SrcSetVariant[];
  background: string;
  upload: ImageUploadState;
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** The logo on the theme's background (as viewers will see it), with upload progress. */
export function LogoField({ logoUrl, logoVariants, background, upload, onPick, onRemove, disabled }: LogoFieldProps) {
  const t = useT();
  const shown = upload.status === "uploading" || upload.status === "done" ? upload.previewUrl : logoUrl;
  return (
    <div className="logo-field">
      <div className="logo-tile" style={{ background }}>
        {shown ? (
          <img src={shown} srcSet={shown === logoUrl ? srcSetOf(logoVariants) : undefined} sizes="112px" alt={t("logo.alt")} />
        ) : (
          <span className="logo-tile-empty">{t("logo.none")}</span>
        )}
      </div>
      <ImageUploadActions
        pickLabel={shown ? t("logo.replace") : t("logo.upload")}
        inputLabel={t("logo.file")}
        onPick={onPick}
        hasImage={Boolean(shown)}
        onRemove={onRemove}
        disabled={disabled}
        upload={upload}
        progressLabel={t("logo.progress")}
        hint={t("logo.hint")}
      />
    </div>
  );
}
