import { useParams } from "react-router-dom";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useVideoWall } from "@/data/video-wall/get-video-wall";
import { VideoWallEditor } from "../components/video-wall-editor";

/** Route module of `…/experience/:experienceId/video-wall`. */
export default function VideoWallRoute() {
  const { brandId = "", experienceId = "" } = useParams();
  const { data: wall, error, mutate } = useVideoWall(brandId, experienceId);
  if (error && !wall) {
    return (
      <Card>
        <ErrorState title="Could not load the video wall" error={error} onRetry={() => mutate()} />
      </Card>
    );
  }
  if (!wall) return <LoadingPlaceholder text="Loading the video wall…" />;
  return <VideoWallEditor key={`${brandId}/${experienceId}`} brandId={brandId} experienceId={experienceId} wall={wall} />;
}
