export { createClient, VitrineClient } from "./client.js";
export type { CallInput, CallResult, ClientOptions, PagedOperationId, ResultOf, RetryOptions } from "./client.js";
export { parseRetryAfter, VitrineApiError, VitrineNetworkError } from "./errors.js";
export type { ErrorEnvelope } from "./errors.js";
export { operationTable } from "./generated/operations.js";
export type { OperationId } from "./generated/operations.js";
export type { components, operations, paths } from "./generated/openapi.js";
export { verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from "./verify-webhook.js";
export type { VerifyWebhookOptions } from "./verify-webhook.js";
