import type { Scene } from "@contract";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { IconMapPin } from "@/components/ui/icons-extra";
import { cn } from "@/lib/cn";
import type { ProductPin } from "../lib/product-pin";

interface ProductsSectionProps {
  /** undefined while loading; null when products are not available on this server yet. */
  products: ProductPin[] | null | undefined;
  sceneId: string;
  scenes: Scene[];
  selectedId: string | null;
  placingId: string | null;
  editable: boolean;
  onSelect: (productId: string) => void;
  onPlace: (productId: string) => void;
  onCancelPlacing: () => void;
  onRemove: (productId: string) => void;
}

/** Product hotspots: attach a product to a point of this scene, move it elsewhere, or take it off. */
export function ProductsSection({ products, sceneId, scenes, selectedId, placingId, editable, onSelect, onPlace, onCancelPlacing, onRemove }: ProductsSectionProps) {
  if (products === undefined) return <p className="wb-muted">Loading products…</p>;
  if (products === null) return <p className="wb-muted">Product hotspots will be available once the product catalogue is.</p>;
  if (products.length === 0) {
    return (
      <p className="wb-muted">
        No products yet. <Link to="../products">Add products</Link> to pin them in the scene.
      </p>
    );
  }
  const sceneName = (id: string) => scenes.find((scene) => scene.id === id)?.name ?? "another scene";
  return (
    <ul className="wb-products" aria-label="Products">
      {products.map((product) => {
        const here = product.hotspot?.sceneId === sceneId;
        const placing = placingId === product.id;
        return (
          <li key={product.id} className={cn("wb-product", selectedId === product.id && "wb-product-selected", placing && "wb-product-placing")}>
            <button
              type="button"
              className="wb-product-main"
              onClick={() => onSelect(product.id)}
              disabled={!here}
              aria-label={here ? `Select the hotspot of ${product.name}` : product.name}
            >
              <span className={cn("wb-product-pin", here && "wb-product-pin-here")} aria-hidden="true">
                <IconMapPin size={14} />
              </span>
              <span className="wb-product-text">
                <span className="wb-product-name">{product.name}</span>
                <span className="wb-product-meta">
                  <span className="mono">{product.sku}</span> ·{" "}
                  {here ? "In this scene" : product.hotspot ? `In ${sceneName(product.hotspot.sceneId)}` : "No hotspot"}
                </span>
              </span>
            </button>
            <div className="wb-product-actions">
              {placing ? (
                <Button size="sm" variant="ghost" onClick={onCancelPlacing}>
                  Cancel
                </Button>
              ) : (
                <Button size="sm" disabled={!editable} onClick={() => onPlace(product.id)} aria-label={`${here ? "Move" : "Place"} the hotspot of ${product.name}`}>
                  {here ? "Move" : product.hotspot ? "Move here" : "Place"}
                </Button>
              )}
              {product.hotspot && !placing && (
                <Button size="sm" variant="ghost" disabled={!editable} onClick={() => onRemove(product.id)} aria-label={`Remove the hotspot of ${product.name}`}>
                  Remove
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
