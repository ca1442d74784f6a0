import type { LibraryObject } from "@contract";
import { Dialog } from "@/components/ui/dialog";
import { formatBytes } from "../lib/model-format";

type Props = {
  object: LibraryObject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const LABELS: Record<LibraryObject["variants"][number]["name"], string> = { phone: "Phone", desktop: "Desktop" };

/**
 * The original and each delivery variant drawn on the server from the same three cameras, one row
 * each, with how alike they score: what a shopper's phone shows next to what was uploaded.
 */
export function ModelComparisonDialog({ object, open, onOpenChange }: Props) {
  const rows = [
    { key: "original", label: "Original", detail: object.originalSize !== null ? formatBytes(object.originalSize) : null, views: object.views, score: null },
    ...object.variants
      .filter((variant) => variant.error === null)
      .map((variant) => ({
        key: variant.name,
        label: LABELS[variant.name],
        detail: `${formatBytes(variant.size ?? 0)} · ${(variant.triangles ?? 0).toLocaleString("en-US")} triangles`,
        views: variant.sameAsOptimized ? null : variant.views,
        score: variant.sameAsOptimized ? "the optimised file, unchanged" : variant.fidelity === null ? null : `looks alike ${variant.fidelity.toFixed(3)}`,
      })),
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="wide"
      title={`Compare the files of ${object.name}`}
      description="Each file drawn from the same three cameras. “Looks alike” is their SSIM against the original: 1 is identical."
    >
      <ul className="model-comparison">
        {rows.map((row) => (
          <li key={row.key} className="model-comparison-row">
            <p className="model-comparison-label">
              <strong>{row.label}</strong>
              {row.detail && <span>{row.detail}</span>}
              {row.score && <span className="model-comparison-score">{row.score}</span>}
            </p>
            {row.views ? (
              <img className="model-comparison-views" src={row.views} width={768} height={256} alt={`${row.label} file of ${object.name}, from three sides`} loading="lazy" />
            ) : (
              <p className="model-comparison-none">{row.score ? "Same pictures as the original." : "Not drawn for this file."}</p>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
