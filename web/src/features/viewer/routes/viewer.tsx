import { isApiError } from "@/lib/api-error";
import { usePublishedManifest } from "../api/get-published-manifest";
import { useResolvedPlacement } from "../api/resolve-placement";
import { BootScreen } from "../components/boot-screen";
import { I18nProvider, useI18n } from "../components/i18n-provider";
import { ExperienceSwitch } from "../components/experience-switch";
import { BrandFallbackPage, isPaused, PausedPage, PlacementNotFoundPage, ViewerErrorPage } from "../components/viewer-message-page";
import { useDocumentTitle } from "../hooks/use-document-title";
import type { ViewerBridge } from "../lib/viewer-bridge";
import { visitorError } from "../lib/visitor-error";
import { useRecheckWhenExpired } from "../hooks/use-recheck-when-expired";

/**
 * `/{placementId}`: what a QR code opens. Resolves the placement to the experience it shows now,
 * loads that version's manifest and renders it; every way of having nothing to show is a page.
 * When the answer's `validUntil` passes (a schedule boundary), it is resolved again and a
 * different experience replaces the one on screen, without a reload.
 */
export default function ViewerRoute({ placementId }: ViewerRouteProps) {
  return (
    <I18nProvider pending={<BootScreen />}>
      <PlacementViewer placementId={placementId} />
    </I18nProvider>
  );
}

/** What every viewer route is given from its address (the viewer knows nothing of the router). */
export interface ViewerRouteProps {
  placementId: string;
  /** The preview link's id, on `/{placementId}/test/{testAccessId}`. */
  testAccessId?: string;
}

interface PlacementViewerProps {
  placementId: string;
  /** The embed page's channel to the page that frames it. */
  bridge?: ViewerBridge | null;
}

/** The placement's viewer; the embed page passes its bridge to the host page. */
export function PlacementViewer({ placementId, bridge = null }: PlacementViewerProps) {
  const { t } = useI18n();
  const errorMessage = (error: unknown) => visitorError(error, t, "loadFailed");
  const placement = useResolvedPlacement(placementId);
  useRecheckWhenExpired(placement.data?.validUntil ?? null, placement.mutate);
  const experience = placement.data?.experience ?? null;
  const manifest = usePublishedManifest(
    placement.data && experience ? { brandId: placement.data.brand.id, experienceId: experience.id, version: experience.publishedVersion } : null,
  );
  useDocumentTitle(manifest.data ? `${manifest.data.name} · ${manifest.data.brand.name}` : placement.data ? placement.data.brand.name : null);

  // A failed re-check keeps what is on screen; only a first answer that fails is a page.
  if (placement.error && !placement.data) {
    if (isPaused(placement.error)) return <PausedPage />;
    if (isApiError(placement.error) && placement.error.status === 404) return <PlacementNotFoundPage />;
    return <ViewerErrorPage message={errorMessage(placement.error)} onRetry={() => void placement.mutate()} />;
  }
  if (!placement.data) return <BootScreen />;
  if (isPaused(manifest.error)) return <PausedPage />;
  if (!experience) return <BrandFallbackPage brand={placement.data.brand} />;
  return (
    <ExperienceSwitch
      manifest={manifest.data ?? null}
      placementId={placementId}
      brandName={placement.data.brand.name}
      error={manifest.error ? errorMessage(manifest.error) : null}
      onRetry={() => void manifest.mutate()}
      bridge={bridge}
      picture={{ of: `${experience.id}@${experience.publishedVersion}`, picture: experience.picture }}
    />
  );
}
