import type { Scene } from "@vitrine/contract";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { IconMapPin } from "@/components/ui/icons-extra";
import { cn } from "@/lib/cn";
import type { ProductPin } from "../lib/product-pin";
import { useT } from "../messages";

interface ProductsSectionProps {
  /** undefined while loading; null when products are not available on this server yet. */
  products: ProductPin[] | null | undefined;
  sceneId: string | null;
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
export function ProductsSection({
  products,
  sceneId,
  scenes,
  selectedId,
  placingId,
  editable,
  onSelect,
  onPlace,
  onCancelPlacing,
  onRemove,
}: ProductsSectionProps) {
  const t = useT();
  if (products === undefined) return <p className="wb-muted">{t("products.loading")}</p>;
  if (products === null) return <p className="wb-muted">{t("products.unavailable")}</p>;
  if (products.length === 0) {
    return (
      <p className="wb-muted">
        {t("products.empty")} <Link to="../products">{t("products.emptyLink")}</Link> {t("products.emptyAfter")}
      </p>
    );
  }
  const sceneName = (id: string) => scenes.find((scene) => scene.id === id)?.name ?? t("products.anotherScene");
  return (
    <ul className="wb-products" aria-label={t("products.listLabel")}>
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
              aria-label={here ? t("products.selectHotspot", { name: product.name }) : product.name}
            >
              <span className={cn("wb-product-pin", here && "wb-product-pin-here")} aria-hidden="true">
                <IconMapPin size={14} />
              </span>
              <span className="wb-product-text">
                <span className="wb-product-name">{product.name}</span>
                <span className="wb-product-meta">
                  <span className="mono">{product.sku}</span> ·{" "}
                  {here
                    ? t("products.inThisScene")
                    : product.hotspot
                      ? t("products.inScene", { scene: sceneName(product.hotspot.sceneId) })
                      : t("products.noHotspot")}
                </span>
              </span>
            </button>
            <div className="wb-product-actions">
              {placing ? (
                <Button size="sm" variant="ghost" onClick={onCancelPlacing}>
                  {t("products.cancel")}
                </Button>
              ) : (
                <Button
                  size="sm"
                  disabled={!editable}
                  onClick={() => onPlace(product.id)}
                  aria-label={here ? t("products.moveHotspot", { name: product.name }) : t("products.placeHotspot", { name: product.name })}
                >
                  {here ? t("products.move") : product.hotspot ? t("products.moveHere") : t("products.place")}
                </Button>
              )}
              {product.hotspot && !placing && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!editable}
                  onClick={() => onRemove(product.id)}
                  aria-label={t("products.removeHotspot", { name: product.name })}
                >
                  {t("products.remove")}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
