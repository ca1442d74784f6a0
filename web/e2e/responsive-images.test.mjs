// Uploaded images reach screens as resized copies: a 1600 px logo is shown from one of its WebP
// variants (the browser picks it from `srcset`), in the console's theme editor and in the viewer
// on a phone, never as the original upload.
import { expect } from "chai";
import sharp from "sharp";
import { apiCall, ownerToken, signInPage, uploadFile } from "./support/api.mjs";
import { DEMO, launchBrowser, newPage, screenshot } from "./support/browser.mjs";

const PHONE = { width: 390, height: 844 };
const experience = `/v1/brands/${DEMO.brandId}/experiences/${DEMO.experienceId}`;

/** What an <img> shows: the URL the browser chose and the width of that file. */
const shown = (img) =>
  img.evaluate(async (el) => {
    if (!el.complete) await new Promise((resolve) => el.addEventListener("load", resolve, { once: true }));
    return { src: el.currentSrc, srcset: el.getAttribute("srcset"), naturalWidth: el.naturalWidth };
  });

async function must(method, path, token, json, status) {
  const res = await apiCall(method, path, { token, json });
  if (res.status !== status) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe("Responsive images: a large logo is shown from its resized copies", function () {
  let browser;
  let token;
  let original;
  let placementId;
  let testAccessId;

  before(async () => {
    browser = await launchBrowser();
    token = await ownerToken();
    original = await must("GET", `${experience}/theme`, token, undefined, 200);
    const bytes = await sharp({ create: { width: 1600, height: 800, channels: 4, background: { r: 217, g: 119, b: 6, alpha: 1 } } })
      .png()
      .toBuffer();
    const logoUploadId = await uploadFile(token, DEMO.brandId, { kind: "image", fileName: "wide-logo.png", contentType: "image/png", bytes });
    const { colors, fontFamily, buttonStyle, loadingText } = original;
    await must("PUT", `${experience}/theme`, token, { colors, fontFamily, buttonStyle, loadingText, logoUploadId }, 200);
    placementId = (
      await must("POST", `/v1/brands/${DEMO.brandId}/placements`, token, { name: "e2e responsive images", defaultExperienceId: DEMO.experienceId }, 201)
    ).id;
    testAccessId = (await must("POST", `${experience}/test-access`, token, { label: "e2e responsive images" }, 201)).id;
  });

  after(async () => {
    const { colors, fontFamily, buttonStyle, loadingText } = original;
    await apiCall("PUT", `${experience}/theme`, { token, json: { colors, fontFamily, buttonStyle, loadingText, logoUrl: null } });
    if (testAccessId) await apiCall("POST", `${experience}/test-access/${testAccessId}/revoke`, { token });
    if (placementId) await apiCall("DELETE", `/v1/brands/${DEMO.brandId}/placements/${placementId}`, { token });
    await browser?.close();
  });

  it("lists WebP copies of the logo beside the original", async () => {
    const theme = await must("GET", `${experience}/theme`, token, undefined, 200);
    expect(theme.logoUrl).to.be.a("string");
    expect(theme.logoVariants?.length).to.be.above(0);
    expect(theme.logoVariants.every((v) => v.width < 1600)).to.equal(true);
  });

  it("shows a copy, not the 1600 px original, in the theme editor on a phone", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await signInPage(page, undefined, `/manager/panel/brands/${DEMO.brandId}/experience/${DEMO.experienceId}/theme`);
    const logo = page.getByRole("img", { name: "Logo" });
    await logo.waitFor({ timeout: 60_000 });
    const { src, srcset, naturalWidth } = await shown(logo);
    expect(srcset, "srcset").to.match(/\/variants\/\d+w\.webp \d+w/);
    expect(src).to.match(/\/variants\/\d+w\.webp$/);
    expect(naturalWidth).to.be.below(1600);
    await screenshot(page, "theme-logo-phone");
    await context.close();
  });

  it("shows a copy in the viewer's top bar on a phone", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await page.goto(`/${placementId}/test/${testAccessId}`);
    const logo = page.locator("img.viewer-logo").first();
    await logo.waitFor({ timeout: 120_000 });
    const { src, naturalWidth } = await shown(logo);
    expect(src).to.match(/\/variants\/\d+w\.webp$/);
    expect(naturalWidth).to.be.below(1600);
    await context.close();
  });
});
