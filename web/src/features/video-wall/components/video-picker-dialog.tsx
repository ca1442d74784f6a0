import type { Video } from "@vitrine/contract";
import { useState } from "react";
import { Link } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconSearch, IconVideo } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { cn } from "@/lib/cn";
import { useBrandVideos } from "@/data/videos/list-videos";
import { formatDuration } from "../lib/wall-draft";
import { useT } from "../messages";

interface VideoPickerDialogProps {
  brandId: string;
  /** The cell being filled, 0-based; null when closed. */
  cell: number | null;
  /** The video the cell shows now, if any (marked in the list). */
  currentVideoId?: string;
  onOpenChange: (open: boolean) => void;
  onPick: (video: Video) => void;
}

const PAGE = 48;

/** The brand's video library as a grid of posters: one click fills the cell. */
export function VideoPickerDialog({ brandId, cell, currentVideoId, onOpenChange, onPick }: VideoPickerDialogProps) {
  const t = useT();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, 250);
  const open = cell !== null;
  const { data, error, isLoading, mutate } = useBrandVideos(open ? brandId : null, { q: q.trim() || undefined, limit: PAGE });
  const videos = data?.items ?? [];
  const libraryPath = `/manager/panel/brands/${brandId}/videos`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch("");
        onOpenChange(next);
      }}
      title={t(currentVideoId ? "picker.replaceTitle" : "picker.chooseTitle", { cell: (cell ?? 0) + 1 })}
      description={t("picker.description")}
    >
      <div className="video-picker">
        <div className="search-input video-picker-search">
          <IconSearch className="search-input-icon" />
          <Input
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("picker.searchPlaceholder")}
            aria-label={t("picker.searchLabel")}
            autoFocus
          />
        </div>
        {error && !data ? (
          <ErrorState title={t("picker.loadError")} error={error} onRetry={() => mutate()} />
        ) : isLoading && !data ? (
          <LoadingPlaceholder text={t("picker.loading")} />
        ) : videos.length === 0 ? (
          <EmptyState
            icon={<IconVideo size={20} />}
            title={q.trim() ? t("picker.noMatch") : t("picker.noVideos")}
            description={q.trim() ? t("picker.noMatchDescription") : t("picker.noVideosDescription")}
            action={
              !q.trim() && (
                <Link to={libraryPath} className={buttonClass("secondary")}>
                  {t("picker.openLibrary")}
                </Link>
              )
            }
          />
        ) : (
          // While another search loads, the previous answer stays, dimmed.
          <ul className={cn("video-picker-grid", isLoading && "video-picker-grid-stale")} aria-label={t("picker.list")} aria-busy={isLoading || undefined}>
            {videos.map((video) => (
              <li key={video.id}>
                <button type="button" className="video-picker-item" onClick={() => onPick(video)} aria-current={video.id === currentVideoId || undefined}>
                  <span className="video-picker-poster" aria-hidden="true">
                    {video.posterUrl ? <img src={video.posterUrl} alt="" loading="lazy" /> : <IconVideo size={20} />}
                    <span className="video-picker-duration">{formatDuration(video.durationSeconds)}</span>
                  </span>
                  <span className="video-picker-title">{video.title}</span>
                  {video.id === currentVideoId && <span className="video-picker-current">{t("picker.current")}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
        {data?.nextCursor && <p className="video-picker-more">{t("picker.more", { count: PAGE })}</p>}
      </div>
    </Dialog>
  );
}
