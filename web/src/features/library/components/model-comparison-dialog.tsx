import type { LibraryObject } from "@vitrine/contract";
import { Dialog } from "@/components/ui/dialog";
import { formatNumber } from "@/lib/format";
import { formatBytes } from "../lib/model-format";
import { useT } from "../messages";

type Props = {
  object: LibraryObject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The original and each delivery variant drawn on the server from the same three cameras, one row
 * each, with how alike they score: what a shopper's phone shows next to what was uploaded.
 */
export function ModelComparisonDialog({ object, open, onOpenChange }: Props) {
  const t = useT();
  const rows = [
    {
      key: "original",
      label: t("variants.original"),
      detail: object.originalSize !== null ? formatBytes(object.originalSize) : null,
      views: object.views,
      score: null,
    },
    ...object.variants
      .filter((variant) => variant.error === null)
      .map((variant) => ({
        key: variant.name,
        label: t(`variants.${variant.name}`),
        detail: t("compare.detail", { size: formatBytes(variant.size ?? 0), triangles: formatNumber(variant.triangles ?? 0) }),
        views: variant.sameAsOptimized ? null : variant.views,
        score: variant.sameAsOptimized ? t("compare.unchanged") : variant.fidelity === null ? null : t("compare.score", { score: variant.fidelity.toFixed(3) }),
      })),
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="wide" title={t("compare.title", { name: object.name })} description={t("compare.description")}>
      <ul className="model-comparison">
        {rows.map((row) => (
          <li key={row.key} className="model-comparison-row">
            <p className="model-comparison-label">
              <strong>{row.label}</strong>
              {row.detail && <span>{row.detail}</span>}
              {row.score && <span className="model-comparison-score">{row.score}</span>}
            </p>
            {row.views ? (
              <img
                className="model-comparison-views"
                src={row.views}
                width={768}
                height={256}
                alt={t("compare.alt", { label: row.label, name: object.name })}
                loading="lazy"
              />
            ) : (
              <p className="model-comparison-none">{row.score ? t("compare.samePictures") : t("compare.notDrawn")}</p>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
