/** The experience area's tabs: `label` on the tab itself, `crumb` the full title the breadcrumbs show. */
export const experienceTabs = [
  { path: "dashboard", label: "Dashboard", crumb: "Dashboard" },
  { path: "scenes", label: "Scenes", crumb: "Scenes" },
  { path: "analytics", label: "Analytics", crumb: "Analytics" },
  { path: "world-builder", label: "World builder", crumb: "World builder" },
  { path: "products", label: "Products", crumb: "Products" },
  { path: "experience-virtual-objects", label: "Virtual objects", crumb: "Virtual objects" },
  { path: "video-wall", label: "Video wall", crumb: "Video wall" },
  { path: "qr-code-scheduler", label: "QR scheduler", crumb: "QR code scheduler" },
  { path: "theme", label: "Theme", crumb: "Theme" },
  { path: "host-editor", label: "Host", crumb: "Host editor" },
  { path: "ai-chat", label: "AI chat", crumb: "AI chat" },
  { path: "translations", label: "Translations", crumb: "Translations" },
  { path: "manifest", label: "Manifest", crumb: "Manifest" },
] as const;
