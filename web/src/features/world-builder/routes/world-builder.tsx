import { useParams } from "react-router-dom";
import { WorldBuilder } from "../components/world-builder";

/**
 * Route module of `…/experience/:experienceId/world-builder`. Lazily loaded, so three.js and the
 * editor only download when someone opens it.
 */
export default function WorldBuilderRoute() {
  const { brandId = "", experienceId = "" } = useParams();
  // A new experience starts a new editor: no state carries over between experiences.
  return <WorldBuilder key={`${brandId}/${experienceId}`} brandId={brandId} experienceId={experienceId} />;
}
