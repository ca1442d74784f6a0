// Settings → Data export in a real browser: the demo owner asks for an export of the workspace,
// watches it being prepared (the list polls on its own, no reload) until it is ready, and downloads
// the archive through the link the server makes at that moment.
import { readFile } from "node:fs/promises";
import { expect } from "chai";
import { signInPage } from "./support/api.mjs";
import { launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

describe("Settings: workspace export", function () {
  stopAfterFirstFailure();
  this.timeout(240_000);
  let browser;
  let page;
  let problems;

  before(async () => {
    browser = await launchBrowser();
    ({ page, problems } = await newPage(browser, { viewport: { width: 1440, height: 900 } }));
  });

  after(async () => {
    await browser?.close();
  });

  it("prepares an export in the background and shows it ready without a reload", async () => {
    await signInPage(page, undefined, "/manager/panel/settings");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Data export" }) });
    await section.waitFor({ timeout: 90_000 });
    const list = section.getByRole("list", { name: "Exports" });
    await section.getByText("Loading exports…").waitFor({ state: "detached", timeout: 60_000 });
    const before = (await list.isVisible()) ? await list.getByRole("listitem").count() : 0;

    await section.getByRole("button", { name: "Export workspace" }).click();
    // The new export is first in the list, queued or already being prepared, and the button waits for it.
    const newest = list.getByRole("listitem").first();
    await page.waitForFunction((n) => document.querySelectorAll('[aria-label="Exports"] > li').length === n + 1, before, { timeout: 30_000 });
    const exportId = await newest.getAttribute("data-export-id");
    expect(exportId).to.be.a("string");

    const row = list.locator(`[data-export-id="${exportId}"]`);
    await list.locator(`[data-export-id="${exportId}"][data-status="ready"]`).waitFor({ timeout: 180_000 });
    expect(await row.innerText()).to.match(/Ready/);
    expect(await row.innerText()).to.match(/\d+(\.\d)? (B|KB|MB|GB) · until /);
    expect(await section.getByRole("button", { name: "Export workspace" }).isEnabled()).to.equal(true);
    await screenshot(page, "workspace-export");
  });

  it("downloads the archive: a zip of the workspace", async () => {
    const row = page.locator('[aria-label="Exports"] > li').first();
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), row.getByRole("button", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).to.match(/^vitrine-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString("latin1")).to.equal("PK\x03\x04");
    // Entry names are stored as they are in the headers, so they can be found without unzipping.
    for (const name of ["manifest.json", "workspace.json", "members.json", "library.json"]) expect(bytes.includes(Buffer.from(name))).to.equal(true, name);
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).to.deep.equal([]);
  });

  it("switches the event export on and off, saying since when and where the files go", async () => {
    const card = page.locator(".card", { has: page.getByRole("heading", { name: "Event export to your warehouse" }) });
    const toggle = card.getByRole("switch", { name: "Write hourly event files" });
    await toggle.waitFor({ timeout: 30_000 });
    expect(await toggle.getAttribute("aria-checked")).to.equal("false");
    await toggle.click();
    await card.getByText(/^On since /).waitFor({ timeout: 30_000 });
    expect(await toggle.getAttribute("aria-checked")).to.equal("true");
    expect(await card.innerText()).to.include("event-exports/date=YYYY-MM-DD/brand={brandId}/hour=HH/events.parquet");
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "event-export-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "event-export-phone");
    // Wider than the phone's screen would mean the path did not wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);
    await page.setViewportSize({ width: 1440, height: 900 });
    await toggle.click();
    await card.getByText(/^Off\. Events received/).waitFor({ timeout: 30_000 });
    expect(await toggle.getAttribute("aria-checked")).to.equal("false");
  });
});
