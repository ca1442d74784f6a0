import { notificationPath, type NotificationKind } from "@vitrine/contract";
import type { MailMessage } from "../mail/mail-transport.js";

export type EmailLanguage = "en" | "fr";

/** What a template reads of a notification. */
export interface NotificationEmailFacts {
  kind: NotificationKind;
  brandId: string;
  experienceId: string;
  experienceName: string;
  actorName: string | null;
  excerpt: string;
}

interface Words {
  someone: string;
  subject: Record<NotificationKind, (actor: string, experience: string) => string>;
  /** What introduces the excerpt, per kind (none: the excerpt is not shown). */
  excerptLabel: Partial<Record<NotificationKind, string>>;
  open: Record<NotificationKind, string>;
  footer: string;
}

const WORDS: Record<EmailLanguage, Words> = {
  en: {
    someone: "Someone",
    subject: {
      publish_requested: (actor, experience) => `${actor} asks to publish “${experience}”`,
      publish_approved: (actor, experience) => `${actor} approved publishing “${experience}”`,
      publish_rejected: (actor, experience) => `${actor} rejected publishing “${experience}”`,
      scheduled_publish_published: (_actor, experience) => `“${experience}” went live as scheduled`,
      scheduled_publish_failed: (_actor, experience) => `“${experience}” could not be published as scheduled`,
      comment_mention: (actor, experience) => `${actor} mentioned you in a comment on “${experience}”`,
      comment_reply: (actor, experience) => `${actor} replied to your comment on “${experience}”`,
      comment_reviewer: (_actor, experience) => `A reviewer commented on “${experience}” through your preview link`,
    },
    excerptLabel: {
      publish_requested: "Release notes",
      publish_approved: "Comment",
      publish_rejected: "Comment",
      scheduled_publish_failed: "What went wrong",
      comment_mention: "Comment",
      comment_reply: "Reply",
      comment_reviewer: "Comment",
    },
    open: {
      publish_requested: "Review the request",
      publish_approved: "Open the experience",
      publish_rejected: "Open the experience",
      scheduled_publish_published: "Open the experience",
      scheduled_publish_failed: "Open the experience",
      comment_mention: "Open the comments",
      comment_reply: "Open the comments",
      comment_reviewer: "Open the comments",
    },
    footer: "You get this email because you take part in reviews in Vitrine. Turn these emails off in your profile settings.",
  },
  fr: {
    someone: "Quelqu’un",
    subject: {
      publish_requested: (actor, experience) => `${actor} demande à publier « ${experience} »`,
      publish_approved: (actor, experience) => `${actor} a approuvé la publication de « ${experience} »`,
      publish_rejected: (actor, experience) => `${actor} a refusé la publication de « ${experience} »`,
      scheduled_publish_published: (_actor, experience) => `« ${experience} » est en ligne comme prévu`,
      scheduled_publish_failed: (_actor, experience) => `« ${experience} » n’a pas pu être publiée comme prévu`,
      comment_mention: (actor, experience) => `${actor} vous a mentionné dans un commentaire sur « ${experience} »`,
      comment_reply: (actor, experience) => `${actor} a répondu à votre commentaire sur « ${experience} »`,
      comment_reviewer: (_actor, experience) => `Un relecteur a commenté « ${experience} » via votre lien de prévisualisation`,
    },
    excerptLabel: {
      publish_requested: "Notes de version",
      publish_approved: "Commentaire",
      publish_rejected: "Commentaire",
      scheduled_publish_failed: "Le problème",
      comment_mention: "Commentaire",
      comment_reply: "Réponse",
      comment_reviewer: "Commentaire",
    },
    open: {
      publish_requested: "Examiner la demande",
      publish_approved: "Ouvrir l’expérience",
      publish_rejected: "Ouvrir l’expérience",
      scheduled_publish_published: "Ouvrir l’expérience",
      scheduled_publish_failed: "Ouvrir l’expérience",
      comment_mention: "Voir les commentaires",
      comment_reply: "Voir les commentaires",
      comment_reviewer: "Voir les commentaires",
    },
    footer: "Vous recevez cet e-mail parce que vous participez aux relectures dans Vitrine. Désactivez ces e-mails dans les réglages de votre profil.",
  },
};

/** A name or a title on one line: a subject is a header, where a line break would start another. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The email telling one reader about one notification, in their language, linking to the console. */
export function notificationEmail(facts: NotificationEmailFacts, language: EmailLanguage, consoleBaseUrl: string): Omit<MailMessage, "to"> {
  const words = WORDS[language];
  const actor = oneLine(facts.actorName ?? "") || words.someone;
  const subject = words.subject[facts.kind](actor, oneLine(facts.experienceName));
  const link = `${consoleBaseUrl.replace(/\/+$/, "")}${notificationPath(facts)}`;
  const label = words.excerptLabel[facts.kind];
  const excerpt = label && facts.excerpt.trim() ? facts.excerpt.trim() : "";
  const text = [subject, "", ...(excerpt ? [`${label}:`, excerpt, ""] : []), `${words.open[facts.kind]}: ${link}`, "", "--", words.footer, ""].join("\n");
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2328">`,
    `<p style="font-size:16px;margin:0 0 16px">${escapeHtml(subject)}</p>`,
    excerpt
      ? `<p style="margin:0 0 4px;color:#59636e">${escapeHtml(label!)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d9e0;white-space:pre-wrap">${escapeHtml(excerpt)}</blockquote>`
      : "",
    `<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="color:#0969da">${escapeHtml(words.open[facts.kind])}</a></p>`,
    `<p style="font-size:12px;color:#59636e;margin:0">${escapeHtml(words.footer)}</p>`,
    `</body></html>`,
  ].join("");
  return { subject, text, html };
}
