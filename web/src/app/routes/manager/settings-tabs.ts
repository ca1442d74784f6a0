/** The settings area's sections, each a child route of `/manager/panel/settings`. */
export const settingsTabs = [
  { path: "", label: "Profile & workspace" },
  { path: "api-keys", label: "API keys" },
  { path: "webhooks", label: "Webhooks" },
  { path: "sso", label: "Single sign-on" },
  { path: "audit-log", label: "Audit log" },
  { path: "api-reference", label: "API reference" },
] as const;
