// The email job (`retryNotificationEmails`): a review email that failed is tried again, one whose
// sender died mid-way is sent, each once, and one that failed three times is left failed. The
// notifications are written straight into a reader's feed with their email already failed or
// `sending` (the trigger only sends new ones) and due in 2100, so neither the trigger nor the local
// stack's own runs of the job (today's time) touch them; the job is called with 2100's time and
// transports that record or refuse.
import { expect } from "chai";
import { Timestamp } from "firebase-admin/firestore";
import { notificationsCol } from "../../src/firestore/collections.js";
import type { MailMessage, MailTransport } from "../../src/mail/mail-transport.js";
import { EMAIL_MAX_ATTEMPTS, retryDueNotificationEmails } from "../../src/notifications/notification-email.js";
import type { NotificationDoc } from "../../src/notifications/notify.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const FAR = Date.parse("2100-01-01T00:00:00Z");
const MINUTE = 60_000;

describe("Review emails tried again by the email job", () => {
  let ws: Workspace;
  const delivered: MailMessage[] = [];
  const working: MailTransport = { kind: "smtp", send: async (message) => void delivered.push(message) };
  const refusing: MailTransport = {
    kind: "smtp",
    send: async () => {
      throw new Error("421 Service not available, try again later");
    },
  };

  before(async () => {
    ws = await createWorkspace("email-retry");
  });

  /** A notification in the brand admin's feed about `experienceName`, its email as given, due at `dueAt`. */
  async function feedEntry(experienceName: string, email: NotificationDoc["email"], dueAt: number) {
    const ref = notificationsCol(ws.tenantId, ws.users.brandAdmin.uid).doc(`publish_requested-${experienceName.replace(/\W/g, "")}`);
    const doc: NotificationDoc = {
      kind: "publish_requested",
      tenantId: ws.tenantId,
      uid: ws.users.brandAdmin.uid,
      brandId: ws.brandId,
      experienceId: "exp1",
      experienceName,
      actor: { uid: ws.users.editor.uid, name: "Eddie Editor" },
      publishRequestId: "req1",
      scheduledPublishId: null,
      commentId: null,
      excerpt: "New lamps",
      createdAt: Timestamp.fromMillis(dueAt - 10 * MINUTE),
      read: false,
      readAt: null,
      email,
      emailDueAt: Timestamp.fromMillis(dueAt),
    };
    await ref.set(doc);
    const read = async () => (await ref.get()).data() as NotificationDoc;
    const mailsAbout = () => delivered.filter((m) => m.to === ws.users.brandAdmin.email && m.subject.includes(experienceName));
    return { read, mailsAbout };
  }

  it("tries a failed email again after 10 minutes, then after an hour, then leaves it failed", async () => {
    const entry = await feedEntry("Lamps one", { status: "failed", reason: "421", attempts: 1 }, FAR);
    await retryDueNotificationEmails(FAR, { transport: refusing });
    let stored = await entry.read();
    expect(stored.email).to.deep.include({ status: "failed", attempts: 2, reason: "421 Service not available, try again later" });
    expect(stored.emailDueAt!.toMillis()).to.equal(FAR + 60 * MINUTE);
    // Not due before its hour.
    await retryDueNotificationEmails(FAR + 59 * MINUTE, { transport: working });
    expect((await entry.read()).email.attempts).to.equal(2);
    await retryDueNotificationEmails(FAR + 60 * MINUTE, { transport: refusing });
    stored = await entry.read();
    expect(stored.email).to.deep.include({ status: "failed", attempts: EMAIL_MAX_ATTEMPTS });
    expect(stored.emailDueAt).to.equal(null);
    // Settled: a day later, nothing more.
    await retryDueNotificationEmails(FAR + 24 * 60 * MINUTE, { transport: working });
    expect((await entry.read()).email.attempts).to.equal(EMAIL_MAX_ATTEMPTS);
    expect(entry.mailsAbout()).to.have.length(0);
  });

  it("sends a failed email on its next try, in the reader's language, and settles it", async () => {
    const entry = await feedEntry("Lamps two", { status: "failed", reason: "421", attempts: 1 }, FAR);
    await retryDueNotificationEmails(FAR, { transport: working });
    const stored = await entry.read();
    expect(stored.email).to.deep.include({ status: "sent", attempts: 2 });
    expect(stored.emailDueAt).to.equal(null);
    const [mail] = entry.mailsAbout();
    expect(mail!.subject).to.equal("Eddie Editor asks to publish “Lamps two”");
  });

  it("sends an email whose sender died while sending, once, even when two runs overlap", async () => {
    const entry = await feedEntry("Lamps three", { status: "sending", attempts: 1 }, FAR);
    // A claim not yet past its lease is someone else's to finish.
    await retryDueNotificationEmails(FAR - MINUTE, { transport: working });
    expect((await entry.read()).email.status).to.equal("sending");
    await Promise.all([retryDueNotificationEmails(FAR, { transport: working }), retryDueNotificationEmails(FAR, { transport: working })]);
    expect((await entry.read()).email).to.deep.include({ status: "sent", attempts: 2 });
    expect(entry.mailsAbout()).to.have.length(1);
  });

  it("does not send to a reader who is no longer a member; leaves it skipped", async () => {
    const entry = await feedEntry("Lamps four", { status: "failed", reason: "421", attempts: 1 }, FAR);
    // The feed of someone the workspace never had.
    const ghost = notificationsCol(ws.tenantId, "not-a-member").doc("publish_requested-ghost");
    await ghost.set({ ...(await entry.read()), uid: "not-a-member" });
    await retryDueNotificationEmails(FAR, { transport: working });
    const stored = (await ghost.get()).data() as NotificationDoc;
    expect(stored.email).to.deep.include({ status: "skipped", reason: "not a member of the workspace" });
    expect(stored.emailDueAt).to.equal(null);
  });
});
