// When the API's database is down, the API answers 503 with Retry-After (the reliability suite
// stops a real Firestore to prove it). Here the console meets those answers in a real browser:
// it says clearly what is wrong, keeps asking at the pace the server gives, and shows the data by
// itself once the API answers again. The outage is played by intercepting the brand list's
// requests; the shared stack's Firestore is never stopped.
import { expect } from "chai";
import { signInPage } from "./support/api.mjs";
import { launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

const UNAVAILABLE = {
  error: { code: "unavailable", message: "A service the API depends on is unavailable; try again shortly", status: 503, requestId: "e2e-outage" },
};

describe("Console during an outage: a clear error, retries, recovery", function () {
  stopAfterFirstFailure();
  let browser;
  let session;
  let down = true;
  const attempts = [];

  before(async () => {
    browser = await launchBrowser();
    session = await newPage(browser);
    await signInPage(session.page);
    await session.page.route(/\/v1\/brands(\?|$)/, async (route) => {
      if (route.request().method() !== "GET" || !down) return route.fallback();
      attempts.push({ at: Date.now(), url: route.request().url() });
      await route.fulfill({ status: 503, contentType: "application/json", headers: { "Retry-After": "1" }, body: JSON.stringify(UNAVAILABLE) });
    });
  });

  after(async () => {
    await browser?.close();
  });

  it("says the service is unavailable instead of showing an empty list", async () => {
    const { page } = session;
    await page.goto("/manager/panel/brands");
    const alert = page.getByRole("alert").filter({ hasText: "A service the API depends on is unavailable; try again shortly (503)" });
    await alert.waitFor({ timeout: 30_000 });
    await alert.getByText("Trying again automatically…").waitFor();
    expect(await page.locator("a.cell-title").count()).to.equal(0);
    await screenshot(page, "console-outage-brands");
  });

  it("asks again by itself, at the pace of Retry-After", async () => {
    const seen = attempts.length;
    const triesByUrl = () => {
      const byUrl = new Map();
      for (const attempt of attempts.slice(seen)) byUrl.set(attempt.url, [...(byUrl.get(attempt.url) ?? []), attempt]);
      return byUrl;
    };
    // Each list on the screen (the brand switcher's and the page's) asks on its own. Wait for the
    // state, not for a time: three more tries of every list that asked again.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && !(triesByUrl().size > 0 && [...triesByUrl().values()].every((tries) => tries.length >= 3))) {
      await session.page.waitForTimeout(200);
    }
    const byUrl = triesByUrl();
    expect(byUrl.size, "lists asking again").to.be.above(0);
    for (const [url, tries] of byUrl) {
      expect(tries.length, `${url}: tries within 30 s`).to.be.at.least(3);
      // Never sooner than the server's one second, and no later than the jitter allows (one
      // second more) with room for a busy machine.
      const gaps = tries.slice(1).map((attempt, i) => attempt.at - tries[i].at);
      expect(Math.min(...gaps), `${url}: ms between tries`).to.be.at.least(900);
      expect(Math.max(...gaps), `${url}: ms between tries`).to.be.below(6000);
    }
  });

  it("shows the brands once the API answers again, with no click", async () => {
    down = false;
    await session.page.locator("a.cell-title").first().waitFor({ timeout: 30_000 });
    expect(await session.page.getByRole("alert").filter({ hasText: "(503)" }).count()).to.equal(0);
    expect(session.problems.filter((p) => p.startsWith("pageerror"))).to.deep.equal([]);
  });
});
