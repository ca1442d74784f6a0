import { useMemo, useState } from "react";
import type { Video } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { CreateButton } from "@/components/ui/create-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListScreen } from "@/components/ui/content-list-screen";
import { IconTrash, IconVideo } from "@/components/ui/icons";
import { IconPencil } from "@/components/ui/icons-extra";
import { CellTitleButton } from "@/components/ui/cell-title-button";
import { RowActionButton } from "@/components/ui/row-action-button";
import { RowActionsCell } from "@/components/ui/row-actions-cell";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { useDeleteConfirmation } from "@/hooks/use-delete-confirmation";
import { formatBytes, formatDate } from "@/lib/format";
import { nameOrRecentSortOptions } from "@/lib/list-sort";
import { useCan } from "@/data/me/use-can";
import { useDeleteVideo } from "@/data/videos/delete-video";
import { useVideos } from "@/data/videos/list-videos";
import { formatDuration } from "../lib/video-file";
import { useT } from "../messages";
import { EditVideoDialog } from "./edit-video-dialog";
import { PlayVideoDialog } from "./play-video-dialog";
import { UploadVideoDialog } from "./upload-video-dialog";
import { VideoPoster } from "./video-poster";
import "./videos.css";

export const VIDEOS_PAGE_SIZE = 20;

interface VideoListProps {
  brandId: string;
}

export function VideoList({ brandId }: VideoListProps) {
  const t = useT();
  const sortOptions = useMemo(() => nameOrRecentSortOptions(t("list.sortTitle"), t("list.sortUpdated")), [t]);
  const columns = useMemo<Column[]>(
    () => [
      { label: t("list.columnVideo") },
      { label: t("list.columnDuration"), className: "th-numeric" },
      { label: t("list.columnResolution"), className: "hide-sm" },
      { label: t("list.columnSize"), className: "hide-md th-numeric" },
      { label: t("list.columnUpdated"), className: "hide-md" },
    ],
    [t],
  );
  const can = useCan();
  const canWrite = can("brandContent.write", brandId);
  const [uploading, setUploading] = useState(false);
  const [playing, setPlaying] = useState<Video | null>(null);
  const [editing, setEditing] = useState<Video | null>(null);
  const query = useContentListQuery("-updatedAt");
  const videos = useVideos(brandId, { ...query.pageQuery, limit: VIDEOS_PAGE_SIZE });
  const deleteVideo = useDeleteVideo();
  const deletion = useDeleteConfirmation((video: Video) => void deleteVideo.trigger({ brandId, videoId: video.id, title: video.title }));

  const uploadButton = canWrite && <CreateButton onClick={() => setUploading(true)}>{t("list.upload")}</CreateButton>;

  return (
    <>
      <ContentListScreen
        title={t("list.title")}
        description={canWrite ? t("list.descriptionEditor") : t("list.descriptionReader")}
        noun={{ one: t("list.nounOne"), many: t("list.nounMany") }}
        action={uploadButton}
        query={query}
        response={videos}
        sortOptions={sortOptions}
        searchOrder="title"
        empty={{
          icon: <IconVideo size={20} />,
          description: canWrite ? t("list.emptyEditor") : t("list.emptyReader"),
        }}
        columns={columns}
      >
        {(video) => (
          // The whole row plays the video for the mouse; the title is the real button for keyboards.
          <Tr key={video.id} className="tr-link video-row" onClick={() => setPlaying(video)}>
            <Td>
              <div className="cell-identity">
                <VideoPoster video={video} />
                <div className="cell-identity-text">
                  <CellTitleButton onClick={() => setPlaying(video)}>{video.title}</CellTitleButton>
                  {video.tags.length > 0 && (
                    <div className="video-tags" aria-label={t("list.tags")}>
                      {video.tags.map((tag) => (
                        <Badge key={tag}>{tag}</Badge>
                      ))}
                    </div>
                  )}
                </div>
              </div>
            </Td>
            <Td className="td-numeric video-duration">{formatDuration(video.durationSeconds)}</Td>
            <Td className="hide-sm cell-muted">
              {video.width}×{video.height}
            </Td>
            <Td className="hide-md td-numeric cell-muted">{formatBytes(video.size)}</Td>
            <Td className="hide-md cell-muted">{formatDate(video.updatedAt)}</Td>
            <RowActionsCell>
              {canWrite && (
                <>
                  <RowActionButton label={t("list.edit", { title: video.title })} title={t("list.editTitle")} onClick={() => setEditing(video)}>
                    <IconPencil />
                  </RowActionButton>
                  <RowActionButton label={t("list.delete", { title: video.title })} title={t("list.deleteTitle")} onClick={() => deletion.ask(video)}>
                    <IconTrash />
                  </RowActionButton>
                </>
              )}
            </RowActionsCell>
          </Tr>
        )}
      </ContentListScreen>
      {canWrite && <UploadVideoDialog brandId={brandId} open={uploading} onOpenChange={setUploading} />}
      {canWrite && <EditVideoDialog brandId={brandId} video={editing} onClose={() => setEditing(null)} />}
      <PlayVideoDialog video={playing} onClose={() => setPlaying(null)} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title={deletion.item ? t("list.confirmTitle", { title: deletion.item.title }) : t("list.confirmTitleFallback")}
        description={t("list.confirmDescription")}
        confirmLabel={t("list.confirmLabel")}
        destructive
      />
    </>
  );
}
