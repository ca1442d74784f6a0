/** The one place the event export's cache keys are built. */
export const eventExportKeys = {
  all: ["event-export"] as const,
  settings: () => ["event-export", "settings"] as const,
};
