import type { Manifest } from "@vitrine/contract";
import { lazy, Suspense, useState } from "react";
import { IconExternal } from "@/components/ui/icons-basic";
import { srcSetOf } from "@/lib/srcset";
import { track } from "../lib/analytics";
import { formatPrice } from "../lib/format-price";
import { useChosenMaterialVariant } from "../lib/material-variant-choice";
import type { ModelPlacement } from "../lib/render-plan";
import { useI18n } from "./i18n-provider";
import { Sheet } from "./sheet";
import { IconTag } from "./viewer-icons";

type Product = Manifest["products"][number];

// Loaded only for a product with an AR model: the viewer's first load carries no AR code.
const ArButton = lazy(() => import("./ar/ar-button"));
// Loaded only for a product with options: most products have none.
const ProductOptions = lazy(() => import("./product-options"));
// Loaded only for a product whose brand shows its size.
const ProductDimensions = lazy(() => import("./product-dimensions"));
type ProductOption = NonNullable<Product["options"]>[number];

/** The option the sheet shows: the one the model shows (chosen here, by an embedding page, or for the scene), else the product's default. */
function shownOption(product: Product, chosen: string | null): ProductOption | null {
  const options = product.options ?? [];
  if (options.length === 0) return null;
  return options.find((o) => o.variant === chosen) ?? options.find((o) => o.variant === product.defaultOption) ?? options[0]!;
}

/** How wide the product card's picture is shown: the sheet's width on a phone, 360 px beside the scene on a larger screen. */
export const PRODUCT_CARD_IMAGE_SIZES = "(min-width: 760px) 360px, 100vw";

/**
 * The product's picture, or a quiet placeholder in the theme's colours when it has none or it
 * fails. `sizes` says how wide it is shown, so the browser fetches the smallest copy that fills it.
 */
export function ProductImage({ product, className, sizes }: { product: Product; className?: string; sizes: string }) {
  const [failed, setFailed] = useState(false);
  if (product.imageUrl && !failed) {
    const srcSet = srcSetOf(product.imageVariants);
    return (
      <img
        className={className}
        src={product.imageUrl}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={`${className ?? ""} viewer-product-placeholder`} aria-hidden="true">
      <IconTag size={28} />
    </span>
  );
}

/** Opens the product's page in a new tab (the experience stays where it was). */
export function ProductLink({ product, className, children }: { product: Product; className?: string; children: React.ReactNode }) {
  if (!product.url) return null;
  return (
    <a
      className={className}
      href={product.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => track("product_link_out", { productId: product.id, sku: product.sku, url: product.url })}
    >
      {children}
    </a>
  );
}

/** The model that shows this product in the room ("View in your space"), if it has an AR file. */
export function arModelOf(models: Manifest["models"], productId: string) {
  const entry = Object.entries(models).find(([, m]) => m.productId === productId && m.ar);
  return entry && { modelId: entry[0], model: entry[1] as Parameters<typeof ArButton>[0]["model"] };
}

interface ProductCardProps {
  product: Product;
  models: Manifest["models"];
  onClose: () => void;
  /** The visitor chose one of the product's options (an embedding page is told). */
  onOptionChosen?: (productId: string, option: ProductOption) => void;
  /** The variant the open scene shows the product's model in, until the visitor chooses. */
  sceneVariant?: string | null;
  /** The models of the scene where the product's hotspot stands (AR pins the hotspot on its model). */
  hotspotPlacements?: readonly ModelPlacement[];
}

export function ProductCard({ product, models, onClose, onOptionChosen, sceneVariant = null, hotspotPlacements }: ProductCardProps) {
  const ar = arModelOf(models, product.id);
  const headingId = `viewer-product-${product.id}`;
  const { t, locale } = useI18n();
  const option = shownOption(product, useChosenMaterialVariant(product.modelId ?? undefined) ?? sceneVariant);
  // The chosen option's price, SKU and link stand for the product's (its link falls back to the product's).
  const shown: Product = option ? { ...product, price: option.price, sku: option.sku, url: option.url ?? product.url } : product;
  return (
    <Sheet labelledBy={headingId} onClose={onClose} className="viewer-product-card" closeLabel={t("closeProduct")}>
      <ProductImage product={product} className="viewer-product-image" sizes={PRODUCT_CARD_IMAGE_SIZES} />
      <div className="viewer-product-body">
        <h2 id={headingId} className="viewer-product-name">
          {product.name}
        </h2>
        <p className="viewer-product-price" aria-live="polite">
          {formatPrice(shown.price, shown.currency, locale)}
        </p>
        {option && (
          <Suspense>
            <ProductOptions product={product} chosen={option} onChoose={(chosen) => onOptionChosen?.(product.id, chosen)} />
          </Suspense>
        )}
        {product.description && <p className="viewer-product-description">{product.description}</p>}
        {product.dimensions && (
          <Suspense>
            <ProductDimensions product={product} onClose={onClose} />
          </Suspense>
        )}
        {shown.sku && <p className="viewer-product-sku">{t("reference", { sku: shown.sku })}</p>}
        <ProductLink product={shown} className="viewer-button viewer-button-primary viewer-product-link">
          {t("viewProduct")} <IconExternal size={16} />
        </ProductLink>
        {ar && (
          <Suspense>
            <ArButton {...ar} productId={product.id} product={shown} option={option} hotspotPlacements={hotspotPlacements} />
          </Suspense>
        )}
      </div>
    </Sheet>
  );
}
