/** Cache keys the host editor reads: its host (the theme it draws on, scenes and the library come from `data/`). */
export const hostKeys = {
  detail: (experienceId: string) => ["host", experienceId] as const,
};
