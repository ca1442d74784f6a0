// Settings → Audit log in a real browser. A change made through the API by the demo owner shows
// in the log with who made it and what it changed; the filters narrow the list (and reset its
// paging), the CSV download holds the same entries, and the retention period is saved to the
// workspace. Everything arranged is removed after, and the retention set back.
import { readFile } from "node:fs/promises";
import { expect } from "chai";
import { apiCall, ownerToken, signInPage } from "./support/api.mjs";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

const STORE = {
  address: { line1: "1 Audit Street", city: "Lyon", country: "FR" },
  location: { lat: 45.76, lng: 4.83 },
  timezone: "Europe/Paris",
};

describe("Settings: audit log", function () {
  stopAfterFirstFailure();
  this.timeout(180_000);
  const suffix = Date.now().toString(36);
  let token;
  let browser;
  let page;
  let storeId;
  let retentionBefore;

  before(async () => {
    token = await ownerToken();
    retentionBefore = (await apiCall("GET", "/v1/tenants/me", { token })).body.auditRetentionDays;
    const store = await apiCall("POST", `/v1/brands/${DEMO.brandId}/stores`, { token, json: { ...STORE, name: `Audit store ${suffix}` } });
    storeId = store.body.id;
    await apiCall("PATCH", `/v1/brands/${DEMO.brandId}/stores/${storeId}`, { token, json: { name: `Audited store ${suffix}` } });
    // The screen asks for four things at once: warm as many Functions emulator workers first, so
    // that none of them has to start (which can take over 30 s on a loaded machine) under the page.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.allSettled([...Array(4)].map(() => apiCall("GET", "/v1/tenants/me/audit-log?limit=1", { token })));
      if (answers.every((a) => a.status === "fulfilled")) break;
    }
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
  });

  after(async () => {
    await browser?.close();
    if (storeId) await apiCall("DELETE", `/v1/brands/${DEMO.brandId}/stores/${storeId}`, { token }).catch(() => {});
    if (retentionBefore) await apiCall("PATCH", "/v1/tenants/me", { token, json: { auditRetentionDays: retentionBefore } }).catch(() => {});
  });

  it("lists the latest changes, newest first, with who made them and what they changed", async () => {
    await signInPage(page, undefined, "/manager/panel/settings/audit-log");
    await page.getByRole("link", { name: "Audit log" }).waitFor();
    const table = page.getByRole("table", { name: "Audit log entries" });
    await table.waitFor();
    await table.getByRole("row").filter({ hasText: storeId }).first().waitFor();
    // The other browser chain changes the same workspace meanwhile, so this store's entries need
    // not be the top rows: among them, the rename is newest and the create comes after it.
    const rows = await table.locator("tbody tr").allInnerTexts();
    const ours = rows.filter((text) => text.includes(storeId));
    expect(ours).to.have.length(2);
    expect(ours[0]).to.include("Update store").and.include("Changed name");
    expect(ours[1]).to.include("Create store");
    await screenshot(page, "audit-log");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "audit-log-phone");
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, "audit-log-desktop");
  });

  it("filters by action and person, and downloads what the filters select as CSV", async () => {
    const table = page.getByRole("table", { name: "Audit log entries" });
    await page.getByLabel("Action", { exact: true }).selectOption("createStore");
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('table[aria-label="Audit log entries"] tbody tr')].map((r) => r.textContent ?? "");
      return cells.length > 0 && cells.every((text) => text.includes("Create store"));
    });
    expect(await table.getByRole("row").nth(1).innerText()).to.include(storeId);

    const me = (await apiCall("GET", "/v1/me", { token })).body;
    await page.getByLabel("Person", { exact: true }).selectOption(me.uid);
    await page.getByLabel("From", { exact: true }).fill("2001-01-01");
    await page.getByLabel("To", { exact: true }).fill("2001-01-02");
    await page.getByText("No changes match these filters").waitFor();
    await page.getByLabel("To", { exact: true }).fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await table.waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).to.match(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), "utf8"))
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).to.equal(
      "time,actor_kind,actor_id,actor_email,actor_name,action,target_type,target_id,brand_id,method,path,changed_fields,address,request_id",
    );
    expect(lines.length).to.be.greaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(",createStore,") && line.includes(me.uid))).to.equal(true);
    expect(lines.some((line) => line.includes(storeId))).to.equal(true);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForFunction(() => document.querySelector('table[aria-label="Audit log entries"]')?.textContent?.includes("Update store"));
  });

  it("saves the retention period, and refuses one out of range", async () => {
    const field = page.getByLabel("Keep entries for (days)");
    await field.fill("10");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Enter a whole number of days from 30 to 3650.").waitFor();
    await field.fill("90");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Retention saved.", { exact: true }).waitFor();
    expect((await apiCall("GET", "/v1/tenants/me", { token })).body.auditRetentionDays).to.equal(90);
  });
});
