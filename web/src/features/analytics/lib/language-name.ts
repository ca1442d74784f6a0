/** "French" for `fr`, "Portuguese (Brazil)" for `pt-BR`; the tag itself where the browser has no name for it. */
export function languageName(tag: string, displayIn = "en"): string {
  if (tag === "_other") return "Other languages";
  try {
    return new Intl.DisplayNames([displayIn], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
