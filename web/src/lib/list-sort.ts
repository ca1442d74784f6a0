/**
 * The two orders the content lists offer, in this order: by name (or title) A–Z, then the most
 * recently updated first. The labels come from each list, whose words agree with what it lists.
 */
export function nameOrRecentSortOptions(byName: string, byRecent: string) {
  return [
    { value: "name", label: byName },
    { value: "-updatedAt", label: byRecent },
  ] as const;
}
