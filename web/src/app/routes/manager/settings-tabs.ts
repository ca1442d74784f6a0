/** The settings area's sections, each a child route of `/manager/panel/settings`; `label` is a key of the app's catalogue. */
export const settingsTabs = [
  { path: "", label: "settingsTabs.profile" },
  { path: "api-keys", label: "settingsTabs.apiKeys" },
  { path: "webhooks", label: "settingsTabs.webhooks" },
  { path: "sso", label: "settingsTabs.sso" },
  { path: "audit-log", label: "settingsTabs.auditLog" },
  { path: "api-reference", label: "settingsTabs.apiReference" },
] as const;
