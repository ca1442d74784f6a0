import { describe, expect, it } from "vitest";
import { describeAttempts, describeLastDelivery, describeNextAttempt, describeRetrySchedule } from "./describe-delivery";

const now = Date.parse("2026-03-10T12:00:00Z");

describe("describeNextAttempt", () => {
  it("says when a waiting retry goes out", () => {
    expect(describeNextAttempt({ status: "retrying", nextAttemptAt: "2026-03-10T12:05:00Z" }, now)).toBe("in 5 minutes");
    expect(describeNextAttempt({ status: "retrying", nextAttemptAt: "2026-03-10T14:00:00Z" }, now)).toBe("in 2 hours");
  });
  it("says why a finished delivery has no next attempt", () => {
    expect(describeNextAttempt({ status: "succeeded", nextAttemptAt: null }, now)).toBe("No retry needed");
    expect(describeNextAttempt({ status: "failed", nextAttemptAt: null }, now)).toBe("No retries left");
    expect(describeNextAttempt({ status: "pending", nextAttemptAt: null }, now)).toBe("Now");
  });
});

describe("describeAttempts and describeLastDelivery", () => {
  it("counts attempts out of the maximum", () => {
    expect(describeAttempts({ attempts: 2, maxAttempts: 6 })).toBe("2 of 6");
  });
  it("sums up an endpoint's latest attempt", () => {
    expect(describeLastDelivery(null)).toBe("No deliveries yet");
    expect(describeLastDelivery({ status: "succeeded", responseCode: 204 })).toBe("Delivered · 204");
    expect(describeLastDelivery({ status: "retrying", responseCode: null })).toBe("Retrying");
  });
});

describe("describeRetrySchedule", () => {
  it("reads the retry delays as a person would say them", () => {
    expect(describeRetrySchedule([60, 300, 1800, 7200, 43200])).toBe("1 min, 5 min, 30 min, 2 h and 12 h");
    expect(describeRetrySchedule([120])).toBe("2 min");
  });
});
