import { useState } from "react";
import { Link } from "react-router-dom";
import type { CommentThread } from "@vitrine/contract";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ListBody } from "@/components/ui/content-list-body";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useCreateComment } from "@/data/comments/create-comment-mutation";
import { useComments } from "@/data/comments/list-comments-query";
import { useCan } from "@/data/me/use-can";
import { useProductsForPicker } from "@/data/products/list-products";
import { useScenes } from "@/data/scenes/list-scenes";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { CommentComposer } from "./comment-composer";
import { CommentThreads } from "./comment-threads";
import { useT } from "./messages";

interface CommentsCardProps {
  brandId: string;
  experienceId: string;
  /** Where the world builder is, relative to the screen showing the card. */
  worldBuilderPath: string;
}

/** The experience's review threads: open ones by default, with reply, resolve and reopen; a new thread on a product. */
export function CommentsCard({ brandId, experienceId, worldBuilderPath }: CommentsCardProps) {
  const t = useT();
  const can = useCan();
  const canComment = can("brandContent.comment", brandId);
  const [status, setStatus] = useState<"open" | "all">("open");
  const pages = useCursorPages(status);
  const comments = useComments(brandId, experienceId, status, pages.cursor);
  const scenes = useScenes(brandId, experienceId);
  const products = useProductsForPicker({ brandId, experienceId });
  const create = useCreateComment();
  const [productId, setProductId] = useState("");

  const anchorLabel = (thread: CommentThread) => {
    if ("productId" in thread.anchor) {
      const { productId: id } = thread.anchor;
      return t("anchor.product", { name: products.data?.items.find((p) => p.id === id)?.name ?? t("anchor.unknown") });
    }
    const { sceneId } = thread.anchor;
    return t("anchor.scene", { name: scenes.data?.items.find((s) => s.id === sceneId)?.name ?? t("anchor.unknown") });
  };

  return (
    <Card id="comments" className="comments-card">
      <CardHeader
        title={t("card.title")}
        description={t("card.description")}
        actions={
          <SegmentedControl
            label={t("card.show")}
            value={status}
            onChange={setStatus}
            options={[
              { value: "open", label: t("card.showOpen") },
              { value: "all", label: t("card.showAll") },
            ]}
          />
        }
      />
      <CardBody>
        <ListBody
          response={comments}
          errorTitle={t("card.loadError")}
          skeletonRows={2}
          empty={<p className="comments-note">{status === "open" ? t("card.none") : t("card.noneAtAll")}</p>}
        >
          {(threads) => (
            <CommentThreads
              brandId={brandId}
              experienceId={experienceId}
              threads={threads}
              canComment={canComment}
              anchorLabel={anchorLabel}
              onRefused={() => void comments.mutate()}
            />
          )}
        </ListBody>
        <Pagination pages={pages} nextCursor={comments.data?.nextCursor ?? null} />
        {canComment && (
          <div className="comments-new">
            <p className="comments-note">
              {t("card.pinInScene")} <Link to={worldBuilderPath}>{t("card.openWorldBuilder")}</Link>
            </p>
            {(products.data?.items.length ?? 0) > 0 && (
              <details className="comments-on-product">
                <summary>{t("card.newOnProduct")}</summary>
                <Field label={t("card.product")}>
                  {(control) => (
                    <Select
                      {...control}
                      value={productId}
                      onChange={(event) => setProductId(event.target.value)}
                      options={[{ value: "", label: t("card.pickProduct") }, ...(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))]}
                    />
                  )}
                </Field>
                <CommentComposer
                  label={t("composer.label")}
                  sending={create.isMutating}
                  onSend={async (draft) => {
                    if (!productId) return false;
                    const result = await create.trigger({ brandId, experienceId, comment: { anchor: { productId }, ...draft } });
                    return result.ok;
                  }}
                />
              </details>
            )}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
