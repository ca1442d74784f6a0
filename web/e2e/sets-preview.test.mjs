// The set form's 3D preview in a real browser (WebGL through SwiftShader here): the sets list does
// not load three.js; the New set dialog does, and draws the set; the picture follows the form as it
// changes (backdrop, lighting preset, background, floor). Nothing is saved: the dialog is cancelled.
import { expect } from "chai";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure, untilSetPreviewDrawn } from "./support/browser.mjs";

async function signInAsOwner(page) {
  await page.goto("/manager");
  await page.waitForURL("**/manager/authentication/sign-in**");
  await page.getByLabel("Workspace").fill(DEMO.tenantSlug);
  await page.getByLabel("Email").fill(DEMO.ownerEmail);
  await page.getByLabel("Password").fill(DEMO.ownerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/manager/panel/brands", { timeout: 90_000, waitUntil: "commit" });
}

const preview = (page) => page.locator(".set-preview");

/**
 * The canvas read back in the page (it keeps its drawing buffer): a 64×48 grid of RGB samples,
 * the share of pixels clearly unlike `background`, and the top-left pixel (always background).
 */
async function readPicture(page, background) {
  return page.evaluate((backgroundHex) => {
    const source = document.querySelector(".set-preview canvas");
    const copy = document.createElement("canvas");
    copy.width = source.width;
    copy.height = source.height;
    const context = copy.getContext("2d");
    context.drawImage(source, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, copy.width, copy.height);
    const bg = [1, 3, 5].map((i) => parseInt(backgroundHex.slice(i, i + 2), 16));
    let foreground = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.hypot(data[i] - bg[0], data[i + 1] - bg[1], data[i + 2] - bg[2]) > 40) foreground += 1;
    }
    const samples = [];
    for (let y = 0; y < 48; y += 1) {
      for (let x = 0; x < 64; x += 1) {
        const i = (Math.floor(((y + 0.5) * height) / 48) * width + Math.floor(((x + 0.5) * width) / 64)) * 4;
        samples.push([data[i], data[i + 1], data[i + 2]]);
      }
    }
    return { foreground: foreground / (width * height), samples, corner: [data[0], data[1], data[2]] };
  }, background);
}

/** Share of the samples whose colour clearly changed between two pictures. */
function changedShare(a, b) {
  let changed = 0;
  a.samples.forEach((rgb, i) => {
    const other = b.samples[i];
    if (Math.hypot(rgb[0] - other[0], rgb[1] - other[1], rgb[2] - other[2]) > 24) changed += 1;
  });
  return changed / a.samples.length;
}

describe("Sets: the 3D preview in the set form", function () {
  stopAfterFirstFailure();
  let browser;
  let owner;
  let brandUrl;
  let studio;

  before(async () => {
    browser = await launchBrowser();
    owner = await newPage(browser);
  });
  after(async () => {
    await browser?.close();
  });

  it("shows the sets list without loading three.js", async () => {
    const { page } = owner;
    await signInAsOwner(page);
    brandUrl = `/manager/panel/brands/${DEMO.brandId}`;
    // A fresh page load of the list alone: three marks the window (`__THREE__`) when it is imported.
    await page.goto(`${brandUrl}/sets`);
    await page.getByRole("heading", { name: "Sets" }).first().waitFor();
    await page.getByRole("button", { name: "New set" }).first().waitFor();
    expect(await page.evaluate(() => window.__THREE__)).to.equal(undefined);
  });

  it("loads the preview with the dialog and draws the set around the chosen backdrop", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "New set" }).first().click();
    const dialog = page.getByRole("dialog");
    expect(await untilSetPreviewDrawn(page)).to.equal("none|studio|#f5f5f4|color|#e5e7eb|20");
    expect(await page.evaluate(() => window.__THREE__)).to.be.a("string");

    const backdrop = dialog.getByLabel("Backdrop model");
    const oak = backdrop.locator("option", { hasText: "Oak Dining Table" });
    await oak.waitFor({ state: "attached" });
    await backdrop.selectOption(await oak.getAttribute("value"));
    expect(await untilSetPreviewDrawn(page)).to.match(/^sample-oak-dining-table\|studio\|/);
    studio = await readPicture(page, "#f5f5f4");
    // The table and the floor's shading stand out from the background: a real picture, not a blank canvas.
    expect(studio.foreground, "share of non-background pixels").to.be.greaterThan(0.05);
    expect(new Set(studio.samples.map((rgb) => rgb.join())).size, "distinct colours").to.be.greaterThan(20);
    expect(await preview(page).getAttribute("aria-label"))
      .to.contain("Oak Dining Table")
      .and.to.contain("studio light");
    await screenshot(page, "set-preview-studio");
  });

  it("changes the picture when the lighting preset changes", async () => {
    const { page } = owner;
    await page.getByRole("dialog").getByLabel("Lighting").selectOption("evening");
    expect(await untilSetPreviewDrawn(page)).to.match(/\|evening\|/);
    const evening = await readPicture(page, "#f5f5f4");
    expect(changedShare(studio, evening), "share of the picture that changed").to.be.greaterThan(0.2);
    await screenshot(page, "set-preview-evening");
  });

  it("follows the background colour and the floor as they are edited", async () => {
    const { page } = owner;
    const dialog = page.getByRole("dialog");
    const background = dialog.getByRole("textbox", { name: "Background", exact: true });
    await background.fill("#203040");
    expect(await untilSetPreviewDrawn(page)).to.contain("|#203040|");
    const dark = await readPicture(page, "#203040");
    const [r, g, b] = dark.corner;
    expect(Math.hypot(r - 0x20, g - 0x30, b - 0x40), `corner ${dark.corner}`).to.be.lessThan(8);

    await dialog.getByLabel("Floor", { exact: true }).selectOption("wood");
    expect(await untilSetPreviewDrawn(page)).to.contain("|wood|");
    const wood = await readPicture(page, "#203040");
    expect(changedShare(dark, wood)).to.be.greaterThan(0.1);
    await screenshot(page, "set-preview-evening-wood");

    await dialog.getByLabel("Floor", { exact: true }).selectOption("none");
    expect(await untilSetPreviewDrawn(page)).to.contain("|none|");
    const floating = await readPicture(page, "#203040");
    expect(changedShare(wood, floating)).to.be.greaterThan(0.1);
    // Without a floor the table stands alone against the background.
    expect(floating.foreground).to.be.lessThan(wood.foreground);
  });

  it("is closed without saving anything, and nothing went wrong on the page", async () => {
    const { page } = owner;
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    expect(owner.problems.filter((p) => !/favicon/.test(p))).to.deep.equal([]);
  });
});
