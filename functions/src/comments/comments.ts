/**
 * Review comments: `brands/{b}/experiences/{e}/comments/{id}`, one document per comment. A thread's
 * first comment holds the anchor and the status; its replies name it in `parentId` and carry its
 * anchor too, so deleting a scene or a product finds every comment pinned to it with one query.
 * Comments are never read by the manifest's builder nor by any public route.
 */
import { FieldValue, Timestamp, type DocumentData, type Transaction } from "firebase-admin/firestore";
import {
  COMMENT_MAX_REPLIES,
  effectiveBrandRole,
  type Comment,
  type CommentAnchor,
  type CommentAuthor,
  type CommentThread,
  type CreateComment,
  type FieldIssue,
  type ListCommentsQuery,
  type Page,
  type ReplyToComment,
  type UpdateComment,
} from "@vitrine/contract";
import type { Caller } from "../auth/caller.js";
import { conflict, forbidden, notFound, unprocessable } from "../errors.js";
import { db } from "../firebase.js";
import { commentsCol, experienceRef, membersCol, productsCol, scenesCol, testAccessCol } from "../firestore/collections.js";
import { cursorPage, NEWEST_FIRST } from "../firestore/cursor-page.js";
import { personOrCreator, personOrNull, toIso } from "../firestore/values.js";
import { notifyCommentPeople } from "../notifications/comment-notifications.js";

type Person = { uid: string; name: string | null };

const personOf = (caller: Caller): Person => ({ uid: caller.uid, name: caller.displayName ?? caller.email ?? null });

/** The anchor as stored: flat fields, so that a scene's or a product's comments are one equality query. */
export const storedAnchor = (anchor: CommentAnchor) =>
  "sceneId" in anchor
    ? { sceneId: anchor.sceneId, position: anchor.position, productId: null }
    : { sceneId: null, position: null, productId: anchor.productId };
const anchorOf = (data: DocumentData): CommentAnchor => (data.productId ? { productId: data.productId } : { sceneId: data.sceneId, position: data.position });

/**
 * A member as stored (`{ uid, name }`), or a reviewer of a preview link (`kind: "reviewer"`), shown
 * with the link's current label when the caller read it (`linkLabels`).
 */
function authorOf(data: DocumentData, linkLabels?: Map<string, string>): CommentAuthor {
  const stored = data.author as { kind?: string; name?: string; testAccessId?: string } | undefined;
  if (stored?.kind === "reviewer") {
    const testAccessId = stored.testAccessId ?? "";
    return { kind: "reviewer", name: stored.name ?? "", testAccessId, testAccessLabel: linkLabels?.get(testAccessId) ?? null };
  }
  return { kind: "member", ...personOrCreator(data, "author") };
}

export function toComment(id: string, data: DocumentData, linkLabels?: Map<string, string>): Comment {
  return {
    id,
    experienceId: data.experienceId,
    parentId: data.parentId ?? null,
    anchor: anchorOf(data),
    body: data.body,
    mentions: (data.mentions ?? []) as Person[],
    status: data.parentId ? null : data.status,
    author: authorOf(data, linkLabels),
    createdAt: toIso(data.createdAt),
    editedAt: data.editedAt ? toIso(data.editedAt) : null,
    resolvedAt: data.resolvedAt ? toIso(data.resolvedAt) : null,
    resolvedBy: personOrNull(data.resolvedBy),
  };
}

/**
 * The mentioned uids as people of this workspace (each once, in the order given); a uid that is
 * not an active member of the caller's workspace is refused, whoever it may be elsewhere.
 */
async function resolveMentions(tenantId: string, uids: string[] = []): Promise<Person[]> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return [];
  const snaps = await db().getAll(...unique.map((uid) => membersCol(tenantId).doc(uid)));
  const issues: FieldIssue[] = [];
  const people = snaps.map((snap, index) => {
    if (!snap.exists || snap.get("status") !== "active")
      issues.push({ path: `mentions.${uids.indexOf(unique[index]!)}`, message: "Not a member of this workspace" });
    return { uid: unique[index]!, name: (snap.get("displayName") as string | null) ?? (snap.get("email") as string | null) ?? null };
  });
  if (issues.length > 0) throw unprocessable("Only members of this workspace can be mentioned", issues);
  return people;
}

/** Refuses an anchor that is not a scene or a product of this experience. */
export async function assertAnchor(tx: Transaction, brandId: string, experienceId: string, anchor: CommentAnchor): Promise<void> {
  if ("sceneId" in anchor) {
    const scene = await tx.get(scenesCol(brandId, experienceId).doc(anchor.sceneId));
    if (!scene.exists)
      throw unprocessable("This scene is not one of the experience's", [{ path: "anchor.sceneId", message: "No such scene in this experience" }]);
  } else {
    const product = await tx.get(productsCol(brandId, experienceId).doc(anchor.productId));
    if (!product.exists)
      throw unprocessable("This product is not one of the experience's", [{ path: "anchor.productId", message: "No such product in this experience" }]);
  }
}

async function assertExperience(tx: Transaction, brandId: string, experienceId: string): Promise<void> {
  const experience = await tx.get(experienceRef(brandId, experienceId));
  if (!experience.exists) throw notFound("Experience");
}

export async function listComments(brandId: string, experienceId: string, query: ListCommentsQuery & { limit: number }): Promise<Page<CommentThread>> {
  const experience = await experienceRef(brandId, experienceId).get();
  if (!experience.exists) throw notFound("Experience");
  const col = commentsCol(brandId, experienceId);
  const threads = query.status === "all" ? col.where("parentId", "==", null) : col.where("parentId", "==", null).where("status", "==", "open");
  const docs = await cursorPage(threads, NEWEST_FIRST, query, (doc) => doc);
  if (docs.items.length === 0) return { items: [], nextCursor: docs.nextCursor };
  const linkLabels = await previewLinkLabels(docs.items.map((doc) => doc.data()));
  const page = { items: docs.items.map((doc) => toComment(doc.id, doc.data(), linkLabels)), nextCursor: docs.nextCursor };
  // A page holds at most 30 threads, which one `in` filter can name.
  const replies = await col
    .where(
      "parentId",
      "in",
      page.items.map((thread) => thread.id),
    )
    .get();
  const byThread = new Map<string, Comment[]>();
  for (const doc of replies.docs) {
    const reply = toComment(doc.id, doc.data(), linkLabels);
    byThread.set(reply.parentId!, [...(byThread.get(reply.parentId!) ?? []), reply]);
  }
  const oldestFirst = (a: Comment, b: Comment) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  return {
    items: page.items.map((thread) => ({ ...thread, replies: (byThread.get(thread.id) ?? []).sort(oldestFirst) })),
    nextCursor: page.nextCursor,
  };
}

/** The current labels of the preview links that reviewer comments came through (a page names a few at most). */
async function previewLinkLabels(comments: DocumentData[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(comments.flatMap((data) => (data.author?.kind === "reviewer" && data.author.testAccessId ? [data.author.testAccessId as string] : []))),
  ];
  if (ids.length === 0) return new Map();
  const links = await db().getAll(...ids.map((id) => testAccessCol().doc(id)));
  return new Map(links.filter((link) => link.exists).map((link) => [link.id, link.get("label") as string]));
}

export async function createComment(caller: Caller, brandId: string, experienceId: string, body: CreateComment): Promise<Comment> {
  const mentions = await resolveMentions(caller.tenantId, body.mentions);
  const ref = commentsCol(brandId, experienceId).doc();
  const fields = await db().runTransaction(async (tx) => {
    await assertExperience(tx, brandId, experienceId);
    await assertAnchor(tx, brandId, experienceId, body.anchor);
    const stored = {
      brandId,
      experienceId,
      parentId: null,
      ...storedAnchor(body.anchor),
      status: "open",
      replyCount: 0,
      ...newCommentFields(caller, body.body, mentions),
    };
    tx.create(ref, stored);
    return stored;
  });
  return announced(caller.tenantId, ref.id, fields);
}

/** What a new thread and a new reply both store of who wrote what, when. */
function newCommentFields(caller: Caller, text: string, mentions: Person[]) {
  return {
    body: text,
    mentions,
    author: personOf(caller),
    createdAt: Timestamp.now(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
    editedAt: null,
    resolvedAt: null,
    resolvedBy: null,
  };
}

/** Tells the people a new thread or reply concerns, from what was stored; returns the comment. */
async function announced(
  tenantId: string,
  commentId: string,
  stored: { brandId: string; experienceId: string; parentId: string | null } & ReturnType<typeof newCommentFields>,
): Promise<Comment> {
  const { brandId, experienceId, parentId, author, body, mentions } = stored;
  await notifyCommentPeople({ tenantId, brandId, experienceId, commentId, parentId, author, body, mentions });
  return toComment(commentId, stored);
}

/** A comment of this experience, read in the transaction (404 for one of another experience or brand). */
async function readComment(tx: Transaction, brandId: string, experienceId: string, commentId: string) {
  await assertExperience(tx, brandId, experienceId);
  const snap = await tx.get(commentsCol(brandId, experienceId).doc(commentId));
  if (!snap.exists) throw notFound("Comment");
  return snap;
}

export async function replyToComment(caller: Caller, brandId: string, experienceId: string, commentId: string, body: ReplyToComment): Promise<Comment> {
  const mentions = await resolveMentions(caller.tenantId, body.mentions);
  const col = commentsCol(brandId, experienceId);
  const ref = col.doc();
  const fields = await db().runTransaction(async (tx) => {
    const target = await readComment(tx, brandId, experienceId, commentId);
    // One level of replies: answering a reply answers its thread.
    const thread = target.get("parentId") ? await tx.get(col.doc(target.get("parentId") as string)) : target;
    if (!thread.exists) throw notFound("Comment");
    const replyCount = (thread.get("replyCount") as number | undefined) ?? 0;
    if (replyCount >= COMMENT_MAX_REPLIES) throw conflict(`This thread has ${COMMENT_MAX_REPLIES} replies already: start a new thread`);
    const data = thread.data()!;
    const stored = {
      brandId,
      experienceId,
      parentId: thread.id,
      sceneId: data.sceneId ?? null,
      position: data.position ?? null,
      productId: data.productId ?? null,
      ...newCommentFields(caller, body.body, mentions),
    };
    tx.create(ref, stored);
    tx.update(thread.ref, { replyCount: replyCount + 1 });
    return stored;
  });
  return announced(caller.tenantId, ref.id, fields);
}

export async function updateComment(caller: Caller, brandId: string, experienceId: string, commentId: string, body: UpdateComment): Promise<Comment> {
  const mentions = await resolveMentions(caller.tenantId, body.mentions);
  return db().runTransaction(async (tx) => {
    const snap = await readComment(tx, brandId, experienceId, commentId);
    if (snap.get("createdBy") !== caller.uid) throw forbidden("Only its author can change a comment");
    const changes = { body: body.body, mentions, editedAt: Timestamp.now() };
    tx.update(snap.ref, { ...changes, updatedAt: FieldValue.serverTimestamp() });
    return toComment(snap.id, { ...snap.data(), ...changes });
  });
}

export async function deleteComment(caller: Caller, brandId: string, experienceId: string, commentId: string): Promise<void> {
  const col = commentsCol(brandId, experienceId);
  await db().runTransaction(async (tx) => {
    const snap = await readComment(tx, brandId, experienceId, commentId);
    const brandAdmin = effectiveBrandRole(caller.tenantRole, caller.brandRoles[brandId]) === "admin";
    if (snap.get("createdBy") !== caller.uid && !brandAdmin) throw forbidden("Only its author or a brand admin can delete a comment");
    const parentId = snap.get("parentId") as string | null;
    if (parentId) {
      const thread = await tx.get(col.doc(parentId));
      tx.delete(snap.ref);
      if (thread.exists) tx.update(thread.ref, { replyCount: FieldValue.increment(-1) });
      return;
    }
    // A thread goes with its replies (at most COMMENT_MAX_REPLIES: within one transaction's writes).
    const replies = await tx.get(col.where("parentId", "==", snap.id));
    for (const reply of replies.docs) tx.delete(reply.ref);
    tx.delete(snap.ref);
  });
}

/**
 * Moves a thread from one status to the other inside a transaction: of two requests that race,
 * the second reads the first's result and is refused (409), so both never win.
 */
async function setStatus(caller: Caller, brandId: string, experienceId: string, commentId: string, to: "open" | "resolved"): Promise<Comment> {
  return db().runTransaction(async (tx) => {
    const snap = await readComment(tx, brandId, experienceId, commentId);
    if (snap.get("parentId")) throw conflict("A reply has no status of its own: resolve or reopen its thread");
    if (snap.get("status") === to) throw conflict(to === "resolved" ? "This thread is resolved already" : "This thread is open already");
    const changes =
      to === "resolved" ? { status: to, resolvedAt: Timestamp.now(), resolvedBy: personOf(caller) } : { status: to, resolvedAt: null, resolvedBy: null };
    tx.update(snap.ref, { ...changes, updatedAt: FieldValue.serverTimestamp() });
    return toComment(snap.id, { ...snap.data(), ...changes });
  });
}

export const resolveComment = (caller: Caller, brandId: string, experienceId: string, commentId: string) =>
  setStatus(caller, brandId, experienceId, commentId, "resolved");
export const reopenComment = (caller: Caller, brandId: string, experienceId: string, commentId: string) =>
  setStatus(caller, brandId, experienceId, commentId, "open");

/**
 * The comments pinned to a scene or a product (its threads and their replies all carry the
 * anchor), read in the transaction that deletes it, which deletes them too: reads come first.
 */
export async function commentsPinnedTo(tx: Transaction, brandId: string, experienceId: string, anchor: { sceneId: string } | { productId: string }) {
  const [field, id] = "sceneId" in anchor ? ["sceneId", anchor.sceneId] : ["productId", anchor.productId];
  return (await tx.get(commentsCol(brandId, experienceId).where(field, "==", id))).docs.map((doc) => doc.ref);
}
