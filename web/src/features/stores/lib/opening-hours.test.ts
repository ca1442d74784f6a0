import { closedAllWeek, type OpeningHours } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { copyMondayToWeekdays, crossesMidnight, describeStatus, isClosedAllWeek, openStatus, zonedClock } from "./opening-hours";

const hours = (days: Partial<OpeningHours>): OpeningHours => ({ ...closedAllWeek, ...days });
const shop = hours({
  mon: [{ open: "09:00", close: "18:00" }],
  tue: [
    { open: "09:00", close: "12:30" },
    { open: "14:00", close: "19:00" },
  ],
  fri: [{ open: "18:00", close: "02:00" }],
  sat: [{ open: "10:00", close: "00:00" }],
});

// 2025-06-02 is a Monday. Paris is UTC+2 in June, New York UTC-4.
const at = (iso: string) => new Date(iso);

describe("zonedClock", () => {
  it("reads the weekday and time in the store's zone, not the browser's", () => {
    expect(zonedClock(at("2025-06-02T07:30:00Z"), "Europe/Paris")).toEqual({ weekday: "mon", minutes: 570, time: "09:30" });
    expect(zonedClock(at("2025-06-02T02:00:00Z"), "America/New_York")).toEqual({ weekday: "sun", minutes: 22 * 60, time: "22:00" });
    expect(zonedClock(at("2025-06-02T00:00:00Z"), "UTC").time).toBe("00:00");
  });
});

describe("openStatus", () => {
  it("is open inside an interval and says when it closes", () => {
    const status = openStatus(shop, at("2025-06-02T08:00:00Z"), "Europe/Paris"); // Mon 10:00
    expect(status).toEqual({ open: true, next: { weekday: "mon", time: "18:00", inDays: 0 } });
    expect(describeStatus(status)).toBe("Open · closes 18:00");
  });

  it("is closed over a lunch break and opens again the same day", () => {
    const status = openStatus(shop, at("2025-06-03T11:00:00Z"), "Europe/Paris"); // Tue 13:00
    expect(status).toEqual({ open: false, next: { weekday: "tue", time: "14:00", inDays: 0 } });
    expect(describeStatus(status)).toBe("Closed · opens 14:00");
  });

  it("counts closing time as closed and opening time as open", () => {
    expect(openStatus(shop, at("2025-06-02T16:00:00Z"), "Europe/Paris").open).toBe(false); // Mon 18:00
    expect(openStatus(shop, at("2025-06-02T07:00:00Z"), "Europe/Paris").open).toBe(true); // Mon 09:00
  });

  it("keeps a store open past midnight when closing is before opening", () => {
    expect(openStatus(shop, at("2025-06-07T00:30:00Z"), "Europe/Paris").open).toBe(false); // Sat 02:30, just closed
    const fridayLate = openStatus(shop, at("2025-06-06T23:30:00Z"), "Europe/Paris"); // Sat 01:30 local
    expect(fridayLate).toEqual({ open: true, next: { weekday: "sat", time: "02:00", inDays: 0 } });
  });

  it("treats a 00:00 close as midnight at the end of the day", () => {
    const status = openStatus(shop, at("2025-06-07T21:00:00Z"), "Europe/Paris"); // Sat 23:00
    expect(status).toEqual({ open: true, next: { weekday: "sun", time: "00:00", inDays: 1 } });
    expect(describeStatus(status)).toBe("Open · closes tomorrow 00:00");
  });

  it("wraps a Sunday-night interval into Monday morning", () => {
    const late = hours({ sun: [{ open: "20:00", close: "03:00" }] });
    expect(openStatus(late, at("2025-06-02T01:00:00Z"), "UTC")).toEqual({ open: true, next: { weekday: "mon", time: "03:00", inDays: 0 } });
  });

  it("follows back-to-back intervals to the real closing time", () => {
    const joined = hours({ fri: [{ open: "18:00", close: "00:00" }], sat: [{ open: "00:00", close: "04:00" }] });
    expect(openStatus(joined, at("2025-06-06T20:00:00Z"), "UTC").next).toEqual({ weekday: "sat", time: "04:00", inDays: 1 });
  });

  it("finds the next opening days ahead, across the week's end", () => {
    const status = openStatus(shop, at("2025-06-08T12:00:00Z"), "Europe/Paris"); // Sun 14:00
    expect(status).toEqual({ open: false, next: { weekday: "mon", time: "09:00", inDays: 1 } });
    expect(describeStatus(openStatus(shop, at("2025-06-04T10:00:00Z"), "Europe/Paris"))).toBe("Closed · opens Fri 18:00");
  });

  it("says so when a store never opens, or never closes", () => {
    expect(describeStatus(openStatus(closedAllWeek, at("2025-06-02T10:00:00Z"), "UTC"))).toBe("Closed");
    const always = hours(
      Object.fromEntries(
        ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [
          d,
          [
            { open: "00:00", close: "12:00" },
            { open: "12:00", close: "00:00" },
          ],
        ]),
      ),
    );
    expect(openStatus(always, at("2025-06-04T10:00:00Z"), "UTC")).toEqual({ open: true, next: null });
    expect(describeStatus({ open: true, next: null })).toBe("Open 24/7");
  });
});

describe("helpers", () => {
  it("copies Monday to the other weekdays and leaves the weekend alone", () => {
    const copied = copyMondayToWeekdays(shop);
    for (const day of ["tue", "wed", "thu", "fri"] as const) expect(copied[day]).toEqual(shop.mon);
    expect(copied.sat).toEqual(shop.sat);
    expect(copied.sun).toEqual([]);
    copied.tue[0].open = "07:00";
    expect(copied.wed[0].open).toBe("09:00");
  });

  it("knows intervals that cross midnight and a week with no hours", () => {
    expect(crossesMidnight({ open: "22:00", close: "02:00" })).toBe(true);
    expect(crossesMidnight({ open: "10:00", close: "00:00" })).toBe(true);
    expect(crossesMidnight({ open: "09:00", close: "18:00" })).toBe(false);
    expect(isClosedAllWeek(closedAllWeek)).toBe(true);
    expect(isClosedAllWeek(shop)).toBe(false);
  });
});
