/** The one place the first-run checklist's cache key is built. */
export const onboardingKeys = {
  detail: ["onboarding"] as const,
};
