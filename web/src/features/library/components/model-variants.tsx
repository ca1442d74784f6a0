import type { LibraryObject } from "@contract";
import { useState } from "react";
import { formatBytes, formatTextureSize } from "../lib/model-format";
import { ModelComparisonDialog } from "./model-comparison-dialog";

// Bare counts: the column header names the unit, and the card is narrow.
const count = (n: number) => n.toLocaleString("en-US");

/** SSIM against the original, as drawn from the same cameras on the server; "same" for an untouched file. */
function fidelity(variant: LibraryObject["variants"][number]): string {
  if (variant.sameAsOptimized) return "same";
  return variant.fidelity === null ? "–" : variant.fidelity.toFixed(3);
}

const LABELS: Record<LibraryObject["variants"][number]["name"], string> = { phone: "Phone", desktop: "Desktop" };

/**
 * The uploaded file next to each delivery variant the viewer picks from, so an editor sees what a
 * shopper's phone downloads, and why a variant is missing or over its budget.
 */
export function ModelVariants({ object }: { object: LibraryObject }) {
  const [comparing, setComparing] = useState(false);
  if (object.variants.length === 0) return null;
  const made = object.variants.filter((variant) => variant.error === null);
  return (
    <>
      <table className="library-variants" aria-label={`Delivery files of ${object.name}`}>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Size</th>
            <th scope="col">Triangles</th>
            <th scope="col">Textures</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Original</th>
            <td>{object.originalSize !== null ? formatBytes(object.originalSize) : "–"}</td>
            <td>{count(object.triangles)}</td>
            <td>{object.textures}</td>
          </tr>
          {object.variants.map((variant) => (
            <tr key={variant.name} data-variant={variant.name}>
              <th scope="row">{LABELS[variant.name]}</th>
              {variant.error !== null ? (
                <td colSpan={3} className="library-variants-error">
                  Not made: {variant.error}
                </td>
              ) : (
                <>
                  <td title={variant.notes.join("; ") || undefined}>
                    {formatBytes(variant.size ?? 0)}
                    {variant.notes.length > 0 && " (over its aim)"}
                  </td>
                  <td>{count(variant.triangles ?? 0)}</td>
                  <td>{formatTextureSize(variant.textures ?? 0, variant.maxTextureSize ?? 0)}</td>
                </>
              )}
            </tr>
          ))}
          {object.ar.usdzStatus !== "none" && (
            <tr data-variant="usdz">
              <th scope="row" title="For AR Quick Look on iPhone and iPad">
                AR (USDZ)
              </th>
              {object.ar.usdzStatus === "ready" ? (
                <td colSpan={3}>{formatBytes(object.ar.usdzSize ?? 0)}</td>
              ) : (
                <td colSpan={3} className="library-variants-error">
                  Not made: {object.ar.usdzError}
                </td>
              )}
            </tr>
          )}
        </tbody>
      </table>
      {made.length > 0 && (
        <p className="library-variants-fidelity" title="SSIM of each file and the original, drawn from the same three cameras: 1 is identical">
          <span>Looks alike: {made.map((variant) => `${LABELS[variant.name]} ${fidelity(variant)}`).join(" · ")}</span>
          {object.views && (
            <button type="button" className="link-button" onClick={() => setComparing(true)}>
              Compare
            </button>
          )}
        </p>
      )}
      {comparing && <ModelComparisonDialog object={object} open onOpenChange={setComparing} />}
    </>
  );
}
