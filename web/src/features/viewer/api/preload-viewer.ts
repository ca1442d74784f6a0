import { preload } from "swr";
import { getPublishedManifest } from "./get-published-manifest";
import { resolvePlacement } from "./resolve-placement";
import { viewerKeys } from "./viewer-keys";

/**
 * Starts the viewer's first two requests, the placement and then its manifest, as soon as the
 * address is known (the route's loader calls it), instead of after the viewer's code (three.js
 * and all) has downloaded: on a phone's network they arrive while it does. The route's hooks use
 * the same SWR keys, so they pick these requests up rather than sending their own.
 */
export function preloadViewer(placementId: string): void {
  preload(viewerKeys.placement(placementId), () => resolvePlacement(placementId))
    .then(({ brand, experience }) => {
      if (!experience) return;
      const { id, publishedVersion } = experience;
      preload(viewerKeys.manifest(brand.id, id, publishedVersion), () => getPublishedManifest(brand.id, id, publishedVersion)).catch(() => undefined);
    })
    // A failure is the route's to show: its hook receives this same rejected request.
    .catch(() => undefined);
}
