/** Cache keys the host editor reads: its host, and (read-only) the scenes, theme and library it draws on. */
export const hostKeys = {
  detail: (experienceId: string) => ["host", experienceId] as const,
  scenes: (experienceId: string) => ["scenes", experienceId, "list", "all"] as const,
  theme: (experienceId: string) => ["theme", experienceId] as const,
  library: () => ["library", "list", "all", {}] as const,
};
