/**
 * The signed-in person's feed: their notifications in their workspace, newest first. Every read
 * and write is of `tenants/{caller's tenant}/members/{caller}/notifications`, so nobody reaches
 * another person's, or another workspace's, by any id.
 */
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import type { ListNotificationsQuery, Notification, NotificationPage } from "@vitrine/contract";
import type { Caller } from "../auth/caller.js";
import { notFound } from "../errors.js";
import { db } from "../firebase.js";
import { notificationsCol } from "../firestore/collections.js";
import { cursorPage, NEWEST_FIRST } from "../firestore/cursor-page.js";
import { deleteAll } from "../firestore/delete-all.js";
import { toIso } from "../firestore/values.js";
import { subjectOf } from "./notify.js";

/** Documents marked read per batched write. */
const BATCH_SIZE = 400;

function toNotification(id: string, data: DocumentData): Notification {
  return {
    id,
    ...subjectOf(data),
    excerpt: data.excerpt ?? "",
    createdAt: toIso(data.createdAt),
    readAt: data.readAt ? toIso(data.readAt) : null,
  };
}

const feed = (caller: Caller) => notificationsCol(caller.tenantId, caller.uid);

export async function countUnreadNotifications(caller: Caller): Promise<{ unreadCount: number }> {
  const snap = await feed(caller).where("read", "==", false).count().get();
  return { unreadCount: snap.data().count };
}

export async function listNotifications(caller: Caller, query: ListNotificationsQuery & { limit: number }): Promise<NotificationPage> {
  const [page, unread] = await Promise.all([
    cursorPage(feed(caller), NEWEST_FIRST, query, (doc) => toNotification(doc.id, doc.data())),
    countUnreadNotifications(caller),
  ]);
  return { ...page, unreadCount: unread.unreadCount };
}

export async function markNotificationRead(caller: Caller, notificationId: string): Promise<Notification> {
  const ref = feed(caller).doc(notificationId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Notification");
    const data = snap.data()!;
    if (data.read === true) return toNotification(snap.id, data);
    const changes = { read: true, readAt: Timestamp.now() };
    tx.update(ref, changes);
    return toNotification(snap.id, { ...data, ...changes });
  });
}

/** Marks every unread notification read, a batch at a time (what arrives meanwhile stays unread). */
export async function markAllNotificationsRead(caller: Caller): Promise<{ ok: true }> {
  const readAt = Timestamp.now();
  for (;;) {
    const unread = await feed(caller).where("read", "==", false).select().limit(BATCH_SIZE).get();
    if (unread.empty) return { ok: true };
    const batch = db().batch();
    for (const doc of unread.docs) batch.update(doc.ref, { read: true, readAt });
    await batch.commit();
  }
}

/**
 * Deletes a person's feed when they leave the workspace (removed, or leaving themselves): what
 * they were told goes with their membership, and someone given the same account later starts empty.
 */
export async function forgetNotifications(tenantId: string, uid: string): Promise<void> {
  await deleteAll(notificationsCol(tenantId, uid));
}
