// A brand viewer in a real browser: the owner adds a viewer to Acme Home through the API, with a
// store, a survey, a set and a video to look at; the viewer signs in with the invitation link and
// opens every content screen. Nothing offers to create, change or delete (absent or disabled, as
// each screen does it), and nothing errors. Everything arranged here is removed afterwards.
import { expect } from "chai";
import { acceptInvitationInPage, apiCall, memberUid, ownerToken, uploadFile } from "./support/api.mjs";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(300, 3)]);

/** Buttons whose name is a write action: a viewer must never have one enabled. */
const WRITE_ACTION = /^(new|add|upload|create|delete|remove|edit|save|duplicate|archive|restore|invite|rename|discard)\b/i;

/**
 * What in the page's main area would let this person change something: enabled buttons named
 * like a write action, and enabled form fields other than the list tools (search, sort).
 */
async function writeControls(page) {
  return page.evaluate((pattern) => {
    const write = new RegExp(pattern, "i");
    const main = document.querySelector("main") ?? document.body;
    const name = (el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ");
    const enabled = (el) => !el.disabled && !el.closest("fieldset:disabled") && el.getAttribute("aria-disabled") !== "true";
    const visible = (el) => el.getClientRects().length > 0;
    const buttons = [...main.querySelectorAll("button, [role=button], [role=menuitem]")]
      .filter((el) => visible(el) && enabled(el) && write.test(name(el)))
      .map((el) => `button "${name(el)}"`);
    const fields = [...main.querySelectorAll("input, select, textarea, [role=switch], [role=checkbox], [contenteditable=true]")]
      .filter((el) => visible(el) && enabled(el) && !el.readOnly)
      .filter((el) => el.type !== "search" && !/^sort /i.test(el.getAttribute("aria-label") ?? ""))
      .map((el) => `${el.getAttribute("role") ?? el.tagName.toLowerCase()} "${el.getAttribute("aria-label") ?? el.id ?? el.name}"`);
    return [...buttons, ...fields];
  }, WRITE_ACTION.source);
}

describe("Content screens are read-only for a brand viewer", function () {
  stopAfterFirstFailure();
  this.timeout(180_000);
  const suffix = Date.now().toString(36);
  const viewerEmail = `viewer-${suffix}@example.test`;
  const brandUrl = `/manager/panel/brands/${DEMO.brandId}`;
  const names = {
    store: `E2E Viewer Store ${suffix}`,
    survey: `E2E Viewer Survey ${suffix}`,
    set: `E2E Viewer Set ${suffix}`,
    video: `E2E viewer clip ${suffix}`,
  };
  const created = {};
  let token;
  let inviteLink;
  let browser;
  let viewer;

  before(async () => {
    token = await ownerToken();
    const brand = `/v1/brands/${DEMO.brandId}`;
    const added = await apiCall("POST", `${brand}/members`, { token, json: { email: viewerEmail, role: "viewer" } });
    inviteLink = added.body.inviteLink;
    created.store = (
      await apiCall("POST", `${brand}/stores`, {
        token,
        json: {
          name: names.store,
          address: { line1: "1 Rue de Rivoli", city: "Paris", country: "FR" },
          location: { lat: 48.8566, lng: 2.3522 },
          timezone: "Europe/Paris",
        },
      })
    ).body.id;
    created.survey = (
      await apiCall("POST", `${brand}/surveys`, {
        token,
        json: { title: names.survey, questions: [{ id: "q1", field: "rating", type: "rating", label: "How was your visit?" }] },
      })
    ).body.id;
    created.set = (await apiCall("POST", `${brand}/sets`, { token, json: { name: names.set, lighting: "warm" } })).body.id;
    const uploadId = await uploadFile(token, DEMO.brandId, { kind: "video", fileName: "viewer.mp4", contentType: "video/mp4", bytes: MP4 });
    created.video = (
      await apiCall("POST", `${brand}/videos`, { token, json: { uploadId, title: names.video, durationSeconds: 3, width: 640, height: 360 } })
    ).body.id;

    browser = await launchBrowser();
    viewer = await newPage(browser);
  });

  after(async () => {
    await browser?.close();
    const brand = `/v1/brands/${DEMO.brandId}`;
    const removals = [
      created.video && `${brand}/videos/${created.video}`,
      created.set && `${brand}/sets/${created.set}`,
      created.survey && `${brand}/surveys/${created.survey}`,
      created.store && `${brand}/stores/${created.store}`,
      // Removes the brand role and the account too.
      created.viewerUid && `/v1/tenants/me/members/${created.viewerUid}`,
    ].filter(Boolean);
    for (const path of removals) await apiCall("DELETE", path, { token });
  });

  /** Opens a screen, waits for `ready`, checks nothing offers a change, and keeps a screenshot. */
  async function expectReadOnly(path, ready, name) {
    const { page } = viewer;
    await page.goto(path);
    await ready(page);
    // Lists and forms may settle a moment after their heading: give them that moment.
    await page.waitForLoadState("networkidle").catch(() => {});
    expect(await writeControls(page), `write controls on ${path}`).to.deep.equal([]);
    expect(await page.locator(".toast").filter({ hasText: "Error" }).count(), `error toast on ${path}`).to.equal(0);
    expect(
      await page
        .locator("main [role=alert]")
        .filter({ hasText: /could not|went wrong|error/i })
        .count(),
      `error on ${path}`,
    ).to.equal(0);
    await screenshot(page, `read-only-${name}`);
  }

  it("signs the viewer in by accepting the invitation link", async () => {
    const { page } = viewer;
    await acceptInvitationInPage(page, inviteLink, { displayName: "Vera Viewer" });
    created.viewerUid = await memberUid(token, viewerEmail);
    await page.locator("a.cell-title", { hasText: "Acme Home" }).first().waitFor();
  });

  it("shows stores and a store without ways to change them", async () => {
    await expectReadOnly(`${brandUrl}/stores`, (page) => page.locator("a.cell-title", { hasText: names.store }).waitFor(), "stores");
    expect(await viewer.page.getByRole("button", { name: "New store" }).count()).to.equal(0);
    await expectReadOnly(`${brandUrl}/stores/${created.store}`, (page) => page.getByRole("heading", { name: names.store }).first().waitFor(), "store");
    // The store's fields are shown, disabled.
    expect(await viewer.page.locator("main input:disabled, main fieldset:disabled").count()).to.be.greaterThan(0);
  });

  it("shows surveys and a survey to read only", async () => {
    await expectReadOnly(`${brandUrl}/surveys`, (page) => page.locator("a.cell-title", { hasText: names.survey }).waitFor(), "surveys");
    await expectReadOnly(
      `${brandUrl}/surveys?survey=${created.survey}`,
      (page) => page.getByText("You can read this survey. Only brand editors can change it.").waitFor(),
      "survey",
    );
  });

  it("shows videos, sets and the library without ways to change them", async () => {
    await expectReadOnly(`${brandUrl}/videos`, (page) => page.locator("tr", { hasText: names.video }).waitFor(), "videos");
    await expectReadOnly(`${brandUrl}/sets`, (page) => page.locator("tr", { hasText: names.set }).waitFor(), "sets");
    // A viewer's set rows open nothing: no dialog to change them.
    await viewer.page.locator("tr", { hasText: names.set }).click();
    expect(await viewer.page.getByRole("dialog").count()).to.equal(0);
    await expectReadOnly(`${brandUrl}/library`, (page) => page.locator('article.library-card[aria-label="Oak Dining Table"]').waitFor(), "library");
    // Comparing a model's variants only looks; renaming, retagging or deleting one is what a viewer never gets.
    expect(
      await viewer.page
        .locator("article.library-card")
        .getByRole("button", { name: /^(edit|delete|rename)\b/i })
        .count(),
    ).to.equal(0);
  });

  it("shows the brand's people without ways to change their roles", async () => {
    await expectReadOnly(`${brandUrl}/brand-users`, (page) => page.getByText(viewerEmail).first().waitFor(), "brand-users");
    expect(viewer.problems.filter((p) => !/favicon/.test(p))).to.deep.equal([]);
  });
});
