import { describe, expect, it } from "vitest";

// Screens drifted apart when each built another resource's cache keys by hand: the products
// screen keyed scenes so that the scenes screen's saves never reached it, and the library was
// read under five keys. A resource with a folder here is fetched and keyed in that folder only.
const RESOURCES = [
  { name: "scenes", routes: ["listScenes", "getScene"] },
  { name: "library", routes: ["listLibrary", "getLibraryObject"] },
  { name: "brands", routes: ["listBrands", "getBrand"] },
  { name: "sets", routes: ["listSets", "getSet"] },
  { name: "products", routes: ["listProducts"] },
  { name: "experiences", routes: ["listExperiences", "getExperience"] },
  { name: "stores", routes: ["listStores", "getStore"] },
  { name: "videos", routes: ["listVideos", "getVideo"] },
  { name: "theme", routes: ["getTheme"] },
  { name: "translations", routes: ["getTranslations", "exportTranslationsCsv"] },
  { name: "placements", routes: ["listPlacements", "getPlacement"] },
  { name: "surveys", routes: ["listSurveys", "getSurvey"] },
  { name: "virtual-objects", routes: ["listVirtualObjects"] },
  { name: "video-wall", routes: ["getVideoWall"] },
  { name: "host", routes: ["getHost"] },
  { name: "ai-chat", routes: ["getAiChat"] },
  { name: "analytics", routes: ["getExperienceAnalytics", "getBrandAnalyticsSummary"] },
  { name: "api-keys", routes: ["listApiKeys"] },
  { name: "audit-log", routes: ["listAuditLog"] },
  { name: "members", routes: ["listTenantMembers", "listBrandMembers", "listInvitations"] },
  { name: "tenant", routes: ["getTenant"] },
  { name: "sso", routes: ["getSingleSignOn"] },
  {
    name: "manifests",
    routes: [
      "listManifestVersions",
      "getManifestVersion",
      "getDraftManifest",
      "diffManifestVersions",
      "listTestAccess",
      "listScheduledPublishes",
      "listPublishRequests",
    ],
  },
  { name: "comments", routes: ["listComments"] },
  { name: "notifications", routes: ["listNotifications", "countUnreadNotifications", "getNotificationSettings"] },
  { name: "webhooks", routes: ["listWebhooks", "getWebhook", "listWebhookDeliveries"] },
  { name: "workspace-exports", routes: ["listWorkspaceExports", "getWorkspaceExport"] },
  { name: "openapi", routes: ["getOpenApiDocument"] },
  { name: "onboarding", routes: ["getOnboarding"] },
  { name: "me", routes: ["getMe"] },
];

const sources = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!/src/data/**", "!/src/**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("resources with a data folder", () => {
  for (const { name, routes } of RESOURCES) {
    it(`${name}: keys and reads come from src/data/${name}`, () => {
      const handBuiltKey = new RegExp(`\\[\\s*"${name}"\\s*,`);
      const ownRead = new RegExp(`api\\(\\s*"(${routes.join("|")})"`);
      const offenders = Object.entries(sources)
        .filter(([, source]) => handBuiltKey.test(source) || ownRead.test(source))
        .map(([path]) => path);
      expect(offenders).toEqual([]);
    });
  }
});
