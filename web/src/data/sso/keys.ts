/** Cache keys of the workspace's single sign-on (one object: its settings). */
export const ssoKeys = {
  all: ["sso"] as const,
  current: () => ["sso", "current"] as const,
};
