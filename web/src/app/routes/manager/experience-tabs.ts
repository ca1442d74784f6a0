/**
 * The experience area's tabs: `label` (a key of the app's catalogue) on the tab itself, `crumb`
 * the key of the full title the breadcrumbs show.
 */
export const experienceTabs = [
  { path: "dashboard", label: "experienceTabs.dashboard", crumb: "experienceTabs.dashboard" },
  { path: "scenes", label: "experienceTabs.scenes", crumb: "experienceTabs.scenes" },
  { path: "analytics", label: "experienceTabs.analytics", crumb: "experienceTabs.analytics" },
  { path: "world-builder", label: "experienceTabs.worldBuilder", crumb: "experienceTabs.worldBuilder" },
  { path: "products", label: "experienceTabs.products", crumb: "experienceTabs.products" },
  { path: "experience-virtual-objects", label: "experienceTabs.virtualObjects", crumb: "experienceTabs.virtualObjects" },
  { path: "video-wall", label: "experienceTabs.videoWall", crumb: "experienceTabs.videoWall" },
  { path: "qr-code-scheduler", label: "experienceTabs.qrCodeScheduler", crumb: "experienceCrumbs.qrCodeScheduler" },
  { path: "theme", label: "experienceTabs.theme", crumb: "experienceTabs.theme" },
  { path: "host-editor", label: "experienceTabs.host", crumb: "experienceCrumbs.hostEditor" },
  { path: "ai-chat", label: "experienceTabs.aiChat", crumb: "experienceTabs.aiChat" },
  { path: "translations", label: "experienceTabs.translations", crumb: "experienceTabs.translations" },
  { path: "manifest", label: "experienceTabs.manifest", crumb: "experienceTabs.manifest" },
] as const;
