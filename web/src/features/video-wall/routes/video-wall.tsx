import { useParams } from "react-router-dom";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { useVideoWall } from "@/data/video-wall/get-video-wall";
import { VideoWallEditor } from "../components/video-wall-editor";
import { useT } from "../messages";

/** Route module of `…/experience/:experienceId/video-wall`. */
export default function VideoWallRoute() {
  const t = useT();
  const { brandId = "", experienceId = "" } = useParams();
  const { data: wall, error, mutate } = useVideoWall(brandId, experienceId);
  if (error && !wall) {
    return (
      <Card>
        <ErrorState title={t("route.loadError")} error={error} onRetry={() => mutate()} />
      </Card>
    );
  }
  if (!wall) return <LoadingPlaceholder text={t("route.loading")} />;
  return <VideoWallEditor key={`${brandId}/${experienceId}`} brandId={brandId} experienceId={experienceId} wall={wall} />;
}
