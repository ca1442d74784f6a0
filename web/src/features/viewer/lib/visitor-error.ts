import { isApiError } from "@/lib/api-error";
import type { ViewerMessageKey } from "../messages";

/**
 * What a visitor reads when a call of the viewer fails, in the viewer's language. The API's own
 * sentences are English and written for the people who run the experience ("Too many chat
 * questions; try again in 30 s"), so the viewer says it in its own words, by what went wrong.
 */
export function visitorError(error: unknown, t: (key: ViewerMessageKey) => string, otherwise: ViewerMessageKey): string {
  if (!isApiError(error) || error.status === undefined) return t("checkConnection");
  if (error.status === 429) return t("tooManyTries");
  return t(otherwise);
}
