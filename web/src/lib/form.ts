import type { z } from "zod";
import { isApiError } from "./api-error";
import { apiMessage } from "./api-messages";

export type FieldErrors = Record<string, string>;

/** First message per field of a failed zod parse, keyed by dotted path, in the console's language. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    if (!(path in errors)) errors[path] = apiMessage(issue.message);
  }
  return errors;
}

/** Field messages the server sent back with a 400 (in English), so they show under the right input, in the console's language. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) if (issue.path && !(issue.path in errors)) errors[issue.path] = apiMessage(issue.message);
  return errors;
}

/** A list field's message, shown once under the list: its own, else the first of its items' (`tags.2`). */
export function listFieldError(errors: FieldErrors, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];
}

/** Validates `value` with `schema`; returns the data, or the per-field errors. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { data: parsed.data, errors: null } : { data: null, errors: zodFieldErrors(parsed.error) };
}
