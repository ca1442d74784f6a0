import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp, type DocumentData, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { CreateWebhook, Page, UpdateWebhook, Webhook, WebhookDeliveryStatus, WebhookEventType, WebhookWithSecret } from "@vitrine/contract";
import { db } from "../firebase.js";
import { invalid, notFound } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { resolvedWebhookUrlProblem } from "./url-policy.js";
import { isNotFound } from "../firestore/error-codes.js";
import { cursorPage, NEWEST_FIRST } from "../firestore/cursor-page.js";
import { webhooksCol } from "../firestore/collections.js";

/**
 * `tenants/{tenantId}/webhooks/{webhookId}`: `url`, `description`, `events`, `active`, `secret`
 * (kept in clear because every delivery is signed with it; only the API reads Firestore),
 * `lastDelivery`. Its deliveries live under it in `deliveries`.
 */

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

export function toWebhook(id: string, data: DocumentData): Webhook {
  const last = data.lastDelivery as { status: WebhookDeliveryStatus; at: Timestamp; responseCode: number | null } | null | undefined;
  return {
    id,
    url: data.url,
    description: data.description ?? "",
    events: data.events ?? [],
    active: data.active !== false,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
    lastDelivery: last ? { status: last.status, at: toIso(last.at), responseCode: last.responseCode ?? null } : null,
  };
}

/** Refuses an address that is, or whose name resolves to, an internal one (400 naming `url`). */
async function assertUrl(url: string) {
  const problem = await resolvedWebhookUrlProblem(url);
  if (problem) throw invalid(problem, [{ path: "url", message: problem }]);
}

export async function getWebhook(tenantId: string, webhookId: string, tx?: Transaction): Promise<Webhook> {
  const snap = await readDoc(webhooksCol(tenantId).doc(webhookId), tx);
  if (!snap.exists) throw notFound("Webhook");
  return toWebhook(snap.id, snap.data()!);
}

export async function listWebhooks(tenantId: string, query: { limit: number; cursor?: string }): Promise<Page<Webhook>> {
  return cursorPage(webhooksCol(tenantId), NEWEST_FIRST, query, (d) => toWebhook(d.id, d.data()));
}

export async function createWebhook(
  caller: Caller,
  input: Omit<CreateWebhook, "events" | "description" | "active"> & { events: WebhookEventType[]; description: string; active: boolean },
): Promise<WebhookWithSecret> {
  await assertUrl(input.url);
  const secret = newWebhookSecret();
  const ref = webhooksCol(caller.tenantId).doc();
  await ref.set({
    url: input.url,
    description: input.description,
    events: input.events,
    active: input.active,
    secret,
    lastDelivery: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  });
  return { webhook: await getWebhook(caller.tenantId, ref.id), secret };
}

export async function updateWebhook(
  tenantId: string,
  webhookId: string,
  input: Omit<UpdateWebhook, "events"> & { events?: WebhookEventType[] },
  ifMatch?: IfMatch,
): Promise<Webhook> {
  if (input.url !== undefined) await assertUrl(input.url);
  const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  for (const field of ["url", "events", "description", "active"] as const) {
    if (input[field] !== undefined) update[field] = input[field];
  }
  const ref = webhooksCol(tenantId).doc(webhookId);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Webhook");
    await ifMatch?.assert(() => getWebhook(tenantId, webhookId, tx));
    tx.update(ref, update);
  });
  return getWebhook(tenantId, webhookId);
}

/** A new secret takes effect for the next attempt, retries of older deliveries included. */
export async function rotateWebhookSecret(tenantId: string, webhookId: string): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  try {
    await webhooksCol(tenantId).doc(webhookId).update({ secret, updatedAt: FieldValue.serverTimestamp() });
  } catch (err) {
    if (isNotFound(err)) throw notFound("Webhook");
    throw err;
  }
  return { webhook: await getWebhook(tenantId, webhookId), secret };
}

/** Deletes the endpoint and its delivery log; pending retries then find it gone and stop. */
export async function deleteWebhook(tenantId: string, webhookId: string, ifMatch?: IfMatch): Promise<void> {
  const ref = webhooksCol(tenantId).doc(webhookId);
  // The endpoint goes in a transaction that checked it; its delivery log after.
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Webhook");
    await ifMatch?.assert(() => getWebhook(tenantId, webhookId, tx));
    tx.delete(ref);
  });
  await db().recursiveDelete(ref);
}
