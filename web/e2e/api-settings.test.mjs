// The integration settings in a real browser. The demo owner creates an API key, an outside
// system uses it until the owner revokes it; the owner adds a webhook endpoint (a receiver this
// test runs) and sends it a test ping that arrives signed and shows in the delivery log; the API
// reference is drawn from the document the API serves. A workspace member sees the reference but
// is told that keys and webhooks are for owners and admins. Everything arranged is removed after.
import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { expect } from "chai";
import { acceptInvitationInPage, apiCall, memberUid, ownerToken, signInPage } from "./support/api.mjs";
import { BASE_URL, DEMO, SCREENSHOT_DIR, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

/** An endpoint on this machine (plain http to loopback is allowed on the local emulators only). */
async function startReceiver() {
  const received = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ path: req.url, headers: req.headers, body });
      // One address that is down, to see a delivery wait for its retry.
      const failing = req.url.startsWith("/failing");
      res.writeHead(failing ? 500 : 200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(failing ? { error: "receiver is down" } : { received: true }));
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { server, received, url: `${origin}/vitrine-hook`, failingUrl: `${origin}/failing-hook` };
}

async function brandsWithKey(key) {
  const res = await fetch(`${BASE_URL}/v1/brands`, { headers: { Authorization: `Bearer ${key}` } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

describe("Settings: API keys, webhooks and the API reference", function () {
  stopAfterFirstFailure();
  this.timeout(180_000);
  const suffix = Date.now().toString(36);
  const keyName = `E2E PIM sync ${suffix}`;
  const endpointDescription = `E2E order system ${suffix}`;
  const memberEmail = `member-${suffix}@example.test`;
  const created = {};
  let token;
  let receiver;
  let browser;
  let owner;
  let apiKey;
  let secret;

  before(async () => {
    token = await ownerToken();
    receiver = await startReceiver();
    browser = await launchBrowser();
    owner = await newPage(browser);
  });

  after(async () => {
    await browser?.close();
    receiver?.server.close();
    if (created.webhookId) await apiCall("DELETE", `/v1/tenants/me/webhooks/${created.webhookId}`, { token }).catch(() => {});
    if (created.memberUid) await apiCall("DELETE", `/v1/tenants/me/members/${created.memberUid}`, { token }).catch(() => {});
  });

  it("creates an API key in the console and shows it once", async () => {
    const { page } = owner;
    await signInPage(page, undefined, "/manager/panel/settings/api-keys");
    await page.getByRole("heading", { name: "API keys", exact: true }).waitFor();
    await page.getByRole("button", { name: "Create API key" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(keyName);
    await screenshot(page, "api-keys-create");
    await dialog.getByRole("button", { name: "Create key" }).click();
    const shown = dialog.getByLabel("API key");
    await shown.waitFor();
    apiKey = await shown.inputValue();
    expect(apiKey).to.match(/^vtr_live_[a-z0-9]{8}_[A-Za-z0-9]{40}$/);
    await screenshot(page, "api-keys-created");
    await dialog.getByRole("button", { name: "I have copied it" }).click();
    const row = page.locator("tr", { hasText: keyName });
    await row.waitFor();
    // The list shows the prefix, never the secret part.
    expect(await row.innerText()).to.contain(apiKey.split("_").slice(0, 3).join("_"));
    expect(await page.locator("main").innerText()).not.to.contain(apiKey);
    // Read access (the default) for all brands.
    expect(await row.innerText()).to.match(/\bRead\b(?! and write)/);
    expect(await row.innerText()).to.contain("All brands");
    await screenshot(page, "api-keys-list");
  });

  it("lets an outside system list brands with the key", async () => {
    const { status, body } = await brandsWithKey(apiKey);
    expect(status).to.equal(200);
    expect(body.items.map((brand) => brand.name)).to.include("Acme Home");
    // The key's last use shows up in the list.
    const { page } = owner;
    await page.reload();
    await page
      .locator("tr", { hasText: keyName })
      .getByText(/just now|minute/i)
      .waitFor();
  });

  it("revokes the key in the console, after which the API answers 401", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: `Revoke ${keyName}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
    await page
      .locator("tr", { hasText: keyName })
      .getByText(/^Revoked/)
      .waitFor();
    await screenshot(page, "api-keys-revoked");
    const { status, body } = await brandsWithKey(apiKey);
    expect(status).to.equal(401);
    expect(body.error.code).to.equal("unauthenticated");
  });

  it("refuses a plain-http endpoint, then adds an endpoint and shows its signing secret once", async () => {
    const { page } = owner;
    await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Webhooks" }).click();
    await page.waitForURL("**/manager/panel/settings/webhooks");
    await page.getByRole("button", { name: "Add endpoint" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Endpoint URL").fill("http://hooks.example.com/vitrine");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await dialog.getByText("Webhook endpoints must use https://").waitFor();
    await dialog.getByText("Pick at least one event").waitFor();
    await screenshot(page, "webhooks-create-invalid");

    await dialog.getByLabel("Endpoint URL").fill(receiver.url);
    await dialog.getByRole("checkbox", { name: /^experience\.published / }).check();
    await dialog.getByRole("checkbox", { name: /placement\.schedule_changed/ }).check();
    await dialog.getByLabel("Description").fill(endpointDescription);
    await screenshot(page, "webhooks-create");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();

    const shown = page.getByRole("dialog").getByLabel("Signing secret");
    await shown.waitFor();
    secret = await shown.inputValue();
    expect(secret).to.match(/^whsec_/);
    await screenshot(page, "webhooks-secret");
    await page.getByRole("button", { name: "I have copied it" }).click();

    const row = page.locator("tr", { hasText: endpointDescription });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).to.contain(receiver.url);
    expect(text).to.contain("experience.published");
    expect(text).to.contain("Active");
    expect(await page.locator("main").innerText()).not.to.contain(secret);
    created.webhookId = new URL(await row.getByRole("link").getAttribute("href"), BASE_URL).pathname.split("/").pop();
    await screenshot(page, "webhooks-list");
  });

  it("sends a test ping that arrives signed, and shows it in the endpoint's delivery log", async () => {
    const { page } = owner;
    await page.locator("tr", { hasText: endpointDescription }).getByRole("link").click();
    await page.waitForURL(`**/manager/panel/settings/webhooks/${created.webhookId}`);
    await page.getByRole("heading", { name: "Delivery log" }).waitFor();
    await page.getByText("Nothing delivered yet").waitFor();
    await page.getByRole("button", { name: "Send test ping" }).click();
    await page.locator(".toast", { hasText: "Test ping delivered" }).waitFor();

    const delivery = page.getByRole("table", { name: "Deliveries" }).locator("tr", { hasText: "webhook.ping" });
    await delivery.getByText("Delivered").waitFor();
    expect(await delivery.innerText()).to.contain("200");
    expect(await delivery.innerText()).to.contain("1 of 6");

    // What the receiver got: a ping signed with the secret the console showed.
    const ping = receiver.received.find((r) => r.headers["vitrine-event"] === "webhook.ping");
    expect(ping, "the receiver got the ping").to.not.equal(undefined);
    const { t, v1 } = Object.fromEntries(ping.headers["vitrine-signature"].split(",").map((part) => part.split("=")));
    expect(v1).to.equal(createHmac("sha256", secret).update(`${t}.${ping.body}`).digest("hex"));
    expect(JSON.parse(ping.body).type).to.equal("webhook.ping");

    await delivery.getByRole("button", { name: "Details" }).click();
    await page.getByText('"type": "webhook.ping"').waitFor();
    await page.getByText('{"received":true}').waitFor();
    await screenshot(page, "webhook-delivery-log");
  });

  it("edits the endpoint to an address that fails, and shows the ping waiting for its retry", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Endpoint URL").fill(receiver.failingUrl);
    await dialog.getByRole("button", { name: "Save endpoint" }).click();
    await page.locator(".card-header").getByText(receiver.failingUrl).waitFor();

    await page.getByRole("button", { name: "Send test ping" }).click();
    await page.locator(".toast", { hasText: "Test ping not accepted" }).waitFor();
    const retrying = page.getByRole("table", { name: "Deliveries" }).locator("tr", { hasText: "Retrying" });
    await retrying.waitFor();
    const text = await retrying.innerText();
    expect(text).to.contain("500");
    expect(text).to.contain("1 of 6");
    expect(text).to.contain("in 1 minute");
    await retrying.getByRole("button", { name: "Details" }).click();
    await page.locator("dd.delivery-error", { hasText: "The endpoint answered 500" }).waitFor();
    await screenshot(page, "webhook-delivery-retrying");
  });

  it("rotates the signing secret and shows the new one once", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Rotate signing secret…" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Rotate secret" }).click();
    const shown = page.getByRole("dialog", { name: "Copy the new signing secret" }).getByLabel("Signing secret");
    await shown.waitFor();
    const rotated = await shown.inputValue();
    expect(rotated).to.match(/^whsec_/);
    expect(rotated).not.to.equal(secret);
    await page.getByRole("button", { name: "I have copied it" }).click();
  });

  it("pauses the endpoint from its page", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Pause deliveries" }).click();
    await page.locator(".card-header").getByText("Paused").waitFor();
    const { body } = await apiCall("GET", `/v1/tenants/me/webhooks/${created.webhookId}`, { token });
    expect(body.active).to.equal(false);
  });

  it("deletes the endpoint after confirmation", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Delete…" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete endpoint" }).click();
    await page.waitForURL("**/manager/panel/settings/webhooks");
    await page.getByRole("heading", { name: "Webhook endpoints" }).waitFor();
    // Gone from the list at once, not after a refetch.
    expect(await page.locator("tr", { hasText: endpointDescription }).count()).to.equal(0);
    const res = await fetch(`${BASE_URL}/v1/tenants/me/webhooks/${created.webhookId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).to.equal(404);
    created.webhookId = null;
  });

  it("shows the API reference drawn from the OpenAPI document", async () => {
    const { page } = owner;
    await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "API reference" }).click();
    await page.waitForURL("**/manager/panel/settings/api-reference");
    const { body: document } = await apiCall("GET", "/v1/openapi.json");
    await page.getByRole("heading", { name: document.info.title }).waitFor();
    // Every tag of the document has its section.
    for (const tag of document.tags.slice(0, 5)) {
      await page.getByRole("heading", { name: tag.name, exact: true }).first().waitFor();
    }
    // The viewport only: a whole-page picture of 100+ operations shows the sticky contents badly.
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "api-reference.png") });

    const listBrands = page.getByRole("article", { name: "GET /v1/brands", exact: true });
    expect(await listBrands.innerText()).to.contain(document.paths["/v1/brands"].get.summary);
    await listBrands.getByRole("button").click();
    await listBrands.getByText("Response").first().waitFor();
    // Parameters and the response's fields, read from the document's schemas.
    for (const field of ["limit", "cursor", "items", "nextCursor", "timezone"]) {
      await listBrands
        .locator(".schema-name", { hasText: new RegExp(`^${field}$`) })
        .first()
        .waitFor();
    }
    expect(await listBrands.innerText()).to.match(/API key \(read or write scope\)/);
    await listBrands.scrollIntoViewIfNeeded();
    await listBrands.screenshot({ path: path.join(SCREENSHOT_DIR, "api-reference-list-brands.png") });

    await page.getByLabel("Filter operations").fill("webhooks deliveries");
    await page.getByRole("article", { name: "GET /v1/tenants/me/webhooks/{webhookId}/deliveries" }).waitFor();
    expect(await page.getByRole("article", { name: "GET /v1/brands", exact: true }).count()).to.equal(0);
    await page.getByLabel("Filter operations").fill("");

    const ping = page.getByRole("article", { name: "Event webhook.ping" });
    await ping.getByRole("button").click();
    await ping.locator(".schema-name", { hasText: /^Vitrine-Signature$/ }).waitFor();
    // The page is long and its contents column sticky: a picture of the event itself reads better.
    await ping.screenshot({ path: path.join(SCREENSHOT_DIR, "api-reference-webhook-ping.png") });
  });

  it("tells a workspace member that keys and webhooks are for owners and admins, and shows them the reference", async () => {
    const added = await apiCall("POST", `/v1/brands/${DEMO.brandId}/members`, { token, json: { email: memberEmail, role: "viewer" } });
    const member = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = member;
    await acceptInvitationInPage(page, added.body.inviteLink);
    created.memberUid = await memberUid(token, memberEmail);

    await page.goto("/manager/panel/settings/api-keys");
    await page.getByText("Only owners and admins manage API keys").waitFor();
    expect(await page.getByRole("button", { name: "Create API key" }).count()).to.equal(0);
    await screenshot(page, "api-keys-member-phone");

    await page.goto("/manager/panel/settings/webhooks");
    await page.getByText("Only owners and admins manage webhooks").waitFor();
    expect(await page.getByRole("button", { name: "Add endpoint" }).count()).to.equal(0);

    await page.getByRole("link", { name: "Open the API reference" }).click();
    const listBrands = page.getByRole("article", { name: "GET /v1/brands", exact: true });
    await listBrands.getByRole("button").click();
    await listBrands.locator(".schema-name", { hasText: /^nextCursor$/ }).waitFor();
    await listBrands.screenshot({ path: path.join(SCREENSHOT_DIR, "api-reference-member-phone.png") });
    expect(member.problems.filter((p) => !/401|403/.test(p))).to.deep.equal([]);
  });
});
