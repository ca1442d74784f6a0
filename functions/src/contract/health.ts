import { z } from "zod";

export const dependencyStatusSchema = z.enum(["ok", "down"]);
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  firestore: dependencyStatusSchema,
  auth: dependencyStatusSchema,
});
export type Health = z.infer<typeof healthSchema>;
