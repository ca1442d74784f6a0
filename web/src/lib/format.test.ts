import { afterEach, describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatNumber, formatRelativeTime, setFormatLocale } from "./format";

describe("formatBytes", () => {
  it("reads like a file manager: 1024-based, one decimal below 100", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(25 * 1024 * 1024)).toBe("25 MB");
    expect(formatBytes(250 * 1024 * 1024)).toBe("250 MB");
  });

  it("reads like devtools when decimal: 1000-based, three significant digits", () => {
    expect(formatBytes(999, { decimal: true })).toBe("999 B");
    expect(formatBytes(4960, { decimal: true })).toBe("4.96 kB");
    expect(formatBytes(16592, { decimal: true })).toBe("16.6 kB");
    expect(formatBytes(2_500_000, { decimal: true })).toBe("2.50 MB");
  });

  it("shows a dash for nonsense", () => {
    expect(formatBytes(-1)).toBe("—");
    expect(formatBytes(Number.NaN)).toBe("—");
  });
});

describe("formatRelativeTime", () => {
  const now = Date.parse("2026-03-10T12:00:00Z");
  it("says how far a moment is, in the past or the future", () => {
    expect(formatRelativeTime("2026-03-10T12:00:20Z", now)).toBe("just now");
    // A retry due in a minute, seen a second later, still reads as a minute away.
    expect(formatRelativeTime("2026-03-10T12:00:59Z", now)).toBe("in 1 minute");
    expect(formatRelativeTime("2026-03-10T12:05:00Z", now)).toBe("in 5 minutes");
    expect(formatRelativeTime("2026-03-10T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2026-03-11T12:00:00Z", now)).toBe("tomorrow");
    expect(formatRelativeTime("2026-03-09T12:00:00Z", now)).toBe("yesterday");
  });
  it("shows text it cannot read as it is", () => {
    expect(formatRelativeTime("soon", now)).toBe("soon");
  });
});

describe("in the console's locale", () => {
  afterEach(() => setFormatLocale("en"));

  it("writes dates, numbers, sizes and moments in French", () => {
    setFormatLocale("fr-FR");
    expect(formatDate("2025-03-04T10:00:00Z")).toBe("4 mars 2025");
    expect(formatNumber(1234567)).toBe("1\u202f234\u202f567");
    expect(formatBytes(1536)).toBe("1,5 KB");
    expect(formatBytes(4960, { decimal: true })).toBe("4,96 kB");
    const now = Date.parse("2026-03-10T12:00:00Z");
    expect(formatRelativeTime("2026-03-10T12:00:20Z", now)).toBe("à l’instant");
    expect(formatRelativeTime("2026-03-10T09:00:00Z", now)).toBe("il y a 3 heures");
    expect(formatRelativeTime("2026-03-09T12:00:00Z", now)).toBe("hier");
  });

  it("keeps a region's own formats", () => {
    setFormatLocale("de-CH");
    expect(formatNumber(1234567.5)).toMatch(/^1[’']234[’']567\.5$/);
  });
});
