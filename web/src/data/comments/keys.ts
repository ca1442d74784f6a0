/**
 * The one place comment cache keys are built, scoped by brand and experience: a comment's change
 * refreshes that experience's threads only (the open list and the full one).
 */
export const commentKeys = {
  all: ["comments"] as const,
  lists: (brandId: string, experienceId: string) => ["comments", brandId, experienceId, "list"] as const,
  list: (brandId: string, experienceId: string, status: "open" | "all", cursor?: string) =>
    ["comments", brandId, experienceId, "list", status, cursor ?? ""] as const,
};
