// An experience in several languages, end to end: a brand admin adds French and German on the
// brand's page, an editor translates texts in the experience's Translations tab, exports them as
// CSV and imports an agency's file back (a broken file is refused row by row), publishes, and a
// French phone opens the QR code in French; switching to German shows the German texts and the
// interface in German. The brand is made for the test and deleted after.
import { readFile } from "node:fs/promises";
import { expect } from "chai";
import { apiAs, DEMO_OWNER, signInPage } from "./support/api.mjs";
import { axeViolations } from "./support/axe.mjs";
import { launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const suffix = Date.now().toString(36);

describe("Translations: a brand's languages, translated texts and the viewer in the visitor's language", function () {
  stopAfterFirstFailure();
  this.timeout(300_000);
  let api;
  let browser;
  let console_;
  let brandId;
  let experienceId;
  let placementId;
  let sceneId;

  const must = async (expected, method, path, json) => {
    const res = await api(method, path, json);
    if (res.status !== expected) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`);
    return res.body;
  };

  before(async () => {
    api = await apiAs(DEMO_OWNER);
    brandId = (await must(201, "POST", "/v1/brands", { name: `e2e Languages ${suffix}` })).id;
    const experience = await must(201, "POST", `/v1/brands/${brandId}/experiences`, { name: "Spring living room" });
    experienceId = experience.id;
    const path = (rest = "") => `/v1/brands/${brandId}/experiences/${experienceId}${rest}`;
    const scene = (await must(200, "GET", path("/scenes"))).items[0];
    sceneId = scene.id;
    await must(200, "PATCH", path(`/scenes/${scene.id}`), {
      version: scene.version,
      name: "Living room",
      objects: [
        {
          id: "table",
          kind: "model",
          libraryObjectId: "sample-oak-dining-table",
          transform: { position: { x: 0, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } },
        },
      ],
      segments: [{ id: "s-table", title: "The oak table", camera: null, objectIds: ["table"] }],
    });
    await must(201, "POST", path("/products"), { sku: "OAK-1", name: "Oak table", description: "Solid oak, seats six", price: 249.5, currency: "EUR" });
    browser = await launchBrowser();
    console_ = await newPage(browser, { viewport: DESKTOP });
    await signInPage(console_.page);
  });

  after(async () => {
    await browser?.close();
    if (!api || !brandId) return;
    if (placementId) await api("DELETE", `/v1/brands/${brandId}/placements/${placementId}`).catch(() => {});
    await api("DELETE", `/v1/brands/${brandId}`).catch(() => {});
  });

  it("lets a brand admin add French and German on the brand's page", async () => {
    const { page } = console_;
    await page.goto(`/manager/panel/brands/${brandId}`);
    const card = page.locator("section.card", { has: page.getByRole("heading", { name: "Languages" }) });
    await card.waitFor({ timeout: 60_000 });
    await card.getByRole("combobox", { name: "Add a language" }).selectOption("fr");
    await card.getByRole("combobox", { name: "Add a language" }).selectOption("de");
    expect(await card.getByRole("list", { name: "Translated into" }).innerText()).to.match(/French[\s\S]*German/);
    await card.getByRole("button", { name: "Save languages" }).click();
    await page.locator(".toast-description", { hasText: "Brand updated." }).waitFor();
    const brand = await must(200, "GET", `/v1/brands/${brandId}`);
    expect(brand.languages).to.deep.equal({ default: "en", others: ["fr", "de"] });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "brand-languages-desktop");
  });

  it("lists every text with what is missing, and saves translations typed beside the originals", async () => {
    const { page, problems } = console_;
    await page.goto(`/manager/panel/brands/${brandId}/experience/${experienceId}/translations`);
    const list = page.getByRole("list", { name: "Texts and their French translations" });
    await list.waitFor({ timeout: 60_000 });
    expect(await page.locator(".translations-progress p").innerText()).to.match(/^0 of \d+ translated · \d+ missing$/);
    const row = (key) => list.locator(`[data-key="${key}"]`);
    expect(await row("experience.name").getAttribute("data-status")).to.equal("missing");
    await row("experience.name").getByRole("textbox").fill("Salon de printemps");
    await row(`scene.${sceneId}.segment.s-table.title`).getByRole("textbox").fill("La table en chêne");
    await page.getByText("2 unsaved translations").waitFor();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.locator(".toast-description", { hasText: "Translations saved." }).waitFor();
    expect(await row("experience.name").getAttribute("data-status")).to.equal("translated");

    // "To do" hides what is done.
    await page.getByRole("radio", { name: "To do" }).click();
    expect(await row("experience.name").count()).to.equal(0);
    expect(await row("theme.loadingText").count()).to.equal(1);
    await page.getByRole("radio", { name: "All" }).click();
    await screenshot(page, "translations-desktop");
    expect(problems).to.deep.equal([]);
  });

  it("translates a scene beside its editor, from the editor's language switch", async () => {
    const { page, problems } = console_;
    await page.goto(`/manager/panel/brands/${brandId}/experience/${experienceId}/scenes`);
    const languages = page.getByRole("radiogroup", { name: "Language of the texts" });
    await languages.waitFor({ timeout: 60_000 });
    await languages.getByRole("radio", { name: "French" }).click();
    const list = page.getByRole("list", { name: "Texts and their French translations" });
    await list.waitFor();
    const row = (key) => list.locator(`[data-key="${key}"]`);
    // Only this scene's texts, with what the Translations view saved.
    expect(await row(`scene.${sceneId}.segment.s-table.title`).getByRole("textbox").inputValue()).to.equal("La table en chêne");
    expect(await list.locator('[data-key^="product."], [data-key="experience.name"]').count()).to.equal(0);
    await row(`scene.${sceneId}.name`).getByRole("textbox").fill("Salle de séjour");
    await page.getByText("1 unsaved translation").waitFor();
    await page.getByRole("button", { name: "Save translations" }).click();
    await page.locator(".toast-description", { hasText: "Translation saved." }).waitFor();
    const saved = await must(200, "GET", `/v1/brands/${brandId}/experiences/${experienceId}/translations`);
    expect(saved.texts.find((text) => text.key === `scene.${sceneId}.name`).translations.fr.text).to.equal("Salle de séjour");
    await page.setViewportSize(PHONE);
    await screenshot(page, "translations-scene-editor-phone");
    await page.setViewportSize(DESKTOP);
    // Back to the texts as written: the editor itself, with its original name.
    await languages.getByRole("radio", { name: "English" }).click();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).to.equal("Living room");
    expect(problems).to.deep.equal([]);
    await page.goto(`/manager/panel/brands/${brandId}/experience/${experienceId}/translations`);
    await page.getByRole("list", { name: "Texts and their French translations" }).waitFor({ timeout: 60_000 });
  });

  it("exports CSV, imports an agency's file back, and refuses a broken one row by row", async () => {
    const { page } = console_;
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    const csv = (await readFile(await download.path(), "utf8")).replace(/^\ufeff/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).to.equal("key,context,en,fr,de");
    expect(lines).to.include("experience.name,Experience · name,Spring living room,Salon de printemps,");
    const agency = lines.map((line) =>
      line.startsWith("experience.name,")
        ? "experience.name,Experience · name,Spring living room,Salon de printemps,Frühlingswohnzimmer"
        : line.startsWith(`scene.${sceneId}.segment.s-table.title,`)
          ? `scene.${sceneId}.segment.s-table.title,Segment,The oak table,La table en chêne,Der Eichentisch`
          : line,
    );

    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import translations from CSV" });
    await dialog
      .getByLabel("CSV file")
      .setInputFiles({ name: "broken.csv", mimeType: "text/csv", buffer: Buffer.from([...agency, "gone.key,,x,y,z"].join("\r\n")) });
    await dialog.getByRole("button", { name: "Import" }).click();
    const report = dialog.getByRole("table", { name: "Problems in the file" });
    await report.waitFor();
    expect(await report.innerText()).to.contain("No text of this experience has the key “gone.key”");

    await dialog.getByLabel("CSV file").setInputFiles({ name: "agency.csv", mimeType: "text/csv", buffer: Buffer.from(agency.join("\r\n")) });
    await dialog.getByRole("button", { name: "Import" }).click();
    await dialog.getByText("2 in German changed from agency.csv.").waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();

    await page.getByRole("combobox", { name: "Language" }).selectOption("de");
    const list = page.getByRole("list", { name: "Texts and their German translations" });
    expect(await list.locator('[data-key="experience.name"] textarea').inputValue()).to.equal("Frühlingswohnzimmer");
  });

  it("looks right on a phone, and axe finds nothing", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE, bypassCSP: true });
    await signInPage(page, DEMO_OWNER, `/manager/panel/brands/${brandId}/experience/${experienceId}/translations`);
    await page.getByRole("list", { name: "Texts and their French translations" }).waitFor({ timeout: 60_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "no sideways scrolling").to.be.at.most(0);
    await screenshot(page, "translations-phone");
    expect(await axeViolations(page)).to.deep.equal([]);
    await context.close();
  });

  it("shows a French phone the published experience in French, and German after a switch", async () => {
    await must(201, "POST", `/v1/brands/${brandId}/experiences/${experienceId}/publish`);
    placementId = (
      await must(201, "POST", `/v1/brands/${brandId}/placements`, { name: `e2e Languages QR ${suffix}`, defaultExperienceId: experienceId, schedules: [] })
    ).id;
    const { page, context, problems } = await newPage(browser, { viewport: PHONE, locale: "fr-FR" });
    await page.goto(`/${placementId}`);
    await page.locator(".viewer[data-ready]").waitFor({ timeout: 120_000 });
    expect(await page.locator(".viewer-experience-name").innerText()).to.equal("Salon de printemps");
    await page.locator(".viewer-tour-title", { hasText: "La table en chêne" }).waitFor();
    // Untranslated texts read in English, never empty.
    const select = page.getByRole("combobox", { name: "Langue" });
    expect(await select.inputValue()).to.equal("fr");
    expect(await select.locator("option").allInnerTexts()).to.deep.equal(["English", "Français", "Deutsch"]);
    await screenshot(page, "viewer-translated-fr-phone");

    await select.selectOption("de");
    await page.locator(".viewer-experience-name", { hasText: "Frühlingswohnzimmer" }).waitFor();
    await page.locator(".viewer-tour-title", { hasText: "Der Eichentisch" }).waitFor();
    await page.getByRole("combobox", { name: "Sprache" }).waitFor();
    expect(await page.locator(".viewer[data-ready]").count(), "the scene stays drawn across the switch").to.equal(1);
    expect(problems).to.deep.equal([]);
    await context.close();
  });
});
