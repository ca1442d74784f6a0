import type { Video } from "@vitrine/contract";
import { Dialog } from "@/components/ui/dialog";
import { formatDuration } from "../lib/video-file";
import { useT } from "../messages";

interface PlayVideoDialogProps {
  video: Video | null;
  onClose: () => void;
}

export function PlayVideoDialog({ video, onClose }: PlayVideoDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={video?.title ?? t("play.fallbackTitle")}
      description={video ? `${formatDuration(video.durationSeconds)} · ${video.width}×${video.height}` : undefined}
    >
      {video && (
        // Unmounted on close, so playback stops with the dialog.
        <video className="video-player" src={video.url} poster={video.posterUrl ?? undefined} controls autoPlay playsInline />
      )}
    </Dialog>
  );
}
