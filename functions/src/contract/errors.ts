import { z } from "zod";

/** Every error the API can answer, with the HTTP status it maps to. */
export const errorStatus = {
  "invalid-argument": 400,
  "unauthenticated": 401,
  "permission-denied": 403,
  "not-found": 404,
  "method-not-allowed": 405,
  "already-exists": 409,
  "conflict": 409,
  "failed-precondition": 412,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "unprocessable": 422,
  "rate-limited": 429,
  "internal": 500,
  "unavailable": 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export const fieldIssueSchema = z.object({
  path: z.string().describe("Dotted path of the offending field, empty for the whole value"),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    status: z.number().int(),
    requestId: z.string().optional(),
    issues: z.array(fieldIssueSchema).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
