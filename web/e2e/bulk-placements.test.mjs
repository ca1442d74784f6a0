// "Create for many stores" on the QR code scheduler: the demo owner picks two of Acme Home's
// stores (made for the test), sees the count before creating, creates one code per store, and running it again on the
// same stores makes nothing new. Phone and desktop screenshots of the dialog. Its experience, stores
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

  const pickStores = async (dialog) => {
    await dialog.getByRole("radio", { name: "Pick" }).click();
    for (const store of stores) await dialog.getByRole("checkbox", { name: store.name, exact: true }).check();
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
});
