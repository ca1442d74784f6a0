export const experienceTabs = [
  { path: "dashboard", label: "Dashboard" },
  { path: "scenes", label: "Scenes" },
  { path: "analytics", label: "Analytics" },
  { path: "world-builder", label: "World builder" },
  { path: "products", label: "Products" },
  { path: "experience-virtual-objects", label: "Virtual objects" },
  { path: "video-wall", label: "Video wall" },
  { path: "qr-code-scheduler", label: "QR scheduler" },
  { path: "theme", label: "Theme" },
  { path: "host-editor", label: "Host" },
  { path: "ai-chat", label: "AI chat" },
  { path: "manifest", label: "Manifest" },
] as const;
