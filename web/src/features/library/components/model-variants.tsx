import type { LibraryObject } from "@vitrine/contract";
import { useState } from "react";
import { formatNumber } from "@/lib/format";
import { formatBytes, formatTextureSize } from "../lib/model-format";
import { useT } from "../messages";
import { ModelComparisonDialog } from "./model-comparison-dialog";

// Bare counts: the column header names the unit, and the card is narrow.
const count = (n: number) => formatNumber(n);

/** SSIM against the original, as drawn from the same cameras on the server; "same" for an untouched file. */
function fidelity(variant: LibraryObject["variants"][number], same: string): string {
  if (variant.sameAsOptimized) return same;
  return variant.fidelity === null ? "–" : variant.fidelity.toFixed(3);
}

/**
 * The lowest SSIM among a delivery variant's material variants, the one to look at when it is
 * under par; null when not measured.
 */
function worstMaterialVariant(object: LibraryObject): { name: string; score: number } | null {
  let worst: { name: string; score: number } | null = null;
  for (const variant of object.variants) {
    for (const [name, score] of Object.entries(variant.materialVariantFidelity ?? {})) {
      if (!worst || score < worst.score) worst = { name, score };
    }
  }
  return worst;
}

/**
 * The uploaded file next to each delivery variant the viewer picks from, so an editor sees what a
 * shopper's phone downloads, and why a variant is missing or over its budget.
 */
export function ModelVariants({ object }: { object: LibraryObject }) {
  const t = useT();
  const [comparing, setComparing] = useState(false);
  if (object.variants.length === 0) return null;
  const made = object.variants.filter((variant) => variant.error === null);
  const worst = worstMaterialVariant(object);
  return (
    <>
      <table className="library-variants" aria-label={t("variants.label", { name: object.name })}>
        <thead>
          <tr>
            <th scope="col">{t("variants.file")}</th>
            <th scope="col">{t("variants.size")}</th>
            <th scope="col">{t("variants.triangles")}</th>
            <th scope="col">{t("variants.textures")}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t("variants.original")}</th>
            <td>{object.originalSize !== null ? formatBytes(object.originalSize) : "–"}</td>
            <td>{count(object.triangles)}</td>
            <td>{object.textures}</td>
          </tr>
          {object.variants.map((variant) => (
            <tr key={variant.name} data-variant={variant.name}>
              <th scope="row">{t(`variants.${variant.name}`)}</th>
              {variant.error !== null ? (
                <td colSpan={3} className="library-variants-error">
                  {t("variants.notMade", { error: variant.error })}
                </td>
              ) : (
                <>
                  <td title={variant.notes.join("; ") || undefined}>
                    {formatBytes(variant.size ?? 0)}
                    {variant.notes.length > 0 && ` ${t("variants.overAim")}`}
                  </td>
                  <td>{count(variant.triangles ?? 0)}</td>
                  <td>{formatTextureSize(variant.textures ?? 0, variant.maxTextureSize ?? 0)}</td>
                </>
              )}
            </tr>
          ))}
          {object.ar.usdzStatus !== "none" && (
            <tr data-variant="usdz">
              <th scope="row" title={t("variants.usdzTitle")}>
                AR (USDZ)
              </th>
              {object.ar.usdzStatus === "ready" ? (
                <td colSpan={3}>{formatBytes(object.ar.usdzSize ?? 0)}</td>
              ) : (
                <td colSpan={3} className="library-variants-error">
                  {t("variants.notMade", { error: object.ar.usdzError ?? "" })}
                </td>
              )}
            </tr>
          )}
        </tbody>
      </table>
      {made.length > 0 && (
        <p className="library-variants-fidelity" title={t("variants.fidelityTitle")}>
          <span>
            {t("variants.looksAlike", {
              scores: made.map((variant) => `${t(`variants.${variant.name}`)} ${fidelity(variant, t("variants.same"))}`).join(" · "),
            })}
          </span>
          {object.views && (
            <button type="button" className="link-button" onClick={() => setComparing(true)}>
              {t("variants.compare")}
            </button>
          )}
        </p>
      )}
      {object.materialVariants.length > 0 && (
        <p className="library-variants-fidelity" data-material-variants>
          <span>
            {t("variants.materialVariants", { count: object.materialVariants.length, names: object.materialVariants.join(", ") })}
            {worst && ` · ${t("variants.materialVariantsWorst", { name: worst.name, score: worst.score.toFixed(3) })}`}
          </span>
        </p>
      )}
      {object.materialVariantSwatches.length > 0 && (
        <ul className="library-swatches" aria-label={t("variants.swatches", { name: object.name })}>
          {object.materialVariantSwatches.map((swatch) => (
            <li key={swatch.picture}>
              <img src={swatch.picture} alt={swatch.name} title={swatch.name} loading="lazy" width={56} height={42} />
              <span>{swatch.name}</span>
            </li>
          ))}
        </ul>
      )}
      {comparing && <ModelComparisonDialog object={object} open onOpenChange={setComparing} />}
    </>
  );
}
