// Sets and videos in a real browser: the demo owner opens Acme Home, creates a set around a
// library backdrop, then uploads a video recorded in the page itself (so the browser really has
// to read its duration, size and a poster frame), sees it listed and deletes it.
import { expect } from "chai";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure, untilSetPreviewDrawn } from "./support/browser.mjs";

async function signInAsOwner(page) {
  await page.goto("/manager");
  await page.waitForURL("**/manager/authentication/sign-in**");
  await page.getByLabel("Workspace").fill(DEMO.tenantSlug);
  await page.getByLabel("Email").fill(DEMO.ownerEmail);
  await page.getByLabel("Password").fill(DEMO.ownerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/manager/panel/brands");
}

/** A ~1 s WebM recorded from an animated canvas with MediaRecorder, as the bytes of a file. */
async function recordWebm(page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext("2d");
    const stream = canvas.captureStream(30);
    const recorder = new MediaRecorder(stream, { mimeType: "video/webm" });
    const chunks = [];
    recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    const started = performance.now();
    // Frames keep changing so the encoder has something to record the whole time.
    while (performance.now() - started < 1200) {
      const t = (performance.now() - started) / 1200;
      context.fillStyle = "#4f46e5";
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = "#fbbf24";
      context.fillRect(20 + t * 220, 60, 80, 60);
      await new Promise((resolve) => setTimeout(resolve, 33));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

describe("Sets and videos: the owner builds a set and uploads, plays and deletes a video", function () {
  // One story: a failed step makes the following ones meaningless.
  stopAfterFirstFailure();
  const suffix = Date.now().toString(36);
  const setName = `E2E Set ${suffix}`;
  const videoTitle = `e2e clip ${suffix}`;
  let browser;
  let owner;
  let brandUrl;

  before(async () => {
    browser = await launchBrowser();
    owner = await newPage(browser);
  });
  after(async () => {
    await browser?.close();
  });

  it("signs the owner in and opens Acme Home", async () => {
    const { page } = owner;
    await signInAsOwner(page);
    await page.locator("a.cell-title", { hasText: "Acme Home" }).first().click();
    await page.waitForURL(/\/manager\/panel\/brands\/[A-Za-z0-9]+$/);
    brandUrl = new URL(page.url()).pathname;
  });

  it("creates a set with the Oak Dining Table backdrop and warm lighting", async () => {
    const { page } = owner;
    await page.goto(`${brandUrl}/sets`);
    await page.getByRole("heading", { name: "Sets" }).first().waitFor();
    await page.getByRole("button", { name: "New set" }).first().click();
    const dialog = page.getByRole("dialog");
    await untilSetPreviewDrawn(page);
    await dialog.getByLabel("Name").fill(setName);
    const backdrop = dialog.getByLabel("Backdrop model");
    const oak = backdrop.locator("option", { hasText: "Oak Dining Table" });
    await oak.waitFor({ state: "attached" });
    expect(await oak.innerText()).to.match(/triangles/);
    await backdrop.selectOption(await oak.getAttribute("value"));
    await untilSetPreviewDrawn(page);
    await dialog.getByLabel("Lighting").selectOption("warm");
    await untilSetPreviewDrawn(page);
    await screenshot(page, "set-dialog");
    await dialog.getByRole("button", { name: "Create set" }).click();
    await dialog.waitFor({ state: "hidden" });
    const row = page.locator("tr", { hasText: setName });
    await row.waitFor();
    expect(await row.innerText())
      .to.contain("Oak Dining Table")
      .and.to.contain("Warm");
    await screenshot(page, "sets-list");
  });

  it("uploads a video recorded in the browser and lists it with its duration and size", async () => {
    const { page } = owner;
    await page.goto(`${brandUrl}/videos`);
    await page.getByRole("heading", { name: "Videos" }).first().waitFor();
    const buffer = await recordWebm(page);
    expect(buffer.length).to.be.greaterThan(1000);
    await page.getByRole("button", { name: "Upload video" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Video file").setInputFiles({ name: `${videoTitle.replaceAll(" ", "-")}.webm`, mimeType: "video/webm", buffer });
    // The title comes from the file name once the browser has read the video.
    const title = dialog.getByLabel("Title");
    await page.waitForFunction((el) => el.value.length > 0, await title.elementHandle());
    expect(await title.inputValue()).to.equal(videoTitle);
    expect(await dialog.innerText())
      .to.match(/Duration\s+0:0[12]/)
      .and.to.match(/320×180/);
    await dialog.getByLabel("Tags").fill("E2E, promo");
    await screenshot(page, "video-upload-dialog");
    await dialog.getByRole("button", { name: "Upload video" }).click();
    await dialog.waitFor({ state: "hidden", timeout: 60_000 });
    const row = page.locator("tr", { hasText: videoTitle });
    await row.waitFor();
    expect(await row.locator(".video-duration").innerText()).to.match(/^0:0[12]$/);
    const text = await row.innerText();
    expect(text).to.contain("320×180").and.to.contain("e2e").and.to.contain("promo");
    // The poster frame was captured and uploaded, so the row shows an image.
    await row.locator(".video-poster img").waitFor();
    await screenshot(page, "videos-list");
  });

  it("plays the video in a dialog", async () => {
    const { page } = owner;
    await page.locator("tr", { hasText: videoTitle }).getByRole("button", { name: videoTitle, exact: true }).click();
    const dialog = page.getByRole("dialog");
    const video = dialog.locator("video");
    await video.waitFor();
    await page.waitForFunction((el) => el.readyState >= 2, await video.elementHandle());
    await screenshot(page, "video-play-dialog");
    // Closed with its button: after a long run of other files, Escape pressed while the playing
    // video held focus left this dialog open in two suite runs (never when the file ran alone or
    // under CPU load); Escape closing dialogs is covered by the other dialog tests.
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("retags the video, showing the change at once", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: `Edit ${videoTitle}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Tags").fill("promo, summer");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.locator("tr", { hasText: videoTitle }).getByText("summer", { exact: true }).waitFor();
    await page.getByText("Video saved.", { exact: true }).waitFor();
  });

  it("deletes the video and the set after confirming", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: `Delete ${videoTitle}` }).click();
    await page.getByRole("button", { name: "Delete video" }).click();
    await page.locator("tr", { hasText: videoTitle }).waitFor({ state: "detached" });
    await page.getByText(`Video “${videoTitle}” deleted.`, { exact: true }).waitFor();

    await page.goto(`${brandUrl}/sets`);
    await page.getByRole("button", { name: `Delete ${setName}` }).click();
    await page.getByRole("button", { name: "Delete set" }).click();
    await page.locator("tr", { hasText: setName }).waitFor({ state: "detached" });
    expect(owner.problems.filter((p) => !/favicon/.test(p))).to.deep.equal([]);
  });
});
