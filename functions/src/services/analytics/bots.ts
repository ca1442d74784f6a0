/**
 * User agents of crawlers, link previewers, monitors and scripts. Browsers (including headless
 * ones driven by tests) are counted; anything naming itself a bot, or sending no user agent at
 * all, is not. A determined bot can pretend to be a browser: this keeps the obvious noise out
 * (link unfurlers fetching a shared QR link, uptime checks, scrapers), not every fake visit.
 */
const BOT_PATTERN =
  /(?<!cu)bot\b|bot\/|crawl|spider|slurp|scrape|facebookexternalhit|facebookcatalog|embedly|quora link preview|skypeuripreview|vkshare|lighthouse|pagespeed|pingdom|uptimerobot|statuscake|site24x7|newrelicpinger|datadog|monitor|python-requests|python-urllib|aiohttp|httpx|\bcurl\/|\bwget\/|go-http-client|java\/|okhttp|libwww|apache-httpclient|node-fetch|axios\/|undici|postmanruntime|insomnia|headlesschrome.*(?:puppeteer|crawler)/i;

export function isLikelyBot(userAgent: string | undefined | null): boolean {
  const ua = (userAgent ?? "").trim();
  if (ua.length < 8) return true;
  return BOT_PATTERN.test(ua);
}
