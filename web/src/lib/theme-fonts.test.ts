import { themeFonts } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { ANDROID_STAND_INS, THEME_FONT_STACKS, themeFontStack } from "./theme-fonts";

/** Fonts an Android phone ships (AOSP's fonts.xml): what a stack must reach before its generic family. */
const ANDROID_FONTS = ["Roboto", "Noto Sans", "Noto Serif", "Droid Serif", "Droid Sans Mono", "Cutive Mono"];
const GENERIC = ["serif", "sans-serif", "monospace"];

const families = (stack: string) => stack.split(",").map((part) => part.trim().replace(/^"|"$/g, ""));

describe("theme font stacks", () => {
  it("has a stack for every theme font of the contract", () => {
    expect(Object.keys(THEME_FONT_STACKS).sort()).toEqual([...themeFonts].sort());
  });

  it("reaches a font Android ships before the generic family, keeping serif, sans-serif and monospace apart", () => {
    for (const font of themeFonts) {
      const list = families(themeFontStack(font));
      const generic = list[list.length - 1]!;
      expect(GENERIC, font).toContain(generic);
      const android = list.find((family) => ANDROID_FONTS.includes(family));
      expect(android, `${font} has no Android font`).toBeDefined();
      const kind = android!.includes("Mono") ? "monospace" : /Serif/.test(android!) && !/Sans/.test(android!) ? "serif" : "sans-serif";
      expect(kind, font).toBe(generic);
    }
  });

  it("names, for the editor, the Android font each stack reaches first", () => {
    for (const [font, standIn] of Object.entries(ANDROID_STAND_INS)) {
      expect(
        families(themeFontStack(font)).find((family) => ANDROID_FONTS.includes(family)),
        font,
      ).toBe(standIn);
    }
  });

  it("falls back to the system stack for a name it does not know", () => {
    expect(themeFontStack("Comic Sans MS")).toBe(THEME_FONT_STACKS["system-ui"]);
  });
});
