import { z } from "zod";
import { defineRoutes } from "./route-def.js";

export const dependencyStatusSchema = z.enum(["ok", "down"]);
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  firestore: dependencyStatusSchema,
  auth: dependencyStatusSchema,
});
export type Health = z.infer<typeof healthSchema>;

/** The API's own health. */
export const healthRoutes = defineRoutes({
  health: {
    method: "get",
    path: "/v1/health",
    summary: "API version and whether its dependencies answer",
    access: "public",
    response: healthSchema,
  },
});
