import { useRef, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { IconTrash } from "@/components/ui/icons";
import type { ImageUploadState } from "@/hooks/use-image-upload";
import { ProductThumbnail } from "./product-thumbnail";

interface ProductImageFieldProps {
  /** The image shown now: the product's, the new upload's preview, or none. */
  imageUrl: string | null;
  upload: ImageUploadState;
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** The product photo: a thumbnail, "Choose image" (uploads at once, with progress) and "Remove". */
export function ProductImageField({ imageUrl, upload, onPick, onRemove, disabled }: ProductImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = upload.status === "uploading";

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onPick(file);
  };

  return (
    <div className="field">
      <span className="field-label" id="product-image-label">
        Image
      </span>
      <div className="product-image-field">
        <ProductThumbnail url={imageUrl} size="large" />
        <div className="product-image-actions">
          <div className="product-image-buttons">
            <Button size="sm" onClick={() => input.current?.click()} disabled={disabled || uploading} aria-describedby="product-image-label">
              {imageUrl ? "Replace image" : "Choose image"}
            </Button>
            {imageUrl && !uploading && (
              <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>
                <IconTrash /> Remove
              </Button>
            )}
          </div>
          {uploading ? (
            <div className="preview-progress" role="status">
              <span>Uploading… {Math.round(upload.fraction * 100)}%</span>
              <div className="preview-progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(upload.fraction * 100)} aria-label="Image upload progress">
                <span style={{ width: `${upload.fraction * 100}%` }} />
              </div>
            </div>
          ) : upload.status === "failed" ? (
            <p className="field-error">{upload.message}</p>
          ) : (
            <p className="field-hint">PNG, JPEG or WebP, up to 10 MB. Square images look best.</p>
          )}
        </div>
        <input ref={input} type="file" accept="image/png,image/jpeg,image/webp" hidden onChange={pick} aria-label="Product image file" />
      </div>
    </div>
  );
}
