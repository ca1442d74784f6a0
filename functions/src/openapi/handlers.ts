import type { openApiRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { openApiDocument } from "./build-openapi-document.js";

export const openApiHandlers: RouteHandlers<typeof openApiRoutes> = {
  async getOpenApiDocument({ res }) {
    // Generated once per instance; it changes only with a deploy.
    res.setHeader("Cache-Control", "public, max-age=300");
    return openApiDocument();
  },
};
