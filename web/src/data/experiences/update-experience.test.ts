import { describe, expect, it } from "vitest";
import type { Experience } from "@vitrine/contract";
import { applyExperienceChanges } from "./update-experience";

const experience: Experience = {
  id: "e1",
  brandId: "b1",
  name: "Spring",
  status: "archived",
  publishedVersion: null,
  publishedAt: null,
  surveyId: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

describe("optimistic experience changes", () => {
  it("restores to draft, or to published when a version was ever published, as the server does", () => {
    expect(applyExperienceChanges(experience, { archived: false }).status).toBe("draft");
    expect(applyExperienceChanges({ ...experience, publishedVersion: 2 }, { archived: false }).status).toBe("published");
    expect(applyExperienceChanges({ ...experience, status: "draft" }, { archived: false }).status).toBe("draft");
    expect(applyExperienceChanges({ ...experience, status: "published" }, { archived: true }).status).toBe("archived");
  });

  it("trims a new name and sets the survey", () => {
    expect(applyExperienceChanges(experience, { name: "  Summer " }).name).toBe("Summer");
    expect(applyExperienceChanges(experience, { surveyId: "s1" }).surveyId).toBe("s1");
  });
});
