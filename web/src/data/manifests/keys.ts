/**
 * The one place manifest cache keys are built, scoped by brand and experience: publishing or
 * rolling back refreshes exactly this experience's versions and draft.
 */
export const manifestKeys = {
  all: ["manifests"] as const,
  experience: (brandId: string, experienceId: string) => ["manifests", brandId, experienceId] as const,
  versions: (brandId: string, experienceId: string) => ["manifests", brandId, experienceId, "versions"] as const,
  versionPage: (brandId: string, experienceId: string, cursor: string | undefined) =>
    ["manifests", brandId, experienceId, "versions", "page", cursor ?? ""] as const,
  version: (brandId: string, experienceId: string, version: number) => ["manifests", brandId, experienceId, "version", version] as const,
  draft: (brandId: string, experienceId: string) => ["manifests", brandId, experienceId, "draft"] as const,
  diff: (brandId: string, experienceId: string, version: number, against: number) => ["manifests", brandId, experienceId, "diff", version, against] as const,
  testAccess: (brandId: string, experienceId: string) => ["manifests", brandId, experienceId, "test-access"] as const,
  scheduledPublishes: (brandId: string, experienceId: string) => ["manifests", brandId, experienceId, "scheduled-publishes"] as const,
  /** Every experience's upcoming publishes (the QR timeline's markers); a null experience id marks the brand-wide list. */
  brandScheduledPublishes: (brandId: string) => ["manifests", brandId, null, "scheduled-publishes"] as const,
  publishRequests: (brandId: string, experienceId: string) => ["manifests", brandId, experienceId, "publish-requests"] as const,
};
