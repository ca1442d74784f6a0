import { Suspense, type ComponentType } from "react";
import { preloadViewer } from "@/features/viewer/api/preload-viewer";
import type { ViewerRouteProps } from "@/features/viewer/routes/viewer";
import { BootPlaceholder } from "./boot-placeholder";
import { AppProvider } from "./provider";
import type { PublicViewerMatch } from "./public-viewer-paths";

type Props = {
  match: PublicViewerMatch;
  /** The screen `match` names (`publicViewerScreens`), loaded beside this app. */
  Screen: ComponentType<ViewerRouteProps>;
};

/**
 * The public viewer as its own app: what a QR code opens needs no router (one address, one
 * screen), so its first load carries none. The placement and its manifest are asked for before
 * the viewer's code arrives, as the console's route loader does.
 */
export function PublicViewerApp({ match, Screen }: Props) {
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
