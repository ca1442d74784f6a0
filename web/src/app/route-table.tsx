/**
 * Every route of DESIGN.md section 2. Each screen is a lazily loaded module (its code is fetched
 * on first visit); ids name the screens so tests and breadcrumbs can refer to them.
 */
import { Navigate, useParams, type RouteObject } from "react-router-dom";
import { preloadViewer } from "@/features/viewer/api/preload-viewer";
import type { ViewerRouteProps } from "@/features/viewer/routes/viewer";
import { BootPlaceholder } from "./boot-placeholder";
import { publicViewerScreens } from "./public-viewer-paths";
import { RootLayout } from "./root-layout";
import { RouteError } from "./routes/route-error";

/** `lazy` for a module whose default export is the screen. */
function screen(load: () => Promise<{ default: React.ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/**
 * `lazy` for a public viewer screen: the router's params become its props. The viewer knows no
 * router, so that a QR code's page can load it without one (`public-viewer-app.tsx`).
 */
function viewerScreen(load: () => Promise<{ default: React.ComponentType<ViewerRouteProps> }>) {
  return async () => {
    const Screen = (await load()).default;
    return {
      Component: function ViewerScreen() {
        const { placementId = "", testAccessId } = useParams();
        return <Screen placementId={placementId} testAccessId={testAccessId} />;
      },
    };
  };
}

export const experienceChildren = [
  "dashboard",
  "scenes",
  "analytics",
  "world-builder",
  "products",
  "experience-virtual-objects",
  "video-wall",
  "qr-code-scheduler",
  "theme",
  "host-editor",
  "ai-chat",
  "translations",
  "manifest",
] as const;

/** Each child of the experience area is one feature's screen. */
const experienceScreens: Record<(typeof experienceChildren)[number], RouteObject["lazy"]> = {
  dashboard: screen(() => import("./routes/manager/experience-dashboard")),
  scenes: screen(() => import("@/features/scenes/routes/scenes")),
  analytics: screen(() => import("@/features/analytics/routes/analytics")),
  "world-builder": screen(() => import("@/features/world-builder/routes/world-builder")),
  products: screen(() => import("@/features/products/routes/products")),
  "experience-virtual-objects": screen(() => import("@/features/virtual-objects/routes/virtual-objects")),
  "video-wall": screen(() => import("@/features/video-wall/routes/video-wall")),
  "qr-code-scheduler": screen(() => import("@/features/placements/routes/qr-code-scheduler")),
  theme: screen(() => import("@/features/theme/routes/theme")),
  "host-editor": screen(() => import("@/features/host/routes/host-editor")),
  "ai-chat": screen(() => import("@/features/ai-chat/routes/ai-chat")),
  translations: screen(() => import("@/features/translations/routes/translations")),
  manifest: screen(() => import("@/features/manifests/routes/manifest")),
};

export const routeTable: RouteObject[] = [
  {
    id: "root",
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteError />,
    // While the first screen's code arrives: a spinner alone, in no language (the public viewer
    // and the console in every language start here), and no component the entry chunk must carry.
    hydrateFallbackElement: <BootPlaceholder />,
    children: [
      { id: "home", index: true, element: <Navigate to="/manager" replace /> },
      {
        // Pathless: the screens where people sign in get Firebase Auth from this layout, so the
        // public viewer and the not-found screen load none of it.
        id: "session",
        lazy: screen(() => import("./routes/session-layout")),
        children: [
          { id: "dev-models", path: "dev/models", lazy: screen(() => import("@/features/dev-models/routes/dev-models")) },
          {
            id: "manager",
            path: "manager",
            children: [
              { id: "manager-index", index: true, lazy: screen(() => import("./routes/manager/manager-index")) },
              { id: "logout", path: "logout", lazy: screen(() => import("./routes/manager/logout")) },
              {
                id: "authentication",
                path: "authentication",
                children: [
                  { id: "authentication-index", index: true, lazy: screen(() => import("./routes/manager/sign-in")) },
                  { id: "sign-in", path: "sign-in", lazy: screen(() => import("./routes/manager/sign-in")) },
                  { id: "accept-invite", path: "accept-invite", lazy: screen(() => import("./routes/manager/accept-invite")) },
                  { id: "sign-up", path: "sign-up", lazy: screen(() => import("./routes/manager/sign-up")) },
                ],
              },
              {
                id: "panel",
                path: "panel",
                lazy: screen(() => import("./routes/manager/panel-layout")),
                children: [
                  { id: "panel-index", index: true, lazy: screen(() => import("./routes/manager/brands")) },
                  { id: "brands", path: "brands", lazy: screen(() => import("./routes/manager/brands")) },
                  {
                    id: "settings",
                    path: "settings",
                    lazy: screen(() => import("./routes/manager/settings-layout")),
                    children: [
                      { id: "settings-profile", index: true, lazy: screen(() => import("./routes/manager/settings")) },
                      { id: "settings-api-keys", path: "api-keys", lazy: screen(() => import("@/features/api-keys/routes/api-keys")) },
                      { id: "settings-webhooks", path: "webhooks", lazy: screen(() => import("@/features/webhooks/routes/webhooks")) },
                      { id: "settings-webhook", path: "webhooks/:webhookId", lazy: screen(() => import("@/features/webhooks/routes/webhook")) },
                      { id: "settings-sso", path: "sso", lazy: screen(() => import("@/features/sso/routes/sso")) },
                      { id: "settings-audit-log", path: "audit-log", lazy: screen(() => import("@/features/audit-log/routes/audit-log")) },
                      { id: "settings-api-reference", path: "api-reference", lazy: screen(() => import("@/features/api-reference/routes/api-reference")) },
                    ],
                  },
                  { id: "tenant-users", path: "tenant-users", lazy: screen(() => import("./routes/manager/tenant-users")) },
                  {
                    id: "brand",
                    path: "brands/:brandId",
                    children: [
                      { id: "brand-overview", index: true, lazy: screen(() => import("./routes/manager/brand-overview")) },
                      { id: "brand-users", path: "brand-users", lazy: screen(() => import("./routes/manager/brand-users")) },
                      { id: "sets", path: "sets", lazy: screen(() => import("@/features/sets/routes/sets")) },
                      { id: "library", path: "library", lazy: screen(() => import("@/features/library/routes/library")) },
                      { id: "surveys", path: "surveys", lazy: screen(() => import("@/features/surveys/routes/surveys")) },
                      { id: "stores", path: "stores", lazy: screen(() => import("@/features/stores/routes/stores")) },
                      { id: "store", path: "stores/:storeId", lazy: screen(() => import("@/features/stores/routes/store")) },
                      { id: "videos", path: "videos", lazy: screen(() => import("@/features/videos/routes/videos")) },
                      {
                        id: "experience",
                        path: "experience/:experienceId",
                        lazy: screen(() => import("./routes/manager/experience-layout")),
                        children: [
                          { id: "experience-index", index: true, element: <Navigate to="dashboard" replace /> },
                          ...experienceChildren.map((child) => ({ id: `experience-${child}`, path: child, lazy: experienceScreens[child] })),
                        ],
                      },
                    ],
                  },
                  { id: "panel-not-found", path: "*", lazy: screen(() => import("./routes/not-found")) },
                ],
              },
              { id: "manager-not-found", path: "*", lazy: screen(() => import("./routes/not-found")) },
            ],
          },
        ],
      },
      {
        id: "viewer",
        path: ":placementId",
        // Runs while the viewer's code downloads: the placement and its manifest are on their way.
        loader: ({ params }) => {
          preloadViewer(params.placementId ?? "");
          return null;
        },
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.placementId !== nextParams.placementId,
        lazy: viewerScreen(publicViewerScreens.viewer),
      },
      {
        // A placement's viewer framed in a brand's own site (allowed there by the server's frame-ancestors).
        id: "viewer-embed",
        path: "embed/:placementId",
        loader: ({ params }) => {
          preloadViewer(params.placementId ?? "");
          return null;
        },
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.placementId !== nextParams.placementId,
        lazy: viewerScreen(publicViewerScreens.embed),
      },
      { id: "viewer-test", path: ":placementId/test/:testAccessId", lazy: viewerScreen(publicViewerScreens.test) },
      { id: "not-found", path: "*", lazy: screen(() => import("./routes/standalone-not-found")) },
    ],
  },
];
