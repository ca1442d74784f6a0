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

let displayNames: Intl.DisplayNames | null | undefined;

/** `FR` -> `France`; the code itself when the browser cannot name it. */
export function countryName(code: string): string {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(undefined, { type: "region" });
    } catch {
      displayNames = null;
    }
  }
  try {
    return displayNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

let options: Array<{ value: string; label: string }> | undefined;

/** Select options sorted by name, as people look for a country by its name. */
export function countryOptions(): Array<{ value: string; label: string }> {
  options ??= countryCodes.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label));
  return options;
}

/** The country of the browser's locale (`en-GB` -> `GB`), as a starting guess for a new store. */
export function browserCountry(): string {
  const region = navigator.languages?.map((tag) => /-([A-Z]{2})\b/.exec(tag)?.[1]).find(Boolean);
  return region && countryCodes.includes(region) ? region : "";
}
