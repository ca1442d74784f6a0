/**
 * The public viewer's addresses, read without the router: a QR code's page loads neither
 * react-router nor anything of the console (main.tsx chooses). The route table keeps the same
 * three routes for the console's own links; `public-viewer-paths.test.ts` holds the two to the
 * same reading.
 */
import type { ComponentType } from "react";
import type { ViewerRouteProps } from "@/features/viewer/routes/viewer";

export type PublicViewerMatch =
  { screen: "viewer"; placementId: string } | { screen: "embed"; placementId: string } | { screen: "test"; placementId: string; testAccessId: string };

/** The console's root: the one single-segment address that is not a placement. */
const CONSOLE_ROOT = "manager";

function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Which viewer screen `pathname` opens, or null when it is the console's (or nobody's). */
export function matchPublicViewer(pathname: string): PublicViewerMatch | null {
  const parts = pathname.replace(/^\/+|\/+$/g, "").split("/");
  if (parts.some((part) => part === "")) return null;
  const ids = parts.map(segment);
  if (ids.some((id) => id === null)) return null;
  const [first, second, third] = ids as string[];
  if (parts.length === 2 && first === "embed") return { screen: "embed", placementId: second! };
  // Any single segment but the console's root is a placement id, as for the router: an unknown
  // one gets the viewer's designed not-found page.
  if (parts.length === 1) return first === CONSOLE_ROOT ? null : { screen: "viewer", placementId: first! };
  if (parts.length === 3 && second === "test") return { screen: "test", placementId: first!, testAccessId: third! };
  return null;
}

/**
 * Each viewer screen's code, a chunk of its own: a QR code's page downloads neither the embed
 * page's bridge nor the preview link's screen. main.tsx fetches it beside the app, not after it.
 */
export const publicViewerScreens: Record<PublicViewerMatch["screen"], () => Promise<{ default: ComponentType<ViewerRouteProps> }>> = {
  viewer: () => import("@/features/viewer/routes/viewer"),
  embed: () => import("@/features/viewer/routes/viewer-embed"),
  test: () => import("@/features/viewer/routes/viewer-test"),
};
