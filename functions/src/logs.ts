import { logger } from "firebase-functions";

/** Structured log lines (Cloud Logging reads the JSON fields); one place for their wording. */
export const logs = {
  request(fields: { requestId: string; method: string; path: string; status: number; ms: number; uid?: string }) {
    logger.info("request", fields);
  },
  unexpectedError(err: unknown, requestId: string) {
    logger.error("unexpected error", { requestId, err: err instanceof Error ? err.stack : String(err) });
  },
  dependencyDown(err: unknown, requestId: string) {
    logger.warn("dependency unavailable", { requestId, err: err instanceof Error ? err.message : String(err) });
  },
  /** Events forwarded to Google Analytics that did not arrive; they remain in our own analytics. */
  googleAnalyticsFailed(err: unknown, fields: { events: number }) {
    logger.warn("google analytics forwarding failed", { ...fields, err: err instanceof Error ? err.message : String(err) });
  },
  /** A model a scene picture had to leave out (the picture is drawn without it). */
  scenePictureModelSkipped(modelId: string, err: unknown) {
    logger.warn("scene picture: model skipped", { modelId, err: err instanceof Error ? err.message : String(err) });
  },
  /** What Google's validation endpoint objected to (only that endpoint says; the real one accepts all). */
  googleAnalyticsInvalid(messages: string[]) {
    logger.warn("google analytics rejected events", { messages });
  },
};
