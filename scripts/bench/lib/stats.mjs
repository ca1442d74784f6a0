// Small statistics and the one table the benchmark prints.

/** The value at quantile `p` (0..1) of `values`, nearest rank; NaN for no values. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

export const median = (values) => percentile(values, 0.5);

/** `1234.5` -> "1234.5", `12.345` -> "12.3", `0.1234` -> "0.123": enough digits to compare runs. */
export function round(value) {
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : Math.abs(value) >= 1 ? 2 : 3;
  return value.toFixed(digits);
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints rows `{section, measure, value, note}` as an aligned text table (and returns it, so the
 * runner can also write it into a report).
 */
export function formatTable(rows, columns = ["section", "measure", "value", "note"]) {
  const cells = rows.map((row) => columns.map((c) => String(row[c] ?? "")));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)));
  const line = (values) =>
    values
      .map((v, i) => v.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(columns), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

/**
 * Runs `task(i)` `count` times with at most `concurrency` in flight (or until `deadline`, a
 * Date.now() value), timing each; resolves with the durations in ms, the statuses seen and the
 * wall time, so callers report latency percentiles and requests per second.
 */
export async function runBounded({ count = Infinity, concurrency, deadline = Infinity, task }) {
  const durations = [];
  const statuses = new Map();
  const errors = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count && Date.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      try {
        const status = await task(i);
        durations.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      } catch (error) {
        errors.push(error);
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { durations, statuses, errors, seconds, perSecond: durations.length / seconds };
}
