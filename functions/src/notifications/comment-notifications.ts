import { commentsCol, experienceRef } from "../firestore/collections.js";
import { notifyPeople, type Person } from "./notify.js";

export interface NewComment {
  tenantId: string;
  brandId: string;
  experienceId: string;
  commentId: string;
  /** The thread it answers; null for a thread's first comment. */
  parentId: string | null;
  /** Who wrote it, when a member did (null for a reviewer without an account: nobody to leave out). */
  author: Person | null;
  body: string;
  mentions: readonly Person[];
}

/**
 * Tells the people a new comment concerns, after it committed: each person it @mentions, and, for
 * a reply, the author of the thread it answers (once: someone mentioned in a reply to their own
 * thread is told of the mention). Never the comment's author.
 */
export async function notifyCommentPeople(comment: NewComment): Promise<void> {
  const [experience, thread] = await Promise.all([
    experienceRef(comment.brandId, comment.experienceId).get(),
    comment.parentId ? commentsCol(comment.brandId, comment.experienceId).doc(comment.parentId).get() : Promise.resolve(null),
  ]);
  if (!experience.exists) return;
  const base = {
    tenantId: comment.tenantId,
    eventId: comment.commentId,
    actor: comment.author,
    brandId: comment.brandId,
    experienceId: comment.experienceId,
    experienceName: (experience.get("name") as string | undefined) ?? "",
    commentId: comment.commentId,
    excerpt: comment.body,
  };
  const mentioned = comment.mentions.map((person) => person.uid);
  const threadAuthor = (thread?.get("author.uid") as string | undefined) ?? null;
  await Promise.all([
    mentioned.length > 0 ? notifyPeople({ ...base, kind: "comment_mention" }, { people: mentioned }) : null,
    threadAuthor && !mentioned.includes(threadAuthor) ? notifyPeople({ ...base, kind: "comment_reply" }, { people: [threadAuthor] }) : null,
  ]);
}

/**
 * Tells whoever made a preview link that a reviewer (no account) commented through it: they
 * shared the link and answer for it. Nobody when they have left the workspace.
 */
export async function notifyReviewerComment(comment: {
  tenantId: string;
  brandId: string;
  experienceId: string;
  commentId: string;
  body: string;
  /** The member who made the preview link. */
  linkCreator: string | null;
}): Promise<void> {
  if (!comment.linkCreator) return;
  const experience = await experienceRef(comment.brandId, comment.experienceId).get();
  if (!experience.exists) return;
  await notifyPeople(
    {
      kind: "comment_reviewer",
      tenantId: comment.tenantId,
      eventId: comment.commentId,
      actor: null,
      brandId: comment.brandId,
      experienceId: comment.experienceId,
      experienceName: (experience.get("name") as string | undefined) ?? "",
      commentId: comment.commentId,
      excerpt: comment.body,
    },
    { people: [comment.linkCreator] },
  );
}
