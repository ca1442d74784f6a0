import { describe, expect, it } from "vitest";
import { allTimeZones, searchTimeZones, timeZoneParts, utcOffset } from "./time-zones";

const zones = ["UTC", "America/New_York", "America/Argentina/Buenos_Aires", "Europe/Paris", "Europe/London", "Asia/Kolkata", "Pacific/Port_Moresby"];

describe("time zones", () => {
  it("lists the browser's zones the API accepts, UTC first", () => {
    const all = allTimeZones();
    expect(all[0]).toBe("UTC");
    expect(all).toContain("Europe/Paris");
    expect(all.every((zone) => zone === "UTC" || zone.includes("/"))).toBe(true);
  });

  it("reads a zone as its city and region", () => {
    expect(timeZoneParts("America/Argentina/Buenos_Aires")).toEqual({ city: "Buenos Aires", region: "America / Argentina" });
    expect(timeZoneParts("UTC")).toEqual({ city: "UTC", region: "" });
  });

  it("shows the offset at a given moment, daylight saving included", () => {
    expect(utcOffset("Europe/Paris", new Date("2025-01-15T12:00:00Z"))).toBe("UTC+01:00");
    expect(utcOffset("Europe/Paris", new Date("2025-07-15T12:00:00Z"))).toBe("UTC+02:00");
    expect(utcOffset("America/New_York", new Date("2025-01-15T12:00:00Z"))).toBe("UTC−05:00");
    expect(utcOffset("Asia/Kolkata", new Date("2025-01-15T12:00:00Z"))).toBe("UTC+05:30");
    expect(utcOffset("UTC")).toBe("UTC");
  });

  it("finds zones by city start first, then by any word, then anywhere", () => {
    expect(searchTimeZones(zones, "paris")).toEqual(["Europe/Paris"]);
    expect(searchTimeZones(zones, "new y")).toEqual(["America/New_York"]);
    expect(searchTimeZones(zones, "europe/lo")).toEqual(["Europe/London"]);
    expect(searchTimeZones(zones, "aires")).toEqual(["America/Argentina/Buenos_Aires"]);
    expect(searchTimeZones(zones, "port")).toEqual(["Pacific/Port_Moresby"]);
    expect(searchTimeZones(zones, "amer")).toEqual(["America/Argentina/Buenos_Aires", "America/New_York"]);
    expect(searchTimeZones(zones, "")).toEqual(zones);
    expect(searchTimeZones(zones, "zzz")).toEqual([]);
  });
});
