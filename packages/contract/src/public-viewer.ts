import { z } from "zod";
import { chatAnswerSchema, publicChatRequestSchema } from "./ai-chat.js";
import { documentIdSchema, idSchema, isoDateTimeSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";
import { publicEndpoints } from "./public-endpoints.js";

export const SURVEY_TEXT_ANSWER_MAX = 2000;

/** One answer: a choice (single), choices (multiple), a rating 1-5, or free text. */
export const surveyAnswerValueSchema = z.union([
  z.string().max(SURVEY_TEXT_ANSWER_MAX, `An answer is at most ${SURVEY_TEXT_ANSWER_MAX} characters`),
  z.array(z.string().max(200)).max(20),
  z.number(),
]);

export const submitSurveyResponseSchema = z
  .object({
    surveyId: idSchema,
    /** Question field name -> answer; checked against the survey's questions. */
    answers: z.record(z.string().max(40), surveyAnswerValueSchema),
    /** The viewer's session, to join answers with its analytics. */
    sessionId: documentIdSchema("Invalid session id").optional(),
  })
  .strict();
export type SubmitSurveyResponse = z.input<typeof submitSurveyResponseSchema>;

export const surveyResponseSchema = z.object({
  id: idSchema,
  surveyId: idSchema,
  experienceId: idSchema,
  /** As stored: choices spelled as the survey spells them, text trimmed, unanswered questions left out. */
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number()])),
  sessionId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

const publicExperienceParamsSchema = z.object({ brandId: idSchema, experienceId: idSchema }).strict();

/** What the public viewer writes: survey answers and chat turns. */
export const publicViewerRoutes = defineRoutes({
  publicChat: {
    ...publicEndpoints.publicChat,
    summary:
      "A viewer asks the experience's assistant, which knows only the live published version (404 while nothing is published, the assistant is off there, or the experience is archived); with `testAccessId` of an active preview link, the draft it shows. Rate-limited per address",
    access: "public",
    params: publicExperienceParamsSchema,
    body: publicChatRequestSchema,
    response: chatAnswerSchema,
  },
  submitSurveyResponse: {
    ...publicEndpoints.submitSurveyResponse,
    summary: "A viewer's answers to an active survey of the brand, checked against its questions",
    access: "public",
    params: publicExperienceParamsSchema,
    body: submitSurveyResponseSchema,
    response: surveyResponseSchema,
    successStatus: 201,
  },
});
