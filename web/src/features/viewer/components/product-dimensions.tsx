import type { Manifest } from "@vitrine/contract";
import { useMemo } from "react";
import { showDimensions, useDimensionsShown } from "../lib/dimensions-shown";
import { formatDimensions, unitFor } from "../lib/format-dimensions";
import { useI18n } from "./i18n-provider";
import "./product-dimensions.css";

type Product = Manifest["products"][number];

/** Below this width the product card is a bottom sheet over the scene (see PRODUCT_CARD_IMAGE_SIZES). */
const SHEET_OVER_SCENE = "(max-width: 759px)";

/**
 * The product's width × height × depth in the visitor's units, and a switch that draws them around
 * its models in the scene. The drawing stays after the sheet closes (on a phone the sheet covers
 * the scene, so asking for it closes the sheet), until switched off here.
 */
export default function ProductDimensions({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t, locale } = useI18n();
  const drawn = useDimensionsShown()?.productId === product.id;
  const size = useMemo(
    () => product.dimensions && formatDimensions(product.dimensions, unitFor(navigator.languages ?? [navigator.language]), locale),
    [product.dimensions, locale],
  );
  if (!size) return null;
  const toggle = () => {
    showDimensions(drawn ? null : { productId: product.id, size });
    if (!drawn && window.matchMedia(SHEET_OVER_SCENE).matches) onClose();
  };
  return (
    <div className="viewer-product-dimensions">
      <p>
        <span className="viewer-product-dimensions-label">{t("dimensions")}</span> {size.text}
      </p>
      <button type="button" className="viewer-chip" aria-pressed={drawn} onClick={toggle}>
        {t("showDimensionsInScene")}
      </button>
    </div>
  );
}
