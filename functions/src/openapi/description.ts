import { WEBHOOK_RETRY_DELAYS_SECONDS, WEBHOOK_SIGNATURE_HEADER } from "@vitrine/contract";

const delays = WEBHOOK_RETRY_DELAYS_SECONDS.map((s) => (s < 3600 ? `${s / 60} min` : `${s / 3600} h`)).join(", ");

/** The conventions every client can rely on: the document's `info.description` (Markdown). */
export const apiDescription = `
The Vitrine API: every route is under \`/v1\`, takes and returns JSON, and is what the Vitrine
console itself uses.

## Authentication

Send \`Authorization: Bearer <credential>\`:

- **API key** (\`vtr_live_…\`), created by an owner or admin in *Settings → API keys* and shown once.
  A \`read\` key reads what a brand viewer reads; a \`write\` key also changes brand content, like a
  brand editor. A key covers all brands of the workspace or a chosen list; other brands answer 404.
  People, roles, API keys, webhooks and workspace settings are for people only (403 for a key).
  An unknown or revoked key is 401.
- **Firebase ID token** of a workspace member (what the console sends).

## Conventions

- **Errors** share one envelope: \`{"error":{"code":"not-found","message":"Brand not found","status":404,"requestId":"…"}}\`;
  invalid input is a 400 whose \`issues\` name each field.
- **Pagination**: lists take \`limit\` (1-100, default 20) and \`cursor\`, and answer \`{items, nextCursor}\`;
  pass \`nextCursor\` back as \`cursor\` until it is \`null\`. An experience's scenes, virtual objects and
  preview links are small lists whose \`limit\` defaults to 100, so one page usually holds them all.
- **Idempotency**: every POST accepts \`Idempotency-Key\` (e.g. a UUID). The same key and body within
  24 h replay the first successful answer with \`Idempotent-Replayed: true\`; the same key with a different
  body is 422; a retry while the first request still runs is 409. Failed requests are not kept, so they
  can be retried with the same key. Keys are per caller (API key or person).
- **Concurrency**: single-object GETs and updates answer with a strong \`ETag\`. Send it back as
  \`If-Match\` on PATCH, PUT or DELETE: if the object changed in between, the answer is 412 and nothing
  is written. The check is made inside the write's transaction: of two updates sent with the same ETag,
  exactly one is applied and the other gets 412. An entity tag is a quoted string exactly as the
  \`ETag\` header gives it (\`"3f2a9c"\`, weak ones \`W/"3f2a9c"\`); \`If-Match\` is \`*\` or such tags
  separated by commas, and any other value is 400. GETs also honour \`If-None-Match\` with 304.
- **Rate limits**: every answer carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and
  \`X-RateLimit-Reset\` (seconds). Budgets are per minute, per API key, per person, or per address for
  anonymous calls, counted by each server instance; past it the answer is 429 with \`Retry-After\`.

## Webhooks

Owners and admins register HTTPS endpoints in *Settings → Webhooks* (or with the API) for the events
below. Each delivery is a POST of a JSON event \`{id, type, createdAt, tenantId, data}\` signed with the
endpoint's secret: \`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">\`.
Check the HMAC and that \`t\` is recent. Answer 2xx within 10 s; anything else is retried after ${delays},
then the delivery is marked failed. Retries keep the event \`id\`, so receivers can drop duplicates.
`.trim();
