import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./format";

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
