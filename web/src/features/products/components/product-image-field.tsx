import { ImageUploadActions } from "@/components/ui/image-upload";
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
  return (
    <div className="field">
      <span className="field-label" id="product-image-label">
        Image
      </span>
      <div className="product-image-field">
        <ProductThumbnail url={imageUrl} size="large" />
        <ImageUploadActions
          pickLabel={imageUrl ? "Replace image" : "Choose image"}
          describedBy="product-image-label"
          inputLabel="Product image file"
          onPick={onPick}
          hasImage={Boolean(imageUrl)}
          onRemove={onRemove}
          disabled={disabled}
          upload={upload}
          progressLabel="Image upload progress"
          hint="PNG, JPEG or WebP, up to 10 MB. Square images look best."
        />
      </div>
    </div>
  );
}
