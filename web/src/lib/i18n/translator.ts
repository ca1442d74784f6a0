/**
 * A very small message translator: `{name}` placeholders and plural forms picked by the platform's
 * `Intl.PluralRules`. The public viewer has almost no JavaScript budget left, so this replaces an
 * i18n library (i18next alone is about 14 KB gzip): a few hundred bytes, no ICU parser.
 */

/** Plural forms of one message, by CLDR category; `#` stands for the count, formatted for the locale. */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

export type Catalogue = Record<string, string | PluralForms>;

/**
 * What every other language's catalogue must be: the same keys as the source (English) one, a
 * string where it has a string and plural forms where it has plural forms. Used with
 * `satisfies`, a missing or misspelt key is a TypeScript error.
 */
export type MessagesOf<Source extends Catalogue> = { [Key in keyof Source]: Source[Key] extends string ? string : PluralForms };

export type Params = Record<string, string | number>;

export type Translate<Source extends Catalogue> = (key: keyof Source & string, params?: Params) => string;

/**
 * `t(key, params)` in `locale`, from `messages`, falling back to `fallback` (the source language)
 * for a key that is missing or empty there, and to the key itself as a last resort: a visitor
 * never sees an empty label. A plural message takes its count from `params.count`.
 */
export function createTranslator<Source extends Catalogue>(locale: string, messages: Partial<MessagesOf<Source>> | null, fallback: Source): Translate<Source> {
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const text = (value: unknown) => (typeof value === "number" ? numbers.format(value) : String(value));
  return (key, params = {}) => {
    let entry: string | PluralForms | undefined = messages?.[key] || fallback[key];
    if (typeof entry === "object") {
      const count = Number(params.count);
      entry = (entry[plurals.select(count)] || entry.other).replace(/#/g, numbers.format(count));
    }
    if (!entry) return key;
    return entry.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? text(params[name]) : whole));
  };
}
