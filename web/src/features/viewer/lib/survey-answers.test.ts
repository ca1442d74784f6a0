import { describe, expect, it } from "vitest";
import { fixtureManifest } from "./fixtures/manifest";
import { answersToSubmit, missingRequired } from "./survey-answers";

const questions = fixtureManifest.survey!.questions;

describe("survey answers", () => {
  it("lists required questions without an answer", () => {
    expect(missingRequired(questions, {})).toEqual(["q1", "q3"]);
    expect(missingRequired(questions, { favourite: "Oak dining table", rating: 0 })).toEqual(["q3"]);
    expect(missingRequired(questions, { favourite: "Oak dining table", rating: 4 })).toEqual([]);
  });

  it("sends only answered questions, cleaned", () => {
    expect(answersToSubmit(questions, { favourite: "Oak dining table", rooms: ["Bedroom", "Attic"], rating: 7, comment: "  Lovely  " })).toEqual({
      favourite: "Oak dining table",
      rooms: ["Bedroom"],
      rating: 5,
      comment: "Lovely",
    });
    expect(answersToSubmit(questions, { favourite: "Not offered", comment: "   ", rooms: [] })).toEqual({});
  });
});
