import { z } from "zod";
import { brandParamsSchema, idSchema, isoDateTimeSchema, NON_BLANK, NON_EMPTY_BODY, okSchema, pageOf } from "./common.js";
import { listBrandContentQuerySchema } from "./stores.js";
import { defineRoutes } from "./route-def.js";

export const questionTypes = ["single", "multiple", "rating", "text"] as const;

const choiceSchema = z.string().trim().min(1, "Choices cannot be empty").max(120).meta(NON_BLANK);

export const surveyQuestionSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Invalid question id"),
    /** The answer's key in analytics and exports. */
    field: z
      .string()
      .trim()
      .min(1, "Field names cannot be empty")
      .max(40)
      .regex(/^[a-z][a-z0-9_]*$/, "Use lower-case letters, digits and _ (starting with a letter)"),
    type: z.enum(questionTypes),
    label: z.string().trim().min(1, "Every question needs its text").max(300).meta(NON_BLANK),
    required: z.boolean().default(false),
    choices: z.array(choiceSchema).max(20).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const hasChoices = q.type === "single" || q.type === "multiple";
    if (hasChoices) {
      if (!q.choices || q.choices.length < 2) {
        ctx.addIssue({ code: "custom", path: ["choices"], message: "Give at least two choices" });
        return;
      }
      const seen = new Set<string>();
      q.choices.forEach((choice, i) => {
        const key = choice.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["choices", i], message: `"${choice}" is listed twice` });
        seen.add(key);
      });
    } else if (q.choices && q.choices.length > 0) {
      ctx.addIssue({ code: "custom", path: ["choices"], message: `A ${q.type} question has no choices` });
    }
  });
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveyQuestionsSchema = z
  .array(surveyQuestionSchema)
  .min(1, "A survey needs at least one question")
  .max(50)
  .superRefine((questions, ctx) => {
    const fields = new Map<string, number>();
    const ids = new Set<string>();
    questions.forEach((q, i) => {
      if (fields.has(q.field)) ctx.addIssue({ code: "custom", path: [i, "field"], message: `Field name "${q.field}" is used twice` });
      fields.set(q.field, i);
      if (ids.has(q.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: "Question ids must be unique" });
      ids.add(q.id);
    });
  });

export const surveyStatusSchema = z.enum(["active", "archived"]);

export const surveySchema = z.object({
  id: idSchema,
  brandId: idSchema,
  title: z.string(),
  description: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      field: z.string(),
      type: z.enum(questionTypes),
      label: z.string(),
      required: z.boolean(),
      choices: z.array(z.string()).optional(),
    }),
  ),
  status: surveyStatusSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Survey = z.infer<typeof surveySchema>;

const titleSchema = z.string().trim().min(1, "Title is required").max(120, "Title is too long").meta(NON_BLANK);

export const createSurveySchema = z
  .object({
    title: titleSchema,
    description: z.string().trim().max(1000).default(""),
    questions: surveyQuestionsSchema,
  })
  .strict();
export type CreateSurvey = z.input<typeof createSurveySchema>;

/** Questions are replaced as a whole: their order in the list is the order viewers see. */
export const updateSurveySchema = z
  .object({
    title: titleSchema.optional(),
    description: z.string().trim().max(1000).optional(),
    questions: surveyQuestionsSchema.optional(),
    status: surveyStatusSchema.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdateSurvey = z.input<typeof updateSurveySchema>;

export const listSurveysQuerySchema = listBrandContentQuerySchema.safeExtend({
  status: surveyStatusSchema.default("active"),
});
export type ListSurveysQuery = z.input<typeof listSurveysQuerySchema>;

export const surveyParamsSchema = z.object({ brandId: idSchema, surveyId: idSchema }).strict();

/** A brand's surveys. */
export const surveyRoutes = defineRoutes({
  listSurveys: {
    method: "get",
    path: "/v1/brands/:brandId/surveys",
    summary: "The brand's surveys, active or archived",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: listSurveysQuerySchema,
    response: pageOf(surveySchema),
  },
  createSurvey: {
    method: "post",
    path: "/v1/brands/:brandId/surveys",
    summary: "Create a survey with its ordered questions",
    access: "brandContent.write",
    params: brandParamsSchema,
    body: createSurveySchema,
    response: surveySchema,
    successStatus: 201,
  },
  getSurvey: {
    method: "get",
    path: "/v1/brands/:brandId/surveys/:surveyId",
    summary: "One survey",
    access: "brandContent.read",
    params: surveyParamsSchema,
    response: surveySchema,
  },
  updateSurvey: {
    method: "patch",
    path: "/v1/brands/:brandId/surveys/:surveyId",
    summary: "Change a survey: title, questions (replaced as a whole, in order), or archive it",
    access: "brandContent.write",
    params: surveyParamsSchema,
    body: updateSurveySchema,
    response: surveySchema,
  },
  duplicateSurvey: {
    method: "post",
    path: "/v1/brands/:brandId/surveys/:surveyId/duplicate",
    summary: 'Copy a survey (as active, titled "… (copy)")',
    access: "brandContent.write",
    params: surveyParamsSchema,
    response: surveySchema,
    successStatus: 201,
  },
  deleteSurvey: {
    method: "delete",
    path: "/v1/brands/:brandId/surveys/:surveyId",
    summary: "Delete a survey",
    access: "brandContent.write",
    params: surveyParamsSchema,
    response: okSchema,
  },
});
