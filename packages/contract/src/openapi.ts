import { z } from "zod";
import { defineRoutes } from "./route-def.js";

/** The OpenAPI 3.1 document: checked loosely here, since it describes everything else. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()).optional(),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  webhooks: z.record(z.string(), z.unknown()).optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

export const openApiRoutes = defineRoutes({
  getOpenApiDocument: {
    method: "get",
    path: "/v1/openapi.json",
    summary: "This API described as an OpenAPI 3.1 document, generated from the same contract the server validates with",
    access: "public",
    response: openApiDocumentSchema,
  },
});
