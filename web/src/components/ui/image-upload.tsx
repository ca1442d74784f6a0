import { useRef, type ChangeEvent, type ReactNode } from "react";
import type { ImageUploadState } from "@/hooks/use-image-upload";
import { Button } from "./button";
import { IconTrash } from "./icons";
import { UploadProgress } from "./upload-progress";
import { useT } from "../messages";

const IMAGE_TYPES = "image/png,image/jpeg,image/webp";

interface ImagePickButtonProps {
  /** Accessible name of the hidden file input behind the button, e.g. "Logo file". */
  inputLabel: string;
  onPick: (file: File) => void;
  disabled?: boolean;
  /** Id of the text that names what the button picks, when the button's own text does not. */
  describedBy?: string;
  children: ReactNode;
}

/** A small button that opens the file chooser for a PNG, JPEG or WebP image. */
export function ImagePickButton({ inputLabel, onPick, disabled, describedBy, children }: ImagePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again (e.g. after a failed upload) still counts.
    event.target.value = "";
    if (file) onPick(file);
  };

  return (
    <>
      <Button size="sm" onClick={() => input.current?.click()} disabled={disabled} aria-describedby={describedBy}>
        {children}
      </Button>
      <input ref={input} type="file" accept={IMAGE_TYPES} hidden onChange={pick} aria-label={inputLabel} />
    </>
  );
}

interface ImageUploadStatusProps {
  upload: ImageUploadState;
  /** Accessible name of the progress bar, e.g. "Logo upload progress". */
  progressLabel: string;
  /** What may be uploaded, shown while nothing is uploading or failed. */
  hint: string;
}

/** Where an image upload stands: its progress, why it failed, or else what may be uploaded. */
export function ImageUploadStatus({ upload, progressLabel, hint }: ImageUploadStatusProps) {
  if (upload.status === "uploading") return <UploadProgress fraction={upload.fraction} label={progressLabel} />;
  if (upload.status === "failed") return <p className="field-error">{upload.message}</p>;
  return <p className="field-hint">{hint}</p>;
}

interface ImageUploadActionsProps extends Omit<ImagePickButtonProps, "children" | "disabled">, ImageUploadStatusProps {
  /** e.g. "Replace logo" when there is one, else "Upload logo". */
  pickLabel: string;
  /** Offers "Remove" (once no upload runs). */
  hasImage: boolean;
  onRemove: () => void;
  disabled?: boolean;
}

/** Beside an image: choose or replace it (it uploads at once), remove it, and the upload's status. */
export function ImageUploadActions({ pickLabel, hasImage, onRemove, disabled, upload, progressLabel, hint, ...picker }: ImageUploadActionsProps) {
  const t = useT();
  const uploading = upload.status === "uploading";
  return (
    <div className="image-upload-actions">
      <div className="image-upload-buttons">
        <ImagePickButton {...picker} disabled={disabled || uploading}>
          {pickLabel}
        </ImagePickButton>
        {hasImage && !uploading && (
          <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>
            <IconTrash /> {t("imageUpload.remove")}
          </Button>
        )}
      </div>
      <ImageUploadStatus upload={upload} progressLabel={progressLabel} hint={hint} />
    </div>
  );
}
