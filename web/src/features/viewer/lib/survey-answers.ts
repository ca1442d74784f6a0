/** Survey answers as the visitor gives them, checked and cleaned before they are sent. */
import type { SurveyQuestion } from "@vitrine/contract";

export type AnswerValue = string | string[] | number;
type QuestionLike = Pick<SurveyQuestion, "id" | "field" | "type" | "required"> & { choices?: string[] };

function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === "number") return Number.isFinite(value) && value > 0;
  if (Array.isArray(value)) return value.length > 0;
  return value.trim().length > 0;
}

/** Ids of required questions still without an answer. */
export function missingRequired(questions: readonly QuestionLike[], answers: Record<string, AnswerValue>): string[] {
  return questions.filter((q) => q.required && !isAnswered(answers[q.field])).map((q) => q.id);
}

/** Field -> answer for the questions answered: text trimmed, choices kept to the offered ones. */
export function answersToSubmit(questions: readonly QuestionLike[], answers: Record<string, AnswerValue>): Record<string, AnswerValue> {
  const result: Record<string, AnswerValue> = {};
  for (const question of questions) {
    const value = answers[question.field];
    if (!isAnswered(value)) continue;
    if (question.type === "text" && typeof value === "string") result[question.field] = value.trim();
    else if (question.type === "rating" && typeof value === "number") result[question.field] = Math.min(Math.max(Math.round(value), 1), 5);
    else if (question.type === "multiple") {
      const list = (Array.isArray(value) ? value : [String(value)]).filter((choice) => question.choices?.includes(choice) ?? true);
      if (list.length > 0) result[question.field] = list;
    } else if (question.type === "single" && typeof value === "string" && (question.choices?.includes(value) ?? true)) result[question.field] = value;
  }
  return result;
}
