/**
 * Formatting for the stats panel and the list. Byte sizes use decimal units (kB = 1000 B), like
 * browser devtools and the build output, so numbers can be compared across those tools.
 */
import { formatBytes as formatAnyBytes, formatNumber } from "@/lib/format";
import { boxSize, type Box } from "@/lib/three/framing";
import { useT } from "../messages";

/** `4960` -> `4.96 kB`; `16592` -> `16.6 kB`. */
export const formatBytes = (bytes: number) => formatAnyBytes(bytes, { decimal: true });

export type Saving =
  | { kind: "not-optimised" }
  | {
      kind: "saved" | "grew" | "unchanged";
      /** Original minus served size; negative when optimising made the file larger. */
      bytes: number;
      /** `bytes` as a share of the original, 0–100 (negative when it grew). */
      percent: number;
    };

/** What optimisation saved: samples ship optimised already, so they have no original size. */
export function optimisationSaving(size: number, originalSize: number | null): Saving {
  if (originalSize === null || originalSize <= 0) return { kind: "not-optimised" };
  const bytes = originalSize - size;
  const percent = (bytes / originalSize) * 100;
  return { kind: bytes > 0 ? "saved" : bytes < 0 ? "grew" : "unchanged", bytes, percent };
}

/**
 * One line for the stats panel, e.g. `−12.3 kB (41%)` or `not optimised (sample)`: samples ship
 * optimised already, an upload has no original size until its optimisation has finished.
 */
export function formatSaving(saving: Saving, sample = true): string {
  switch (saving.kind) {
    case "not-optimised":
      return useT.now(sample ? "saving.notOptimisedSample" : "saving.notOptimisedYet");
    case "unchanged":
      return useT.now("saving.unchanged");
    case "saved":
      return useT.now("saving.saved", { size: formatBytes(saving.bytes), percent: formatPercent(saving.percent) });
    case "grew":
      return useT.now("saving.grew", { size: formatBytes(-saving.bytes), percent: formatPercent(-saving.percent) });
  }
}

/** Whole percent, except below 10 % where one decimal still says something (`4.2%`). */
export function formatPercent(percent: number): string {
  const digits = Math.abs(percent) < 10 && Math.round(percent) !== percent ? 1 : 0;
  return formatNumber(percent / 100, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Width × height × depth in metres (glTF's unit), e.g. `1.80 × 0.75 × 0.90 m`. */
export function formatDimensions(box: Box): string {
  const [width, height, depth] = boxSize(box);
  return `${formatMetres(width)} × ${formatMetres(height)} × ${formatMetres(depth)} m`;
}

// Centimetre precision reads well for furniture; very small parts keep three significant digits.
function formatMetres(value: number): string {
  return value >= 0.1 || value === 0
    ? formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
    : formatNumber(value, { minimumSignificantDigits: 2, maximumSignificantDigits: 2, useGrouping: false });
}

/** `12345` -> `12,345`. */
export function formatCount(value: number): string {
  return formatNumber(value);
}
