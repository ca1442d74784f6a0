/**
 * The one way the backend sends email. A message goes out through the transport the deployment
 * names (`VITRINE_MAIL_TRANSPORT`):
 * - `smtp`: straight to an SMTP server (`VITRINE_SMTP_URL`, its password in the Functions secret
 *   `VITRINE_SMTP_PASSWORD`); the local stack points it at its mail catcher
 * - `firestore-extension`: a document in the `mail` collection, which Firebase's "Trigger Email"
 *   extension sends through its own SMTP settings
 * - `none`: nothing is sent (the notification stays in the console)
 * See functions/README.md, "Email".
 */
import { defineSecret } from "firebase-functions/params";
import { createTransport, type Transporter } from "nodemailer";
import { mailCol } from "../firestore/collections.js";

export interface MailMessage {
  /** One recipient's address: a message is written for its reader (their language, their link). */
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  readonly kind: "smtp" | "firestore-extension";
  /** Sends (or hands over) one message; `tenantId` is whose message it is, for the workspace's purge. */
  send(message: MailMessage, tenantId: string): Promise<void>;
}

export const smtpPassword = defineSecret("VITRINE_SMTP_PASSWORD");

const TRANSPORTS = ["smtp", "firestore-extension", "none"] as const;
type TransportKind = (typeof TRANSPORTS)[number];

function transportKind(value: string | undefined, smtpUrl: string): TransportKind {
  const named = TRANSPORTS.find((kind) => kind === value?.trim());
  return named ?? (smtpUrl ? "smtp" : "none");
}

export const mailConfig = {
  /** `smtp`, `firestore-extension` or `none`; unset, `smtp` when an SMTP server is named, else `none`. */
  get transport(): TransportKind {
    return transportKind(process.env.VITRINE_MAIL_TRANSPORT, this.smtpUrl);
  },
  /** `smtp://user@host:587` (STARTTLS when the server offers it) or `smtps://user@host:465`. */
  get smtpUrl(): string {
    return process.env.VITRINE_SMTP_URL?.trim() ?? "";
  },
  /** The sender every message carries. */
  get from(): string {
    return process.env.VITRINE_MAIL_FROM?.trim() || "Vitrine <notifications@vitrine.localhost>";
  },
};

/**
 * The secrets a function that sends mail declares: the SMTP password, only when an SMTP server with
 * a user is used, and none on the emulator (which has no secrets).
 */
export function mailSecrets() {
  if (process.env.FUNCTIONS_EMULATOR === "true" || mailConfig.transport !== "smtp") return [];
  try {
    return new URL(mailConfig.smtpUrl).username ? [smtpPassword] : [];
  } catch {
    return [];
  }
}

class SmtpTransport implements MailTransport {
  readonly kind = "smtp";
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    const server = new URL(url);
    // Reading an unset secret logs a warning per call; look before asking.
    const pass = process.env[smtpPassword.name] ? smtpPassword.value() : decodeURIComponent(server.password);
    this.transporter = createTransport({
      host: server.hostname,
      port: Number(server.port) || (server.protocol === "smtps:" ? 465 : 587),
      secure: server.protocol === "smtps:",
      auth: server.username ? { user: decodeURIComponent(server.username), pass } : undefined,
      // A notification waits for the next one rather than holding a function instance.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }
}

/** The document Firebase's "Trigger Email" extension reads (its `to` and `message` fields). */
class FirestoreExtensionTransport implements MailTransport {
  readonly kind = "firestore-extension";

  constructor(private readonly from: string) {}

  async send(message: MailMessage, tenantId: string): Promise<void> {
    await mailCol().add({
      tenantId,
      to: message.to,
      from: this.from,
      message: { subject: message.subject, text: message.text, html: message.html },
      createdAt: new Date(),
    });
  }
}

let cached: { key: string; transport: MailTransport | null } | undefined;

/** The transport the deployment names, or null when mail is off. */
export function mailTransport(): MailTransport | null {
  const key = `${mailConfig.transport}|${mailConfig.smtpUrl}|${mailConfig.from}`;
  if (cached?.key === key) return cached.transport;
  const kind = mailConfig.transport;
  const transport =
    kind === "smtp" && mailConfig.smtpUrl
      ? new SmtpTransport(mailConfig.smtpUrl, mailConfig.from)
      : kind === "firestore-extension"
        ? new FirestoreExtensionTransport(mailConfig.from)
        : null;
  cached = { key, transport };
  return transport;
}
