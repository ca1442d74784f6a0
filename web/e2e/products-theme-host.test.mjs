// Products, theme and host in a real browser, on a fresh experience of the demo brand: the owner
// adds a product with an uploaded image, imports a CSV that is refused for a bad row (nothing
// imported) and then accepted after its check, checks a Shopify export, themes the viewer (the preview follows, a low-contrast pair warns)
// and writes the host's greeting and a segment line (the bubble preview shows them). The
// experience is deleted at the end.
import { expect } from "chai";
import { deflateSync } from "node:zlib";
import { BASE_URL, DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;

/** The owner's ID token, for setting up and cleaning up through the API. */
async function ownerToken() {
  const workspace = await (await fetch(`${BASE_URL}/v1/public/workspaces/${DEMO.tenantSlug}`)).json();
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO.ownerEmail, password: DEMO.ownerPassword, returnSecureToken: true, tenantId: workspace.authTenantId }),
  });
  return (await res.json()).idToken;
}

async function apiCall(token, method, path, json) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json !== undefined && { "Content-Type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A real 48x48 PNG (an amber square), so the browser can show the uploaded image. */
function amberPng() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const size = 48;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0xd9, 0x77, 0x06]).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function signInAsOwner(page) {
  await page.goto("/manager");
  await page.waitForURL("**/manager/authentication/sign-in**");
  await page.getByLabel("Workspace").fill(DEMO.tenantSlug);
  await page.getByLabel("Email").fill(DEMO.ownerEmail);
  await page.getByLabel("Password").fill(DEMO.ownerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/manager/panel/brands", { timeout: 90_000 });
}

describe("Products, theme and host: the owner fills a catalogue, themes the viewer and writes the host", function () {
  // One story: a failed step makes the following ones meaningless.
  stopAfterFirstFailure();
  const suffix = Date.now().toString(36);
  let browser;
  let owner;
  let token;
  let experienceId;
  let experienceUrl;
  let productsApi;

  before(async () => {
    token = await ownerToken();
    const created = await apiCall(token, "POST", `/v1/brands/${DEMO.brandId}/experiences`, { name: `E2E Catalogue ${suffix}` });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    experienceId = created.body.id;
    // One segment in the Intro scene, so the host has a line to write.
    const scenes = await apiCall(token, "GET", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/scenes`);
    const intro = scenes.body.items[0];
    const withSegment = await apiCall(token, "PATCH", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/scenes/${intro.id}`, {
      version: intro.version,
      segments: [{ id: "welcome", title: "Welcome corner" }],
    });
    expect(withSegment.status).to.equal(200);
    experienceUrl = `/manager/panel/brands/${DEMO.brandId}/experience/${experienceId}`;
    productsApi = `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/products`;
    browser = await launchBrowser();
    owner = await newPage(browser);
    await signInAsOwner(owner.page);
  });

  after(async () => {
    await browser?.close();
    if (experienceId) await apiCall(token, "DELETE", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}`);
  });

  it("adds a product with an uploaded image; a javascript: link is refused under its field", async () => {
    const { page } = owner;
    await page.goto(`${experienceUrl}/products`);
    await page.getByText("No products yet").waitFor();
    await page.getByRole("button", { name: "New product" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("SKU").fill(`OAK-${suffix}`);
    await dialog.getByLabel("Name").fill("Oak dining table");
    await dialog.getByLabel("Description").fill("Solid oak, seats six.");
    await dialog.getByLabel("Price").fill("1299.50");
    await dialog.getByLabel("Currency").selectOption("EUR");
    await dialog.getByLabel("Product page").fill("javascript:alert(1)");
    await dialog.getByLabel("Product image file").setInputFiles({ name: "oak.png", mimeType: "image/png", buffer: amberPng() });
    await dialog.getByRole("button", { name: "Replace image" }).waitFor({ timeout: 30_000 });
    await dialog.getByRole("button", { name: "Add product" }).click();
    await dialog.getByText("Only http:// and https:// links are allowed, not javascript:").waitFor();
    await screenshot(page, "products-dialog-url-error");

    await dialog.getByLabel("Product page").fill("https://shop.example.com/oak-table");
    await dialog.getByRole("button", { name: "Add product" }).click();
    await dialog.waitFor({ state: "detached" });
    const row = page.locator("tr", { hasText: "Oak dining table" });
    await row.waitFor();
    expect(await row.locator(".product-price").textContent()).to.match(/1,299\.50/);
    expect(await row.locator(".product-thumb img").getAttribute("src")).to.match(/^http/);
    await row.locator(".product-thumb img").evaluate((img) => img.decode());
    expect(await row.locator(".product-hotspot").count()).to.equal(0);
  });

  it("refuses a CSV with a bad row, listing the problems and importing nothing; then imports the fixed file", async () => {
    const { page } = owner;
    const header = "sku,name,description,price,currency,image_url,url";
    const good = [
      `OAK-${suffix},Oak dining table,"Solid oak, seats six.",1199.00,EUR,,`,
      `LAMP-${suffix},Brass lamp,"Warm light,\nbrass finish",89.90,EUR,,https://shop.example.com/lamp`,
    ];
    const bad = `CHAIR-${suffix},Linen chair,,12.999,EUR,,ftp://files.example.com/chair`;
    const fixed = `CHAIR-${suffix},Linen chair,,129.00,EUR,,https://shop.example.com/chair`;

    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("CSV file").setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...good, bad].join("\n")) });
    await dialog.getByRole("button", { name: "Check file", exact: true }).click();
    const report = dialog.getByRole("table", { name: "Problems in the file" });
    // Generous: the import is one Firestore transaction, slow on a busy machine.
    await report.waitFor({ timeout: 90_000 });
    const rows = await report.locator("tbody tr").allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, " ").trim())).to.deep.equal([
      "4 price EUR prices have at most 2 decimals",
      "4 url Only http:// and https:// links are allowed, not ftp:",
    ]);
    await dialog.getByText("1 row has problems; nothing was imported.").waitFor();
    await screenshot(page, "products-import-refused");
    const afterRefusal = await apiCall(token, "GET", productsApi);
    expect(afterRefusal.body.items.map((p) => p.name)).to.deep.equal(["Oak dining table"]);

    await dialog
      .getByLabel("CSV file")
      .setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...good, fixed].join("\r\n")) });
    await dialog.getByRole("button", { name: "Check file", exact: true }).click();
    await dialog.getByText("catalogue.csv: 2 new products, 1 product to update, 0 unchanged.").waitFor({ timeout: 90_000 });
    await dialog.getByRole("button", { name: "Import 3 products", exact: true }).click();
    await dialog.getByText("2 created, 1 updated, 0 unchanged from catalogue.csv.").waitFor({ timeout: 90_000 });
    await screenshot(page, "products-import-done");
    await dialog.getByRole("button", { name: "Done" }).click();

    // A Shopify export is checked in the same dialog: the product of the handle that is an
    // existing SKU is updated, and each variant says whether it wears a material variant.
    await page.getByRole("button", { name: "Import CSV" }).click();
    const shopify = [
      "Handle,Title,Body (HTML),Vendor,Option1 Name,Option1 Value,Variant SKU,Variant Price,Image Src",
      `oak-${suffix},Oak dining table,<p>Solid oak.</p><script>alert(1)</script>,Nord,Title,Default Title,OAK-1,1199.00,`,
      `sofa-${suffix},Sofa,<p>Deep seat</p>,Nord,Fabric,Linen,SOFA-LIN,899.00,`,
      `sofa-${suffix},,,,,Velvet,SOFA-VEL,949.00,`,
    ].join("\n");
    await dialog.getByLabel("CSV file").setInputFiles({ name: "shop.csv", mimeType: "text/csv", buffer: Buffer.from(shopify) });
    await dialog.getByRole("button", { name: "Check file", exact: true }).click();
    await dialog.getByText("shop.csv: 1 new product, 1 product to update, 0 unchanged.").waitFor({ timeout: 90_000 });
    const changes = await dialog.getByRole("table", { name: "What the import does" }).locator("tbody tr").allInnerTexts();
    expect(changes.map((r) => r.replace(/\s+/g, " ").trim())).to.deep.equal([
      `2 oak-${suffix} Oak dining table Updates description`,
      `3 sofa-${suffix} Sofa Linen: no material variant Velvet: no material variant New product`,
    ]);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.locator("tr", { hasText: "Brass lamp" }).waitFor();
    expect(await page.locator("tbody tr").count()).to.equal(3);
    const oak = page.locator("tr", { hasText: "Oak dining table" });
    expect(await oak.locator(".product-price").textContent()).to.match(/1,199\.00/);
    // The import changed the price but kept the image uploaded in the console.
    expect(await oak.locator(".product-thumb img").count()).to.equal(1);
    await page.getByLabel("Search by SKU or name").fill("brass");
    await page.locator("tbody tr").first().filter({ hasText: "Brass lamp" }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll("tbody tr").length === 1);
    await page.getByLabel("Search by SKU or name").fill("");
    await page.waitForFunction(() => document.querySelectorAll("tbody tr").length === 3);
    await screenshot(page, "products-list");
  });

  it("edits a product at once in the list, and deletes one after confirming", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "Edit Brass lamp" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Price").fill("79");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.locator("tr", { hasText: "Brass lamp" }).locator(".product-price", { hasText: "79.00" }).waitFor();

    await page.getByRole("button", { name: "Delete Linen chair" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete product" }).click();
    // The row goes at once (optimistic); the toast says when the server has deleted it.
    await page.waitForFunction(() => document.querySelectorAll("tbody tr").length === 2);
    await page.locator(".toast-description", { hasText: "Product “Linen chair” deleted." }).waitFor({ timeout: 60_000 });
    const remaining = await apiCall(token, "GET", productsApi);
    expect(remaining.body.items.map((p) => p.name)).to.deep.equal(["Brass lamp", "Oak dining table"]);
  });

  it("themes the viewer: the preview follows as you type, and a low-contrast pair warns", async () => {
    const { page } = owner;
    await page.goto(`${experienceUrl}/theme`);
    await page.getByText("Colours", { exact: true }).waitFor();
    const preview = page.getByTestId("theme-preview");
    expect(await page.locator(".contrast-note-fail").count()).to.equal(0);

    await page.getByLabel("Primary", { exact: true }).fill("#0f766e");
    await page.getByRole("radio", { name: "Pill" }).click();
    await page.getByLabel("Font").selectOption("Georgia");
    const button = preview.locator(".vt-button-primary");
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector("[data-testid=theme-preview] .vt-button-primary")).backgroundColor === "rgb(15, 118, 110)",
    );
    expect(await button.evaluate((el) => getComputedStyle(el).borderRadius)).to.equal("999px");
    expect(await preview.evaluate((el) => getComputedStyle(el).fontFamily)).to.contain("Georgia");

    await page.getByLabel("Text", { exact: true }).fill("#b0b0b0");
    const warning = page.locator('.contrast-note-fail[data-pair="text-background"]');
    await warning.waitFor();
    expect(await warning.textContent()).to.contain("AA needs 4.5:1");
    // The preview eases colour changes: wait for the end of the transition.
    await page.waitForFunction(() => getComputedStyle(document.querySelector("[data-testid=theme-preview] .vt-card-name")).color === "rgb(176, 176, 176)");

    await page.getByLabel("Loading text").fill(`Opening the ${suffix} showroom…`);
    await preview.getByText(`Opening the ${suffix} showroom…`).waitFor();
    await screenshot(page, "theme-editor-warning");

    await page.getByRole("button", { name: "Save theme" }).click();
    await page.getByText("Confirmed by the server for the saved colours.").waitFor();
    const saved = await apiCall(token, "GET", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/theme`);
    expect(saved.body).to.include({ fontFamily: "Georgia", buttonStyle: "pill", loadingText: `Opening the ${suffix} showroom…` });
    expect(saved.body.contrastWarnings.map((w) => w.pair)).to.deep.equal(["text-background"]);
  });

  it("writes the host: the greeting and a segment line show in the bubble preview", async () => {
    const { page } = owner;
    await page.goto(`${experienceUrl}/host-editor`);
    await page.getByText("Lines per segment").waitFor();
    await page.getByRole("switch", { name: "Show the host" }).click();
    await page.getByLabel("Name").fill("Ava");
    await page.getByLabel("Greeting").fill(`Welcome to the ${suffix} showroom!`);
    const bubble = page.getByTestId("host-bubble");
    await bubble.getByText(`Welcome to the ${suffix} showroom!`).waitFor();
    expect(await bubble.locator(".host-bubble-name").textContent()).to.equal("Ava");

    await page.getByLabel("Welcome corner").fill("This corner is all oak.");
    await bubble.getByText("This corner is all oak.").waitFor();
    await page.getByText("Previewing: Welcome corner").waitFor();

    await page.getByRole("radio", { name: "Library model" }).click();
    await page.locator(".avatar-model").first().click();
    await screenshot(page, "host-editor");
    await page.getByRole("button", { name: "Save host" }).click();
    await page.getByRole("button", { name: "Save host" }).waitFor({ state: "detached" });
    const saved = await apiCall(token, "GET", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/host`);
    expect(saved.body).to.deep.include({
      enabled: true,
      name: "Ava",
      greeting: `Welcome to the ${suffix} showroom!`,
      segmentLines: { welcome: "This corner is all oak." },
    });
    expect(saved.body.avatar.kind).to.equal("model");
  });

  it("raised no page errors", () => {
    expect(owner.problems.filter((p) => !/Failed to load resource/.test(p))).to.deep.equal([]);
  });
});
