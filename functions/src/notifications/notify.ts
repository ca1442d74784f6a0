/**
 * Writing notifications: each business flow (a publish request, its decision, a scheduled publish,
 * a comment) tells the people it concerns once it has committed, as it raises its webhooks. Each
 * notification lands in its reader's feed, `tenants/{t}/members/{uid}/notifications/{id}`, and
 * its creation sends the email (the `onNotificationCreated` trigger, `notification-email.ts`).
 */
import { Timestamp } from "firebase-admin/firestore";
import { NOTIFICATION_EXCERPT_MAX, type NotificationKind } from "@vitrine/contract";
import { logger } from "firebase-functions";
import { db } from "../firebase.js";
import { brandMembersCol, brandsCol, membersCol, notificationsCol } from "../firestore/collections.js";
import { isAlreadyExists } from "../firestore/error-codes.js";
import { personOrNull } from "../firestore/values.js";
import type { BrandDoc, MemberDoc } from "../firestore/stored-documents.js";
import { chooseApprovers, chooseRecipients } from "./recipients.js";

export interface Person {
  uid: string;
  name: string | null;
}

export interface NotificationEvent {
  tenantId: string;
  kind: NotificationKind;
  /**
   * The event, unique among its kind (a request's id, a comment's id): the notification's id is
   * built from it, so an event told twice (a job run again) is still one notification per reader.
   */
  eventId: string;
  /** Who acted; never told of their own action. Null for the scheduler. */
  actor: Person | null;
  brandId: string;
  experienceId: string;
  experienceName: string;
  publishRequestId?: string | null;
  scheduledPublishId?: string | null;
  commentId?: string | null;
  /** The text behind the event (release notes, a comment), cut to NOTIFICATION_EXCERPT_MAX. */
  excerpt?: string | null;
}

/** Whom to tell: named people, or whoever may decide the brand's publish requests. */
export type Audience = { people: readonly string[] } | { approversOf: string };

/** The stored notification, as the feed and the email read it. */
export interface NotificationDoc {
  kind: NotificationKind;
  tenantId: string;
  uid: string;
  brandId: string;
  experienceId: string;
  experienceName: string;
  actor: Person | null;
  publishRequestId: string | null;
  scheduledPublishId: string | null;
  commentId: string | null;
  excerpt: string;
  createdAt: Timestamp;
  read: boolean;
  readAt: Timestamp | null;
  /**
   * The email's progress: `pending` until the trigger sends it, then `sent`, `skipped` (why) or
   * `failed`; `attempts` counts the tries (see `notification-email.ts`).
   */
  email: { status: "pending" | "sending" | "sent" | "skipped" | "failed"; at?: Timestamp; reason?: string; attempts?: number };
  /**
   * When the email job looks at this email again: a pending email whose trigger never ran, a
   * claim whose sender died mid-way, a failed try's next one; null once it is settled.
   */
  emailDueAt?: Timestamp | null;
}

/**
 * What a notification is about, carried unchanged from the event into each reader's stored
 * notification and from there into the feed: one list, so a new reference (a comment's id, say)
 * reaches both or neither.
 */
export type NotificationSubject = Pick<
  NotificationDoc,
  "kind" | "brandId" | "experienceId" | "experienceName" | "actor" | "publishRequestId" | "scheduledPublishId" | "commentId"
>;

/** The subject of an event or of a stored notification (older documents may lack the newer references). */
export function subjectOf(source: Partial<Record<keyof NotificationSubject, unknown>>): NotificationSubject {
  return {
    kind: source.kind as NotificationKind,
    brandId: source.brandId as string,
    experienceId: source.experienceId as string,
    experienceName: (source.experienceName as string | undefined) ?? "",
    actor: personOrNull(source.actor),
    publishRequestId: (source.publishRequestId as string | null | undefined) ?? null,
    scheduledPublishId: (source.scheduledPublishId as string | null | undefined) ?? null,
    commentId: (source.commentId as string | null | undefined) ?? null,
  };
}

const cut = (text: string | null | undefined) => {
  const value = (text ?? "").trim();
  return value.length > NOTIFICATION_EXCERPT_MAX ? `${value.slice(0, NOTIFICATION_EXCERPT_MAX - 1)}…` : value;
};

async function readMembers(tenantId: string, uids: readonly string[]): Promise<Map<string, MemberDoc>> {
  const unique = [...new Set(uids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const snaps = await db().getAll(...unique.map((uid) => membersCol(tenantId).doc(uid)));
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, snap.data() as MemberDoc]));
}

/** The readers of an event: each an active member of the workspace who reaches the brand, never the actor. */
export async function recipientsOf(event: Pick<NotificationEvent, "tenantId" | "brandId" | "actor">, audience: Audience): Promise<string[]> {
  const actorUid = event.actor?.uid ?? null;
  if ("people" in audience) {
    const members = await readMembers(event.tenantId, audience.people);
    return chooseRecipients(audience.people, actorUid, event.brandId, (uid) => members.get(uid));
  }
  const [brand, brandAdmins, workspaceAdmins] = await Promise.all([
    brandsCol().doc(audience.approversOf).get(),
    brandMembersCol(audience.approversOf).where("role", "==", "admin").select().get(),
    membersCol(event.tenantId).where("role", "in", ["admin", "owner"]).select().get(),
  ]);
  // A brand of another workspace has no approvers here.
  if (!brand.exists || brand.get("tenantId") !== event.tenantId) return [];
  const brandAdminUids = brandAdmins.docs.map((doc) => doc.id);
  const workspaceAdminUids = workspaceAdmins.docs.map((doc) => doc.id);
  const named = (brand.get("publishApprovers") as string[] | undefined) ?? [];
  const members = await readMembers(event.tenantId, [...brandAdminUids, ...named, ...workspaceAdminUids]);
  return chooseApprovers(brand.data() as BrandDoc, brandAdminUids, workspaceAdminUids, actorUid, event.brandId, (uid) => members.get(uid));
}

/**
 * How long an email may stay `pending` or `sending` before the email job takes it up: the trigger
 * sends within seconds, so one still unsent after this lost its function on the way.
 */
export const EMAIL_LEASE_MS = 10 * 60_000;

/** The notification's id in each reader's feed: the kind and the event. */
export const notificationIdOf = (event: Pick<NotificationEvent, "kind" | "eventId">) => `${event.kind}-${event.eventId}`;

/** Writes the event's notification into each reader's feed; returns the readers newly told. */
export async function writeNotifications(event: NotificationEvent, audience: Audience): Promise<string[]> {
  const readers = await recipientsOf(event, audience);
  const id = notificationIdOf(event);
  const createdAt = Timestamp.now();
  const told = await Promise.all(
    readers.map(async (uid) => {
      const doc: NotificationDoc = {
        ...subjectOf(event),
        tenantId: event.tenantId,
        uid,
        excerpt: cut(event.excerpt),
        createdAt,
        read: false,
        readAt: null,
        email: { status: "pending" },
        emailDueAt: Timestamp.fromMillis(createdAt.toMillis() + EMAIL_LEASE_MS),
      };
      try {
        await notificationsCol(event.tenantId, uid).doc(id).create(doc);
        return uid;
      } catch (err) {
        if (isAlreadyExists(err)) return null; // told already (the same event, once more)
        throw err;
      }
    }),
  );
  return told.filter((uid): uid is string => uid !== null);
}

/**
 * `writeNotifications` for business flows, after their change committed: a notification problem
 * is logged, never thrown at the caller (the change itself stands).
 */
export async function notifyPeople(event: NotificationEvent, audience: Audience): Promise<void> {
  try {
    await writeNotifications(event, audience);
  } catch (err) {
    logger.error("notification not written", {
      tenantId: event.tenantId,
      kind: event.kind,
      eventId: event.eventId,
      err: err instanceof Error ? err.message : String(err),
    });
  }
}
