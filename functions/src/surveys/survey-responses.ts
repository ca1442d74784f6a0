import { FieldValue, type DocumentData } from "firebase-admin/firestore";
import type { FieldIssue, SubmitSurveyResponse, Survey, SurveyResponse } from "@vitrine/contract";
import { SURVEY_TEXT_ANSWER_MAX } from "@vitrine/contract";
import { invalid, notFound, conflict } from "../errors.js";
import { charge, type ApiLimits } from "../rate-limits/api-limits.js";
import { toIso } from "../firestore/values.js";
import { experienceRef, responsesCol, surveysCol } from "../firestore/collections.js";

type Answer = string | string[] | number;
type Question = Survey["questions"][number];

/** A choice as the survey spells it, matched without regard to case or surrounding spaces. */
function matchChoice(question: Question, value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return question.choices?.find((choice) => choice.toLowerCase() === wanted);
}

const isBlank = (value: Answer | undefined) =>
  value === undefined || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);

/** One answer checked against its question: the value to store, or why it is refused. */
function checkAnswer(question: Question, value: Answer): { value: Answer } | { error: string } {
  switch (question.type) {
    case "single": {
      if (typeof value !== "string") return { error: "Pick one choice" };
      const choice = matchChoice(question, value);
      return choice ? { value: choice } : { error: `"${value}" is not one of the choices` };
    }
    case "multiple": {
      if (!Array.isArray(value)) return { error: "Send the picked choices as a list" };
      const picked: string[] = [];
      for (const item of value) {
        const choice = matchChoice(question, item);
        if (!choice) return { error: `"${item}" is not one of the choices` };
        if (picked.includes(choice)) return { error: `"${choice}" is picked twice` };
        picked.push(choice);
      }
      return { value: picked };
    }
    case "rating":
      if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 5) return { error: "Give a rating from 1 to 5" };
      return { value };
    case "text": {
      if (typeof value !== "string") return { error: "Write the answer as text" };
      const text = value.trim();
      if (text.length > SURVEY_TEXT_ANSWER_MAX) return { error: `An answer is at most ${SURVEY_TEXT_ANSWER_MAX} characters` };
      return { value: text };
    }
  }
}

/** The answers as stored (unanswered optional questions left out), or a 400 listing every problem by field. */
export function validateAnswers(questions: Question[], answers: Record<string, Answer>): Record<string, Answer> {
  const issues: FieldIssue[] = [];
  const stored: Record<string, Answer> = {};
  const fields = new Set(questions.map((q) => q.field));
  for (const field of Object.keys(answers)) {
    if (!fields.has(field)) issues.push({ path: `answers.${field}`, message: `The survey has no question "${field}"` });
  }
  for (const question of questions) {
    const value = answers[question.field];
    if (isBlank(value)) {
      if (question.required) issues.push({ path: `answers.${question.field}`, message: "This question needs an answer" });
      continue;
    }
    const checked = checkAnswer(question, value!);
    if ("error" in checked) issues.push({ path: `answers.${question.field}`, message: checked.error });
    else stored[question.field] = checked.value;
  }
  if (issues.length > 0) {
    throw invalid(issues.length === 1 ? `Invalid answer: ${issues[0]!.message}` : `${issues.length} answers are not valid`, issues);
  }
  if (Object.keys(stored).length === 0) throw invalid("Answer at least one question", [{ path: "answers", message: "Answer at least one question" }]);
  return stored;
}

const toResponse = (id: string, data: DocumentData): SurveyResponse => ({
  id,
  surveyId: data.surveyId,
  experienceId: data.experienceId,
  answers: data.answers,
  sessionId: data.sessionId ?? null,
  createdAt: toIso(data.createdAt),
});

/** A viewer's answers: to an active survey of the experience's brand, checked question by question. */
export async function submitSurveyResponse(
  limits: ApiLimits,
  clientAddress: string,
  brandId: string,
  experienceId: string,
  input: SubmitSurveyResponse,
): Promise<SurveyResponse> {
  // A person answers a survey once or twice; more from one address is a script.
  await charge(limits.surveyResponses, `ip:${clientAddress}`, "survey responses");
  const [experience, survey] = await Promise.all([experienceRef(brandId, experienceId).get(), surveysCol(brandId).doc(input.surveyId).get()]);
  if (!experience.exists) throw notFound("Experience");
  if (!survey.exists) throw notFound("Survey");
  if (survey.get("status") !== "active") throw conflict("This survey is closed to new responses");
  const answers = validateAnswers(survey.get("questions") ?? [], input.answers);
  // Many addresses together: counted once the experience and survey are known to exist.
  await charge(limits.surveyResponsesPerExperience, `${brandId}/${experienceId}`, "survey responses to this experience");
  const ref = responsesCol(brandId, input.surveyId).doc();
  const doc = {
    brandId,
    surveyId: input.surveyId,
    experienceId,
    answers,
    sessionId: input.sessionId ?? null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    // Viewers are anonymous: nobody of the workspace wrote it.
    createdBy: null,
  };
  await ref.create(doc);
  return toResponse(ref.id, { ...doc, createdAt: new Date() });
}
