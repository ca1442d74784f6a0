// The QR scheduler's 7-day timeline with the page's clock pinned: wherever "now" falls (just after
// a midnight, mid-day, just before the next midnight, near the end of the week), the red "Now"
// label covers no day's name and stays inside the chart, on a phone (390×844) and a desktop
// (1440×900); a scheduled publish of the experience it shows is flagged at its time, its flag inside
// the chart, and said in words under the legend. Its experience, QR code and scheduled publishes are
// made through the API and removed at the end.
import { expect } from "chai";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DEMO, SCREENSHOT_DIR, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { apiAs, signInPage } from "./support/api.mjs";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Moments after the timeline's first midnight, in order (the clock only moves forwards). */
const MOMENTS = [10 * MINUTE, 90 * MINUTE, 12 * HOUR, 23 * HOUR + 50 * MINUTE, 24 * HOUR + 10 * MINUTE];

/** The wall-clock date-time of `instant` in `timeZone`, to the minute: what scheduling a publish takes. */
function localDateTimeOf(instant, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const intersects = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe("QR scheduler timeline: the Now marker leaves every day's name readable", function () {
  stopAfterFirstFailure();
  this.timeout(300_000);
  const suffix = Date.now().toString(36);
  const placementName = `E2E timeline ${suffix}`;
  let api;
  let browser;
  let experience;
  let placement;
  let timeline;
  const publishes = [];

  before(async () => {
    api = await apiAs({ tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword });
    const created = await api("POST", `/v1/brands/${DEMO.brandId}/experiences`, { name: `E2E timeline ${suffix}` });
    if (created.status !== 201) throw new Error(`experience: ${JSON.stringify(created.body)}`);
    experience = created.body;
    const made = await api("POST", `/v1/brands/${DEMO.brandId}/placements`, { name: placementName, defaultExperienceId: experience.id });
    if (made.status !== 201) throw new Error(`placement: ${JSON.stringify(made.body)}`);
    placement = made.body;
    const read = await api("GET", `/v1/brands/${DEMO.brandId}/placements/${placement.id}/timeline`);
    if (read.status !== 200) throw new Error(`timeline: ${JSON.stringify(read.body)}`);
    timeline = read.body;
    // Two launches: one early in the week, one at its very end (its flag must turn inwards).
    const from = Date.parse(timeline.from);
    for (const offset of [2 * 24 * HOUR + 9 * HOUR, 6 * 24 * HOUR + 22 * HOUR]) {
      const localDateTime = localDateTimeOf(from + offset, timeline.timezone);
      const scheduled = await api("POST", `/v1/brands/${DEMO.brandId}/experiences/${experience.id}/scheduled-publishes`, {
        localDateTime,
        timezone: timeline.timezone,
      });
      if (scheduled.status !== 201) throw new Error(`scheduled publish: ${JSON.stringify(scheduled.body)}`);
      publishes.push({ ...scheduled.body, time: localDateTime.slice(11) });
    }
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    for (const publish of publishes) await api("POST", `/v1/brands/${DEMO.brandId}/experiences/${experience.id}/scheduled-publishes/${publish.id}/cancel`);
    if (placement) await api("DELETE", `/v1/brands/${DEMO.brandId}/placements/${placement.id}`);
    if (experience) await api("DELETE", `/v1/brands/${DEMO.brandId}/experiences/${experience.id}`);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`at ${viewport.width}×${viewport.height}`, async () => {
      const { page, problems } = await newPage(browser, { viewport });
      page.setDefaultTimeout(150_000);
      const from = Date.parse(timeline.from);
      const span = Date.parse(timeline.to) - from;
      // The console's clock, pinned to the first moment; it runs on from there unless moved.
      await page.clock.install({ time: from + MOMENTS[0] });
      const url = `/manager/panel/brands/${DEMO.brandId}/experience/${experience.id}/qr-code-scheduler`;
      await signInPage(page, { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword }, url);
      const card = page.getByRole("region", { name: `QR code ${placementName}` });
      await card.locator(".timeline-now").waitFor();

      let at = MOMENTS[0];
      for (const moment of MOMENTS) {
        if (moment > at) {
          // Jumps the clock and fires the timeline's minute timer once.
          await page.clock.fastForward(moment - at);
          at = moment;
        }
        const expected = (moment / span) * 100;
        await page.waitForFunction(
          ({ expected }) => {
            const left = parseFloat(document.querySelector(".timeline-now")?.style.left ?? "NaN");
            return Math.abs(left - expected) < 0.2;
          },
          { expected },
        );
        const seen = await card.evaluate((element) => {
          const box = (node) => {
            const { left, right, top, bottom } = node.getBoundingClientRect();
            return { left, right, top, bottom, text: node.textContent };
          };
          return {
            now: box(element.querySelector(".timeline-now-label")),
            chart: box(element.querySelector(".timeline-chart")),
            days: [...element.querySelectorAll(".timeline-tick-major .timeline-tick-label")].map(box),
          };
        });
        const label = `${viewport.width}px, ${(moment / HOUR).toFixed(2)} h after the first midnight`;
        expect(seen.days.length, label).to.be.at.least(7);
        const covered = seen.days.filter((day) => intersects(seen.now, day)).map((day) => day.text);
        expect(covered, `${label}: the Now label covers`).to.deep.equal([]);
        expect(seen.now.left, `${label}: Now label past the chart's start`).to.be.at.least(seen.chart.left - 0.5);
        expect(seen.now.right, `${label}: Now label past the chart's end`).to.be.at.most(seen.chart.right + 0.5);
        if (moment === MOMENTS[0] || moment === MOMENTS[3]) {
          await card.scrollIntoViewIfNeeded();
          mkdirSync(SCREENSHOT_DIR, { recursive: true });
          await card.screenshot({ path: path.join(SCREENSHOT_DIR, `timeline-now-${viewport.width}-${Math.round(moment / MINUTE)}min.png`) });
        }
      }

      // The launches: a flag at each, inside the chart, and a sentence each under the legend.
      const flags = await card.evaluate((element) => {
        const chart = element.querySelector(".timeline-chart").getBoundingClientRect();
        return [...element.querySelectorAll(".timeline-publish")].map((marker) => {
          const flag = marker.querySelector(".timeline-publish-flag").getBoundingClientRect();
          return { id: marker.dataset.scheduledPublishId, text: marker.textContent, inside: flag.left >= chart.left - 0.5 && flag.right <= chart.right + 0.5 };
        });
      });
      expect(flags.map((flag) => flag.id)).to.deep.equal(publishes.map((publish) => publish.id));
      for (const [index, flag] of flags.entries()) {
        expect(flag.text).to.contain(publishes[index].time);
        expect(flag.inside, `flag ${index + 1} inside the chart`).to.equal(true);
      }
      const sentences = card.getByRole("list", { name: "Scheduled publishes in these 7 days" }).getByRole("listitem");
      expect(await sentences.count()).to.equal(2);
      expect(await sentences.first().textContent()).to.match(new RegExp(`^E2E timeline ${suffix} goes live .*${publishes[0].time}`));
      await card.screenshot({ path: path.join(SCREENSHOT_DIR, `timeline-publishes-${viewport.width}.png`) });
      await screenshot(page, `timeline-now-${viewport.width}x${viewport.height}`);
      expect(problems).to.deep.equal([]);
      await page.context().close();
    });
  }
});
