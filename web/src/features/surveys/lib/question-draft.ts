/**
 * The survey editor's state. A question keeps its choices while its type is rating or text, so
 * switching type back and forth loses nothing; only the API body leaves them out.
 */
import type { CreateSurvey, Survey, SurveyQuestion } from "@vitrine/contract";
import { useT } from "../messages";
import { suggestFieldName } from "./field-name";

export type QuestionType = SurveyQuestion["type"];

export interface QuestionDraft {
  id: string;
  type: QuestionType;
  label: string;
  field: string;
  /** Once the person edits the field name, it no longer follows the label. */
  fieldEdited: boolean;
  required: boolean;
  choices: string[];
}

export interface SurveyDraft {
  title: string;
  description: string;
  questions: QuestionDraft[];
}

const questionTypeKeys = {
  single: "questionType.single",
  multiple: "questionType.multiple",
  rating: "questionType.rating",
  text: "questionType.text",
} as const satisfies Record<QuestionType, string>;

/** Every question type, in the order the editor offers them. */
export const questionTypes = Object.keys(questionTypeKeys) as QuestionType[];

/** "Single choice", "Rating"… in the console's language (`t` from `useT()` in components). */
export function questionTypeLabel(type: QuestionType, t: typeof useT.now = useT.now): string {
  return t(questionTypeKeys[type]);
}

export const hasChoices = (type: QuestionType) => type === "single" || type === "multiple";

/** Question ids are made here (the API only checks their shape); 10 random base-36 characters. */
export function newQuestionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `q_${Array.from(bytes, (byte) => (byte % 36).toString(36)).join("")}`;
}

export function newQuestion(type: QuestionType, others: readonly QuestionDraft[]): QuestionDraft {
  return {
    id: newQuestionId(),
    type,
    label: "",
    field: suggestFieldName(
      "",
      others.map((q) => q.field),
      others.length + 1,
    ),
    fieldEdited: false,
    required: false,
    choices: hasChoices(type) ? ["", ""] : [],
  };
}

export const emptySurveyDraft = (): SurveyDraft => ({ title: "", description: "", questions: [] });

export function draftFromSurvey(survey: Survey): SurveyDraft {
  return {
    title: survey.title,
    description: survey.description,
    questions: survey.questions.map((question, index, all) => ({
      id: question.id,
      type: question.type,
      label: question.label,
      field: question.field,
      // A stored field that still matches its label's suggestion keeps following the label.
      fieldEdited:
        question.field !==
        suggestFieldName(
          question.label,
          all.filter((_, i) => i !== index).map((q) => q.field),
          index + 1,
        ),
      required: question.required,
      choices: question.choices ?? [],
    })),
  };
}

/** A label change, carrying the field name along unless the person has set it by hand. */
export function withLabel(questions: readonly QuestionDraft[], index: number, label: string): QuestionDraft[] {
  return questions.map((question, i) => {
    if (i !== index) return question;
    if (question.fieldEdited) return { ...question, label };
    const taken = questions.filter((_, j) => j !== index).map((q) => q.field);
    return { ...question, label, field: suggestFieldName(label, taken, index + 1) };
  });
}

/** The body the API takes: questions in their on-screen order, choices only where they apply. */
export function draftToBody(draft: SurveyDraft): CreateSurvey {
  return {
    title: draft.title,
    description: draft.description,
    questions: draft.questions.map((question) => ({
      id: question.id,
      field: question.field,
      type: question.type,
      label: question.label,
      required: question.required,
      ...(hasChoices(question.type) ? { choices: question.choices } : {}),
    })),
  };
}

/** `list` with the item at `from` moved to `to` (both indexes in the original list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
