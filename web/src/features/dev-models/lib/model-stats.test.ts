import { describe, expect, it } from "vitest";
import { formatBytes, formatCount, formatDimensions, formatPercent, formatSaving, optimisationSaving } from "./model-stats";

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [999, "999 B"],
    [4960, "4.96 kB"],
    [16592, "16.6 kB"],
    [123456, "123 kB"],
    [2_500_000, "2.50 MB"],
  ])("%d bytes -> %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it("shows a dash for nonsense", () => {
    expect(formatBytes(-1)).toBe("—");
    expect(formatBytes(Number.NaN)).toBe("—");
  });
});

describe("optimisation saving", () => {
  it("is 'not optimised (sample)' when there is no original size", () => {
    const saving = optimisationSaving(4960, null);
    expect(saving).toEqual({ kind: "not-optimised" });
    expect(formatSaving(saving)).toBe("not optimised (sample)");
  });

  it("says an upload without an original size is not optimised yet", () => {
    expect(formatSaving(optimisationSaving(20_000, null), false)).toBe("not optimised yet");
  });

  it("gives the bytes and share saved", () => {
    const saving = optimisationSaving(300_000, 1_000_000);
    expect(saving).toEqual({ kind: "saved", bytes: 700_000, percent: 70 });
    expect(formatSaving(saving)).toBe("−700 kB (70%)");
  });

  it("says so when optimising made the file larger", () => {
    const saving = optimisationSaving(10_500, 10_000);
    expect(saving.kind).toBe("grew");
    expect(formatSaving(saving)).toBe("+500 B (5% larger)");
  });

  it("says 'no change' for the same size", () => {
    expect(formatSaving(optimisationSaving(1000, 1000))).toBe("no change");
  });
});

describe("formatPercent", () => {
  it("keeps one decimal only below ten percent", () => {
    expect(formatPercent(41.26)).toBe("41%");
    expect(formatPercent(4.26)).toBe("4.3%");
    expect(formatPercent(5)).toBe("5%");
  });
});

describe("formatDimensions", () => {
  it("gives width × height × depth in metres", () => {
    expect(formatDimensions({ min: [-0.9, 0, -0.45], max: [0.9, 0.75, 0.45] })).toBe("1.80 × 0.75 × 0.90 m");
  });

  it("keeps small parts readable", () => {
    expect(formatDimensions({ min: [0, 0, 0], max: [0.012, 0.5, 0.0034] })).toBe("0.012 × 0.50 × 0.0034 m");
  });
});

describe("formatCount", () => {
  it("groups thousands", () => {
    expect(formatCount(12345)).toBe("12,345");
  });
});
