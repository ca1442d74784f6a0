// The QR code scheduler in a real browser: the demo owner creates a QR code for an experience,
// schedules another experience on it and sees the schedule on the 7-day timeline, is refused a
// second schedule at the same priority (the 409 names the overlap on both rows), downloads the
// code as SVG and PNG and opens its printable sheet. Its experiences and QR code are deleted at the end.
import { expect } from "chai";
import { readFile } from "node:fs/promises";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure, toastWith } from "./support/browser.mjs";
import { apiAs, signInPage } from "./support/api.mjs";

const DESKTOP = { width: 1366, height: 900 };

describe("QR code scheduler: the owner schedules a QR code of Acme Home", function () {
  stopAfterFirstFailure();
  // The local stack can be slow on a busy machine: wait for it rather than fail.
  this.timeout(300_000);
  const suffix = Date.now().toString(36);
  const placementName = `E2E entrance ${suffix}`;
  let api;
  let browser;
  let session;
  let main;
  let promo;
  let card;

  before(async () => {
    api = await apiAs({ tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword });
    const create = async (name) => {
      const res = await api("POST", `/v1/brands/${DEMO.brandId}/experiences`, { name });
      if (res.status !== 201) throw new Error(`experience: ${JSON.stringify(res.body)}`);
      return res.body;
    };
    main = await create(`E2E QR main ${suffix}`);
    promo = await create(`E2E QR promo ${suffix}`);
    browser = await launchBrowser();
    session = await newPage(browser, { viewport: DESKTOP });
    session.page.setDefaultTimeout(150_000);
  });

  after(async () => {
    await browser?.close();
    // Whatever a failed run left behind: its QR codes first (experiences in use cannot be deleted).
    for (const experience of [main, promo].filter(Boolean)) {
      const left = await api("GET", `/v1/brands/${DEMO.brandId}/placements?experienceId=${experience.id}`);
      for (const placement of left.body?.items ?? []) await api("DELETE", `/v1/brands/${DEMO.brandId}/placements/${placement.id}`);
    }
    for (const experience of [main, promo].filter(Boolean)) await api("DELETE", `/v1/brands/${DEMO.brandId}/experiences/${experience.id}`);
  });

  it("opens the experience's QR scheduler, empty at first", async () => {
    const { page } = session;
    const url = `/manager/panel/brands/${DEMO.brandId}/experience/${main.id}/qr-code-scheduler`;
    await signInPage(page, { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword }, url);
    await page.waitForURL(`**${url}`);
    await page.getByRole("heading", { name: "No QR code shows this experience yet" }).waitFor();
  });

  it("creates a QR code showing the experience by default", async () => {
    const { page } = session;
    await page.getByRole("button", { name: "New QR code" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(placementName);
    expect(await dialog.getByLabel("Default experience").inputValue()).to.equal(main.id);
    await dialog.getByRole("button", { name: "Create QR code" }).click();
    await toastWith(page, `QR code “${placementName}” created.`);
    card = page.getByRole("region", { name: `QR code ${placementName}` });
    await card.waitFor();
    await card.locator(`.timeline-segment[data-experience-id="${main.id}"][data-source="default"]`).first().waitFor();
  });

  it("schedules the promo experience and sees it on the timeline", async () => {
    const { page } = session;
    await card.getByRole("button", { name: "Add schedule" }).click();
    const row = card.locator(".schedule-row").first();
    await row.getByLabel("Experience").selectOption(promo.id);
    await row.getByLabel("Label").fill("Launch week");
    // Today and the next three weeks, from 00:00 to 23:00 every day: visible on today's bar.
    await row.getByRole("switch", { name: "All day" }).click();
    await row.getByLabel("From").fill("00:00");
    await row.getByLabel("To").fill("23:00");
    await card.getByRole("button", { name: "Save schedules" }).click();
    await toastWith(page, `Schedules of “${placementName}” saved.`);
    const scheduled = card.locator(`.timeline-segment[data-source="schedule"][data-experience-id="${promo.id}"]`);
    await scheduled.first().waitFor();
    expect(await scheduled.count()).to.be.at.least(6);
    expect(await card.locator(".timeline-legend").innerText()).to.contain(promo.name);
    await card.locator(".timeline-now").waitFor();
    await screenshot(page, "placements-scheduled");
  });

  it("refuses a second schedule at the same priority, naming the overlap on both rows", async () => {
    const { page } = session;
    await card.getByRole("button", { name: "Add schedule" }).click();
    const second = card.locator(".schedule-row").nth(1);
    // A new schedule takes the next priority up; bring it down to the first one's.
    expect(await second.getByLabel("Priority").inputValue()).to.equal("1");
    await second.getByLabel("Priority").fill("0");
    await second.getByLabel("Label").fill("Clash");
    await card.getByRole("button", { name: "Save schedules" }).click();
    const alert = card.getByRole("alert").filter({ hasText: "Schedules at the same priority overlap" });
    await alert.waitFor();
    expect(await alert.innerText()).to.contain("“Launch week” and “Clash”");
    const conflicts = card.locator(".schedule-conflicts");
    expect(await conflicts.count()).to.equal(2);
    expect(await conflicts.first().innerText()).to.match(/Overlaps “Clash” at the same priority \(0\), first on .+/);
    await toastWith(page, "(409)");
    await screenshot(page, "placements-conflict");
    // Back to what is saved: one schedule, no conflict.
    await card.getByRole("button", { name: "Reset" }).click();
    expect(await card.locator(".schedule-row").count()).to.equal(1);
    expect(await conflicts.count()).to.equal(0);
  });

  it("downloads the QR code as SVG and PNG", async () => {
    const { page } = session;
    await card.getByRole("button", { name: "QR code", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator(".qr-image svg").waitFor();
    await dialog.getByRole("radio", { name: "H" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download SVG" }).click()]);
    expect(download.suggestedFilename()).to.equal(`qr-e2e-entrance-${suffix}.svg`);
    const svg = await readFile(await download.path(), "utf8");
    expect(svg).to.match(/^<svg[^>]+width="1024"/);
    await dialog.getByLabel("Size (PNG pixels, SVG width)").selectOption("512");
    const [png] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download PNG" }).click()]);
    expect(png.suggestedFilename()).to.equal(`qr-e2e-entrance-${suffix}.png`);
    const bytes = await readFile(await png.path());
    expect(bytes.subarray(1, 4).toString("latin1")).to.equal("PNG");
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).to.deep.equal([512, 512]);
    const address = await dialog.getByLabel("QR code address").inputValue();
    expect(address).to.match(new RegExp(`/[A-Za-z0-9]{20}$`));
    await screenshot(page, "placements-qr-dialog");
  });

  it("opens the printable sheet with the brand, the placement and the short address", async () => {
    const { page } = session;
    await page.getByRole("dialog").getByRole("link", { name: "Printable sheet" }).click();
    await page.waitForURL(/\?print=/);
    const sheet = page.getByRole("article", { name: "Printable QR code sheet" });
    await sheet.locator("svg").waitFor();
    expect(await sheet.locator(".qr-print-name").innerText()).to.equal(placementName);
    expect((await sheet.locator(".qr-print-brand").innerText()).toLowerCase()).to.equal("acme home");
    await screenshot(page, "placements-print-sheet");
    await page.getByRole("link", { name: "Back to the scheduler" }).click();
    await card.waitFor();
  });

  it("deletes the QR code", async () => {
    const { page, problems } = session;
    await card.getByRole("button", { name: `Delete ${placementName}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete QR code" }).click();
    await toastWith(page, `QR code “${placementName}” deleted.`);
    await page.getByRole("heading", { name: "No QR code shows this experience yet" }).waitFor();
    // The 409 above is reported by the browser as a failed request; nothing else went wrong.
    expect(problems.filter((p) => !p.includes("409"))).to.deep.equal([]);
  });
});
