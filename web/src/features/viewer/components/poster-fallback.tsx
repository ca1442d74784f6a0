import type { Manifest, ScenePicture } from "@vitrine/contract";
import { formatPrice } from "../lib/format-price";
import { BrandMark } from "./brand-mark";
import { useI18n } from "./i18n-provider";
import { LanguageSelect } from "./language-select";
import { ProductImage, ProductLink } from "./product-card";

/** The product cards' width (viewer.css `.viewer-poster-products`): three columns in 960 px, two from about 600 px, else one. */
const POSTER_PRODUCT_IMAGE_SIZES = "(min-width: 960px) 300px, (min-width: 600px) 50vw, 100vw";

type Props = {
  manifest: Manifest;
  /** The first scene as drawn at publishing, when it has been. */
  picture?: ScenePicture | null;
};

/**
 * When this browser cannot draw 3D: the experience as a page instead, with its name, what it is
 * about and its products as cards, so the visit is still worth it.
 */
export function PosterFallback({ manifest, picture = null }: Props) {
  const { theme, products } = manifest;
  const { t, locale } = useI18n();
  return (
    <main className="viewer-poster">
      <header className="viewer-poster-hero">
        <LanguageSelect manifest={manifest} />
        <BrandMark brandName={manifest.brand.name} logoUrl={theme.logoUrl} logoVariants={theme.logoVariants} size="large" />
        <h1 className="viewer-poster-title">{manifest.name}</h1>
        {picture && (
          <img
            className="viewer-poster-picture"
            src={picture.landscape.url}
            width={picture.landscape.width}
            height={picture.landscape.height}
            alt={`${manifest.name}: ${manifest.scenes[0]!.name}`}
          />
        )}
        <p className="viewer-poster-note" role="note">
          {t("noWebgl")}
        </p>
        {manifest.scenes.length > 1 && <p className="viewer-poster-scenes">{manifest.scenes.map((scene) => scene.name).join(" · ")}</p>}
      </header>
      {products.length > 0 ? (
        <ul className="viewer-poster-products" aria-label={t("products")}>
          {products.map((product) => (
            <li key={product.id} className="viewer-poster-product">
              <ProductImage product={product} className="viewer-poster-product-image" sizes={POSTER_PRODUCT_IMAGE_SIZES} />
              <div className="viewer-poster-product-body">
                <h2 className="viewer-poster-product-name">{product.name}</h2>
                <p className="viewer-product-price">{formatPrice(product.price, product.currency, locale)}</p>
                {product.description && <p className="viewer-poster-product-description">{product.description}</p>}
                <ProductLink product={product} className="viewer-button viewer-button-primary">
                  {t("viewProduct")}
                </ProductLink>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="viewer-poster-empty">{t("noProducts")}</p>
      )}
    </main>
  );
}
