import express from "express";
import { notFound } from "./errors.js";
import { errorHandler } from "./http/error-handler.js";
import { jsonBody } from "./http/json-body.js";
import { proxyTrust } from "./http/client-address.js";
import { chargeAddressOnError, rateLimit } from "./http/rate-limit.js";
import { config } from "./config.js";
import { ApiLimits, type ApiLimitsOptions } from "./rate-limits/api-limits.js";
import { registerRoutes } from "./http/register-routes.js";
import { requestDeadline } from "./http/request-deadline.js";
import { requestId } from "./http/request-id.js";
import { handlers } from "./app-handlers.js";
import { viewerPageRouter, type ViewerPageSources } from "./viewer-page/viewer-page-routes.js";

export interface AppOptions {
  /** Budgets (defaults from the environment) and the store that shares them; `perMinute` = `requestsPerMinute`. */
  limits?: ApiLimitsOptions & { perMinute?: number };
  /** Proxy hops in front of the app whose X-Forwarded-For entries are trusted (`config.trustedProxyHops`). */
  trustedProxyHops?: number;
  /** The outermost proxy's address ranges (`config.edgeAddressRanges`). */
  edgeAddressRanges?: readonly string[];
  /** How long a request may take before it is answered 503 with Retry-After (`config.requestDeadlineMs`). */
  deadlineMs?: number;
  /** The share and embed pages' template and Hosting headers (the build's copies). */
  viewerPage?: ViewerPageSources;
}

/** The /v1 API (and the viewer pages that carry share tags and embed policies) as one Express app: served by the `api` function, and in-process by tests. */
export function createApp({
  limits: { perMinute, ...limitOptions } = {},
  trustedProxyHops = config.trustedProxyHops,
  edgeAddressRanges = config.edgeAddressRanges,
  deadlineMs = config.requestDeadlineMs,
  viewerPage,
}: AppOptions = {}) {
  const app = express();
  app.disable("x-powered-by");
  // Exactly the hops our hosting adds: `true` would let a client pick its address by sending X-Forwarded-For.
  app.set("trust proxy", proxyTrust(trustedProxyHops, edgeAddressRanges));
  const limits = new ApiLimits({ ...limitOptions, ...(perMinute === undefined ? {} : { requestsPerMinute: perMinute }) });
  app.locals.limits = limits;
  app.use(requestId);
  app.use(rateLimit(limits));
  app.use(requestDeadline(deadlineMs));
  app.use(jsonBody);

  const router = express.Router({ caseSensitive: true, strict: false });
  registerRoutes(router, handlers);
  app.use(router);
  // The viewer's HTML for share and embed links (Hosting rewrites those paths here, not /v1).
  app.use(viewerPageRouter(viewerPage));

  app.use((req) => {
    throw notFound({ message: `No route for ${req.method} ${req.path}` });
  });
  app.use(chargeAddressOnError);
  app.use(errorHandler);
  return app;
}
