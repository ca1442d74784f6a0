/**
 * The email of a notification, sent once its notification exists (`onNotificationCreated`): to
 * the reader's address as their membership holds it, in the language of their notification
 * settings, unless they turned review emails off or are no longer a member.
 */
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { config } from "../config.js";
import { db } from "../firebase.js";
import { collectionGroup, membersCol, notificationsCol } from "../firestore/collections.js";
import { documentIdsOf } from "../firestore/registry.js";
import type { MemberDoc } from "../firestore/stored-documents.js";
import { mailTransport, type MailTransport } from "../mail/mail-transport.js";
import { notificationEmail } from "./notification-email-templates.js";
import { settingsOf } from "./notification-settings.js";
import { EMAIL_LEASE_MS, type NotificationDoc } from "./notify.js";

export type EmailOutcome = "sent" | "skipped" | "failed" | "done-already";

/** How many times an email is tried in all: a failed try is tried again after 10 minutes, then after an hour. */
export const EMAIL_MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = [10 * 60_000, 60 * 60_000];

/**
 * Claims the notification's email, sends it and records how it went. The claim (`pending` ->
 * `sending`, in a transaction, so two deliveries of the same event send one email) also takes up
 * an email the job finds due (`emailDueAt`): one whose trigger never ran, whose sender died while
 * `sending`, or whose last try failed, up to `EMAIL_MAX_ATTEMPTS` tries. A sender that dies after
 * the message left but before `sent` is recorded makes the next try send it again: an email may
 * come twice, but is never lost.
 */
export async function emailNotification(
  tenantId: string,
  uid: string,
  notificationId: string,
  {
    transport = mailTransport(),
    now = Date.now(),
    due: takingUpDue = false,
  }: {
    transport?: MailTransport | null;
    now?: number;
    /** The job taking up a due email; the trigger sends only a new (`pending`) one. */
    due?: boolean;
  } = {},
): Promise<EmailOutcome> {
  const ref = notificationsCol(tenantId, uid).doc(notificationId);
  const memberRef = membersCol(tenantId).doc(uid);
  const claim = await db().runTransaction(async (tx) => {
    const [snap, member] = await Promise.all([tx.get(ref), tx.get(memberRef)]);
    const notification = snap.data() as NotificationDoc | undefined;
    const status = notification?.email?.status;
    const due = takingUpDue && notification?.emailDueAt ? notification.emailDueAt.toMillis() <= now : false;
    if (!notification || !(status === "pending" || ((status === "sending" || status === "failed") && due))) return { outcome: "done-already" as const };
    const attempts = (notification.email.attempts ?? 0) + 1;
    const settle = (email: NotificationDoc["email"]) => tx.update(ref, { email, emailDueAt: null });
    const skip = (reason: string) => {
      settle({ status: "skipped", reason, at: Timestamp.fromMillis(now) });
      return { outcome: "skipped" as const };
    };
    if (attempts > EMAIL_MAX_ATTEMPTS) {
      settle({
        status: "failed",
        reason: notification.email.reason ?? "the sender stopped before it finished",
        attempts: attempts - 1,
        at: Timestamp.fromMillis(now),
      });
      return { outcome: "failed" as const };
    }
    const data = member.data() as MemberDoc | undefined;
    if (!data || data.status !== "active") return skip("not a member of the workspace");
    const settings = settingsOf(data);
    if (!settings.emailReviews) return skip("review emails turned off");
    if (!data.email) return skip("no email address");
    if (!transport) return skip("no mail transport configured");
    tx.update(ref, { email: { status: "sending", attempts, at: Timestamp.fromMillis(now) }, emailDueAt: Timestamp.fromMillis(now + EMAIL_LEASE_MS) });
    return { outcome: "send" as const, notification, attempts, to: data.email, language: settings.language };
  });
  if (claim.outcome !== "send") return claim.outcome;
  const { notification, attempts } = claim;
  const message = notificationEmail(
    {
      kind: notification.kind,
      brandId: notification.brandId,
      experienceId: notification.experienceId,
      experienceName: notification.experienceName,
      actorName: notification.actor?.name ?? null,
      excerpt: notification.excerpt,
    },
    claim.language,
    config.publicBaseUrl,
  );
  try {
    await transport!.send({ to: claim.to, ...message }, tenantId);
  } catch (err) {
    const reason = err instanceof Error ? err.message.slice(0, 300) : String(err);
    logger.warn("notification email not sent", { tenantId, uid, notificationId, attempts, err: reason });
    const retryAt = attempts < EMAIL_MAX_ATTEMPTS ? Timestamp.fromMillis(now + RETRY_AFTER_MS[attempts - 1]!) : null;
    await ref.update({ email: { status: "failed", reason, attempts, at: FieldValue.serverTimestamp() }, emailDueAt: retryAt });
    return "failed";
  }
  await ref.update({ email: { status: "sent", attempts, at: FieldValue.serverTimestamp() }, emailDueAt: null });
  return "sent";
}

/**
 * The email job: takes up every email due (`emailDueAt` passed, a collection-group range on one
 * field), each re-read in its claim's transaction. Returns what the tries did.
 */
export async function retryDueNotificationEmails(
  now: number,
  { limit = 200, transport = mailTransport() }: { limit?: number; transport?: MailTransport | null } = {},
): Promise<Record<EmailOutcome, number>> {
  const due = await collectionGroup("notifications").where("emailDueAt", "<=", Timestamp.fromMillis(now)).orderBy("emailDueAt").limit(limit).get();
  const counts: Record<EmailOutcome, number> = { sent: 0, skipped: 0, failed: 0, "done-already": 0 };
  for (const doc of due.docs) {
    const ids = documentIdsOf("notifications", doc.ref.path);
    if (!ids) continue;
    const [tenantId, uid, id] = ids as [string, string, string];
    counts[await emailNotification(tenantId, uid, id, { transport, now, due: true })] += 1;
  }
  return counts;
}
