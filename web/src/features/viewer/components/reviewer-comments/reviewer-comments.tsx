import type { Manifest, ReviewerCommentThread } from "@vitrine/contract";
import type { RootState } from "@react-three/fiber";
import { useEffect, useId, useMemo, useState, type FormEvent, type PointerEvent, type ReactNode } from "react";
import { isApiError } from "@/lib/api-error";
import { createReviewerComment, useReviewerComments } from "../../api/reviewer-comments";
import type { HotspotPlan } from "../../lib/render-plan";
import { useI18n } from "../i18n-provider";
import { Sheet } from "../sheet";
import { pointUnderTap, type Point } from "./point-picking";
import { reviewerMessages } from "./reviewer-messages";
import "./reviewer-comments.css";

/** Where a reviewer's name is kept between visits, so they type it once. */
const NAME_KEY = "vitrine.reviewer-name";
/** A tap moves less than this (px); more is the start of a drag. */
const TAP_SLOP = 10;

type Anchor = { sceneId: string; position: Point } | { productId: string };
type Mode = "list" | "pick" | "write";

export interface ReviewerCommentsProps {
  testAccessId: string;
  manifest: Manifest;
  /** The scene on screen: a tap pins to it, and only its pins show. */
  sceneId: string;
  /** The 3D stage's state (camera, scene), to find the point under a tap. */
  stage: React.RefObject<(() => RootState) | null>;
  /** Filled with each pin's element; the canvas moves them over their points. */
  pins: React.RefObject<Map<string, HTMLElement>>;
  onPins: (pins: HotspotPlan[]) => void;
  /** The panel is open (the pins stay once the reviewer has opened it). */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

const readName = () => {
  try {
    return localStorage.getItem(NAME_KEY) ?? "";
  } catch {
    return "";
  }
};

/**
 * A preview link's reviewer comments: the open threads of the link as numbered pins and a list,
 * and a new comment pinned to a tapped spot of the scene or to a product, under a typed name.
 * Loaded only when the reviewer first taps "Comment".
 */
export default function ReviewerComments({ testAccessId, manifest, sceneId, stage, pins, onPins, open, onOpen, onClose }: ReviewerCommentsProps) {
  const { language } = useI18n();
  const t = reviewerMessages(language);
  const titleId = useId();
  const comments = useReviewerComments(testAccessId);
  const [mode, setMode] = useState<Mode>("list");
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [name, setName] = useState(readName);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [down, setDown] = useState<{ x: number; y: number } | null>(null);
  const threads = useMemo(() => comments.data?.items ?? [], [comments.data]);
  const sceneNames = useMemo(() => new Map(manifest.scenes.map((scene) => [scene.id, scene.name])), [manifest.scenes]);
  const productNames = useMemo(() => new Map(manifest.products.map((product) => [product.id, product.name])), [manifest.products]);

  // Numbered oldest first, so a thread keeps its number when newer ones come.
  const numberOf = (index: number) => threads.length - index;
  // Numbered pins over the scene on screen: the link's threads there, and the spot being commented.
  const shown = useMemo(
    () =>
      threads
        .map((thread, index) => ({ thread, number: threads.length - index }))
        .filter(({ thread }) => "sceneId" in thread.anchor && thread.anchor.sceneId === sceneId),
    [threads, sceneId],
  );
  const draftPoint = anchor && "sceneId" in anchor && anchor.sceneId === sceneId && mode === "write" ? anchor.position : null;
  useEffect(() => {
    const plans: HotspotPlan[] = shown.map(({ thread }) => {
      const { position } = thread.anchor as { position: Point };
      return { productId: thread.id, name: thread.body, position: [position.x, position.y, position.z] };
    });
    if (draftPoint) plans.push({ productId: "draft", name: "", position: [draftPoint.x, draftPoint.y, draftPoint.z] });
    onPins(plans);
  }, [shown, draftPoint, onPins]);
  useEffect(() => () => onPins([]), [onPins]);

  const pinRef = (id: string) => (element: HTMLElement | null) => {
    if (element) pins.current.set(id, element);
    else pins.current.delete(id);
  };

  const startPicking = () => {
    setSent(false);
    setError(null);
    setMode("pick");
  };

  const onStagePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = down;
    setDown(null);
    if (!start || Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP) return;
    const state = stage.current?.();
    if (!state) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const ndc = { x: ((event.clientX - rect.left) / rect.width) * 2 - 1, y: -(((event.clientY - rect.top) / rect.height) * 2 - 1) };
    const position = pointUnderTap(state, ndc);
    if (!position) return;
    setAnchor({ sceneId, position });
    setMode("write");
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!anchor) return;
    setSending(true);
    setError(null);
    try {
      await createReviewerComment(testAccessId, { name, anchor, body });
      try {
        localStorage.setItem(NAME_KEY, name.trim());
      } catch {
        // Private browsing: they type it again next time.
      }
      setBody("");
      setAnchor(null);
      setSent(true);
      setMode("list");
      await comments.mutate();
    } catch (caught) {
      setError(t("sendError", { message: isApiError(caught) ? caught.message : String(caught) }));
    } finally {
      setSending(false);
    }
  };

  const anchorText = (target: Anchor | ReviewerCommentThread["anchor"]) =>
    "productId" in target
      ? t("onProduct", { product: productNames.get(target.productId) ?? "" })
      : t("onScene", { scene: sceneNames.get(target.sceneId) ?? "" });

  return (
    <>
      <div className="viewer-pins viewer-comment-pins" aria-label={t("title")} role="group" hidden={shown.length === 0 && !draftPoint}>
        {shown.map(({ thread, number }) => (
          <button
            key={thread.id}
            ref={pinRef(thread.id)}
            type="button"
            className="viewer-pin viewer-comment-pin"
            data-visible="false"
            aria-label={t("pin", { number, text: thread.body })}
            onClick={() => {
              setMode("list");
              onOpen();
            }}
          >
            <span className="viewer-comment-pin-dot" aria-hidden="true">
              {number}
            </span>
          </button>
        ))}
        {draftPoint && (
          <span ref={pinRef("draft")} className="viewer-pin viewer-comment-pin" data-visible="false" aria-hidden="true">
            <span className="viewer-comment-pin-dot viewer-comment-pin-draft">+</span>
          </span>
        )}
      </div>

      {open && mode === "pick" && (
        <>
          <div
            className="viewer-comment-picker"
            data-testid="comment-picker"
            onPointerDown={(event) => setDown({ x: event.clientX, y: event.clientY })}
            onPointerUp={onStagePointerUp}
          />
          <div className="viewer-comment-pickbar" role="dialog" aria-labelledby={titleId}>
            <p id={titleId} className="viewer-comment-pickbar-hint">
              {t("pickHint")}
            </p>
            {manifest.products.length > 0 && (
              <select
                className="viewer-input"
                aria-label={t("orProduct")}
                value=""
                onChange={(event) => {
                  if (!event.target.value) return;
                  setAnchor({ productId: event.target.value });
                  setMode("write");
                }}
              >
                <option value="">{t("orProduct")}</option>
                {manifest.products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </select>
            )}
            <button type="button" className="viewer-button" onClick={() => setMode("list")}>
              {t("cancel")}
            </button>
          </div>
        </>
      )}

      {open && mode === "write" && anchor && (
        <Sheet labelledBy={titleId} onClose={() => setMode("list")} className="viewer-comment-sheet">
          <h2 id={titleId} className="viewer-sheet-title">
            {t("writeTitle")}
          </h2>
          <p className="viewer-sheet-text">
            {anchorText(anchor)} ·{" "}
            <button type="button" className="viewer-link-button" onClick={startPicking}>
              {t("changeSpot")}
            </button>
          </p>
          <form className="viewer-comment-form" onSubmit={onSubmit}>
            <CommentField label={t("name")}>
              <input
                className="viewer-input"
                value={name}
                maxLength={60}
                required
                autoComplete="name"
                placeholder={t("namePlaceholder")}
                onChange={(event) => setName(event.target.value)}
                data-autofocus={name ? undefined : true}
              />
            </CommentField>
            <CommentField label={t("comment")}>
              <textarea
                className="viewer-textarea"
                value={body}
                maxLength={2000}
                rows={3}
                required
                onChange={(event) => setBody(event.target.value)}
                data-autofocus={name ? true : undefined}
              />
            </CommentField>
            {error && (
              <p className="viewer-form-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="viewer-button viewer-button-primary" disabled={sending || !name.trim() || !body.trim()}>
              {t("send")}
            </button>
          </form>
        </Sheet>
      )}

      {open && mode === "list" && (
        <Sheet labelledBy={titleId} onClose={onClose} className="viewer-comment-sheet">
          <h2 id={titleId} className="viewer-sheet-title">
            {t("title")}
          </h2>
          <p className="viewer-sheet-text">{t("intro")}</p>
          {sent && (
            <p className="viewer-comment-sent" role="status">
              {t("sent")}
            </p>
          )}
          <button type="button" className="viewer-button viewer-button-primary viewer-comment-add" onClick={startPicking} data-autofocus>
            {t("add")}
          </button>
          {comments.error && !comments.data ? (
            <p className="viewer-form-error" role="alert">
              {t("loadError")}{" "}
              <button type="button" className="viewer-link-button" onClick={() => void comments.mutate()}>
                {t("retry")}
              </button>
            </p>
          ) : threads.length === 0 && comments.data ? (
            <p className="viewer-sheet-text">{t("none")}</p>
          ) : (
            <ol className="viewer-comment-list">
              {threads.map((thread, index) => (
                <li key={thread.id} className="viewer-comment" data-comment-id={thread.id}>
                  <p className="viewer-comment-meta">
                    <span className="viewer-comment-number">{numberOf(index)}</span>
                    {thread.author.name} · {anchorText(thread.anchor)}
                  </p>
                  <p className="viewer-comment-body">{thread.body}</p>
                  {thread.replies.length > 0 && (
                    <ul className="viewer-comment-replies" aria-label={t("replies", { count: thread.replies.length })}>
                      {thread.replies.map((reply) => (
                        <li key={reply.id}>
                          <p className="viewer-comment-meta">{reply.author.name ?? t("team")}</p>
                          <p className="viewer-comment-body">{reply.body}</p>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Sheet>
      )}
    </>
  );
}

/** A control of the comment form with its name above it. */
function CommentField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="viewer-comment-field">
      <span>{label}</span>
      {children}
    </label>
  );
}
