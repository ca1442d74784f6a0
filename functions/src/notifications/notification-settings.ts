import { FieldValue } from "firebase-admin/firestore";
import type { NotificationSettings, UpdateNotificationSettings } from "@vitrine/contract";
import type { Caller } from "../auth/caller.js";
import type { IfMatch } from "../conditional.js";
import { notFound } from "../errors.js";
import { db } from "../firebase.js";
import { membersCol } from "../firestore/collections.js";
import type { MemberDoc } from "../firestore/stored-documents.js";

/** A member's notification settings, with the defaults for what they never chose: emails on, in English. */
export function settingsOf(member: Pick<MemberDoc, "notificationSettings"> | undefined): NotificationSettings {
  const stored = member?.notificationSettings;
  return { emailReviews: stored?.emailReviews !== false, language: stored?.language === "fr" ? "fr" : "en" };
}

export async function getNotificationSettings(caller: Caller): Promise<NotificationSettings> {
  const member = await membersCol(caller.tenantId).doc(caller.uid).get();
  if (!member.exists) throw notFound("Workspace member");
  return settingsOf(member.data() as MemberDoc);
}

/** Changes some settings; with If-Match, only when they are still as the caller read them (412 otherwise). */
export async function updateNotificationSettings(caller: Caller, changes: UpdateNotificationSettings, ifMatch?: IfMatch): Promise<NotificationSettings> {
  const ref = membersCol(caller.tenantId).doc(caller.uid);
  return db().runTransaction(async (tx) => {
    const member = await tx.get(ref);
    if (!member.exists) throw notFound("Workspace member");
    const current = settingsOf(member.data() as MemberDoc);
    await ifMatch?.assert(async () => current);
    const settings = { ...current, ...changes };
    tx.update(ref, { notificationSettings: settings, updatedAt: FieldValue.serverTimestamp() });
    return settings;
  });
}
