// The local stack's mail catcher receives what the functions' real SMTP transport sends (nodemailer,
// the code production uses), and gives it back readable: envelope, decoded subject, text and HTML.
import { expect } from "chai";
import { createRequire } from "node:module";
import { startLocalMailCatcher } from "../lib/local-mail-catcher.mjs";

const require = createRequire(import.meta.url);

describe("Local mail catcher", function () {
  let catcher;
  const envBefore = { ...process.env };

  before(async () => {
    catcher = await startLocalMailCatcher({ smtpPort: 0, httpPort: 0 });
    process.env.VITRINE_MAIL_TRANSPORT = "smtp";
    process.env.VITRINE_SMTP_URL = catcher.smtpUrl;
  });

  after(async () => {
    await catcher.stop();
    for (const key of ["VITRINE_MAIL_TRANSPORT", "VITRINE_SMTP_URL"]) {
      if (envBefore[key] === undefined) delete process.env[key];
      else process.env[key] = envBefore[key];
    }
  });

  it("catches a message sent through the SMTP transport, with its accents, long lines and leading dots intact", async () => {
    const { mailTransport } = require("../../functions/lib/mail/mail-transport.js");
    const transport = mailTransport();
    expect(transport.kind).to.equal("smtp");
    const long = "é".repeat(200);
    const text = `Bonjour,\n.Une ligne qui commence par un point\n${long}\n`;
    await transport.send({ to: "Lea@Example.test", subject: "Ada demande à publier « Vitrine de printemps »", text, html: `<p>${long}</p>` }, "t1");

    const res = await fetch(`${catcher.url}/messages?to=${encodeURIComponent("lea@example.test")}`);
    const { items } = await res.json();
    expect(items).to.have.length(1);
    expect(items[0].envelope.to).to.deep.equal(["lea@example.test"]);
    expect(items[0].subject).to.equal("Ada demande à publier « Vitrine de printemps »");
    expect(items[0].text.trimEnd()).to.equal(text.trimEnd());
    expect(items[0].html).to.include(`<p>${long}</p>`);
    expect((await (await fetch(`${catcher.url}/messages?to=someone@else.test`)).json()).items).to.have.length(0);

    await fetch(`${catcher.url}/messages`, { method: "DELETE" });
    expect((await (await fetch(`${catcher.url}/messages`)).json()).items).to.have.length(0);
  });
});
