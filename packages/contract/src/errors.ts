import { z } from "zod";
import { errorCodes } from "./error-codes.js";

export { errorCodes, errorStatus, type ErrorCode, type FieldIssue } from "./error-codes.js";

export const fieldIssueSchema = z.object({
  path: z.string().describe("Dotted path of the offending field, empty for the whole value"),
  message: z.string(),
});

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
