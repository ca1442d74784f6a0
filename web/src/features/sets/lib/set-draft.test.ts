import { describe, expect, it } from "vitest";
import { draftToSet, emptySetDraft } from "./set-draft";

describe("set draft", () => {
  it("builds the API body from a valid draft", () => {
    const result = draftToSet({ ...emptySetDraft(), name: " Loft ", lighting: "warm", backdropObjectId: "oak", floorSize: "12.5" });
    expect(result.errors).toBeNull();
    expect(result.data).toEqual({
      name: "Loft",
      backdropObjectId: "oak",
      lighting: "warm",
      background: "#f5f5f4",
      floor: { kind: "color", color: "#e5e7eb", size: 12.5 },
    });
  });

  it("names each invalid field in words", () => {
    const result = draftToSet({ ...emptySetDraft(), name: "", background: "red", floorSize: "" });
    expect(result.errors).toMatchObject({
      name: "Set name is required",
      background: "Use a colour like #1a2b3c",
      "floor.size": "Enter the floor size in metres",
    });
  });
});
