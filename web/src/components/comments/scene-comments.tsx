import type { CommentThread, Vec3 } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { useCreateComment } from "@/data/comments/create-comment-mutation";
import { useComments } from "@/data/comments/list-comments-query";
import { useCan } from "@/data/me/use-can";
import { CommentComposer } from "./comment-composer";
import { CommentThreads } from "./comment-threads";
import { useT } from "./messages";

/** The open threads pinned in one scene, oldest first: the order their pins are numbered, so a new one does not renumber the others. */
export function sceneThreads(threads: CommentThread[] | undefined, sceneId: string | null): CommentThread[] {
  return (threads ?? []).filter((thread) => "sceneId" in thread.anchor && thread.anchor.sceneId === sceneId).reverse();
}

interface SceneCommentsProps {
  brandId: string;
  experienceId: string;
  sceneId: string;
  /** The point clicked for a new comment, once there is one. */
  point: Vec3 | null;
  placing: boolean;
  onStartPlacing: () => void;
  /** Leaves placing, and forgets the point. */
  onDone: () => void;
}

/** The world builder's comments: a new one at a clicked point, and the scene's open threads, numbered like their pins. */
export function SceneComments({ brandId, experienceId, sceneId, point, placing, onStartPlacing, onDone }: SceneCommentsProps) {
  const t = useT();
  const can = useCan();
  const canComment = can("brandContent.comment", brandId);
  const comments = useComments(brandId, experienceId, "open");
  const create = useCreateComment();
  const threads = sceneThreads(comments.data?.items, sceneId);

  return (
    <div className="scene-comments">
      {canComment &&
        (point ? (
          <CommentComposer
            label={t("composer.label")}
            sending={create.isMutating}
            autoFocus
            onCancel={onDone}
            onSend={async (draft) => {
              const result = await create.trigger({ brandId, experienceId, comment: { anchor: { sceneId, position: point }, ...draft } });
              if (result.ok) onDone();
              return result.ok;
            }}
          />
        ) : placing ? (
          <p className="comments-note" role="status">
            {t("pins.adding")}{" "}
            <Button size="sm" variant="ghost" onClick={onDone}>
              {t("pins.stopAdding")}
            </Button>
          </p>
        ) : (
          <Button size="sm" onClick={onStartPlacing}>
            {t("pins.add")}
          </Button>
        ))}
      {threads.length === 0 ? (
        <p className="comments-note">{t("pins.none")}</p>
      ) : (
        <CommentThreads
          brandId={brandId}
          experienceId={experienceId}
          threads={threads}
          canComment={canComment}
          anchorLabel={(_, index) => t("pins.pin", { number: index + 1 })}
          marker={(_, index) => String(index + 1)}
          onRefused={() => void comments.mutate()}
        />
      )}
    </div>
  );
}
