import { describe, expect, it } from "vitest";
import { surveyQuestionSchema } from "@vitrine/contract";
import { fieldNameFromLabel, suggestFieldName, uniqueFieldName } from "./field-name";

describe("fieldNameFromLabel", () => {
  it.each([
    ["How did you hear about us?", "hear_about_us"],
    ["Would you recommend us to a friend?", "recommend_us_friend"],
    ["Note générale (1-5)", "note_generale_1_5"],
    ["What's your favourite colour?", "whats_favourite_colour"],
    ["Email", "email"],
    ["  Size   ", "size"],
    ["5 stars or fewer", "q_5_stars_fewer"],
    ["How are you?", "how_are_you"],
    ["", ""],
    ["???", ""],
  ])("%j -> %j", (label, field) => {
    expect(fieldNameFromLabel(label)).toBe(field);
  });

  it("stays within 40 characters, cutting between words", () => {
    const field = fieldNameFromLabel("Tell us everything about the delivery experience and the packaging quality overall");
    expect(field.length).toBeLessThanOrEqual(40);
    expect(field).toBe("tell_us_everything_about_delivery");
  });

  it("always produces a name the API accepts", () => {
    for (const label of ["Ça va ?", "1 2 3", "日本語 label", "Größe & Farbe", "a".repeat(80)]) {
      const field = suggestFieldName(label, [], 1);
      expect(surveyQuestionSchema.safeParse({ id: "q1", field, type: "text", label: "x" }).success, `${label} -> ${field}`).toBe(true);
    }
  });
});

describe("uniqueFieldName / suggestFieldName", () => {
  it("numbers a name another question already uses", () => {
    expect(uniqueFieldName("size", ["colour"])).toBe("size");
    expect(uniqueFieldName("size", ["size"])).toBe("size_2");
    expect(uniqueFieldName("size", ["size", "size_2"])).toBe("size_3");
    expect(uniqueFieldName("x".repeat(40), ["x".repeat(40)])).toBe(`${"x".repeat(38)}_2`);
  });

  it("names a question without a label by its position", () => {
    expect(suggestFieldName("", [], 3)).toBe("question_3");
    expect(suggestFieldName("", ["question_3"], 3)).toBe("question_3_2");
  });
});
