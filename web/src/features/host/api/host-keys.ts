/** Cache keys the host editor reads: its host, and (read-only) the theme and library it draws on (the scenes' are `sceneKeys`). */
export const hostKeys = {
  detail: (experienceId: string) => ["host", experienceId] as const,
  theme: (experienceId: string) => ["theme", experienceId] as const,
  library: () => ["library", "list", "all", {}] as const,
};
