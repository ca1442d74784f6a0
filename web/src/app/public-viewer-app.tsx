import { Suspense, type ComponentType } from "react";
import { preloadViewer } from "@/features/viewer/api/preload-viewer";
import ViewerRoute, { type ViewerRouteProps } from "@/features/viewer/routes/viewer";
import ViewerEmbedRoute from "@/features/viewer/routes/viewer-embed";
import ViewerTestRoute from "@/features/viewer/routes/viewer-test";
import { BootPlaceholder } from "./boot-placeholder";
import { AppProvider } from "./provider";
import type { PublicViewerMatch } from "./public-viewer-paths";

// In this chunk, not loaded one by one: the screens are small (the 3D stage loads lazily inside
// them), and one fetch fewer comes before the first frame.
const screens: Record<PublicViewerMatch["screen"], ComponentType<ViewerRouteProps>> = { viewer: ViewerRoute, embed: ViewerEmbedRoute, test: ViewerTestRoute };

/**
 * The public viewer as its own app: what a QR code opens needs no router (one address, one
 * screen), so its first load carries none. The placement and its manifest are asked for before
 * the viewer's code arrives, as the console's route loader does.
 */
export function PublicViewerApp({ match }: { match: PublicViewerMatch }) {
  const Screen = screens[match.screen];
  return (
    <AppProvider>
      <Suspense fallback={<BootPlaceholder />}>
        <Screen placementId={match.placementId} testAccessId={match.screen === "test" ? match.testAccessId : undefined} />
      </Suspense>
    </AppProvider>
  );
}

/** Starts the screen's first requests: the test screen's are its own. */
export function preloadPublicViewer(match: PublicViewerMatch) {
  if (match.screen !== "test") preloadViewer(match.placementId);
}
