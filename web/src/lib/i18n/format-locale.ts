let locale = "en";

/**
 * The locale every console date, number and size is written in; the console's language provider
 * sets it (English until then, and in component tests). Apart from `format.ts` so the provider
 * does not bring the formatters to screens that show no date.
 */
export function setFormatLocale(next: string): void {
  locale = next;
}

export function formatLocale(): string {
  return locale;
}
