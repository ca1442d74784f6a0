/**
 * The statistics an experiment's report states: a two-proportion z-test (pooled, two-sided), pure
 * and import-free so the API computes it and the console can explain it with the same numbers.
 */

/** Standard normal cumulative distribution, from erf (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface ProportionComparison {
  /** Rates of each group (successes / trials), 0 when a group has no trials. */
  rateA: number;
  rateB: number;
  /** rateB - rateA. */
  difference: number;
  /** null when either group has no trials or nobody (or everybody) succeeded in both. */
  z: number | null;
  /** Two-sided p-value: how often a difference at least this large shows up by chance alone. */
  pValue: number | null;
  /** 1 - pValue, as a share: "how sure the difference is not chance". */
  confidence: number | null;
  /** At the usual 95% level. */
  significant: boolean;
}

/**
 * Two-proportion z-test: z = (pB - pA) / sqrt(p(1-p)(1/nA + 1/nB)), p the pooled rate. Counts are
 * clamped to their trials (estimates from sketches can exceed them slightly).
 */
export function twoProportionZTest(successesA: number, trialsA: number, successesB: number, trialsB: number): ProportionComparison {
  const xa = Math.min(Math.max(0, successesA), trialsA);
  const xb = Math.min(Math.max(0, successesB), trialsB);
  const rateA = trialsA > 0 ? xa / trialsA : 0;
  const rateB = trialsB > 0 ? xb / trialsB : 0;
  const difference = rateB - rateA;
  const none = { rateA, rateB, difference, z: null, pValue: null, confidence: null, significant: false };
  if (trialsA <= 0 || trialsB <= 0) return none;
  const pooled = (xa + xb) / (trialsA + trialsB);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / trialsA + 1 / trialsB));
  if (se === 0) return none;
  const z = difference / se;
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  return { rateA, rateB, difference, z, pValue, confidence: 1 - pValue, significant: pValue < 0.05 };
}
