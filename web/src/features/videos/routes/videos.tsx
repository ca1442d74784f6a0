import { useParams } from "react-router-dom";
import { VideoList } from "../components/video-list";

/** Route module of `…/brands/:brandId/videos`: a fresh list state per brand. */
export default function VideosRoute() {
  const { brandId = "" } = useParams();
  return <VideoList key={brandId} brandId={brandId} />;
}
