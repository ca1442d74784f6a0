import type { Manifest } from "@vitrine/contract";
import { IconPlus } from "@/components/ui/icons-basic";
import { formatPrice } from "../lib/format-price";
import type { HotspotPlan } from "../lib/render-plan";
import { useI18n } from "./i18n-provider";

type Product = Manifest["products"][number];

type Props = {
  hotspots: HotspotPlan[];
  products: ReadonlyMap<string, Product>;
  /** Filled with each pin's element; the canvas moves them over their 3D points. */
  pins: React.RefObject<Map<string, HTMLElement>>;
  activeProductId: string | null;
  onOpen: (productId: string) => void;
};

/** Product hotspots: real buttons over the 3D view (tap, or Tab and Enter). */
export function HotspotPins({ hotspots, products, pins, activeProductId, onOpen }: Props) {
  const { t, locale } = useI18n();
  return (
    <div className="viewer-pins" aria-label={t("productsHere")} role="group" hidden={hotspots.length === 0}>
      {hotspots.map((hotspot) => {
        const product = products.get(hotspot.productId);
        if (!product) return null;
        const price = formatPrice(product.price, product.currency, locale);
        return (
          <button
            key={hotspot.productId}
            type="button"
            className="viewer-pin"
            data-visible="false"
            data-active={activeProductId === hotspot.productId || undefined}
            ref={(element) => {
              if (element) pins.current.set(hotspot.productId, element);
              else pins.current.delete(hotspot.productId);
            }}
            onClick={() => onOpen(hotspot.productId)}
            aria-label={`${product.name}, ${price}`}
          >
            <span className="viewer-pin-dot" aria-hidden="true">
              <IconPlus size={16} />
            </span>
            <span className="viewer-pin-label" aria-hidden="true">
              {product.name}
            </span>
          </button>
        );
      })}
    </div>
  );
}
