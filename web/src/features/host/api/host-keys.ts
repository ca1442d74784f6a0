/** Cache keys the host editor reads: its host, and (read-only) the theme it draws on (scenes and the library come from `data/`). */
export const hostKeys = {
  detail: (experienceId: string) => ["host", experienceId] as const,
  theme: (experienceId: string) => ["theme", experienceId] as const,
};
