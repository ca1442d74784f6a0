import { expect } from "chai";
import { notificationKinds } from "@vitrine/contract";
import { notificationEmail, type NotificationEmailFacts } from "../../src/notifications/notification-email-templates.js";
import { chooseApprovers, chooseRecipients } from "../../src/notifications/recipients.js";
import { settingsOf } from "../../src/notifications/notification-settings.js";

describe("review notifications: who is told", () => {
  const B = "brand-1";
  const members: Record<
    string,
    { status: "active" | "invited"; role: "owner" | "admin" | "member"; brandRoles: Record<string, "viewer" | "editor" | "admin"> }
  > = {
    owner: { status: "active", role: "owner", brandRoles: {} },
    brandAdmin: { status: "active", role: "member", brandRoles: { [B]: "admin" } },
    editor: { status: "active", role: "member", brandRoles: { [B]: "editor" } },
    otherBrand: { status: "active", role: "member", brandRoles: { "brand-2": "admin" } },
    invited: { status: "invited", role: "member", brandRoles: { [B]: "admin" } },
  };
  const memberOf = (uid: string) => members[uid];

  it("tells each person once, never the actor, and only active members who reach the brand", () => {
    expect(chooseRecipients(["editor", "brandAdmin", "editor", "owner", "otherBrand", "invited", "gone", ""], "brandAdmin", B, memberOf)).to.deep.equal([
      "editor",
      "owner",
    ]);
    expect(chooseRecipients(["editor"], null, B, memberOf)).to.deep.equal(["editor"]);
  });

  it("asks the brand's admins and named approvers, and the workspace's admins only when the brand has none to ask", () => {
    expect(chooseApprovers({ publishApprovers: ["editor"] }, ["brandAdmin"], ["owner"], "x", B, memberOf)).to.deep.equal(["brandAdmin", "editor"]);
    // The only brand admin asked themselves: the workspace's owner decides.
    expect(chooseApprovers({}, ["brandAdmin"], ["owner"], "brandAdmin", B, memberOf)).to.deep.equal(["owner"]);
    // A named approver who left the brand is not asked.
    expect(chooseApprovers({ publishApprovers: ["otherBrand"] }, [], ["owner"], "editor", B, memberOf)).to.deep.equal(["owner"]);
  });

  it("sends review emails in English unless the member chose otherwise", () => {
    expect(settingsOf(undefined)).to.deep.equal({ emailReviews: true, language: "en" });
    expect(settingsOf({ notificationSettings: { emailReviews: false, language: "fr" } })).to.deep.equal({ emailReviews: false, language: "fr" });
  });
});

describe("review notifications: the emails", () => {
  const facts = (kind: NotificationEmailFacts["kind"], overrides: Partial<NotificationEmailFacts> = {}): NotificationEmailFacts => ({
    kind,
    brandId: "b1",
    experienceId: "e1",
    experienceName: "Spring window",
    actorName: "Ada",
    excerpt: "New lamps",
    ...overrides,
  });

  it("writes every kind in English and French, with a subject, the excerpt and the console link", () => {
    for (const kind of notificationKinds) {
      for (const language of ["en", "fr"] as const) {
        const mail = notificationEmail(facts(kind), language, "https://vitrine.example/");
        expect(mail.subject, `${kind} ${language}`).to.include("Spring window");
        const path = kind.startsWith("comment_") ? "/manager/panel/brands/b1/experience/e1/dashboard" : "/manager/panel/brands/b1/experience/e1/manifest";
        expect(mail.text).to.include(`https://vitrine.example${path}`);
        expect(mail.html).to.include(`href="https://vitrine.example${path}"`);
        expect(mail.html).to.include(`lang="${language}"`);
      }
    }
    expect(notificationEmail(facts("publish_requested"), "en", "https://v.example").subject).to.equal("Ada asks to publish “Spring window”");
    expect(notificationEmail(facts("publish_rejected"), "fr", "https://v.example").subject).to.equal("Ada a refusé la publication de « Spring window »");
    expect(notificationEmail(facts("comment_reply"), "en", "https://v.example").text).to.include("Reply:\nNew lamps");
    // A published schedule has nothing to quote.
    expect(notificationEmail(facts("scheduled_publish_published"), "en", "https://v.example").text).to.not.include("New lamps");
  });

  it("keeps names on one line in the subject and escapes what people typed in the HTML", () => {
    const mail = notificationEmail(
      facts("comment_mention", { actorName: "Eve\r\nBcc: all@example.com", experienceName: "<b>Launch</b>", excerpt: `<script>alert("x")</script>` }),
      "en",
      "https://v.example",
    );
    expect(mail.subject).to.equal("Eve Bcc: all@example.com mentioned you in a comment on “<b>Launch</b>”");
    expect(mail.subject).to.not.match(/[\r\n]/);
    expect(mail.html).to.not.include("<script>");
    expect(mail.html).to.include("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).to.include("&lt;b&gt;Launch&lt;/b&gt;");
    expect(notificationEmail(facts("publish_approved", { actorName: null }), "fr", "https://v.example").subject).to.match(/^Quelqu’un a approuvé/);
  });
});
