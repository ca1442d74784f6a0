/**
 * Prices as the visitor's locale writes them ("1 249,00 €", "€1,249.00"). Manifests carry the
 * amount in the currency's major unit and an ISO 4217 code.
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatFor(currency: string, locale: string | undefined): Intl.NumberFormat {
  const key = `${locale ?? ""}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() });
    formats.set(key, format);
  }
  return format;
}

/** `formatPrice(249.5, "EUR", "en")` -> "€249.50"; an unknown currency code still shows the amount. */
export function formatPrice(amount: number, currency: string, locale?: string): string {
  if (!Number.isFinite(amount)) return "";
  try {
    return formatFor(currency, locale).format(amount);
  } catch {
    // RangeError for a code Intl does not know: show the amount with the code rather than nothing.
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}
