import { useMemo } from "react";
import { BootScreen } from "../components/boot-screen";
import { I18nProvider } from "../components/i18n-provider";
import { createHostBridge } from "../embed/host-bridge";
import { PlacementViewer, type ViewerRouteProps } from "./viewer";
import "../embed/embed.css";

/**
 * `/embed/{placementId}`: the placement's viewer inside a brand's own page (an `<iframe>`), without
 * the brand's heading the page already gives, and with the `postMessage` bridge to that page. The
 * server lets only the brand's listed sites frame it (`frame-ancestors`).
 */
export default function ViewerEmbedRoute({ placementId }: ViewerRouteProps) {
  const bridge = useMemo(() => createHostBridge(placementId), [placementId]);
  return (
    <I18nProvider pending={<BootScreen />}>
      <PlacementViewer placementId={placementId} bridge={bridge} />
    </I18nProvider>
  );
}
