import type { z } from "zod";
import type { FieldIssue } from "@vitrine/contract";
import { invalid } from "../errors.js";

export type RequestPart = "body" | "query" | "params";

/** zod safeParse turned into the one typed error: 400 with every field issue listed. */
export function parseRequestPart<T extends z.ZodType>(schema: T, value: unknown, part: RequestPart): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.code === "unrecognized_keys" ? `Unknown field(s): ${issue.keys.join(", ")}` : issue.message,
  }));
  const first = issues[0];
  const where = first?.path ? `${part}.${first.path}` : part;
  throw invalid(`Invalid ${where}: ${first?.message ?? "invalid value"}`, issues);
}
