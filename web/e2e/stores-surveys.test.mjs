// Brand content in a real browser: the demo owner adds a store to Acme Home (an invalid latitude
// is caught and fixed), sets its opening hours and finds it in the list; then writes a survey with
// a single-choice and a rating question (a repeated choice is caught and fixed), reorders it,
// archives it and finds it under Archived. Both are deleted at the end so the demo stays tidy.
import { expect } from "chai";
import { apiCall, ownerToken } from "./support/api.mjs";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure, toastWith } from "./support/browser.mjs";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };

async function signIn(page) {
  await page.goto("/manager");
  await page.waitForURL("**/manager/authentication/sign-in**");
  await page.getByLabel("Workspace").fill(DEMO.tenantSlug);
  await page.getByLabel("Email").fill(DEMO.ownerEmail);
  await page.getByLabel("Password").fill(DEMO.ownerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/manager/panel/brands");
}

describe("Stores and surveys: the owner manages Acme Home's stores and surveys", function () {
  // One story: a failed step makes the following ones meaningless.
  stopAfterFirstFailure();
  const suffix = Date.now().toString(36);
  const storeName = `E2E Rivoli ${suffix}`;
  const surveyTitle = `E2E Visit feedback ${suffix}`;
  let browser;
  let session;
  let brandUrl;
  const importedCodes = [`E2E-${suffix}-1`, `E2E-${suffix}-2`];

  before(async () => {
    browser = await launchBrowser();
    session = await newPage(browser, { viewport: DESKTOP });
  });
  after(async () => {
    await browser?.close();
    // The stores the CSV added: other files count the brand's stores.
    const token = await ownerToken();
    for (const code of importedCodes) {
      const found = await apiCall("GET", `/v1/brands/${DEMO.brandId}/stores?code=${code}`, { token });
      for (const store of found.body.items ?? []) await apiCall("DELETE", `/v1/brands/${DEMO.brandId}/stores/${store.id}`, { token });
    }
  });

  it("signs the owner in and opens Acme Home from the brand list", async () => {
    const { page } = session;
    await signIn(page);
    // Other runs add brands; search so the seeded one is on the first page.
    await page.getByLabel("Search brands by name").fill("Acme Home");
    await page.locator("a.cell-title", { hasText: "Acme Home" }).first().click();
    await page.waitForURL(/\/manager\/panel\/brands\/[A-Za-z0-9_-]+$/);
    brandUrl = new URL(page.url()).pathname;
    await page.getByRole("heading", { name: "Acme Home" }).first().waitFor();
  });

  it("opens the stores of the brand", async () => {
    const { page } = session;
    await page.getByRole("complementary", { name: "Main navigation" }).getByRole("link", { name: "Stores" }).click();
    await page.waitForURL(`**${brandUrl}/stores`);
    await page.getByRole("heading", { name: "Stores", exact: true }).waitFor();
    await page.locator(".table, .empty-state").first().waitFor();
    await screenshot(page, "stores-list-before");
  });

  it("refuses a latitude out of range with the server's sentence under the field", async () => {
    const { page } = session;
    await page.getByRole("button", { name: "New store" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Store name").fill(storeName);
    // The time zone picker searches: type a city, take the first match with Enter.
    const zone = dialog.getByRole("combobox", { name: "Time zone" });
    await zone.click();
    await zone.fill("paris");
    await dialog.getByRole("option", { name: /Paris/ }).first().waitFor();
    await zone.press("Enter");
    expect(await zone.inputValue()).to.equal("Europe/Paris");
    await dialog.getByLabel("Street address").fill("1 rue de Rivoli");
    await dialog.getByLabel("City").fill("Paris");
    await dialog.getByLabel("Postal code (optional)").fill("75001");
    await dialog.getByLabel("Country").selectOption("FR");
    await dialog.getByLabel("Latitude").fill("123");
    await dialog.getByLabel("Longitude").fill("2.3522");
    await dialog.getByRole("button", { name: "Create store" }).click();
    await dialog.getByText("Latitude must be between -90 and 90").waitFor();
    expect(await dialog.getByLabel("Latitude").getAttribute("aria-invalid")).to.equal("true");
    await screenshot(page, "store-create-invalid-latitude");
  });

  it("clears the error as the latitude is fixed, creates the store and opens it", async () => {
    const { page } = session;
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Latitude").fill("48.8606");
    await dialog.getByText("Latitude must be between -90 and 90").waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: "Create store" }).click();
    await page.waitForURL(new RegExp(`${brandUrl}/stores/[A-Za-z0-9_-]+$`));
    await page.getByRole("heading", { name: storeName }).waitFor();
    await page.getByText("No opening hours yet").waitFor();
    await page.getByText("Europe/Paris ·").first().waitFor();
  });

  it("sets opening hours: Monday copied to the weekdays, a Saturday past midnight", async () => {
    const { page } = session;
    const hours = page.getByRole("form", { name: "Opening hours" });
    await hours.getByRole("switch", { name: "Monday open" }).click();
    await hours.getByLabel("Monday opens at").fill("09:30");
    await hours.getByLabel("Monday closes at").fill("19:00");
    await page.getByRole("button", { name: "Copy Monday to weekdays" }).click();
    expect(await hours.getByLabel("Friday closes at").inputValue()).to.equal("19:00");
    await hours.getByRole("switch", { name: "Saturday open" }).click();
    await hours.getByLabel("Saturday opens at").fill("18:00");
    await hours.getByLabel("Saturday closes at").fill("01:00");
    await hours.locator('[data-day="sat"]').getByText("Until 01:00 the next day").waitFor();
    await hours.getByRole("button", { name: "Save hours" }).click();
    await toastWith(page, "Store saved.");
    await page
      .locator(".store-status")
      .getByText(/Open now|Closed now/)
      .waitFor();
    await screenshot(page, "store-detail-hours");
  });

  it("keeps the hours after a reload", async () => {
    const { page } = session;
    await page.reload();
    await page.getByRole("heading", { name: storeName }).waitFor();
    const hours = page.getByRole("form", { name: "Opening hours" });
    expect(await hours.getByLabel("Thursday opens at").inputValue()).to.equal("09:30");
    expect(await hours.getByLabel("Saturday closes at").inputValue()).to.equal("01:00");
    expect(await hours.getByRole("switch", { name: "Sunday open" }).getAttribute("aria-checked")).to.equal("false");
  });

  it("looks right on a phone", async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.getByRole("heading", { name: storeName }).waitFor();
    // The sidebar turns into a drawer at this width; let its slide-out finish.
    await page.waitForTimeout(400);
    await screenshot(page, "store-detail-phone");
    await page.setViewportSize(DESKTOP);
  });

  it("lists the store with its city, country, time zone and placements", async () => {
    const { page } = session;
    await page.getByRole("link", { name: "All stores" }).click();
    await page.waitForURL(`**${brandUrl}/stores`);
    await page.getByLabel("Search stores by name").fill(storeName.slice(0, 12));
    const row = page.locator("tr", { has: page.getByRole("link", { name: storeName }) });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).to.contain("Paris");
    expect(text).to.contain("France");
    expect(text).to.contain("Europe/Paris");
    await screenshot(page, "stores-list");
  });

  it("imports stores from a CSV: checked first, then imported, and exports them", async () => {
    const { page } = session;
    const csv = [
      "code,name,timezone,tags,address_line1,city,country,lat,lng",
      `${importedCodes[0]},E2E Import Lille ${suffix},Europe/Paris,north,1 rue Faidherbe,Lille,FR,50.6292,3.0573`,
      `${importedCodes[1]},E2E Import kiosk ${suffix},Europe/Paris,kiosk,,,,,`,
    ].join("\n");
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import stores from CSV" });
    await dialog.getByLabel("CSV file").setInputFiles({ name: "stores.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Check file" }).click();
    await dialog.getByText("stores.csv: 2 new stores, 0 stores to update, 0 unchanged.").waitFor();
    await screenshot(page, "stores-import-checked");
    await page.setViewportSize(PHONE);
    // The sidebar turns into a drawer at this width; let its slide-out finish.
    await page.waitForTimeout(400);
    await screenshot(page, "stores-import-checked-phone");
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole("button", { name: "Import 2 stores" }).click();
    await dialog.getByText("2 created, 0 updated, 0 unchanged from stores.csv.").waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByLabel("Search stores by name").fill(`E2E Import kiosk ${suffix}`);
    await page.getByRole("link", { name: `E2E Import kiosk ${suffix}` }).waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).to.match(/-stores\.csv$/);
    const exported = await new Promise((resolve, reject) => {
      download.createReadStream().then((stream) => {
        let text = "";
        stream.on("data", (chunk) => (text += chunk));
        stream.on("end", () => resolve(text));
        stream.on("error", reject);
      }, reject);
    });
    expect(exported).to.contain(`${importedCodes[0]},E2E Import Lille ${suffix},Europe/Paris,north,1 rue Faidherbe`);
  });

  it("opens a new survey and suggests a field name from the question", async () => {
    const { page } = session;
    await page.goto(`${brandUrl}/surveys`);
    await page.getByRole("heading", { name: "Surveys", exact: true }).waitFor();
    await page.getByRole("button", { name: "New survey" }).first().click();
    await page.waitForURL("**/surveys?survey=new");
    // The list's "Search surveys by title" also answers to "Title": wait for the editor and name the field exactly,
    // or a fill that lands before the list unmounts types the title into the search box.
    await page.getByRole("heading", { name: "New survey" }).waitFor();
    await page.getByLabel("Title", { exact: true }).fill(surveyTitle);
    const first = page.getByRole("region", { name: "Question 1" });
    await first.getByLabel("Question", { exact: true }).fill("Which colour do you prefer?");
    expect(await first.getByLabel("Field name").inputValue()).to.equal("colour_prefer");
    await first.getByRole("textbox", { name: "Choice 1" }).fill("Blue");
    await first.getByRole("textbox", { name: "Choice 2" }).fill("blue");
    await page.getByRole("button", { name: "Rating", exact: true }).click();
    const second = page.getByRole("region", { name: "Question 2" });
    await second.getByLabel("Question", { exact: true }).fill("How would you rate the store?");
    await second.getByRole("switch", { name: "Question 2 required" }).click();
  });

  it("shows a repeated choice next to that choice and saves once it is fixed", async () => {
    const { page } = session;
    await page.getByRole("button", { name: "Create survey" }).first().click();
    const first = page.getByRole("region", { name: "Question 1" });
    await first.getByText('"blue" is listed twice').waitFor();
    expect(await first.getByRole("textbox", { name: "Choice 2" }).getAttribute("aria-invalid")).to.equal("true");
    await screenshot(page, "survey-duplicate-choice");
    await first.getByRole("textbox", { name: "Choice 2" }).fill("Green");
    await first.getByText('"blue" is listed twice').waitFor({ state: "detached" });
  });

  it("reorders the questions with the keyboard buttons and by dragging", async () => {
    const { page } = session;
    await page.getByRole("button", { name: "Move question 2 up" }).click();
    await page.getByRole("region", { name: "Question 1" }).getByText("Rating").first().waitFor();
    expect(await page.getByRole("region", { name: "Question 1" }).getByLabel("Question", { exact: true }).inputValue()).to.equal(
      "How would you rate the store?",
    );
    // Focus follows the moved question, so a keyboard user can keep moving it.
    expect(await page.evaluate(() => document.activeElement?.closest("section")?.getAttribute("aria-label"))).to.equal("Question 1");

    // Drag the colour question (now second) back above the rating by its grip. The mouse only
    // reaches what is on screen: make the window tall enough for both cards.
    await page.setViewportSize({ width: DESKTOP.width, height: 1600 });
    const grip = page.getByRole("region", { name: "Question 2" }).locator(".question-grip");
    const target = page.getByRole("region", { name: "Question 1" });
    const from = await grip.boundingBox();
    const to = await target.boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 12, { steps: 8 });
    await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 2 });
    await page.mouse.up();
    await page.setViewportSize(DESKTOP);
    expect(await page.getByRole("region", { name: "Question 1" }).getByLabel("Question", { exact: true }).inputValue()).to.equal("Which colour do you prefer?");

    // And back with the button, so the rating question leads.
    await page.getByRole("button", { name: "Move question 2 up" }).click();
    expect(await page.getByRole("region", { name: "Question 1" }).getByLabel("Question", { exact: true }).inputValue()).to.equal(
      "How would you rate the store?",
    );
  });

  it("creates the survey in that order", async () => {
    const { page } = session;
    await page.getByRole("button", { name: "Create survey" }).first().click();
    // Creating waits for the survey list to be fetched again before its toast: give a busy machine time.
    await toastWith(page, `Survey “${surveyTitle}” created.`, { timeout: 60_000 });
    await page.waitForURL(/surveys\?survey=[A-Za-z0-9_-]{10,}/);
    await page.getByRole("heading", { name: surveyTitle }).waitFor();
    await page.getByText("2 questions").first().waitFor();
    expect(await page.getByRole("region", { name: "Question 1" }).getByLabel("Question", { exact: true }).inputValue()).to.equal(
      "How would you rate the store?",
    );
    expect(await page.getByRole("region", { name: "Question 1" }).getByRole("switch", { name: "Question 1 required" }).getAttribute("aria-checked")).to.equal(
      "true",
    );
    await page.getByRole("region", { name: "Question 2" }).getByRole("textbox", { name: "Choice 2" }).click();
    await screenshot(page, "survey-editor");
  });

  it("looks right on a phone", async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.getByRole("heading", { name: surveyTitle }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, "survey-editor-phone");
    await page.setViewportSize(DESKTOP);
  });

  it("asks before leaving with unsaved edits, then saves them", async () => {
    const { page } = session;
    await page.getByLabel("Description (optional)").fill("Two questions after your visit.");
    await page.getByRole("region", { name: "Save" }).getByText("Unsaved changes").waitFor();
    await page.getByRole("link", { name: "All surveys" }).click();
    const dialog = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(page.url()).to.match(/survey=/);
    await page.getByRole("region", { name: "Save" }).getByRole("button", { name: "Save changes" }).click();
    await toastWith(page, "Survey saved.");
    await page.getByRole("region", { name: "Save" }).waitFor({ state: "detached" });
  });

  it("archives the survey and finds it under Archived, not Active", async () => {
    const { page } = session;
    await page.getByRole("button", { name: `Actions for ${surveyTitle}` }).click();
    await page.getByRole("menuitem", { name: "Archive" }).click();
    await toastWith(page, "archived");
    await page.getByText("This survey is archived").waitFor();
    await page.getByRole("link", { name: "All surveys" }).click();
    await page.waitForURL("**/surveys?status=archived");
    await page.getByRole("link", { name: surveyTitle }).waitFor();
    await screenshot(page, "surveys-archived");
    await page.getByRole("navigation", { name: "Survey status" }).getByRole("link", { name: "Active" }).click();
    await page.getByLabel("Search surveys by title").fill(surveyTitle);
    await page.getByText(`No active surveys match “${surveyTitle}”`).waitFor();
  });

  it("deletes the survey and the store after confirming", async () => {
    const { page } = session;
    await page.getByRole("navigation", { name: "Survey status" }).getByRole("link", { name: "Archived" }).click();
    await page.getByRole("button", { name: `Actions for ${surveyTitle}` }).click();
    await page.getByRole("menuitem", { name: "Delete…" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete survey" }).click();
    await page.getByRole("link", { name: surveyTitle }).waitFor({ state: "detached" });
    await toastWith(page, "deleted");

    await page.goto(`${brandUrl}/stores`);
    await page.getByLabel("Search stores by name").fill(storeName);
    await page.getByRole("button", { name: `Delete ${storeName}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete store" }).click();
    await page.getByRole("link", { name: storeName }).waitFor({ state: "detached" });
    await toastWith(page, `Store “${storeName}” deleted.`);
  });

  it("raised no page errors", () => {
    expect(session.problems).to.deep.equal([]);
  });
});
