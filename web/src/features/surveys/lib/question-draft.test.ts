import { createSurveySchema, type Survey } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { draftFromSurvey, draftToBody, moveItem, newQuestion, newQuestionId, withLabel, type QuestionDraft } from "./question-draft";

describe("newQuestion", () => {
  it("gets a valid unique id, a placeholder field and two empty choices for choice types", () => {
    const first = newQuestion("single", []);
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(first).toMatchObject({ type: "single", field: "question_1", choices: ["", ""], fieldEdited: false, required: false });
    expect(newQuestion("rating", [first])).toMatchObject({ field: "question_2", choices: [] });
    expect(new Set(Array.from({ length: 50 }, newQuestionId)).size).toBe(50);
  });
});

describe("withLabel", () => {
  const questions: QuestionDraft[] = [{ ...newQuestion("text", []), label: "Size", field: "size" }, newQuestion("single", [])];

  it("moves the field name along with the label, unique among the others", () => {
    const next = withLabel(questions, 1, "Size?");
    expect(next[1]).toMatchObject({ label: "Size?", field: "size_2" });
    expect(next[0]).toBe(questions[0]);
  });

  it("leaves a field name the person typed alone", () => {
    const edited = questions.map((q, i) => (i === 1 ? { ...q, field: "my_key", fieldEdited: true } : q));
    expect(withLabel(edited, 1, "Colour")[1]).toMatchObject({ label: "Colour", field: "my_key" });
  });
});

describe("draftToBody / draftFromSurvey", () => {
  it("sends choices only for choice questions, in on-screen order, and passes the schema", () => {
    const rating: QuestionDraft = { id: "q_b", type: "rating", label: "Rate us", field: "rate", fieldEdited: true, required: true, choices: ["kept", "aside"] };
    const single: QuestionDraft = {
      id: "q_a",
      type: "single",
      label: "Colour?",
      field: "colour",
      fieldEdited: false,
      required: false,
      choices: ["Red", "Blue"],
    };
    const body = draftToBody({ title: "Feedback", description: "", questions: [rating, single] });
    expect(body.questions).toEqual([
      { id: "q_b", field: "rate", type: "rating", label: "Rate us", required: true },
      { id: "q_a", field: "colour", type: "single", label: "Colour?", required: false, choices: ["Red", "Blue"] },
    ]);
    expect(createSurveySchema.safeParse(body).success).toBe(true);
  });

  it("reports a repeated choice at the path the editor shows it under", () => {
    const single: QuestionDraft = {
      id: "q_a",
      type: "single",
      label: "Colour?",
      field: "colour",
      fieldEdited: false,
      required: false,
      choices: ["Red", "red"],
    };
    const parsed = createSurveySchema.safeParse(draftToBody({ title: "T", description: "", questions: [single] }));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["questions.0.choices.1", '"red" is listed twice']]);
  });

  it("reads a stored survey, keeping fields that follow their label in sync", () => {
    const survey: Survey = {
      id: "s1",
      brandId: "b1",
      title: "T",
      description: "",
      status: "active",
      createdAt: "",
      updatedAt: "",
      questions: [
        { id: "q1", field: "hear_about_us", type: "text", label: "How did you hear about us?", required: false },
        { id: "q2", field: "custom", type: "single", label: "Colour", required: true, choices: ["A", "B"] },
      ],
    };
    const draft = draftFromSurvey(survey);
    expect(draft.questions.map((q) => q.fieldEdited)).toEqual([false, true]);
    expect(draft.questions[0].choices).toEqual([]);
  });
});

describe("moveItem", () => {
  it("moves an item up, down, to the ends, and ignores out-of-range moves", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 0, 10)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 5, 0)).toEqual(["a", "b", "c"]);
  });
});
