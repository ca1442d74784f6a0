/**
 * The email of a notification, sent once its notification exists (`onNotificationCreated`): to
 * the reader's address as their membership holds it, in the language of their notification
 * settings, unless they turned review emails off or are no longer a member.
 */
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { config } from "../config.js";
import { db } from "../firebase.js";
import { membersCol, notificationsCol } from "../firestore/collections.js";
import type { MemberDoc } from "../firestore/stored-documents.js";
import { mailTransport, type MailTransport } from "../mail/mail-transport.js";
import { notificationEmail } from "./notification-email-templates.js";
import { settingsOf } from "./notification-settings.js";
import type { NotificationDoc } from "./notify.js";

export type EmailOutcome = "sent" | "skipped" | "failed" | "done-already";

/**
 * Claims the notification's email (`pending` -> `sending`, in a transaction, so two deliveries of
 * the same event send one email), sends it and records how it went.
 */
export async function emailNotification(
  tenantId: string,
  uid: string,
  notificationId: string,
  transport: MailTransport | null = mailTransport(),
): Promise<EmailOutcome> {
  const ref = notificationsCol(tenantId, uid).doc(notificationId);
  const memberRef = membersCol(tenantId).doc(uid);
  const claim = await db().runTransaction(async (tx) => {
    const [snap, member] = await Promise.all([tx.get(ref), tx.get(memberRef)]);
    const notification = snap.data() as NotificationDoc | undefined;
    if (!notification || notification.email?.status !== "pending") return { outcome: "done-already" as const };
    const skip = (reason: string) => {
      tx.update(ref, { email: { status: "skipped", reason, at: Timestamp.now() } });
      return { outcome: "skipped" as const };
    };
    const data = member.data() as MemberDoc | undefined;
    if (!data || data.status !== "active") return skip("not a member of the workspace");
    const settings = settingsOf(data);
    if (!settings.emailReviews) return skip("review emails turned off");
    if (!data.email) return skip("no email address");
    if (!transport) return skip("no mail transport configured");
    tx.update(ref, { email: { status: "sending", at: Timestamp.now() } });
    return { outcome: "send" as const, notification, to: data.email, language: settings.language };
  });
  if (claim.outcome !== "send") return claim.outcome;
  const { notification } = claim;
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
    logger.warn("notification email not sent", { tenantId, uid, notificationId, err: reason });
    await ref.update({ email: { status: "failed", reason, at: FieldValue.serverTimestamp() } });
    return "failed";
  }
  await ref.update({ email: { status: "sent", at: FieldValue.serverTimestamp() } });
  return "sent";
}
