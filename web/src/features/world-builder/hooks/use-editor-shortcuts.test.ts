import { describe, expect, it } from "vitest";
import { commandFor, nudgeFor } from "./use-editor-shortcuts";

const key = (key: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {}) =>
  commandFor({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe("editor shortcuts", () => {
  it("maps W, E and R to the gizmo modes and F to focus", () => {
    expect([key("w"), key("E"), key("r"), key("f")]).toEqual(["translate", "rotate", "scale", "focus"]);
  });

  it("undoes with Ctrl/Cmd+Z and redoes with Shift+Ctrl/Cmd+Z or Ctrl+Y", () => {
    expect(key("z", { ctrlKey: true })).toBe("undo");
    expect(key("z", { metaKey: true })).toBe("undo");
    expect(key("Z", { ctrlKey: true, shiftKey: true })).toBe("redo");
    expect(key("z", { metaKey: true, shiftKey: true })).toBe("redo");
    expect(key("y", { ctrlKey: true })).toBe("redo");
  });

  it("duplicates with Ctrl/Cmd+D and deletes with Delete or Backspace", () => {
    expect(key("d", { ctrlKey: true })).toBe("duplicate");
    expect(key("d", { metaKey: true })).toBe("duplicate");
    expect(key("Delete")).toBe("delete");
    expect(key("Backspace")).toBe("delete");
  });

  it("leaves other combinations to the browser", () => {
    expect(key("d")).toBeNull();
    expect(key("w", { ctrlKey: true })).toBeNull();
    expect(key("z", { altKey: true, ctrlKey: true })).toBeNull();
    expect(key("W", { shiftKey: true })).toBeNull();
  });

  it("nudges with the arrows (10 cm, 1 m with Shift) and turns with [ and ] (15°, 45° with Shift)", () => {
    const nudge = (key: string, shiftKey = false) => nudgeFor({ key, ctrlKey: false, metaKey: false, shiftKey, altKey: false });
    expect(nudge("ArrowRight")).toEqual({ x: 0.1, z: 0, turnDegrees: 0 });
    expect(nudge("ArrowLeft", true)).toEqual({ x: -1, z: 0, turnDegrees: 0 });
    expect(nudge("ArrowUp")).toEqual({ x: 0, z: -0.1, turnDegrees: 0 });
    expect(nudge("ArrowDown")).toEqual({ x: 0, z: 0.1, turnDegrees: 0 });
    expect(nudge("[")).toEqual({ x: 0, z: 0, turnDegrees: 15 });
    expect(nudge("}", true)).toEqual({ x: 0, z: 0, turnDegrees: -45 });
    expect(nudgeFor({ key: "ArrowRight", ctrlKey: true, metaKey: false, shiftKey: false, altKey: false })).toBeNull();
    expect(nudge("a")).toBeNull();
  });
});
