import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp, type DocumentData, type DocumentReference } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import type { z } from "zod";
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  type Page,
  type WebhookDelivery,
  type WebhookDeliveryEvent,
  type WebhookDeliveryStatus,
  type WebhookEventEnvelope,
  type webhookEventDataSchemas,
  type WebhookEventType,
} from "@vitrine/contract";
import { db } from "../firebase.js";
import { createPublicFetch, InternalAddressError } from "../egress/public-fetch.js";
import { notFound } from "../errors.js";
import { toIso } from "../firestore/values.js";
import { signWebhookBody } from "./signature.js";
import { runsOnEmulators, webhookUrlProblem } from "./url-policy.js";
import { cursorPage, NEWEST_FIRST } from "../firestore/cursor-page.js";
import { collectionGroup, deliveriesCol, webhooksCol } from "../firestore/collections.js";
import { documentIdsOf } from "../firestore/registry.js";

/**
 * `tenants/{t}/webhooks/{w}/deliveries/{d}`: one event for one endpoint. `body` is the exact JSON
 * sent on every attempt (the event id stays, the signature is made afresh). `nextAttemptAt` is set
 * while the delivery waits for an attempt, so one indexed query finds what is due; `expireAt`
 * (the collection group's TTL field) drops the log after 30 days.
 *
 * Attempts: the first right away (the `onWebhookDeliveryCreated` trigger), then after 1 min,
 * 5 min, 30 min, 2 h and 12 h (the `retryWebhookDeliveries` job, every minute), then `failed`.
 * An attempt first claims the delivery in a transaction (status `sending` with a lease), so the
 * trigger, the job and a manual retry never send it twice at once; a claim whose worker died is
 * picked up again when its lease ends.
 */

const LOG_RETENTION_MS = 30 * 86_400_000;
const LEASE_MS = 60_000;
/** The trigger sends a new delivery at once; should it never run, the job sends it after this. */
const PENDING_GRACE_MS = 60_000;
const ATTEMPT_TIMEOUT_MS = 10_000;
const RESPONSE_EXCERPT = 500;

export type WebhookEventData = { [K in keyof typeof webhookEventDataSchemas]: z.input<(typeof webhookEventDataSchemas)[K]> };

/** When the attempt after `attempts` failed ones is due, or null when none is left. */
export function nextAttemptDelayMs(attempts: number): number | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
  return delay === undefined ? null : delay * 1000;
}

const newEventId = () => `evt_${randomBytes(12).toString("base64url")}`;

function toDelivery(id: string, data: DocumentData): WebhookDelivery {
  const millisOrNull = (v: unknown) => (v instanceof Timestamp ? toIso(v) : null);
  return {
    id,
    webhookId: data.webhookId,
    eventId: data.eventId,
    event: data.event,
    status: data.status,
    attempts: data.attempts ?? 0,
    maxAttempts: data.maxAttempts ?? WEBHOOK_MAX_ATTEMPTS,
    url: data.url,
    lastAttemptAt: millisOrNull(data.lastAttemptAt),
    lastResponseCode: data.lastResponseCode ?? null,
    lastResponseBody: data.lastResponseBody ?? null,
    lastError: data.lastError ?? null,
    nextAttemptAt: data.status === "retrying" ? millisOrNull(data.nextAttemptAt) : null,
    payload: JSON.parse(data.body) as WebhookEventEnvelope,
    createdAt: toIso(data.createdAt),
  };
}

function deliveryFields(tenantId: string, webhookId: string, url: string, envelope: WebhookEventEnvelope, now: number) {
  return {
    tenantId,
    webhookId,
    eventId: envelope.id,
    event: envelope.type,
    body: JSON.stringify(envelope),
    url,
    status: "pending" as WebhookDeliveryStatus,
    attempts: 0,
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    lastAttemptAt: null,
    lastResponseCode: null,
    lastResponseBody: null,
    lastError: null,
    nextAttemptAt: Timestamp.fromMillis(now + PENDING_GRACE_MS),
    leaseUntil: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(now + LOG_RETENTION_MS),
  };
}

/**
 * Queues `type` for every active endpoint of the tenant subscribed to it: one delivery each,
 * sharing one event id. Returns the delivery paths. Throws when Firestore does; callers that must
 * not fail for a webhook use `notifyWebhooks`.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  tenantId: string,
  type: T,
  data: WebhookEventData[T],
  { now = Date.now() }: { now?: number } = {},
): Promise<string[]> {
  const snap = await webhooksCol(tenantId).where("events", "array-contains", type).get();
  const targets = snap.docs.filter((d) => d.get("active") !== false);
  if (targets.length === 0) return [];
  const envelope: WebhookEventEnvelope = { id: newEventId(), type, createdAt: new Date(now).toISOString(), tenantId, data: data as Record<string, unknown> };
  const batch = db().batch();
  const refs = targets.map((target) => {
    const ref = deliveriesCol(tenantId, target.id).doc();
    batch.set(ref, deliveryFields(tenantId, target.id, target.get("url"), envelope, now));
    return ref;
  });
  await batch.commit();
  return refs.map((r) => r.path);
}

/** `emitWebhookEvent` for business flows: a webhook problem is logged, never thrown at the caller. */
export async function notifyWebhooks<T extends WebhookEventType>(tenantId: string, type: T, data: WebhookEventData[T]): Promise<void> {
  try {
    await emitWebhookEvent(tenantId, type, data);
  } catch (err) {
    logger.error("webhook event not queued", { tenantId, type, err: err instanceof Error ? err.message : String(err) });
  }
}

interface AttemptResult {
  ok: boolean;
  /** No point retrying: the endpoint is gone, paused or refused by policy. */
  final: boolean;
  responseCode: number | null;
  responseBody: string | null;
  error: string | null;
}

/**
 * Every delivery connects only to public addresses, resolved and checked by the connection itself
 * (a name that now resolves to a private address is never contacted). Plain http to a literal
 * loopback address stays possible on the emulators, for the local stack's test receivers.
 */
let webhookFetch: ReturnType<typeof createPublicFetch> | undefined;
const publicFetch = () => (webhookFetch ??= createPublicFetch({ allowLoopback: runsOnEmulators() }));

type FetchResponse = Awaited<ReturnType<ReturnType<typeof createPublicFetch>>>;

async function readExcerpt(res: FetchResponse): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < RESPONSE_EXCERPT * 4) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_EXCERPT);
}

/** One signed POST; redirects are not followed (an endpoint that moved must be updated). */
async function post(url: string, body: string, headers: Record<string, string>): Promise<AttemptResult> {
  try {
    const res = await publicFetch()(url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
    const excerpt = await readExcerpt(res).catch(() => "");
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      final: false,
      responseCode: res.status,
      responseBody: excerpt || null,
      error: ok
        ? null
        : res.status >= 300 && res.status < 400
          ? `Redirected (${res.status}): update the endpoint's address`
          : `The endpoint answered ${res.status}`,
    };
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    const refused = err instanceof InternalAddressError ? err : cause instanceof InternalAddressError ? cause : null;
    if (refused) {
      // Policy, not a network hiccup: nothing was sent, and a retry would be refused the same way.
      return { ok: false, final: true, responseCode: null, responseBody: null, error: `Not sent: ${refused.message}` };
    }
    const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
    const error =
      e.name === "TimeoutError"
        ? `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`
        : `Could not reach the endpoint: ${e.cause?.code ?? e.cause?.message ?? e.message ?? "network error"}`;
    return { ok: false, final: false, responseCode: null, responseBody: null, error };
  }
}

/** Sends a claimed delivery once and records the outcome and what comes next. */
async function sendClaimed(ref: DocumentReference, data: DocumentData, now: number): Promise<void> {
  const tenantId = data.tenantId as string;
  const webhookId = data.webhookId as string;
  const webhookRef = webhooksCol(tenantId).doc(webhookId);
  const webhook = await webhookRef.get();
  let result: AttemptResult;
  if (!webhook.exists) {
    result = { ok: false, final: true, responseCode: null, responseBody: null, error: "The endpoint was deleted" };
  } else if (webhook.get("active") === false) {
    result = { ok: false, final: true, responseCode: null, responseBody: null, error: "The endpoint is paused" };
  } else {
    const url = webhook.get("url") as string;
    const problem = webhookUrlProblem(url);
    if (problem) {
      result = { ok: false, final: true, responseCode: null, responseBody: null, error: problem };
    } else {
      // The signature's clock is the real one, whatever `now` a test runs the schedule with.
      const signature = signWebhookBody(webhook.get("secret"), data.body, Math.floor(Date.now() / 1000));
      result = await post(url, data.body, {
        "Content-Type": "application/json",
        "User-Agent": "Vitrine-Webhooks/1.0",
        [WEBHOOK_SIGNATURE_HEADER]: signature,
        "Vitrine-Event": data.event,
        "Vitrine-Event-Id": data.eventId,
        "Vitrine-Delivery": ref.id,
      });
    }
  }

  const attempts = (data.attempts ?? 0) + 1;
  const delay = result.ok || result.final ? null : nextAttemptDelayMs(attempts);
  const status: WebhookDeliveryStatus = result.ok ? "succeeded" : delay === null ? "failed" : "retrying";
  const at = Timestamp.fromMillis(now);
  await ref.update({
    status,
    attempts,
    lastAttemptAt: at,
    lastResponseCode: result.responseCode,
    lastResponseBody: result.responseBody,
    lastError: result.error,
    nextAttemptAt: delay === null ? null : Timestamp.fromMillis(now + delay),
    leaseUntil: null,
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (webhook.exists) {
    await webhookRef.update({ lastDelivery: { status, at, responseCode: result.responseCode } }).catch(() => {});
  }
}

export interface AttemptOptions {
  now?: number;
  /** A manual retry: send even if it succeeded, failed for good, or is not due yet. */
  force?: boolean;
}

/**
 * Makes one attempt at a delivery if it is due (or forced) and nobody else is sending it.
 * Returns whether it sent; the outcome is in the delivery document.
 */
export async function attemptDelivery(
  tenantId: string,
  webhookId: string,
  deliveryId: string,
  { now = Date.now(), force = false }: AttemptOptions = {},
): Promise<boolean> {
  const ref = deliveriesCol(tenantId, webhookId).doc(deliveryId);
  const claimed = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const data = snap.data()!;
    const leased = data.status === "sending" && data.leaseUntil instanceof Timestamp && data.leaseUntil.toMillis() > now;
    if (leased) return null;
    if (!force) {
      if (data.status === "succeeded" || data.status === "failed") return null;
      if (data.status === "retrying" && data.nextAttemptAt instanceof Timestamp && data.nextAttemptAt.toMillis() > now) return null;
    }
    const lease = Timestamp.fromMillis(now + LEASE_MS);
    // While it is out, `nextAttemptAt` is the lease's end: a worker that dies leaves it due then.
    tx.update(ref, { status: "sending", leaseUntil: lease, nextAttemptAt: lease, updatedAt: FieldValue.serverTimestamp() });
    return data;
  });
  if (!claimed) return false;
  await sendClaimed(ref, claimed, now);
  return true;
}

export async function getDelivery(tenantId: string, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
  const snap = await deliveriesCol(tenantId, webhookId).doc(deliveryId).get();
  if (!snap.exists) throw notFound("Delivery");
  return toDelivery(snap.id, snap.data()!);
}

/** A manual retry from the console or the API: sends now and answers with the outcome. */
export async function retryDelivery(tenantId: string, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
  await getDelivery(tenantId, webhookId, deliveryId);
  await attemptDelivery(tenantId, webhookId, deliveryId, { force: true });
  return getDelivery(tenantId, webhookId, deliveryId);
}

/** A `webhook.ping`, sent right away (claimed from the start, so the trigger leaves it alone). */
export async function sendTestDelivery(tenantId: string, webhookId: string, now = Date.now()): Promise<WebhookDelivery> {
  const webhook = await webhooksCol(tenantId).doc(webhookId).get();
  if (!webhook.exists) throw notFound("Webhook");
  const envelope: WebhookEventEnvelope = {
    id: newEventId(),
    type: "webhook.ping" satisfies WebhookDeliveryEvent,
    createdAt: new Date(now).toISOString(),
    tenantId,
    data: { message: "A test delivery from Vitrine: your endpoint receives and verifies webhooks." },
  };
  const ref = deliveriesCol(tenantId, webhookId).doc();
  const lease = Timestamp.fromMillis(now + LEASE_MS);
  const fields = { ...deliveryFields(tenantId, webhookId, webhook.get("url"), envelope, now), status: "sending", leaseUntil: lease, nextAttemptAt: lease };
  await ref.set(fields);
  await sendClaimed(ref, fields, now);
  return getDelivery(tenantId, webhookId, ref.id);
}

export async function listDeliveries(tenantId: string, webhookId: string, query: { limit: number; cursor?: string }): Promise<Page<WebhookDelivery>> {
  if (!(await webhooksCol(tenantId).doc(webhookId).get()).exists) throw notFound("Webhook");
  return cursorPage(deliveriesCol(tenantId, webhookId), NEWEST_FIRST, query, (d) => toDelivery(d.id, d.data()));
}

export interface RetryRunResult {
  due: number;
  sent: number;
}

/**
 * The scheduled job: attempts every delivery whose `nextAttemptAt` has come (retries, pending
 * ones the trigger missed, and claims whose lease ran out), a few at a time.
 */
export async function retryDueWebhookDeliveries(now: number, { limit = 200, concurrency = 8 } = {}): Promise<RetryRunResult> {
  const snap = await collectionGroup("webhookDeliveries").where("nextAttemptAt", "<=", Timestamp.fromMillis(now)).orderBy("nextAttemptAt").limit(limit).get();
  const due = snap.docs.map((d) => documentIdsOf("webhookDeliveries", d.ref.path)).filter((ids) => ids !== null);
  let sent = 0;
  for (let i = 0; i < due.length; i += concurrency) {
    const outcomes = await Promise.allSettled(due.slice(i, i + concurrency).map((ids) => attemptDelivery(ids[0]!, ids[1]!, ids[2]!, { now })));
    for (const outcome of outcomes) {
      if (outcome.status === "fulfilled" && outcome.value) sent += 1;
      if (outcome.status === "rejected") logger.error("webhook attempt failed", { err: String(outcome.reason) });
    }
  }
  return { due: due.length, sent };
}
