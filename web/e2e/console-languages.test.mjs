// The console in its people's language: a browser set to French opens the sign-in screen in
// French, signs in, and every screen on the way reads French (headings, counts written with
// French plurals, dates in French) with no accessibility violation. The account menu switches the
// console to English at once, the choice outlives a reload, and the Settings card switches back.
// An English browser keeps the console in English (what every other browser test relies on).
import { expect } from "chai";
import { DEMO_OWNER } from "./support/api.mjs";
import { axeViolations } from "./support/axe.mjs";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

describe("The console in the person's language", function () {
  stopAfterFirstFailure();
  this.timeout(300_000);
  let browser;
  let french;

  before(async () => {
    browser = await launchBrowser();
    french = await newPage(browser, { viewport: DESKTOP, locale: "fr-FR", bypassCSP: true });
  });

  after(async () => {
    await browser?.close();
  });

  const lang = (page) => page.evaluate(() => document.documentElement.lang);

  it("opens the sign-in screen in French in a French browser, and signs in with French labels", async () => {
    const { page } = french;
    await page.goto("/manager/authentication/sign-in");
    await page.getByRole("heading", { name: "Connexion à Vitrine" }).waitFor();
    expect(await lang(page)).to.equal("fr");
    expect(await axeViolations(page)).to.deep.equal([]);
    await screenshot(page, "console-fr-sign-in-desktop");
    await page.getByLabel("Espace de travail").fill(DEMO_OWNER.tenantSlug);
    await page.getByLabel("E-mail", { exact: true }).fill(DEMO_OWNER.email);
    await page.getByLabel("Mot de passe").fill(DEMO_OWNER.password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/manager/authentication"), { timeout: 90_000 });
    await page.getByRole("heading", { name: "Marques", level: 1 }).waitFor();
    expect(await axeViolations(page)).to.deep.equal([]);
    await screenshot(page, "console-fr-brands-desktop");
  });

  it("writes counts with French plurals and dates in French", async () => {
    const { page } = french;
    const experience = `/manager/panel/brands/${DEMO.brandId}/experience/${DEMO.experienceId}`;
    await page.goto(`${experience}/scenes`);
    // "1 objet · 2 segments": French plural rules (0 and 1 are singular), never the English words.
    const meta = page.getByText(/^\d+ objets? · \d+ segments?$/).first();
    await meta.waitFor();
    expect(await page.locator("main").innerText()).to.not.match(/\b\d+ objects?\b/);
    await page.goto(`${experience}/manifest`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // Published today by the demo seed: a French month, as Intl writes it for fr-FR.
    const month = new Intl.DateTimeFormat("fr-FR", { month: "short" }).format(new Date());
    await page
      .getByText(new RegExp(month.replace(".", "\\.")), { exact: false })
      .first()
      .waitFor();
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it("switches to English from the account menu at once, and keeps the choice across a reload", async () => {
    const { page } = french;
    await page.goto("/manager/panel/brands");
    await page.getByRole("heading", { name: "Marques", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Menu du compte" }).click();
    await page.getByRole("menuitem", { name: /English/ }).click();
    await page.getByRole("heading", { name: "Brands", level: 1 }).waitFor();
    expect(await lang(page)).to.equal("en");
    await page.reload();
    await page.getByRole("heading", { name: "Brands", level: 1 }).waitFor();
    expect(await lang(page)).to.equal("en");
  });

  it("switches back to French from Settings", async () => {
    const { page } = french;
    await page.goto("/manager/panel/settings");
    await page.getByLabel("Console language").selectOption("fr");
    await page.getByLabel("Langue de la console").waitFor();
    expect(await lang(page)).to.equal("fr");
    await screenshot(page, "console-fr-settings-desktop");
  });

  it("reads well on a phone in French", async () => {
    const { context } = french;
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto("/manager/panel/brands");
    await phone.getByRole("heading", { name: "Marques", level: 1 }).waitFor();
    expect(await axeViolations(phone)).to.deep.equal([]);
    await screenshot(phone, "console-fr-brands-phone");
    await phone.close();
  });

  it("stays in English in an English browser", async () => {
    const english = await newPage(browser, { viewport: PHONE, locale: "en-US" });
    await english.page.goto("/manager/authentication/sign-in");
    await english.page.getByRole("heading", { name: "Sign in to Vitrine" }).waitFor();
    expect(await lang(english.page)).to.equal("en");
    // The control under the card offers French, named in French.
    await english.page.getByRole("button", { name: "Français" }).click();
    await english.page.getByRole("heading", { name: "Connexion à Vitrine" }).waitFor();
    await screenshot(english.page, "console-fr-sign-in-phone");
    await english.context.close();
  });
});
