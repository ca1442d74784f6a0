import { useState } from "react";
import { effectiveBrandRole, type Comment, type CommentThread } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useSetCommentStatus } from "@/data/comments/comment-status-mutation";
import { useDeleteComment } from "@/data/comments/delete-comment-mutation";
import { useReplyToComment } from "@/data/comments/reply-to-comment-mutation";
import { useUpdateComment } from "@/data/comments/update-comment-mutation";
import { useMe } from "@/data/me/get-me";
import { formatDateTime } from "@/lib/format";
import { CommentComposer } from "./comment-composer";
import { useT } from "./messages";
import "./comments.css";

interface CommentThreadsProps {
  brandId: string;
  experienceId: string;
  threads: CommentThread[];
  /** The caller may comment (reply, resolve, reopen). */
  canComment: boolean;
  /** What a thread is pinned to, in words (the scene's or product's name). */
  anchorLabel: (thread: CommentThread, index: number) => string;
  /** A marker before a thread (the world builder numbers its pins). */
  marker?: (thread: CommentThread, index: number) => string;
  /** After a change that the server refused (someone else moved the thread first), to read the list again. */
  onRefused?: () => void;
}

const authorName = (comment: Comment) => (comment.author.kind === "reviewer" ? comment.author.name : (comment.author.name ?? comment.author.uid));

/** Threads with their replies, and what the caller may do with them: reply, resolve or reopen, delete their own. */
export function CommentThreads({ brandId, experienceId, threads, canComment, anchorLabel, marker, onRefused }: CommentThreadsProps) {
  const t = useT();
  const { data: me } = useMe();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const update = useUpdateComment();
  // The thread whose status is being changed: only its button spins.
  const [movingId, setMovingId] = useState<string | null>(null);
  const reply = useReplyToComment();
  const setStatus = useSetCommentStatus();
  const remove = useDeleteComment();
  const brandAdmin = me ? effectiveBrandRole(me.tenantRole, me.brandRoles[brandId]) === "admin" : false;
  const mine = (comment: Comment) => comment.author.kind === "member" && comment.author.uid === me?.uid;
  const mayDelete = (comment: Comment) => canComment && (mine(comment) || brandAdmin);
  // A reviewer's words (through a preview link) are theirs: members answer them, never rewrite them.
  const mayEdit = (comment: Comment) => canComment && mine(comment);

  const act = async (pending: Promise<{ ok: boolean }>) => {
    if (!(await pending).ok) onRefused?.();
  };

  /** A comment's words, or the composer that changes them while its author edits it. */
  const words = (comment: Comment) =>
    editingId === comment.id ? (
      <CommentComposer
        label={t("composer.editLabel")}
        initial={comment}
        sending={update.isMutating}
        autoFocus
        onCancel={() => setEditingId(null)}
        onSend={async (draft) => {
          const result = await update.trigger({ brandId, experienceId, commentId: comment.id, changes: draft });
          if (result.ok) setEditingId(null);
          return result.ok;
        }}
      />
    ) : (
      <p className="comment-body">{comment.body}</p>
    );

  const byline = (comment: Comment) => (
    <p className="comment-byline">
      {t("thread.byline", { name: authorName(comment), date: formatDateTime(comment.createdAt) })}
      {comment.author.kind === "reviewer" && (
        <>
          {" "}
          <Badge tone="neutral">{t("thread.viaTestLink", { label: comment.author.testAccessLabel ?? t("thread.unknownLink") })}</Badge>
        </>
      )}
      {comment.editedAt && <span> {t("thread.edited")}</span>}
    </p>
  );

  return (
    <ul className="comment-threads">
      {threads.map((thread, index) => (
        <li key={thread.id} className="comment-thread" data-comment-id={thread.id}>
          <div className="comment-thread-head">
            {marker && <span className="comment-marker">{marker(thread, index)}</span>}
            <span className="comment-anchor">{anchorLabel(thread, index)}</span>
            <Badge tone={thread.status === "resolved" ? "success" : "warning"}>{t(`status.${thread.status ?? "open"}`)}</Badge>
          </div>
          {words(thread)}
          {byline(thread)}
          {thread.resolvedBy && thread.status === "resolved" && (
            <p className="comment-byline">{t("thread.resolvedBy", { name: thread.resolvedBy.name ?? thread.resolvedBy.uid })}</p>
          )}
          {thread.replies.length > 0 && (
            <ul className="comment-replies" aria-label={t("thread.replies", { count: thread.replies.length })}>
              {thread.replies.map((answer) => (
                <li key={answer.id} className="comment-reply">
                  {words(answer)}
                  <div className="comment-reply-foot">
                    {byline(answer)}
                    {mayEdit(answer) && editingId !== answer.id && (
                      <Button variant="ghost" size="sm" onClick={() => setEditingId(answer.id)}>
                        {t("thread.edit")}
                      </Button>
                    )}
                    {mayDelete(answer) && (
                      <Button variant="ghost" size="sm" onClick={() => void act(remove.trigger({ brandId, experienceId, commentId: answer.id }))}>
                        {t("thread.delete")}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {canComment && replyingTo === thread.id ? (
            <CommentComposer
              label={t("composer.replyLabel")}
              sending={reply.isMutating}
              autoFocus
              onCancel={() => setReplyingTo(null)}
              onSend={async (draft) => {
                const result = await reply.trigger({ brandId, experienceId, commentId: thread.id, reply: draft });
                if (result.ok) setReplyingTo(null);
                return result.ok;
              }}
            />
          ) : (
            canComment && (
              <div className="comment-actions">
                <Button size="sm" onClick={() => setReplyingTo(thread.id)}>
                  {t("thread.reply")}
                </Button>
                <Button
                  size="sm"
                  loading={setStatus.isMutating && movingId === thread.id}
                  onClick={() => {
                    setMovingId(thread.id);
                    void act(setStatus.trigger({ brandId, experienceId, commentId: thread.id, resolved: thread.status !== "resolved" }));
                  }}
                >
                  {thread.status === "resolved" ? t("thread.reopen") : t("thread.resolve")}
                </Button>
                {mayEdit(thread) && editingId !== thread.id && (
                  <Button variant="ghost" size="sm" onClick={() => setEditingId(thread.id)}>
                    {t("thread.edit")}
                  </Button>
                )}
                {mayDelete(thread) && (
                  <Button variant="ghost" size="sm" onClick={() => void act(remove.trigger({ brandId, experienceId, commentId: thread.id }))}>
                    {t("thread.delete")}
                  </Button>
                )}
              </div>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
