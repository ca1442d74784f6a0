import { formatLocale } from "@/lib/format";

/** ISO 3166-1 alpha-2 country codes (what the API stores) with their names in the reader's language. */
const CODES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW";

export const countryCodes: readonly string[] = CODES.split(" ");

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** `FR` -> `France` in the console's language; the code itself when the browser cannot name it. */
export function countryName(code: string, locale: string = formatLocale()): string {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(locale, { type: "region" });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

const options = new Map<string, Array<{ value: string; label: string }>>();

/** Select options sorted by name, as people look for a country by its name. */
export function countryOptions(locale: string = formatLocale()): Array<{ value: string; label: string }> {
  let list = options.get(locale);
  if (!list) {
    list = countryCodes.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale));
    options.set(locale, list);
  }
  return list;
}

/** The country of the browser's locale (`en-GB` -> `GB`), as a starting guess for a new store. */
export function browserCountry(): string {
  const region = navigator.languages?.map((tag) => /-([A-Z]{2})\b/.exec(tag)?.[1]).find(Boolean);
  return region && countryCodes.includes(region) ? region : "";
}
