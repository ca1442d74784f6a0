import { formatLocale } from "@/lib/format";

const formats = new Map<string, Intl.NumberFormat>();

/** `1299.5, "EUR"` -> `€1,299.50` in the console's locale; an unknown currency falls back to `1,299.50 XXX`. */
export function formatPrice(price: number, currency: string, locale = formatLocale()): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: "currency", currency });
    } catch {
      return `${price.toLocaleString(locale)} ${currency}`;
    }
    formats.set(key, format);
  }
  return format.format(price);
}

/** Currencies offered first in the picker: the ones most shops price in. */
export const COMMON_CURRENCIES = ["EUR", "USD", "GBP", "CHF", "JPY", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CNY"];

/** Every ISO 4217 code the browser knows, common ones first, each with its name (in the console's language). */
export function currencyOptions(locale = formatLocale()): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  const all = Intl.supportedValuesOf("currency");
  const label = (code: string) => `${code} — ${names.of(code) ?? code}`;
  const common = COMMON_CURRENCIES.filter((code) => all.includes(code));
  const rest = all.filter((code) => !common.includes(code));
  return [...common, ...rest].map((code) => ({ value: code, label: label(code) }));
}
