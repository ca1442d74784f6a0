/**
 * Comments from reviewers outside the workspace, through a preview link that allows them. They are
 * stored with the members' (`brands/{b}/experiences/{e}/comments`), with an author of kind
 * `reviewer` (the name they typed and the link's id) and `testAccessId` beside it, so members read,
 * answer and resolve them as any other. A reviewer reads only the open threads started through the
 * same link: never another link's, nor the members' own threads, nor anyone's uid or address.
 */
import { Timestamp, FieldValue, type DocumentData } from "firebase-admin/firestore";
import { REVIEWER_OPEN_THREADS_MAX, type CreateReviewerComment, type ReviewerComment, type ReviewerCommentThread } from "@vitrine/contract";
import { conflict } from "../errors.js";
import { db } from "../firebase.js";
import { commentsCol } from "../firestore/collections.js";
import { toIso } from "../firestore/values.js";
import { charge, type ApiLimits } from "../rate-limits/api-limits.js";
import { testAccessOpenToComments } from "../manifests/test-access.js";
import { notifyReviewerComment } from "../notifications/comment-notifications.js";
import { assertAnchor, storedAnchor } from "./comments.js";

/** A member's display name as a reviewer may see it: never an e-mail address (the console falls back to one). */
const publicName = (name: unknown): string | null => (typeof name === "string" && name && !name.includes("@") ? name : null);

function toReviewerComment(id: string, data: DocumentData): ReviewerComment {
  const author = data.author as { kind?: string; name?: string } | undefined;
  return {
    id,
    parentId: data.parentId ?? null,
    anchor: data.productId ? { productId: data.productId } : { sceneId: data.sceneId, position: data.position },
    body: data.body,
    status: data.parentId ? null : data.status,
    author: author?.kind === "reviewer" ? { kind: "reviewer", name: author.name ?? "" } : { kind: "member", name: publicName(author?.name) },
    createdAt: toIso(data.createdAt),
  };
}

/** The open threads started through one link: equality filters only, so no composite index is needed. */
const openThreadsOf = (brandId: string, experienceId: string, testAccessId: string) =>
  commentsCol(brandId, experienceId)
    .where("testAccessId", "==", testAccessId)
    .where("parentId", "==", null)
    .where("status", "==", "open")
    .limit(REVIEWER_OPEN_THREADS_MAX);

export async function listReviewerComments(testAccessId: string): Promise<{ items: ReviewerCommentThread[] }> {
  const { data: link } = await testAccessOpenToComments(testAccessId);
  const col = commentsCol(link.brandId, link.experienceId);
  const threads = (await openThreadsOf(link.brandId, link.experienceId, testAccessId).get()).docs;
  const replies = new Map<string, ReviewerComment[]>();
  // `in` names at most 30 values.
  for (let i = 0; i < threads.length; i += 30) {
    const snap = await col
      .where(
        "parentId",
        "in",
        threads.slice(i, i + 30).map((doc) => doc.id),
      )
      .get();
    for (const doc of snap.docs) {
      const reply = toReviewerComment(doc.id, doc.data());
      replies.set(reply.parentId!, [...(replies.get(reply.parentId!) ?? []), reply]);
    }
  }
  const oldestFirst = (a: ReviewerComment, b: ReviewerComment) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  const items = threads
    .map((doc) => ({ ...toReviewerComment(doc.id, doc.data()), replies: (replies.get(doc.id) ?? []).sort(oldestFirst) }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return { items };
}

export async function createReviewerComment(
  limits: ApiLimits,
  clientAddress: string,
  testAccessId: string,
  input: CreateReviewerComment,
): Promise<ReviewerComment> {
  // A person writes a few comments a minute; more from one address is a script.
  await charge(limits.reviewerComments, `ip:${clientAddress}`, "comments");
  const { data: link } = await testAccessOpenToComments(testAccessId);
  const { brandId, experienceId } = link as { brandId: string; experienceId: string };
  // Many addresses together: counted once the link is known to take comments.
  await charge(limits.reviewerCommentsPerLink, testAccessId, "comments on this preview link");
  const ref = commentsCol(brandId, experienceId).doc();
  const stored = await db().runTransaction(async (tx) => {
    await assertAnchor(tx, brandId, experienceId, input.anchor);
    const open = await tx.get(openThreadsOf(brandId, experienceId, testAccessId));
    if (open.size >= REVIEWER_OPEN_THREADS_MAX) {
      throw conflict(`This preview link has ${REVIEWER_OPEN_THREADS_MAX} open comments already; the team must resolve some first`);
    }
    const fields = {
      brandId,
      experienceId,
      parentId: null,
      ...storedAnchor(input.anchor),
      status: "open",
      replyCount: 0,
      body: input.body,
      mentions: [],
      author: { kind: "reviewer", name: input.name, testAccessId },
      testAccessId,
      createdAt: Timestamp.now(),
      updatedAt: FieldValue.serverTimestamp(),
      // Nobody of the workspace wrote it: no member may edit it as theirs.
      createdBy: null,
      editedAt: null,
      resolvedAt: null,
      resolvedBy: null,
    };
    tx.create(ref, fields);
    return { fields, firstWaiting: open.size === 0 };
  });
  // Told of the first comment the team has not dealt with, not of each: a leaked link cannot flood
  // its maker's inbox (at most one email until the team resolves the link's comments).
  if (stored.firstWaiting)
    await notifyReviewerComment({
      tenantId: link.tenantId as string,
      brandId,
      experienceId,
      commentId: ref.id,
      body: input.body,
      linkCreator: (link.createdBy as string | undefined) ?? null,
    });
  return toReviewerComment(ref.id, stored.fields);
}
