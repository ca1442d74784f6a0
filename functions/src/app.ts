import express from "express";
import { ApiError } from "./http/api-error.js";
import { errorHandler } from "./http/error-handler.js";
import { jsonBody } from "./http/json-body.js";
import { rateLimit, type RateLimitOptions } from "./http/rate-limit.js";
import { config } from "./config.js";
import { registerRoutes } from "./http/register-routes.js";
import { requestDeadline } from "./http/request-deadline.js";
import { requestId } from "./http/request-id.js";
import { handlers } from "./handlers/index.js";

/** The /v1 API as one Express app: served by the `api` function, and in-process by tests. */
export function createApp({
  limits = { perMinute: config.requestsPerMinute },
  deadlineMs = config.requestDeadlineMs,
}: { limits?: RateLimitOptions; deadlineMs?: number } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  app.use(requestId);
  app.use(rateLimit(limits));
  app.use(requestDeadline(deadlineMs));
  app.use(jsonBody);

  const router = express.Router({ caseSensitive: true, strict: false });
  registerRoutes(router, handlers);
  app.use(router);

  app.use((req) => {
    throw new ApiError("not-found", `No route for ${req.method} ${req.path}`);
  });
  app.use(errorHandler);
  return app;
}
