import type { Manifest } from "@contract";
import { useState } from "react";
import { IconExternal } from "@/components/ui/icons";
import { track } from "../lib/analytics";
import { formatPrice } from "../lib/format-price";
import { Sheet } from "./sheet";
import { IconTag } from "./viewer-icons";

type Product = Manifest["products"][number];

/** The product's picture, or a quiet placeholder in the theme's colours when it has none or it fails. */
export function ProductImage({ product, className }: { product: Product; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (product.imageUrl && !failed) {
    return <img className={className} src={product.imageUrl} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />;
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

export function ProductCard({ product, onClose }: { product: Product; onClose: () => void }) {
  const headingId = `viewer-product-${product.id}`;
  return (
    <Sheet labelledBy={headingId} onClose={onClose} className="viewer-product-card" closeLabel="Close product">
      <ProductImage product={product} className="viewer-product-image" />
      <div className="viewer-product-body">
        <h2 id={headingId} className="viewer-product-name">
          {product.name}
        </h2>
        <p className="viewer-product-price">{formatPrice(product.price, product.currency)}</p>
        {product.description && <p className="viewer-product-description">{product.description}</p>}
        {product.sku && <p className="viewer-product-sku">Ref. {product.sku}</p>}
        <ProductLink product={product} className="viewer-button viewer-button-primary viewer-product-link">
          View product <IconExternal size={16} />
        </ProductLink>
      </div>
    </Sheet>
  );
}
