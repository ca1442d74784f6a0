import { useParams } from "react-router-dom";
import { ManifestScreen } from "../components/manifest-screen";

/** Route module of `…/experience/:experienceId/manifest`: a fresh screen state per experience. */
export default function ManifestRoute() {
  const { brandId = "", experienceId = "" } = useParams();
  return <ManifestScreen key={`${brandId}/${experienceId}`} brandId={brandId} experienceId={experienceId} />;
}
