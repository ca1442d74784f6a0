// The world builder in a real browser, on an experience of its own (created and deleted through
// the API): the owner places a sample table from the library, moves it with the numeric fields,
// sees it saved and still there after a reload, undoes and redoes, drops a model onto the floor,
// and meets the conflict banner when someone else saved the scene first. The canvas really draws
// (SwiftShader WebGL here), and a viewer gets the same screen with every editing control disabled.
import { expect } from "chai";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { canvasPicture, changedShare } from "./support/canvas-pixels.mjs";
import { apiAs, ownerToken, signInPage, uploadFile } from "./support/api.mjs";
import { makeVariantChair, VARIANT_CHAIRS } from "../../scripts/lib/variant-chair.mjs";

const OWNER = { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword };
/** The editor's background when the scene has no set (`DEFAULT_BACKGROUND` in set-look.ts). */
const BACKGROUND = [0xec, 0xee, 0xf3];

/** Share of pixels clearly not the background, and how many distinct (5-bit) colours there are. */
const analyse = (png) => canvasPicture(png, { background: BACKGROUND, step: 2 });

// ---------- The screen ----------

const status = (page) => page.locator("[data-save-status]");
const positionX = (page) => page.getByLabel("Position X", { exact: true });
const positionZ = (page) => page.getByLabel("Position Z", { exact: true });

const sceneVersion = async (page) => Number(await page.locator(".world-builder").getAttribute("data-scene-version"));

/** Runs `edit`, then waits until the autosave has stored it: a newer version, and nothing left to save. */
async function savedAfter(page, edit) {
  const before = await sceneVersion(page);
  await edit();
  await page.waitForFunction(
    (version) =>
      Number(document.querySelector(".world-builder")?.getAttribute("data-scene-version")) > version &&
      document.querySelector('[data-save-status="saved"]') !== null,
    before,
    { timeout: 30_000 },
  );
}

async function setField(field, value) {
  await field.fill(String(value));
  await field.press("Enter");
}

async function waitModelsLoaded(page, count) {
  await page.waitForFunction(
    (n) => {
      const viewport = document.querySelector(".wb-viewport");
      return viewport && Number(viewport.dataset.modelsTotal) === n && Number(viewport.dataset.modelsLoaded) === n;
    },
    count,
    { timeout: 90_000 },
  );
}

async function selectInOutline(page, name) {
  await page.getByRole("tab", { name: /Outline/ }).click();
  await page.locator(".wb-outline-item", { hasText: name }).first().click();
  await page.getByTestId("selection-name").filter({ hasText: name }).waitFor();
}

describe("World builder: place, move, save, undo and conflicts", function () {
  stopAfterFirstFailure();
  // Software WebGL on a shared machine: the first load compiles every shader on the CPU.
  this.timeout(240_000);
  const suffix = Date.now().toString(36);
  let browser;
  let owner;
  let call;
  let experienceId;
  let sceneId;
  let editorUrl;
  let productId;
  /** The repository's small chair with material variants, uploaded and processed while the first tests run. */
  let chairReady;
  let chairId;
  const scenePath = () => `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/scenes/${sceneId}`;

  before(async () => {
    call = await apiAs(OWNER);
    const created = await call("POST", `/v1/brands/${DEMO.brandId}/experiences`, { name: `E2E world builder ${suffix}` });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    experienceId = created.body.id;
    const scenes = await call("GET", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/scenes`);
    expect(scenes.status, JSON.stringify(scenes.body)).to.equal(200);
    sceneId = scenes.body.items[0].id;
    const product = await call("POST", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/products`, {
      sku: `E2E-${suffix}`,
      name: "E2E Floor Lamp",
      price: 129,
      currency: "EUR",
    });
    expect(product.status, JSON.stringify(product.body)).to.equal(201);
    productId = product.body.id;
    editorUrl = `/manager/panel/brands/${DEMO.brandId}/experience/${experienceId}/world-builder`;
    chairReady = (async () => {
      const { bytes } = await makeVariantChair(VARIANT_CHAIRS.small);
      const fileName = `wb-chair-${suffix}.glb`;
      const uploadId = await uploadFile(await ownerToken(), DEMO.brandId, {
        kind: "model",
        fileName,
        contentType: "model/gltf-binary",
        bytes: Buffer.from(bytes),
      });
      const added = await call("POST", `/v1/brands/${DEMO.brandId}/library`, { uploadId, name: `E2E chair ${suffix}` });
      expect(added.status, JSON.stringify(added.body)).to.equal(201);
      chairId = added.body._id;
      for (const deadline = Date.now() + 180_000; ; await new Promise((resolve) => setTimeout(resolve, 1000))) {
        const model = (await call("GET", `/v1/library/${chairId}`)).body;
        if (model.status === "ready") return model;
        if (model.status === "failed" || Date.now() > deadline) throw new Error(`the chair is ${model.status}: ${model.error}`);
      }
    })();
    // Awaited by its test; a failure here is reported there, not as an unhandled rejection.
    chairReady.catch(() => {});
    browser = await launchBrowser();
    owner = await newPage(browser, { viewport: { width: 1600, height: 1000 } });
  });

  after(async () => {
    await browser?.close();
    if (experienceId) await call("DELETE", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}`);
    // Deleting the experience freed the chair; the library is the demo brand's, shared by other tests.
    if (chairId) await call("DELETE", `/v1/library/${chairId}`);
  });

  it("opens the editor on the experience's scene, with a drawn canvas", async () => {
    const { page } = owner;
    await signInPage(page, OWNER, editorUrl);
    await page.waitForURL((url) => url.pathname === editorUrl, { timeout: 90_000 });
    await page.getByRole("toolbar", { name: "World builder" }).waitFor({ timeout: 180_000 });
    expect(await page.getByLabel("Scene", { exact: true }).inputValue()).to.equal(sceneId);
    await page.locator('[data-save-status="saved"]').waitFor();
    // The empty scene still shows its floor grid: not a blank canvas.
    const canvas = page.locator(".wb-viewport canvas");
    await canvas.waitFor();
    const empty = analyse(await canvas.screenshot());
    expect(empty.colours, "grid and floor shades").to.be.greaterThan(3);
  });

  it("adds a sample table from the library and moves it with the numeric fields", async () => {
    const { page } = owner;
    await savedAfter(page, async () => {
      await page.getByRole("button", { name: "Add Oak Dining Table" }).click();
      await page.getByTestId("selection-name").filter({ hasText: "Oak Dining Table" }).waitFor();
      await setField(positionX(page), 1.5);
      await setField(positionZ(page), -0.8);
      expect(await positionX(page).inputValue()).to.equal("1.5");
    });
    await waitModelsLoaded(page, 1);

    const saved = await call("GET", scenePath());
    const [table] = saved.body.objects;
    expect(saved.body.objects).to.have.length(1);
    expect(table.libraryObjectId).to.equal("sample-oak-dining-table");
    expect(table.transform.position).to.deep.equal({ x: 1.5, y: 0, z: -0.8 });
  });

  it("draws the table: many shades, well beyond the background", async () => {
    const { page } = owner;
    const deadline = Date.now() + 20_000;
    let picture;
    do {
      picture = analyse(await page.locator(".wb-viewport canvas").screenshot());
      if (picture.foreground > 0.01 && picture.colours > 40) break;
      await page.waitForTimeout(300);
    } while (Date.now() < deadline);
    expect(picture.colours, JSON.stringify(picture)).to.be.greaterThan(40);
    expect(picture.foreground, JSON.stringify(picture)).to.be.greaterThan(0.01);
    await screenshot(page, "world-builder-table");
  });

  it("still has the table where it was after reloading the page", async () => {
    const { page } = owner;
    await page.reload();
    await page.getByRole("toolbar", { name: "World builder" }).waitFor({ timeout: 180_000 });
    await waitModelsLoaded(page, 1);
    await selectInOutline(page, "Oak Dining Table");
    expect(await positionX(page).inputValue()).to.equal("1.5");
    expect(await positionZ(page).inputValue()).to.equal("-0.8");
  });

  it("undoes and redoes with the keyboard, and saves what undo restored", async () => {
    const { page } = owner;
    await savedAfter(page, async () => {
      await setField(positionX(page), 3);
      // Leave the field (Escape blurs it) so the shortcut reaches the editor.
      await positionX(page).press("Escape");
      await page.keyboard.press("Control+z");
      expect(await positionX(page).inputValue()).to.equal("1.5");
      await page.keyboard.press("Control+Shift+z");
      expect(await positionX(page).inputValue()).to.equal("3");
      // Nothing left to redo: Ctrl+Y changes nothing.
      await page.keyboard.press("Control+y");
      expect(await positionX(page).inputValue()).to.equal("3");
      await page.getByRole("button", { name: "Undo" }).click();
      expect(await positionX(page).inputValue()).to.equal("1.5");
    });
    // The edits above make two saves (3, then 1.5 once undone): under load the wait above can see
    // the first one saved before the second is sent, so wait for the state undo restored to be stored.
    await page.waitForFunction(() => document.querySelector('[data-save-status="saved"]') !== null, null, { timeout: 30_000 });
    let saved;
    const until = Date.now() + 30_000;
    do {
      saved = await call("GET", scenePath());
      if (saved.body.objects[0].transform.position.x === 1.5) break;
      await page.waitForTimeout(250);
    } while (Date.now() < until);
    expect(saved.body.objects[0].transform.position.x).to.equal(1.5);
  });

  it("duplicates and deletes with the keyboard", async () => {
    const { page } = owner;
    await savedAfter(page, async () => {
      await positionX(page).focus();
      await positionX(page).press("Escape");
      await page.keyboard.press("Control+d");
      await page.getByRole("tab", { name: "Outline 2" }).waitFor();
      await page.keyboard.press("Delete");
      await page.getByRole("tab", { name: "Outline 1" }).waitFor();
    });
    expect((await call("GET", scenePath())).body.objects).to.have.length(1);
  });

  it("nudges and turns the selected table with the keys, undone in one step", async () => {
    const { page } = owner;
    const field = (name) => page.getByLabel(name, { exact: true });
    await page.getByRole("tab", { name: "Outline 1" }).click();
    await page.getByRole("list", { name: "Objects in the scene" }).getByRole("button").first().click();
    await savedAfter(page, async () => {
      await positionX(page).focus();
      await positionX(page).press("Escape");
      const z = Number(await field("Position Z").inputValue());
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Shift+ArrowUp");
      await page.keyboard.press("]");
      expect(await positionX(page).inputValue()).to.equal("1.7");
      expect(Number(await field("Position Z").inputValue())).to.be.closeTo(z - 1, 1e-9);
      expect(await field("Rotation Y").inputValue()).to.equal("-15");
      // A run of key presses on one object is one step of undo.
      await page.keyboard.press("Control+z");
      expect(await positionX(page).inputValue()).to.equal("1.5");
      expect(await field("Rotation Y").inputValue()).to.equal("0");
    });
  });

  it("places a model dragged from the library onto the floor", async () => {
    const { page } = owner;
    await page.getByRole("tab", { name: "Library" }).click();
    const item = page.getByRole("button", { name: "Add Round Café Table" });
    const canvas = page.locator(".wb-viewport canvas");
    const box = await canvas.boundingBox();
    await savedAfter(page, async () => {
      // Below the middle of the view: the floor is there from the editor's camera.
      await item.dragTo(canvas, { targetPosition: { x: box.width * 0.3, y: box.height * 0.75 } });
      await page.getByRole("tab", { name: "Outline 2" }).waitFor({ timeout: 10_000 });
      await page.getByTestId("selection-name").filter({ hasText: "Round Café Table" }).waitFor();
    });
    await waitModelsLoaded(page, 2);
    const saved = await call("GET", scenePath());
    const cafe = saved.body.objects.find((object) => object.libraryObjectId === "sample-round-cafe-table");
    expect(cafe, "the dropped table was saved").to.exist;
    expect(cafe.transform.position.y).to.equal(0);
    await screenshot(page, "world-builder-two-tables");
  });

  it("refuses a stale save with the conflict banner, and Reload shows their version", async () => {
    const { page } = owner;
    // Someone else saves the scene: the oak table goes to x = -1.
    const current = (await call("GET", scenePath())).body;
    const objects = current.objects.map((object) =>
      object.libraryObjectId === "sample-oak-dining-table"
        ? { ...object, transform: { ...object.transform, position: { ...object.transform.position, x: -1 } } }
        : object,
    );
    const theirs = await call("PATCH", scenePath(), { version: current.version, objects });
    expect(theirs.status, JSON.stringify(theirs.body)).to.equal(200);

    // Our next edit was made on the old version: refused, never written over theirs.
    await selectInOutline(page, "Oak Dining Table");
    await setField(positionZ(page), 2);
    const banner = page.getByRole("alert").filter({ hasText: "Someone else changed this scene" });
    await banner.waitFor({ timeout: 30_000 });
    expect(await status(page).innerText()).to.contain("Conflict");
    expect(await positionX(page).isDisabled(), "editing stops while in conflict").to.equal(true);
    await screenshot(page, "world-builder-conflict");
    const stored = (await call("GET", scenePath())).body;
    expect(stored.version).to.equal(theirs.body.version);
    expect(stored.objects.find((o) => o.libraryObjectId === "sample-oak-dining-table").transform.position).to.deep.include({ x: -1, z: -0.8 });

    await banner.getByRole("button", { name: "Reload" }).click();
    await banner.waitFor({ state: "detached" });
    await selectInOutline(page, "Oak Dining Table");
    expect(await positionX(page).inputValue()).to.equal("-1");
    expect(await positionZ(page).inputValue()).to.equal("-0.8");

    // Editing goes on from their version.
    await savedAfter(page, () => setField(positionZ(page), 0.5));
    const after = (await call("GET", scenePath())).body;
    expect(after.version).to.equal(theirs.body.version + 1);
  });

  it("captures the camera into the scene's camera points", async () => {
    const { page } = owner;
    await savedAfter(page, () => page.getByRole("button", { name: "Capture camera" }).click());
    await page.getByRole("definition").first().waitFor();
    const { camera } = (await call("GET", scenePath())).body;
    expect(camera.position).to.not.deep.equal(camera.target);
    expect(camera.before).to.not.deep.equal({ x: 0, y: 0, z: 0 });
  });

  it("pins a product to a clicked point of the scene, moves and removes its hotspot", async () => {
    const { page } = owner;
    const productPath = `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/products/${productId}`;
    const hotspotOf = async () => (await call("GET", productPath)).body.hotspot;
    const waitHotspot = async (check) => {
      const deadline = Date.now() + 20_000;
      let hotspot;
      do {
        hotspot = await hotspotOf();
        if (check(hotspot)) return hotspot;
        await page.waitForTimeout(300);
      } while (Date.now() < deadline);
      throw new Error(`hotspot never matched: ${JSON.stringify(hotspot)}`);
    };

    await page.getByRole("button", { name: "Place the hotspot of E2E Floor Lamp" }).click();
    await page.getByRole("status").filter({ hasText: "Click in the scene to place E2E Floor Lamp" }).waitFor();
    const canvas = page.locator(".wb-viewport canvas");
    const box = await canvas.boundingBox();
    await canvas.click({ position: { x: box.width * 0.5, y: box.height * 0.7 } });
    const placed = await waitHotspot((h) => h !== null);
    expect(placed.sceneId).to.equal(sceneId);
    await page.getByTestId("selection-name").filter({ hasText: "E2E Floor Lamp" }).waitFor();
    await screenshot(page, "world-builder-hotspot");

    // Moved with the numeric field of the selected pin.
    await setField(positionX(page), 0.25);
    await waitHotspot((h) => h?.position.x === 0.25);

    await page.getByRole("button", { name: "Remove the hotspot of E2E Floor Lamp" }).click();
    await waitHotspot((h) => h === null);
    await page.getByRole("button", { name: "Place the hotspot of E2E Floor Lamp" }).waitFor();
  });

  it("pins a review comment at a clicked point, numbered in the scene and in the list", async () => {
    const { page } = owner;
    const comments = page.locator(".scene-comments");
    await comments.getByRole("button", { name: "Comment at a point" }).click();
    await page.getByRole("status").filter({ hasText: "Click in the scene to place a comment" }).waitFor();
    const canvas = page.locator(".wb-viewport canvas");
    const box = await canvas.boundingBox();
    await canvas.click({ position: { x: box.width * 0.45, y: box.height * 0.65 } });
    await page.locator('[data-comment-pin="new"]').waitFor();
    await comments.getByLabel("Comment", { exact: true }).fill("Move the lamp closer to the table");
    await comments.getByRole("button", { name: "Send" }).click();
    await comments.getByText("Move the lamp closer to the table").waitFor();
    await comments.getByText("Comment 1", { exact: true }).waitFor();
    await page.locator('[data-comment-pin="1"]').waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, "world-builder-comment");
    await page.setViewportSize({ width: 1600, height: 1000 });

    const listed = await call("GET", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/comments`);
    const [thread] = listed.body.items;
    expect(thread.anchor.sceneId).to.equal(sceneId);
    expect(Object.keys(thread.anchor.position)).to.deep.equal(["x", "y", "z"]);
  });

  it("answers and resolves the comment from the experience dashboard on a phone", async () => {
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = phone;
    await signInPage(page, OWNER, `/manager/panel/brands/${DEMO.brandId}/experience/${experienceId}/dashboard`);
    const card = page.locator("#comments");
    const thread = card.locator(".comment-thread").filter({ hasText: "Move the lamp closer to the table" });
    await thread.waitFor({ timeout: 90_000 });
    await thread.getByRole("button", { name: "Reply", exact: true }).click();
    await thread.getByLabel("Reply", { exact: true }).fill("Done in the next draft");
    await thread.getByRole("button", { name: "Send" }).click();
    await thread.locator(".comment-reply").filter({ hasText: "Done in the next draft" }).waitFor();
    // The only reply: while edited, its words are in the composer rather than its text.
    const reply = thread.locator(".comment-reply").first();
    // Its author changes their words.
    await reply.getByRole("button", { name: "Edit" }).click();
    await reply.getByLabel("Edit the comment").fill("Done in the next draft, moved by 20 cm");
    await reply.getByRole("button", { name: "Send" }).click();
    await thread.locator(".comment-reply").filter({ hasText: "moved by 20 cm" }).filter({ hasText: "(edited)" }).waitFor();
    await screenshot(page, "experience-comments-phone");
    await thread.getByRole("button", { name: "Resolve" }).click();
    await card.getByText("No open comment.").waitFor();
    await card.getByRole("radio", { name: "All" }).click();
    await card.locator(".comment-thread").filter({ hasText: "Resolved by" }).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, "experience-comments-desktop");
    expect(phone.problems).to.deep.equal([]);
  });

  it("shows a viewer the scene with every editing control disabled", async () => {
    const viewer = await newPage(browser, { viewport: { width: 1600, height: 1000 } });
    const { page } = viewer;
    // The same person seen as a brand viewer: the screen follows the roles /v1/me reports.
    await page.route("**/v1/me", async (route) => {
      const response = await route.fetch();
      const me = await response.json();
      await route.fulfill({ response, json: { ...me, tenantRole: "member", brandRoles: { [DEMO.brandId]: "viewer" } } });
    });
    await signInPage(page, OWNER, editorUrl);
    await page.waitForURL((url) => url.pathname === editorUrl, { timeout: 90_000 });
    await page.getByText("View only").waitFor({ timeout: 180_000 });
    expect(await page.getByRole("button", { name: "Add Oak Dining Table" }).isDisabled()).to.equal(true);
    expect(await page.getByRole("button", { name: "Capture camera" }).isDisabled()).to.equal(true);
    await selectInOutline(page, "Oak Dining Table");
    expect(await positionX(page).isDisabled()).to.equal(true);
    expect(await page.getByRole("button", { name: "Undo" }).isDisabled()).to.equal(true);
    const before = (await call("GET", scenePath())).body.version;
    await page.keyboard.press("Delete");
    await page.waitForTimeout(1500);
    expect(await page.getByRole("tab", { name: "Outline 2" }).count()).to.equal(1);
    expect((await call("GET", scenePath())).body.version).to.equal(before);
    await screenshot(page, "world-builder-viewer");
    await viewer.context.close();
  });

  it("dresses a placed chair in a material variant from the inspector's swatches: redrawn at once, saved, back to default", async () => {
    const { page } = owner;
    const chair = await chairReady;
    expect(chair.materialVariants).to.include("Velvet green");
    // Placed through the API (the library panel listed the models when the page opened), then reloaded.
    const current = (await call("GET", scenePath())).body;
    const placed = {
      id: "chair",
      kind: "model",
      libraryObjectId: chairId,
      transform: { position: { x: 0, y: 0, z: 1.2 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 3, y: 3, z: 3 } },
    };
    expect((await call("PATCH", scenePath(), { version: current.version, objects: [...current.objects, placed] })).status).to.equal(200);
    await page.reload();
    await page.getByRole("toolbar", { name: "World builder" }).waitFor({ timeout: 180_000 });
    await waitModelsLoaded(page, 3);
    await selectInOutline(page, chair.name);
    await page.keyboard.press("f");
    const picker = page.getByRole("group", { name: "Material variant" });
    await picker.waitFor();
    const swatch = (name) => picker.getByRole("radio", { name, exact: true });
    expect(await swatch("Default").isChecked()).to.equal(true);
    for (const name of chair.materialVariants) await swatch(name).waitFor();
    // The library's pictures of the model wearing each variant.
    expect(await picker.locator("img").count()).to.equal(chair.materialVariantSwatches.length);

    const canvas = page.locator(".wb-viewport canvas");
    await page.waitForTimeout(500);
    const before = await canvas.screenshot();
    await savedAfter(page, () => swatch("Velvet green").check());
    let after;
    for (const deadline = Date.now() + 15_000; ; await page.waitForTimeout(300)) {
      after = await canvas.screenshot();
      if (changedShare(before, after, { step: 3 }) > 0.01 || Date.now() > deadline) break;
    }
    expect(changedShare(before, after, { step: 3 }), "the chair's upholstery turned green").to.be.greaterThan(0.01);
    expect((await call("GET", scenePath())).body.objects.find((o) => o.id === "chair")).to.deep.include({ variant: "Velvet green" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, "world-builder-variant-picker-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    // The shell's navigation becomes a drawer on a phone; let it finish sliding away.
    await page.waitForTimeout(500);
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, "world-builder-variant-picker-phone");
    await page.setViewportSize({ width: 1600, height: 1000 });

    await savedAfter(page, () => swatch("Default").check());
    expect((await call("GET", scenePath())).body.objects.find((o) => o.id === "chair")).not.to.have.property("variant");
  });

  it("raised no page errors", () => {
    expect(owner.problems.filter((p) => p.startsWith("pageerror"))).to.deep.equal([]);
  });
});
