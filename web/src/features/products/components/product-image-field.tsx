import { ImageUploadActions } from "@/components/ui/image-upload";
import type { ImageUploadState } from "@/hooks/use-image-upload";
import { useT } from "../messages";
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
  const t = useT();
  return (
    <div className="field">
      <span className="field-label" id="product-image-label">
        {t("image.label")}
      </span>
      <div className="product-image-field">
        <ProductThumbnail url={imageUrl} size="large" />
        <ImageUploadActions
          pickLabel={imageUrl ? t("image.replace") : t("image.choose")}
          describedBy="product-image-label"
          inputLabel={t("image.input")}
          onPick={onPick}
          hasImage={Boolean(imageUrl)}
          onRemove={onRemove}
          disabled={disabled}
          upload={upload}
          progressLabel={t("image.progress")}
          hint={t("image.hint")}
        />
      </div>
    </div>
  );
}
