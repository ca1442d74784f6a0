// The console's side of embedding: a brand admin lists the sites allowed to embed on the brand's
// overview (a wrong line is refused with its line number), and a QR code's "Embed" dialog gives
// the <iframe> to paste and the link to share. The demo brand's list is restored after.
import { expect } from "chai";
import { apiAs, DEMO_OWNER, signInPage } from "./support/api.mjs";
import { BASE_URL, DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

describe("Console: embedding settings and the embed code", function () {
  stopAfterFirstFailure();
  this.timeout(300_000);
  const brandId = DEMO.brandId;
  let api;
  let browser;
  let savedOrigins;
  let experienceId;

  before(async () => {
    api = await apiAs(DEMO_OWNER);
    savedOrigins = (await api("GET", `/v1/brands/${brandId}`)).body.embedOrigins;
    experienceId = (await api("GET", `/v1/public/placements/${DEMO.placementId}`)).body.experience?.id;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    if (api && savedOrigins) await api("PATCH", `/v1/brands/${brandId}`, { embedOrigins: savedOrigins });
  });

  for (const [name, viewport] of Object.entries({ desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } })) {
    it(`lists the sites allowed to embed, refusing a wrong line (${name})`, async () => {
      await api("PATCH", `/v1/brands/${brandId}`, { embedOrigins: [] });
      const { page, context, problems } = await newPage(browser, { viewport });
      await signInPage(page, DEMO_OWNER, `/manager/panel/brands/${brandId}`);
      const sites = page.getByLabel("Allowed sites");
      await sites.waitFor();
      await sites.fill("https://shop.example.com\nhttp://blog.example.com/news");
      await page.getByRole("button", { name: "Save sites" }).click();
      await page.getByText(/Line 2: Use https/).waitFor();
      await sites.fill("https://shop.example.com\nhttps://Blog.Example.com:443");
      await page.getByRole("button", { name: "Save sites" }).click();
      await page.waitForFunction(() => document.querySelector("textarea.mono")?.value === "https://shop.example.com\nhttps://blog.example.com", null, {
        timeout: 30_000,
      });
      expect((await api("GET", `/v1/brands/${brandId}`)).body.embedOrigins).to.deep.equal(["https://shop.example.com", "https://blog.example.com"]);
      await sites.scrollIntoViewIfNeeded();
      await screenshot(page, `embed-console-sites-${name}`);
      expect(problems).to.deep.equal([]);
      await context.close();
    });

    it(`gives a QR code's embed code and share link (${name})`, async function () {
      if (!experienceId) this.skip();
      const { page, context } = await newPage(browser, { viewport });
      await signInPage(page, DEMO_OWNER, `/manager/panel/brands/${brandId}/experience/${experienceId}/qr-code-scheduler`);
      const card = page.locator(".placement-card").filter({ hasText: DEMO.placementId }).first();
      await card.waitFor({ timeout: 120_000 });
      await card.getByRole("button", { name: "Embed" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      const snippet = await dialog.getByLabel("Embed code").inputValue();
      expect(snippet).to.match(
        new RegExp(`^<iframe src="${BASE_URL.replace(/[.]/g, "\\.")}/embed/${DEMO.placementId}" title="[^"]+" width="800" height="600" `),
      );
      expect(snippet).to.contain('allow="xr-spatial-tracking; fullscreen;').and.to.contain("allowfullscreen");
      expect(await dialog.getByLabel("Link to share").inputValue()).to.equal(`${BASE_URL}/${DEMO.placementId}`);
      await page.waitForTimeout(300);
      await screenshot(page, `embed-console-dialog-${name}`);
      await context.close();
    });
  }
});
