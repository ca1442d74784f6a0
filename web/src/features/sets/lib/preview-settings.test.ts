import type { LibraryObject } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { previewSettings, previewSignature } from "./preview-settings";
import { emptySetDraft } from "./set-draft";

const oak = { _id: "oak", name: "Oak Dining Table", glb: "/models/samples/oak.glb" } as LibraryObject;

describe("preview settings", () => {
  it("draws the draft's values, with the backdrop looked up in the library", () => {
    const settings = previewSettings(
      { ...emptySetDraft(), backdropObjectId: "oak", lighting: "evening", background: "#1A2B3C", floorKind: "wood", floorSize: "12.5" },
      [oak],
    );
    expect(settings).toEqual({
      backdrop: { id: "oak", name: "Oak Dining Table", glb: "/models/samples/oak.glb" },
      lighting: "evening",
      background: "#1a2b3c",
      floor: { kind: "wood", color: "#e5e7eb", size: 12.5 },
    });
    expect(previewSignature(settings)).toBe("oak|evening|#1a2b3c|wood|#e5e7eb|12.5");
  });

  it("keeps what was drawn while a colour or size is half typed", () => {
    const before = previewSettings({ ...emptySetDraft(), background: "#111111", floorColor: "#222222", floorSize: "8" }, []);
    const typing = previewSettings({ ...emptySetDraft(), background: "#12", floorColor: "", floorSize: "0" }, [], before);
    expect(typing.background).toBe("#111111");
    expect(typing.floor).toMatchObject({ color: "#222222", size: 8 });
    expect(previewSettings({ ...emptySetDraft(), floorSize: "abc" }, []).floor.size).toBe(20);
  });

  it("shows no backdrop until the library has it", () => {
    expect(previewSettings({ ...emptySetDraft(), backdropObjectId: "oak" }, undefined).backdrop).toBeNull();
    expect(previewSettings({ ...emptySetDraft(), backdropObjectId: "gone" }, [oak]).backdrop).toBeNull();
  });
});
