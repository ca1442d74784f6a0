import { setTimeout as sleep } from "node:timers/promises";

/** The local stack's mail catcher (scripts/lib/local-mail-catcher.mjs), where every email the functions send lands. */
export const MAIL_CATCHER_URL = process.env.VITRINE_MAIL_CATCHER_URL ?? "http://127.0.0.1:8025";

export interface CaughtMail {
  envelope: { from: string; to: string[] };
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every message the catcher holds for this address (test addresses are unique per workspace). */
export async function caughtMail(to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`The mail catcher answered ${res.status}`);
  return ((await res.json()) as { items: CaughtMail[] }).items;
}

/**
 * The messages for `to` once `count` of them match `matching` (emails leave through a Firestore
 * trigger, after the request that caused them answered); fails after `timeoutMs`.
 */
export async function waitForMail(to: string, matching: (mail: CaughtMail) => boolean, count = 1, timeoutMs = 20_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMail(to)).filter(matching);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`No email for ${to} matched within ${timeoutMs} ms (caught: ${JSON.stringify(await caughtMail(to))})`);
    await sleep(200);
  }
}
