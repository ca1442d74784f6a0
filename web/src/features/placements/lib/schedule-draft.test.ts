import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { draftFromSchedule, draftToInput, errorsOf, newDraft, problemsFromError, validateDrafts } from "./schedule-draft";

const saved = {
  id: "abc",
  experienceId: "exp1",
  label: "Weekend",
  startDate: "2026-06-01",
  endDate: "2026-06-30",
  weekdays: ["sat" as const, "sun" as const],
  dailyWindow: { start: "22:00", end: "02:00" },
  timezone: "Europe/Paris",
  priority: 2,
};

describe("schedule drafts", () => {
  it("round-trips a saved schedule", () => {
    const draft = draftFromSchedule(saved);
    expect(draft).toMatchObject({ allDay: false, start: "22:00", end: "02:00", priority: "2" });
    expect(draftToInput(draft)).toEqual(saved);
  });

  it("sends every day and all day as null", () => {
    const draft = { ...draftFromSchedule(saved), weekdays: [], allDay: true };
    expect(draftToInput(draft)).toMatchObject({ weekdays: null, dailyWindow: null });
    const all = { ...draftFromSchedule(saved), weekdays: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const };
    expect(draftToInput({ ...all, weekdays: [...all.weekdays] }).weekdays).toBe(null);
  });

  it("starts new schedules today for four weeks, above the others' priorities", () => {
    const draft = newDraft([draftFromSchedule(saved)], { experienceId: "exp2", timezone: "Asia/Tokyo" }, new Date(2026, 5, 10));
    expect(draft).toMatchObject({
      experienceId: "exp2",
      startDate: "2026-06-10",
      endDate: "2026-07-07",
      priority: "3",
      allDay: true,
      weekdays: [],
      timezone: "Asia/Tokyo",
    });
    expect(newDraft([], { experienceId: "e", timezone: "UTC" }).priority).toBe("0");
  });

  it("validates with the contract, with the server's field paths", () => {
    const backwards = { ...draftFromSchedule(saved), id: undefined, endDate: "2026-05-01" };
    const result = validateDrafts([draftFromSchedule(saved), backwards]);
    expect(result.errors).toEqual({ "schedules.1.endDate": "The end date must be on or after the start date" });
    expect(errorsOf(result.errors ?? {}, 1)).toEqual({ endDate: "The end date must be on or after the start date" });
    const blank = { ...draftFromSchedule(saved), priority: "", start: "25:00" };
    expect(validateDrafts([blank]).errors).toEqual({
      "schedules.0.priority": "Priority is a whole number from 0 to 100",
      "schedules.0.dailyWindow.start": "Use a 24-hour time like 09:30",
    });
  });

  it("sorts a 409's issues into conflicts per schedule and a summary", () => {
    const error = new ApiError({
      code: "conflict",
      status: 409,
      message: "Schedules at the same priority overlap…",
      issues: [
        { path: "schedules.0", message: "Overlaps “B”" },
        { path: "schedules.1", message: "Overlaps “A”" },
        { path: "schedules.0", message: "Overlaps “C”" },
      ],
    });
    expect(problemsFromError(error)).toEqual({
      fields: {},
      conflicts: { 0: ["Overlaps “B”", "Overlaps “C”"], 1: ["Overlaps “A”"] },
      summary: "Schedules at the same priority overlap…",
    });
    const invalid = new ApiError({
      code: "invalid-argument",
      status: 400,
      message: "x",
      issues: [{ path: "schedules.2.experienceId", message: "No such experience in this brand" }],
    });
    expect(problemsFromError(invalid)).toEqual({ fields: { "schedules.2.experienceId": "No such experience in this brand" }, conflicts: {}, summary: null });
  });
});
