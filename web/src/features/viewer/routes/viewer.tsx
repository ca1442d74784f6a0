import { useParams } from "react-router-dom";
import { isApiError } from "@/lib/api-error";
import { usePublishedManifest } from "../api/get-published-manifest";
import { useResolvedPlacement } from "../api/resolve-placement";
import { BootScreen } from "../components/boot-screen";
import { ViewerExperience } from "../components/viewer-experience";
import { BrandFallbackPage, PlacementNotFoundPage, ViewerErrorPage } from "../components/viewer-message-page";
import { useDocumentTitle } from "../hooks/use-document-title";

/**
 * `/{placementId}`: what a QR code opens. Resolves the placement to the experience it shows now,
 * loads that version's manifest and renders it; every way of having nothing to show is a page.
 */
export default function ViewerRoute() {
  const { placementId = "" } = useParams();
  const placement = useResolvedPlacement(placementId);
  const experience = placement.data?.experience ?? null;
  const manifest = usePublishedManifest(
    placement.data && experience ? { brandId: placement.data.brand.id, experienceId: experience.id, version: experience.publishedVersion } : null,
  );
  useDocumentTitle(
    manifest.data ? `${manifest.data.name} · ${manifest.data.brand.name}` : placement.data ? placement.data.brand.name : null,
  );

  if (placement.error) {
    if (isApiError(placement.error) && placement.error.status === 404) return <PlacementNotFoundPage />;
    return <ViewerErrorPage message={errorMessage(placement.error)} onRetry={() => void placement.mutate()} />;
  }
  if (!placement.data) return <BootScreen />;
  if (!experience) return <BrandFallbackPage brand={placement.data.brand} />;
  if (manifest.error) return <ViewerErrorPage message={errorMessage(manifest.error)} onRetry={() => void manifest.mutate()} />;
  if (!manifest.data) return <BootScreen brandName={placement.data.brand.name} />;
  return <ViewerExperience key={`${manifest.data.experienceId}@${manifest.data.version}`} manifest={manifest.data} placementId={placementId} />;
}

function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : "Check your connection and try again.";
}
