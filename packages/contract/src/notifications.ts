import { z } from "zod";
import { documentIdSchema, isoDateTimeSchema, okSchema, pageOf } from "./common.js";
import { defineRoutes } from "./route-def.js";

/**
 * What a notification tells its reader. Each is written for the people it concerns, never for the
 * person whose action raised it:
 * - publish_requested: to the people who may decide it (the brand's admins and named approvers)
 * - publish_approved / publish_rejected: to whoever requested it
 * - scheduled_publish_published / scheduled_publish_failed: to whoever scheduled it
 * - comment_mention: to each person a comment @mentions
 * - comment_reply: to the author of the thread a reply answers
 * - comment_reviewer: to whoever made the preview link a reviewer (no account) commented through
 */
export const notificationKinds = [
  "publish_requested",
  "publish_approved",
  "publish_rejected",
  "scheduled_publish_published",
  "scheduled_publish_failed",
  "comment_mention",
  "comment_reply",
  "comment_reviewer",
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The longest excerpt a notification keeps of the text behind it (release notes, a comment). */
export const NOTIFICATION_EXCERPT_MAX = 280;
/** The most notifications one page lists. */
export const NOTIFICATION_PAGE_MAX = 50;

const personSchema = z.object({ uid: z.string(), name: z.string().nullable() });

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  brandId: z.string(),
  experienceId: z.string(),
  experienceName: z.string(),
  /** Who did what the notification tells (null: the scheduler, for scheduled publishes; a reviewer without an account, for their comments). */
  actor: personSchema.nullable(),
  publishRequestId: z.string().nullable(),
  scheduledPublishId: z.string().nullable(),
  commentId: z.string().nullable(),
  /** The start of the text behind it: release notes, the decision's comment, the comment. */
  excerpt: z.string(),
  createdAt: isoDateTimeSchema,
  readAt: isoDateTimeSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema).extend({
  /** How many of the caller's notifications are unread, whatever the page. */
  unreadCount: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadNotificationCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadNotificationCount = z.infer<typeof unreadNotificationCountSchema>;

export const listNotificationsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const notificationParamsSchema = z.object({ notificationId: documentIdSchema("Invalid notification id") }).strict();

/** The languages notification emails are written in. */
export const notificationLanguages = ["en", "fr"] as const;

export const notificationSettingsSchema = z.object({
  /** Send an email with each review notification (on by default). */
  emailReviews: z.boolean(),
  /** The language of those emails. */
  language: z.enum(notificationLanguages),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const updateNotificationSettingsSchema = notificationSettingsSchema.partial().strict();
export type UpdateNotificationSettings = z.input<typeof updateNotificationSettingsSchema>;

/**
 * Where a notification leads in the console, from its root: the experience's publishing screen for
 * publishes, its dashboard (where its comments are) for comments. Emails link there too.
 */
export function notificationPath(notification: Pick<Notification, "kind" | "brandId" | "experienceId">): string {
  const experience = `/manager/panel/brands/${encodeURIComponent(notification.brandId)}/experience/${encodeURIComponent(notification.experienceId)}`;
  return notification.kind.startsWith("comment_") ? `${experience}/dashboard` : `${experience}/manifest`;
}

const NOTIFICATIONS = "/v1/me/notifications";

/** The signed-in person's own notifications (people only: no API key reaches them). */
export const notificationRoutes = defineRoutes({
  listNotifications: {
    method: "get",
    path: NOTIFICATIONS,
    summary: "The caller's notifications in this workspace, newest first, with how many are unread",
    access: "signed-in",
    query: listNotificationsQuerySchema,
    response: notificationPageSchema,
  },
  countUnreadNotifications: {
    method: "get",
    path: `${NOTIFICATIONS}/unread-count`,
    summary: "How many of the caller's notifications are unread (what the console's bell shows)",
    access: "signed-in",
    response: unreadNotificationCountSchema,
  },
  markNotificationRead: {
    method: "post",
    path: `${NOTIFICATIONS}/:notificationId/read`,
    summary: "Mark one of the caller's notifications read (marking a read one again changes nothing)",
    access: "signed-in",
    params: notificationParamsSchema,
    response: notificationSchema,
  },
  markAllNotificationsRead: {
    method: "post",
    path: `${NOTIFICATIONS}/read-all`,
    summary: "Mark every one of the caller's notifications read",
    access: "signed-in",
    response: okSchema,
  },
  getNotificationSettings: {
    method: "get",
    path: "/v1/me/notification-settings",
    summary: "Whether the caller gets review notifications by email too, and in which language",
    access: "signed-in",
    response: notificationSettingsSchema,
  },
  updateNotificationSettings: {
    method: "patch",
    path: "/v1/me/notification-settings",
    summary: "Turn review emails on or off, or change their language",
    access: "signed-in",
    body: updateNotificationSettingsSchema,
    response: notificationSettingsSchema,
  },
});
