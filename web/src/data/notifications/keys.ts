/**
 * The one place notification cache keys are built: the signed-in person's feed (its pages), its
 * unread count (what the bell polls), and their notification settings.
 */
export const notificationKeys = {
  all: ["notifications"] as const,
  unreadCount: () => ["notifications", "unread-count"] as const,
  lists: () => ["notifications", "list"] as const,
  list: (cursor?: string) => ["notifications", "list", cursor ?? ""] as const,
  settings: () => ["notifications", "settings"] as const,
};
