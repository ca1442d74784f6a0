import { updateVideoWallSchema, VIDEO_WALL_MAX_SIDE, type Video, type VideoWallDetail, type VideoWallVideo } from "@vitrine/contract";
import { useMemo, useState, type DragEvent } from "react";
import { Link } from "react-router-dom";
import { TranslatableContent } from "@/components/content-translations/translatable-content";
import { Alert } from "@/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LeaveConfirmDialog } from "@/components/ui/leave-confirm-dialog";
import { SaveBar } from "@/components/ui/save-bar";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { useCan } from "@/data/me/use-can";
import { useUpdateVideoWall } from "@/data/video-wall/update-video-wall";
import { cellCount, draftFromWall, moveVideo, overflow, putVideo, removeVideo, type WallDraft } from "../lib/wall-draft";
import { VideoPickerDialog } from "./video-picker-dialog";
import { EmptyCell, FilledCell, type CellDrag } from "./wall-cell";
import { useT } from "../messages";
import "./video-wall.css";

interface VideoWallEditorProps {
  brandId: string;
  experienceId: string;
  wall: VideoWallDetail;
}

const sideOptions = Array.from({ length: VIDEO_WALL_MAX_SIDE }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

const toWallVideo = ({ id, title, url, posterUrl, durationSeconds }: Video | VideoWallVideo): VideoWallVideo => ({
  id,
  title,
  url,
  posterUrl,
  durationSeconds,
});

/** The video wall child of an experience: grid size, videos in reading order, playback. */
/** The wall's video titles visitors read, in the manifest's keys. */
const VIDEO_TEXTS = ["video."];

export function VideoWallEditor({ brandId, experienceId, wall }: VideoWallEditorProps) {
  const t = useT();
  const can = useCan();
  const editable = can("brandContent.write", brandId);
  const updateWall = useUpdateVideoWall();

  const [draft, setDraft] = useState<WallDraft>(() => draftFromWall(wall));
  const [baseline, setBaseline] = useState(() => JSON.stringify(draftFromWall(wall)));
  // Every video the editor has seen: the saved ones and those picked since.
  const [known, setKnown] = useState(() => new Map(wall.videos.map((v) => [v.id, v])));
  const [picking, setPicking] = useState<number | null>(null);
  const [playing, setPlaying] = useState(true);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [announcement, setAnnouncement] = useState("");
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);

  const dirty = JSON.stringify(draft) !== baseline;
  const { blocker } = useLeaveGuard(editable && dirty);
  const errors = useMemo(() => ({ ...(validate(updateVideoWallSchema, draft).errors ?? {}), ...serverErrors }), [draft, serverErrors]);
  const cells = cellCount(draft);
  const extra = overflow(draft);
  const filled = Math.min(draft.videoIds.length, cells);

  const update = (changes: Partial<WallDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setServerErrors({});
  };
  const titleOf = (id: string) => known.get(id)?.title ?? t("editor.fallbackTitle");

  const pick = (video: Video) => {
    if (picking === null) return;
    setKnown((current) => new Map(current).set(video.id, toWallVideo(video)));
    const replacing = picking < draft.videoIds.length;
    update({ videoIds: putVideo(draft.videoIds, picking, video.id) });
    setAnnouncement(
      replacing
        ? t("editor.replaced", { cell: picking + 1, title: video.title })
        : t("editor.added", { title: video.title, cell: Math.min(picking, draft.videoIds.length) + 1 }),
    );
    setPicking(null);
  };

  const move = (from: number, to: number) => {
    const next = moveVideo(draft.videoIds, from, to);
    if (next === draft.videoIds) return;
    update({ videoIds: next });
    const target = Math.max(0, Math.min(draft.videoIds.length - 1, to));
    setAnnouncement(t("editor.moved", { title: titleOf(draft.videoIds[from]!), cell: target + 1 }));
    // Keep the keyboard where the video went.
    requestAnimationFrame(() => {
      const tools = document.querySelector<HTMLElement>(`.wall-board [data-cell="${target}"] .wall-cell-tools`);
      const button = tools?.querySelectorAll<HTMLButtonElement>("button")[to < from ? 0 : 1];
      (button && !button.disabled ? button : tools?.querySelector<HTMLButtonElement>("button:not(:disabled)"))?.focus();
    });
  };

  const remove = (cell: number) => {
    setAnnouncement(t("editor.removed", { title: titleOf(draft.videoIds[cell]!) }));
    update({ videoIds: removeVideo(draft.videoIds, cell) });
  };

  const save = async () => {
    const result = validate(updateVideoWallSchema, draft);
    if (result.errors) return;
    const outcome = await updateWall.trigger({ brandId, experienceId, wall: result.data });
    if (!outcome.ok) return setServerErrors(apiFieldErrors(outcome.error));
    const saved = draftFromWall(outcome.data);
    setKnown((current) => {
      const next = new Map(current);
      for (const v of outcome.data.videos) next.set(v.id, v);
      return next;
    });
    setDraft(saved);
    setBaseline(JSON.stringify(saved));
  };

  const discard = () => {
    setDraft(JSON.parse(baseline) as WallDraft);
    setServerErrors({});
  };

  // Drag a filled cell onto another cell to move its video there (the arrows do the same from the keyboard).
  const dragFor = (index: number): CellDrag => ({
    dragging: dragFrom === index,
    dropTarget: dropAt === index && dragFrom !== null && dragFrom !== index,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", String(index));
      setDragFrom(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragFrom === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (dropAt !== index) setDropAt(index);
    },
    onDragLeave: () => setDropAt((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragFrom !== null) move(dragFrom, index);
      setDragFrom(null);
      setDropAt(null);
    },
    onDragEnd: () => {
      setDragFrom(null);
      setDropAt(null);
    },
  });

  const worldBuilder = `/manager/panel/brands/${brandId}/experience/${experienceId}/world-builder`;

  return (
    <div className="video-wall-screen">
      <Alert tone="info" title={t("editor.whereTitle")}>
        {t("editor.whereBefore")} <Link to={worldBuilder}>{t("editor.worldBuilder")}</Link>
        {t("editor.whereMiddle")} <strong>{t("editor.videoWallObject")}</strong> {t("editor.whereAfter")}
      </Alert>
      {!editable && <Alert tone="info">{t("editor.readOnly")}</Alert>}

      <TranslatableContent brandId={brandId} experienceId={experienceId} prefixes={VIDEO_TEXTS} readOnly={!editable}>
        <div className="video-wall-layout">
          <Card className="video-wall-settings">
            <CardHeader title={t("editor.layoutTitle")} description={t("editor.layoutDescription")} />
            <CardBody className="form-stack">
              <div className="form-row">
                <Field label={t("editor.rows")} error={errors.rows}>
                  {(control) => (
                    <Select
                      {...control}
                      options={sideOptions}
                      value={String(draft.rows)}
                      onChange={(event) => update({ rows: Number(event.target.value) })}
                      disabled={!editable}
                    />
                  )}
                </Field>
                <Field label={t("editor.columns")} error={errors.columns}>
                  {(control) => (
                    <Select
                      {...control}
                      options={sideOptions}
                      value={String(draft.columns)}
                      onChange={(event) => update({ columns: Number(event.target.value) })}
                      disabled={!editable}
                    />
                  )}
                </Field>
              </div>
              <div className="video-wall-switches">
                <Switch checked={draft.autoplay} onCheckedChange={(autoplay) => update({ autoplay })} label={t("editor.autoplay")} disabled={!editable} />
                <p className="field-hint">{t("editor.autoplayHint")}</p>
                <Switch checked={draft.muted} onCheckedChange={(muted) => update({ muted })} label={t("editor.muted")} disabled={!editable} />
                <p className="field-hint">{t("editor.mutedHint")}</p>
                <Switch checked={draft.loop} onCheckedChange={(loop) => update({ loop })} label={t("editor.loop")} disabled={!editable} />
                <p className="field-hint">{t("editor.loopHint")}</p>
              </div>
              {draft.autoplay && !draft.muted && <Alert tone="info">{t("editor.soundAlert")}</Alert>}
            </CardBody>
          </Card>

          <Card className="video-wall-main">
            <CardHeader
              title={t("editor.wallTitle")}
              description={
                <>
                  {t("editor.wallDescription", { rows: draft.rows, columns: draft.columns, filled, cells })}
                  {editable && draft.videoIds.length > 1 && ` ${t("editor.reorderHint")}`}
                </>
              }
              actions={<Switch checked={playing} onCheckedChange={setPlaying} label={t("editor.playPreviews")} />}
            />
            <CardBody>
              <ol
                className="wall-board"
                style={{ gridTemplateColumns: `repeat(${draft.columns}, minmax(0, 1fr))` }}
                data-columns={draft.columns}
                aria-label={t("editor.cells")}
              >
                {Array.from({ length: cells }, (_, index) => {
                  const videoId = draft.videoIds[index];
                  return videoId ? (
                    <FilledCell
                      key={`${index}:${videoId}`}
                      index={index}
                      count={Math.min(draft.videoIds.length, cells)}
                      videoId={videoId}
                      video={known.get(videoId)}
                      playing={playing}
                      loop={draft.loop}
                      editable={editable}
                      drag={dragFor(index)}
                      onReplace={() => setPicking(index)}
                      onRemove={() => remove(index)}
                      onMove={(to) => move(index, to)}
                    />
                  ) : (
                    <EmptyCell
                      key={`empty:${index}`}
                      index={index}
                      next={index === draft.videoIds.length}
                      editable={editable}
                      drag={dragFor(index)}
                      onAdd={() => setPicking(index)}
                    />
                  );
                })}
              </ol>
              {extra > 0 && (
                <div className="video-wall-overflow">
                  <Alert tone="danger" title={t("editor.overflowTitle", { count: extra })}>
                    {errors.videoIds ?? t("editor.overflowFix")}{" "}
                    {editable && (
                      <button type="button" className="link-button" onClick={() => update({ videoIds: draft.videoIds.slice(0, cells) })}>
                        {t("editor.removeExtra", { titles: draft.videoIds.slice(cells).map(titleOf).join(", ") })}
                      </button>
                    )}
                  </Alert>
                </div>
              )}
              {extra === 0 && errors.videoIds && <Alert tone="danger">{errors.videoIds}</Alert>}
              {Object.entries(errors)
                .filter(([path]) => path.startsWith("videoIds."))
                .map(([path, message]) => (
                  <Alert key={path} tone="danger">
                    {t("editor.cellError", { cell: Number(path.split(".")[1]) + 1, message })}
                  </Alert>
                ))}
            </CardBody>
          </Card>
        </div>
      </TranslatableContent>

      {editable && dirty && (
        <SaveBar
          label={t("editor.saveRegion")}
          text={t("editor.unsaved")}
          onDiscard={discard}
          discardLabel={t("editor.discard")}
          onSave={save}
          saveLabel={t("editor.save")}
          busy={updateWall.isMutating}
          saveDisabled={extra > 0}
        />
      )}

      <VideoPickerDialog
        brandId={brandId}
        cell={picking}
        currentVideoId={picking !== null ? draft.videoIds[picking] : undefined}
        onOpenChange={(open) => !open && setPicking(null)}
        onPick={pick}
      />

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      <LeaveConfirmDialog blocker={blocker} title={t("editor.leaveTitle")} description={t("editor.leaveDescription")} confirmLabel={t("editor.leaveConfirm")} />
    </div>
  );
}
