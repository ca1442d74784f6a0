// "Create for many stores" on the QR code scheduler: the demo owner picks two of Acme Home's
// stores (made for the test), sees the count before creating, creates one code per store, and running it again on the
// same stores makes nothing new; with more codes than a page, the scheduler pages and searches them,
// prints them all, and its store picker searches the server. Phone and desktop screenshots. Its experience, stores
// and codes are deleted at the end.
import { expect } from "chai";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { apiAs, signInPage } from "./support/api.mjs";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

describe("QR codes for many stores: the owner creates a code per store of Acme Home", function () {
  stopAfterFirstFailure();
  this.timeout(300_000);
  const suffix = Date.now().toString(36);
  let api;
  let browser;
  let session;
  let experience;
  let stores;

  before(async () => {
    api = await apiAs({ tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword });
    const created = await api("POST", `/v1/brands/${DEMO.brandId}/experiences`, { name: `E2E bulk ${suffix}` });
    if (created.status !== 201) throw new Error(`experience: ${JSON.stringify(created.body)}`);
    experience = created.body;
    stores = [];
    for (const [name, timezone] of [
      [`E2E Lyon ${suffix}`, "Europe/Paris"],
      [`E2E Porto ${suffix}`, "Europe/Lisbon"],
    ]) {
      const store = await api("POST", `/v1/brands/${DEMO.brandId}/stores`, {
        name,
        address: { line1: "1 Main St", city: "Somewhere", country: "FR" },
        location: { lat: 45, lng: 4 },
        timezone,
      });
      if (store.status !== 201) throw new Error(`store: ${JSON.stringify(store.body)}`);
      stores.push(store.body);
    }
    browser = await launchBrowser();
    session = await newPage(browser, { viewport: DESKTOP });
    session.page.setDefaultTimeout(150_000);
  });

  after(async () => {
    await browser?.close();
    const left = experience && (await api("GET", `/v1/brands/${DEMO.brandId}/placements?experienceId=${experience.id}&limit=100`));
    for (const placement of left?.body?.items ?? []) await api("DELETE", `/v1/brands/${DEMO.brandId}/placements/${placement.id}`);
    if (experience) await api("DELETE", `/v1/brands/${DEMO.brandId}/experiences/${experience.id}`);
    for (const store of stores ?? []) await api("DELETE", `/v1/brands/${DEMO.brandId}/stores/${store.id}`);
  });

  // Stores are searched on the server as the person types (a chain has thousands), then added one by one.
  const pickStores = async (dialog) => {
    await dialog.getByRole("radio", { name: "Pick" }).click();
    const search = dialog.getByRole("combobox", { name: "Add a store" });
    for (const store of stores) {
      await search.fill(store.name);
      await dialog.getByRole("option").filter({ hasText: store.name }).click();
      await dialog.getByRole("list", { name: "Stores to include" }).getByText(store.name, { exact: true }).waitFor();
    }
  };

  it("counts, then creates one code per picked store, named by the pattern", async () => {
    const { page } = session;
    const url = `/manager/panel/brands/${DEMO.brandId}/experience/${experience.id}/qr-code-scheduler`;
    await signInPage(page, { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword }, url);
    await page.getByRole("heading", { name: "No QR code shows this experience yet" }).waitFor();
    await page.getByRole("button", { name: "Create for many stores" }).first().click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByLabel("Experience").inputValue()).to.equal(experience.id);
    await dialog.locator(".bulk-preview", { hasText: "new codes" }).waitFor();
    await pickStores(dialog);
    await dialog.getByLabel("Name of each code").fill("{store} window");
    await dialog.locator(".bulk-preview", { hasText: "2 stores selected: 2 new codes, none skipped." }).waitFor();
    await screenshot(page, "bulk-placements-desktop");
    await dialog.getByRole("button", { name: "Create 2 codes" }).click();
    await dialog.getByRole("status").filter({ hasText: "2 QR codes created" }).waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    for (const store of stores) await page.getByRole("region", { name: `QR code ${store.name} window` }).waitFor();
  });

  it("makes nothing new when run again on the same stores (phone)", async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Create for many stores" }).first().click();
    const dialog = page.getByRole("dialog");
    await pickStores(dialog);
    await dialog.locator(".bulk-preview", { hasText: "2 stores selected: no new codes, 2 already have one." }).waitFor();
    expect(await dialog.getByRole("button", { name: "Nothing to create" }).isDisabled()).to.equal(true);
    await screenshot(page, "bulk-placements-phone");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    const listed = await api("GET", `/v1/brands/${DEMO.brandId}/placements?experienceId=${experience.id}&limit=100`);
    expect(listed.body.items.map((p) => p.storeId).sort()).to.deep.equal(stores.map((s) => s.id).sort());
  });

  it("pages the experience's codes 20 at a time, searches them, prints them all, and finds a store by typing", async () => {
    const { page, problems } = session;
    // 21 more codes (23 in all): more than a page.
    for (let i = 1; i <= 21; i++) {
      const name = `E2E page ${suffix} ${String(i).padStart(2, "0")}`;
      const made = await api("POST", `/v1/brands/${DEMO.brandId}/placements`, { name, defaultExperienceId: experience.id });
      if (made.status !== 201) throw new Error(`placement: ${JSON.stringify(made.body)}`);
    }
    await page.setViewportSize(DESKTOP);
    await page.reload();
    const cards = page.locator(".placement-card");
    await page.getByText("Page 1", { exact: true }).waitFor();
    expect(await cards.count()).to.equal(20);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Page 2", { exact: true }).waitFor();
    await page.getByRole("region", { name: `QR code E2E page ${suffix} 21` }).waitFor();
    expect(await cards.count()).to.equal(3);
    await page.waitForFunction(() => document.querySelectorAll(".placement-card .timeline-now").length === 3);
    await screenshot(page, "qr-scheduler-page-2-desktop");
    await page.setViewportSize(PHONE);
    // The shell's navigation slides shut when the window narrows: the picture once it has.
    await page.waitForTimeout(600);
    await screenshot(page, "qr-scheduler-page-2-phone");
    await page.setViewportSize(DESKTOP);

    // None ticked: every code of the experience is printed, not the page on screen.
    await page.getByRole("button", { name: "Download codes" }).click();
    await page.getByRole("dialog").getByText("23 QR codes, drawn by the server").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    // The search starts again from page 1, by name prefix on the server.
    await page.getByRole("searchbox", { name: "Search QR codes by name" }).fill(`E2E page ${suffix} 1`);
    await page.getByRole("region", { name: `QR code E2E page ${suffix} 19` }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".placement-card").length === 10);
    expect(await page.getByText("Page 1", { exact: true }).count()).to.equal(0);

    // The store picker asks the server for what is typed.
    await page.getByRole("button", { name: "New QR code" }).click();
    const dialog = page.getByRole("dialog");
    const store = dialog.getByRole("combobox", { name: "Store" });
    expect(await store.inputValue()).to.equal("No store");
    await store.fill("E2E Porto");
    await dialog.getByRole("option").filter({ hasText: stores[1].name }).waitFor();
    expect(await dialog.getByRole("option").filter({ hasText: stores[0].name }).count()).to.equal(0);
    await screenshot(page, "store-picker-open-desktop");
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(600);
    await screenshot(page, "store-picker-open-phone");
    await dialog.getByRole("option").filter({ hasText: stores[1].name }).click();
    expect(await store.inputValue()).to.equal(stores[1].name);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(problems).to.deep.equal([]);
  });
});
