// The viewer speaks the visitor's language: a French and a German browser see its interface in
// French and German (the experience's own texts stay as written), an English one never downloads
// another catalogue, and a language the visitor picks in the header is kept across a reload.
import { expect } from "chai";
import { DEMO, launchBrowser, newPage, screenshot } from "./support/browser.mjs";

const PHONE = { width: 390, height: 844 };
/**
 * The catalogue chunks Vite names after their files: messages/fr.json -> assets/fr.json-<hash>.js.
 * The console's catalogues are named alike, but the viewer's page loads none of them.
 */
const CATALOGUE = /\/assets\/(fr|de)\.json-[\w-]+\.js$/;

async function openViewer(browser, locale) {
  const opened = await newPage(browser, { viewport: PHONE, locale });
  const catalogues = [];
  opened.page.on("request", (request) => {
    const match = CATALOGUE.exec(new URL(request.url()).pathname);
    if (match) catalogues.push(match[1]);
  });
  await opened.page.goto(`/${DEMO.placementId}`);
  await opened.page.locator(".viewer[data-ready]").waitFor({ timeout: 120_000 });
  return { ...opened, catalogues };
}

describe("Viewer languages: the interface in the visitor's language", function () {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  it("shows a French browser the interface in French, prices and all", async () => {
    const { page, context, problems, catalogues } = await openViewer(browser, "fr-FR");
    expect(await page.locator("html").getAttribute("lang")).to.equal("fr");
    await page.getByRole("navigation", { name: "Visite" }).getByRole("button", { name: "Précédent" }).waitFor();
    const language = page.getByRole("combobox", { name: "Langue" });
    expect(await language.inputValue()).to.equal("fr");
    expect(await page.locator(".viewer-language").isVisible()).to.equal(true);
    expect(await page.locator(".viewer-language").innerText()).to.contain("FR");
    expect(await page.getByRole("button", { name: "Next" }).count()).to.equal(0);
    expect(catalogues).to.deep.equal(["fr"]);
    await screenshot(page, "viewer-language-fr-phone");
    expect(problems).to.deep.equal([]);
    await context.close();
  });

  it("shows a German browser the interface in German", async () => {
    const { page, context, problems, catalogues } = await openViewer(browser, "de-DE");
    expect(await page.locator("html").getAttribute("lang")).to.equal("de");
    await page.getByRole("navigation", { name: "Rundgang" }).getByRole("button", { name: "Zurück" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Sprache" }).inputValue()).to.equal("de");
    expect(catalogues).to.deep.equal(["de"]);
    expect(problems).to.deep.equal([]);
    await context.close();
  });

  it("keeps English, with no other catalogue downloaded, for a browser in a language it does not have", async () => {
    const { page, context, problems, catalogues } = await openViewer(browser, "es-ES");
    expect(await page.locator("html").getAttribute("lang")).to.equal("en");
    await page.getByRole("navigation", { name: "Tour" }).getByRole("button", { name: "Previous" }).waitFor();
    expect(catalogues).to.deep.equal([]);
    expect(problems).to.deep.equal([]);
    await context.close();
  });

  it("switches language from the header and remembers it after a reload", async () => {
    const { page, context, problems } = await openViewer(browser, "de-DE");
    const select = page.getByRole("combobox", { name: "Sprache" });
    // By keyboard: focus the control, then choose.
    await select.focus();
    await select.selectOption("fr");
    await page.getByRole("button", { name: "Précédent" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).to.equal("fr");

    await page.reload();
    await page.locator(".viewer[data-ready]").waitFor({ timeout: 120_000 });
    await page.getByRole("navigation", { name: "Visite" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Langue" }).inputValue()).to.equal("fr");

    // Back to English, remembered as well.
    await page.getByRole("combobox", { name: "Langue" }).selectOption("en");
    await page.getByRole("navigation", { name: "Tour" }).waitFor();
    await page.reload();
    await page.locator(".viewer[data-ready]").waitFor({ timeout: 120_000 });
    await page.getByRole("navigation", { name: "Tour" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).to.equal("en");
    expect(problems).to.deep.equal([]);
    await context.close();
  });

  it("says in French that a code leads nowhere", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE, locale: "fr-FR" });
    await page.goto("/ZzUnknownPlacement02");
    await page.getByRole("heading", { name: "Ce code ne mène nulle part" }).waitFor({ timeout: 120_000 });
    expect(await page.locator("html").getAttribute("lang")).to.equal("fr");
    await context.close();
  });
});
