/** The one place workspace export cache keys are built. */
export const workspaceExportKeys = {
  all: ["workspace-exports"] as const,
  list: () => ["workspace-exports", "list"] as const,
};
