import type { Video } from "@vitrine/contract";
import { IconVideo } from "@/components/ui/icons";

interface VideoPosterProps {
  video: Video;
}

/** The captured poster frame, or a placeholder for videos the browser could not draw a frame of. */
export function VideoPoster({ video }: VideoPosterProps) {
  return (
    <span className="video-poster" aria-hidden="true">
      {video.posterUrl ? <img src={video.posterUrl} alt="" loading="lazy" /> : <IconVideo size={18} />}
    </span>
  );
}
