import {
  aiChatRoutes,
  analyticsFunnelRoutes,
  analyticsRoutes,
  apiKeyRoutes,
  experienceRoutes,
  hostRoutes,
  invitationRoutes,
  manifestRoutes,
  openApiRoutes,
  placementCodeRoutes,
  placementRoutes,
  productRoutes,
  publicViewerRoutes,
  reviewerCommentRoutes,
  signUpRoutes,
  themeRoutes,
  videoWallRoutes,
  webhookRoutes,
  type RouteDef,
} from "@vitrine/contract";

/** Tags in the order the reference lists them, with what each covers. */
export const tagDescriptions: Record<string, string> = {
  Workspace: "The signed-in person, their workspace (tenant) and sign-in facts",
  "Tenant members": "People of the workspace and their roles",
  Invitations: "Single-use invitation links to join the workspace: sent, revoked, re-sent, accepted",
  "Sign-up": "Creating a workspace from the public sign-up screen, and its first-run checklist",
  Brands: "Brands of the workspace",
  "Brand members": "People's roles on a brand",
  Uploads: "Upload tickets: PUT a file's bytes, then complete",
  Library: "3D models: the global samples and the workspace's own",
  Stores: "Physical stores of a brand",
  Sets: "Reusable 3D environments",
  Videos: "A brand's video library",
  Surveys: "Surveys and their questions",
  Experiences: "3D experiences, their scenes and virtual objects",
  Products: "Products of an experience, CSV import",
  Theme: "An experience's colours and logo",
  Host: "An experience's host avatar and lines",
  "Video wall": "An experience's video wall",
  "AI chat": "An experience's assistant",
  Placements: "QR codes and their schedules",
  Manifests: "Publishing, versions, rollbacks and preview links",
  Analytics: "Scans, sessions and engagement",
  "Public viewer": "What the public viewer reads and writes (no sign-in)",
  "API keys": "Keys for external systems (owners and admins, console only)",
  Webhooks: "Signed event deliveries to your endpoints (owners and admins, console only)",
  Health: "Version and dependency health",
  Reference: "This document",
};

/** Route groups that carry their own tag. */
const GROUPS: [Record<string, RouteDef>, string][] = [
  [invitationRoutes, "Invitations"],
  [signUpRoutes, "Sign-up"],
  [experienceRoutes, "Experiences"],
  [productRoutes, "Products"],
  [themeRoutes, "Theme"],
  [hostRoutes, "Host"],
  [videoWallRoutes, "Video wall"],
  [aiChatRoutes, "AI chat"],
  [placementRoutes, "Placements"],
  [placementCodeRoutes, "Placements"],
  [manifestRoutes, "Manifests"],
  [analyticsRoutes, "Analytics"],
  [analyticsFunnelRoutes, "Analytics"],
  [publicViewerRoutes, "Public viewer"],
  [reviewerCommentRoutes, "Public viewer"],
  [apiKeyRoutes, "API keys"],
  [webhookRoutes, "Webhooks"],
  [openApiRoutes, "Reference"],
];

/** The core routes, by path. */
const PATHS: [RegExp, string][] = [
  [/^\/v1\/health$/, "Health"],
  [/^\/v1\/(me|tenants\/me|public\/workspaces\/[^/]+)$/, "Workspace"],
  [/^\/v1\/tenants\/me\/members/, "Tenant members"],
  [/^\/v1\/brands(\/:brandId)?$/, "Brands"],
  [/^\/v1\/brands\/:brandId\/members/, "Brand members"],
  [/^\/v1\/brands\/:brandId\/uploads/, "Uploads"],
  [/^\/v1\/(library|brands\/:brandId\/library)/, "Library"],
  [/^\/v1\/brands\/:brandId\/stores/, "Stores"],
  [/^\/v1\/brands\/:brandId\/sets/, "Sets"],
  [/^\/v1\/brands\/:brandId\/videos/, "Videos"],
  [/^\/v1\/brands\/:brandId\/surveys/, "Surveys"],
];

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/-/g, " ");

/** The tag of a route: its group's, else its path's, else its first collection's name. */
export function tagFor(name: string, route: RouteDef): string {
  for (const [group, tag] of GROUPS) if (name in group) return tag;
  for (const [pattern, tag] of PATHS) if (pattern.test(route.path)) return tag;
  const segments = route.path.split("/").filter((s) => s && s !== "v1" && s !== "public" && !s.startsWith(":"));
  const collection = segments[0] === "brands" && segments.length > 1 ? segments[1]! : (segments[0] ?? "Other");
  return capitalise(collection);
}
