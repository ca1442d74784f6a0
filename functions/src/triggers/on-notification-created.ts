import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { mailSecrets } from "../mail/mail-transport.js";
import { emailNotification } from "../notifications/notification-email.js";

/**
 * Emails each new notification to its reader. Not retried by the platform: a failed email is
 * recorded on the notification (the notification itself is what the reader is sure to get).
 */
export const onNotificationCreated = onDocumentCreated(
  {
    document: "tenants/{tenantId}/members/{uid}/notifications/{notificationId}",
    retry: false,
    timeoutSeconds: 60,
    secrets: mailSecrets(),
  },
  async (event) => {
    const { tenantId, uid, notificationId } = event.params;
    await emailNotification(tenantId, uid, notificationId);
  },
);
