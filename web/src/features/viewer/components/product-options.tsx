import type { Manifest } from "@vitrine/contract";
import { track } from "../lib/analytics";
import { formatPrice } from "../lib/format-price";
import { chooseMaterialVariant } from "../lib/material-variant-choice";
import { useI18n } from "./i18n-provider";
import "./product-options.css";

type Product = Manifest["products"][number];
export type ProductOption = NonNullable<Product["options"]>[number];

/**
 * The product's options as swatches: one radio button each, so the arrow keys move between them
 * and a screen reader names the group, each option and its price. Choosing one shows its material
 * variant on the model in the scene (without loading it again) and records `variant_select`.
 * Loaded only for a product with options.
 */
export default function ProductOptions({ product, chosen, onChoose }: { product: Product; chosen: ProductOption; onChoose: (option: ProductOption) => void }) {
  const { t, locale } = useI18n();
  const choose = (option: ProductOption) => {
    onChoose(option);
    if (product.modelId) chooseMaterialVariant(product.modelId, option.variant);
    track("variant_select", { productId: product.id, variant: option.variant, sku: option.sku });
  };
  return (
    <fieldset className="viewer-product-options">
      <legend className="viewer-product-options-legend">{t("productOptions")}</legend>
      <div className="viewer-product-swatches">
        {product.options!.map((option) => (
          <label key={option.variant} className="viewer-product-swatch" data-chosen={option.variant === chosen.variant || undefined}>
            <input
              type="radio"
              name={`viewer-options-${product.id}`}
              value={option.variant}
              checked={option.variant === chosen.variant}
              onChange={() => choose(option)}
              aria-describedby={`viewer-option-price-${product.id}-${option.sku}`}
            />
            <span className="viewer-product-swatch-name">{option.name}</span>
            <span id={`viewer-option-price-${product.id}-${option.sku}`} className="viewer-product-swatch-price">
              {formatPrice(option.price, product.currency, locale)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
