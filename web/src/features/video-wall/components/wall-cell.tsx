import type { VideoWallVideo } from "@vitrine/contract";
import type { DragEvent } from "react";
import { IconButton } from "@/components/ui/icon-button";
import { IconAlert, IconChevronLeft, IconChevronRight, IconPlus, IconVideo, IconX } from "@/components/ui/icons";
import { IconPencil } from "@/components/ui/icons-extra";
import { cn } from "@/lib/cn";
import { formatDuration } from "../lib/wall-draft";
import { useT } from "../messages";

export interface CellDrag {
  dragging: boolean;
  dropTarget: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

interface FilledCellProps {
  index: number;
  count: number;
  videoId: string;
  /** Undefined when the video is not known (deleted since); the cell says so. */
  video: VideoWallVideo | undefined;
  /** Play the video (muted) in the cell, or show its poster. */
  playing: boolean;
  loop: boolean;
  editable: boolean;
  drag: CellDrag;
  onReplace: () => void;
  onRemove: () => void;
  onMove: (to: number) => void;
}

/** One filled cell of the wall: the video playing muted (or its poster), its title and its tools. */
export function FilledCell({ index, count, videoId, video, playing, loop, editable, drag, onReplace, onRemove, onMove }: FilledCellProps) {
  const t = useT();
  const title = video?.title ?? t("cell.missingTitle");
  // The handlers are named as the element's own drag events.
  const { dragging, dropTarget, ...dragHandlers } = drag;
  return (
    <li
      className={cn("wall-cell wall-cell-filled", dragging && "reorder-dragging", dropTarget && "wall-cell-drop")}
      data-cell={index}
      data-video-id={videoId}
      draggable={editable}
      {...dragHandlers}
      aria-label={t("cell.label", { cell: index + 1, title })}
    >
      <div className="wall-cell-media">
        {!video ? (
          <span className="wall-cell-missing">
            <IconAlert size={18} /> {t("cell.missing")}
          </span>
        ) : playing ? (
          // Muted and inline: the only way browsers let a page start a video by itself.
          <video
            key={video.url}
            src={video.url}
            poster={video.posterUrl ?? undefined}
            muted
            autoPlay
            loop={loop}
            playsInline
            preload="metadata"
            aria-label={t("cell.preview", { title })}
          />
        ) : video.posterUrl ? (
          <img src={video.posterUrl} alt="" draggable={false} />
        ) : (
          <span className="wall-cell-noposter" aria-hidden="true">
            <IconVideo size={22} />
          </span>
        )}
      </div>
      <span className="wall-cell-index" aria-hidden="true">
        {index + 1}
      </span>
      <div className="wall-cell-caption">
        <span className="wall-cell-title" title={title}>
          {title}
        </span>
        {video && <span className="wall-cell-duration">{formatDuration(video.durationSeconds)}</span>}
      </div>
      {editable && (
        <div className="wall-cell-tools">
          <IconButton label={t("cell.moveEarlier", { title })} title={t("cell.moveEarlierTitle")} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <IconChevronLeft size={14} />
          </IconButton>
          <IconButton label={t("cell.moveLater", { title })} title={t("cell.moveLaterTitle")} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            <IconChevronRight size={14} />
          </IconButton>
          <IconButton label={t("cell.replace", { title })} title={t("cell.replaceTitle")} onClick={onReplace}>
            <IconPencil size={14} />
          </IconButton>
          <IconButton label={t("cell.remove", { title })} title={t("cell.removeTitle")} onClick={onRemove}>
            <IconX size={14} />
          </IconButton>
        </div>
      )}
    </li>
  );
}

interface EmptyCellProps {
  index: number;
  /** The next cell to fill: it holds the "Add video" button. */
  next: boolean;
  editable: boolean;
  drag: Pick<CellDrag, "dropTarget" | "onDragOver" | "onDragLeave" | "onDrop">;
  onAdd: () => void;
}

export function EmptyCell({ index, next, editable, drag, onAdd }: EmptyCellProps) {
  const t = useT();
  return (
    <li
      className={cn("wall-cell wall-cell-empty", drag.dropTarget && "wall-cell-drop")}
      data-cell={index}
      onDragOver={drag.onDragOver}
      onDragLeave={drag.onDragLeave}
      onDrop={drag.onDrop}
    >
      {next && editable ? (
        <button type="button" className="wall-cell-add" onClick={onAdd}>
          <IconPlus size={18} />
          {/* Short on screen, whole for screen readers; no aria-label, whose name would not contain the visible words. */}
          <span aria-hidden="true">{t("cell.add")}</span>
          <span className="visually-hidden">{t("cell.addToCell", { cell: index + 1 })}</span>
        </button>
      ) : (
        <span className="wall-cell-placeholder">
          <span className="wall-cell-index-empty">{index + 1}</span>
          {t("cell.empty")}
        </span>
      )}
    </li>
  );
}
