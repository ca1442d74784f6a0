import { expect } from "chai";
import { lookup } from "node:dns/promises";
import { hostname } from "node:os";
import { Timestamp } from "firebase-admin/firestore";
import { isPublicAddress } from "../../src/egress/public-address.js";
import { WEBHOOK_MAX_ATTEMPTS } from "@vitrine/contract";
import { announceDailyAnalytics } from "../../src/analytics/daily-ready.js";
import { attemptDelivery, emitWebhookEvent, retryDueWebhookDeliveries } from "../../src/webhooks/deliveries.js";
import { signWebhookBody, verifyWebhookSignature } from "../../src/webhooks/signature.js";
import { createExperience } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { WebhookReceiver } from "../helpers/webhook-receiver.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { brandsCol, deliveriesCol, readyCol, webhooksCol } from "../../src/firestore/collections.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls a delivery document until `done` says so. */
async function waitForDelivery(ws: Workspace, webhookId: string, deliveryId: string, done: (d: FirebaseFirestore.DocumentData) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = (await deliveriesCol(ws.tenantId, webhookId).doc(deliveryId).get()).data();
    if (data && done(data)) return data;
    if (Date.now() > deadline) throw new Error(`Delivery ${deliveryId} stuck at ${JSON.stringify({ status: data?.status, attempts: data?.attempts })}`);
    await sleep(300);
  }
}

const idOf = (path: string) => path.split("/").at(-1)!;

describe("Webhooks", () => {
  let ws: Workspace;
  let receiver: WebhookReceiver;
  let url: string;
  let webhookId: string;
  let secret: string;

  before(async () => {
    receiver = new WebhookReceiver();
    [ws, url] = await Promise.all([createWorkspace("hooks"), receiver.start()]);
  });
  after(() => receiver.stop());
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.statuses = [];
  });

  it("registers an endpoint for events and shows its signing secret once", async () => {
    const res = await call("POST", "/v1/tenants/me/webhooks", {
      token: ws.users.owner.token,
      json: { url, events: ["experience.published", "placement.schedule_changed", "placement.schedule_changed"], description: "Store ops" },
    });
    expect(res.status, res.text).to.equal(201);
    expect(res.body.secret).to.match(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(res.body.webhook).to.deep.include({ url, active: true, description: "Store ops", lastDelivery: null });
    expect(res.body.webhook.events).to.deep.equal(["experience.published", "placement.schedule_changed"]);
    webhookId = res.body.webhook.id;
    secret = res.body.secret;
    const again = await call("GET", `/v1/tenants/me/webhooks/${webhookId}`, { token: ws.users.admin.token });
    expect(again.status).to.equal(200);
    expect(again.text).to.not.include(secret);
    const list = await call("GET", "/v1/tenants/me/webhooks", { token: ws.users.owner.token });
    expect(list.body.items.map((w: { id: string }) => w.id)).to.deep.equal([webhookId]);
  });

  it("accepts https endpoints only (plain http to localhost only on the emulators), never internal addresses", async () => {
    const cases: [string, RegExp][] = [
      ["http://example.com/hook", /https/],
      ["ftp://example.com/hook", /https/],
      ["https://10.1.2.3/hook", /public address/],
      ["https://169.254.169.254/latest/meta-data", /public address/],
      ["https://user:pass@example.com/hook", /credentials/],
      ["not a url", /full address/],
    ];
    for (const [bad, message] of cases) {
      const res = await call("POST", "/v1/tenants/me/webhooks", { token: ws.users.owner.token, json: { url: bad, events: ["experience.published"] } });
      expect(res.status, bad).to.equal(400);
      expect(res.body.error.issues[0], bad).to.include({ path: "url" });
      expect(res.body.error.message, bad).to.match(message);
    }
    const noEvents = await call("POST", "/v1/tenants/me/webhooks", { token: ws.users.owner.token, json: { url: "https://example.com/h", events: [] } });
    expect(noEvents.body.error.issues[0].path).to.equal("events");
  });

  it("refuses every spelling of an internal address, and plain http to anything but a literal loopback address", async () => {
    const port = new URL(url).port;
    const cases = [
      "https://localhost./hook",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://[64:ff9b::a9fe:a9fe]/hook", // NAT64 of 169.254.169.254
      "https://[2002:a9fe:a9fe::1]/hook", // 6to4 of 169.254.169.254
      "https://[::ffff:7f00:1]/hook",
      "https://198.18.0.1/hook",
      "https://100.64.0.1/hook",
      `http://localhost:${port}/hooks/vitrine`,
    ];
    for (const bad of cases) {
      const res = await call("POST", "/v1/tenants/me/webhooks", { token: ws.users.owner.token, json: { url: bad, events: ["experience.published"] } });
      expect(res.status, bad).to.equal(400);
      expect(res.body.error.issues[0], bad).to.include({ path: "url" });
      expect(res.body.error.message, bad).to.match(/public address|https/);
    }
  });

  describe("a name that resolves to an internal address", () => {
    // This machine's own name: it resolves through the system's resolver to a loopback or private address.
    const name = hostname().toLowerCase();
    before(async function () {
      const addresses = await lookup(name, { all: true }).catch(() => []);
      if (!addresses.some((a) => !isPublicAddress(a.address))) this.skip();
    });

    it("is refused at registration", async () => {
      const res = await call("POST", "/v1/tenants/me/webhooks", {
        token: ws.users.owner.token,
        json: { url: `https://${name}:${new URL(url).port}/hook`, events: ["experience.published"] },
      });
      expect(res.status, res.text).to.equal(400);
      expect(res.body.error.message).to.contain(`${name} resolves to an internal address`);
    });

    it("is never contacted by a delivery when the name resolves there later (DNS rebinding)", async () => {
      const created = await call("POST", "/v1/tenants/me/webhooks", { token: ws.users.owner.token, json: { url, events: ["analytics.daily_ready"] } });
      expect(created.status, created.text).to.equal(201);
      const id = created.body.webhook.id as string;
      // What a rebinding name amounts to: the stored address now leads to this machine by name.
      await webhooksCol(ws.tenantId)
        .doc(id)
        .update({ url: `https://${name}:${new URL(url).port}/hooks/vitrine` });
      const res = await call("POST", `/v1/tenants/me/webhooks/${id}/test`, { token: ws.users.owner.token });
      expect(res.status, res.text).to.equal(201);
      expect(res.body).to.deep.include({ status: "failed", attempts: 1, lastResponseCode: null, nextAttemptAt: null });
      expect(res.body.lastError).to.contain(`Not sent: ${name} resolves to an internal address`);
      expect(receiver.received.filter((d) => d.headers["vitrine-delivery"] === res.body.id)).to.have.length(0);
      expect(receiver.received).to.have.length(0);
      await call("DELETE", `/v1/tenants/me/webhooks/${id}`, { token: ws.users.owner.token });
    });
  });

  it("is managed by owners and admins only, never by an API key", async () => {
    for (const persona of ["member", "brandAdmin", "editor", "viewer"] as const) {
      expect((await call("GET", "/v1/tenants/me/webhooks", { token: ws.users[persona].token })).status, persona).to.equal(403);
    }
    const key = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json: { name: "Hooks", scope: "write" } });
    expect((await call("GET", "/v1/tenants/me/webhooks", { token: key.body.key })).status).to.equal(403);
  });

  it("sends a signed test ping at once and logs the delivery", async () => {
    const res = await call("POST", `/v1/tenants/me/webhooks/${webhookId}/test`, { token: ws.users.owner.token });
    expect(res.status, res.text).to.equal(201);
    expect(res.body).to.deep.include({ event: "webhook.ping", status: "succeeded", attempts: 1, lastResponseCode: 200, lastError: null, nextAttemptAt: null });
    const got = await receiver.waitFor((d) => d.json.type === "webhook.ping");
    expect(got.headers["content-type"]).to.equal("application/json");
    expect(got.headers["vitrine-event"]).to.equal("webhook.ping");
    expect(got.headers["vitrine-delivery"]).to.equal(res.body.id);
    expect(got.headers["vitrine-event-id"]).to.equal(res.body.eventId);
    expect(got.json).to.deep.include({ id: res.body.eventId, tenantId: ws.tenantId });
    expect(verifyWebhookSignature(secret, got.body, got.headers["vitrine-signature"] as string)).to.equal(true);
    expect(verifyWebhookSignature("whsec_wrong", got.body, got.headers["vitrine-signature"] as string)).to.equal(false);
    expect(verifyWebhookSignature(secret, got.body + " ", got.headers["vitrine-signature"] as string)).to.equal(false);

    // Give the creation trigger time to see it: claimed from the start, it is never sent twice.
    await sleep(1500);
    expect(receiver.received.filter((d) => d.json.id === res.body.eventId)).to.have.length(1);
    const log = await call("GET", `/v1/tenants/me/webhooks/${webhookId}/deliveries`, { token: ws.users.owner.token });
    expect(log.body.items[0]).to.deep.include({ id: res.body.id, status: "succeeded" });
    expect(log.body.items[0].payload.type).to.equal("webhook.ping");
    const hook = await call("GET", `/v1/tenants/me/webhooks/${webhookId}`, { token: ws.users.owner.token });
    expect(hook.body.lastDelivery).to.deep.include({ status: "succeeded", responseCode: 200 });
  });

  it("signs t.body with HMAC-SHA256 and refuses stale timestamps", () => {
    const header = signWebhookBody("whsec_x", '{"a":1}', 1_700_000_000);
    expect(header).to.match(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature("whsec_x", '{"a":1}', header, { nowSeconds: 1_700_000_100 })).to.equal(true);
    expect(verifyWebhookSignature("whsec_x", '{"a":1}', header, { nowSeconds: 1_700_001_000 })).to.equal(false);
  });

  it("delivers placement.schedule_changed through the delivery trigger when a placement's schedules change", async () => {
    const [experienceId, other] = await Promise.all([createExperience(ws, "Hook default"), createExperience(ws, "Hook scheduled")]);
    const placements = `/v1/brands/${ws.brandId}/placements`;
    const created = await call("POST", placements, { token: ws.users.editor.token, json: { name: "Hook QR", defaultExperienceId: experienceId } });
    expect(created.status, created.text).to.equal(201);
    // A rename alone is no schedule change.
    await call("PATCH", `${placements}/${created.body.id}`, { token: ws.users.editor.token, json: { name: "Hook QR 2" } });
    const schedules = [{ experienceId: other, label: "Sale", startDate: "2030-01-01", endDate: "2030-01-31" }];
    const updated = await call("PATCH", `${placements}/${created.body.id}`, { token: ws.users.editor.token, json: { schedules } });
    expect(updated.status, updated.text).to.equal(200);

    const got = await receiver.waitFor((d) => d.json.type === "placement.schedule_changed");
    expect(verifyWebhookSignature(secret, got.body, got.headers["vitrine-signature"] as string)).to.equal(true);
    expect(got.json.data).to.deep.include({ brandId: ws.brandId, placementId: created.body.id, name: "Hook QR 2", defaultExperienceId: experienceId });
    expect(got.json.data.schedules).to.have.length(1);
    expect(got.json.data.schedules[0]).to.deep.include({ experienceId: other, label: "Sale", timezone: "UTC" });
    expect(receiver.received.filter((d) => d.json.type === "placement.schedule_changed")).to.have.length(1);
  });

  it("delivers experience.published when an experience is published or rolled back through the API", async () => {
    const experienceId = await createExperience(ws, "Hook published");
    const base = `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
    const v1 = await call("POST", `${base}/publish`, { token: ws.users.editor.token });
    expect(v1.status, v1.text).to.equal(201);
    const first = await receiver.waitFor((d) => d.json.type === "experience.published" && d.json.data.experienceId === experienceId);
    expect(verifyWebhookSignature(secret, first.body, first.headers["vitrine-signature"] as string)).to.equal(true);
    expect(first.json.data).to.deep.equal({
      brandId: ws.brandId,
      experienceId,
      version: 1,
      publishedAt: v1.body.publishedAt,
      publishedBy: { uid: ws.users.editor.uid, name: v1.body.publishedBy.name },
      rolledBackFrom: null,
    });

    await call("PATCH", base, { token: ws.users.editor.token, json: { name: "Hook published 2" } });
    expect((await call("POST", `${base}/publish`, { token: ws.users.editor.token })).status).to.equal(201);
    const rollback = await call("POST", `${base}/manifests/1/rollback`, { token: ws.users.editor.token });
    expect(rollback.status, rollback.text).to.equal(201);
    const rolled = await receiver.waitFor(
      (d) => d.json.type === "experience.published" && d.json.data.experienceId === experienceId && d.json.data.version === 3,
    );
    expect(rolled.json.data).to.include({ rolledBackFrom: 1 });
    // A refused publish (nothing went live) tells no one.
    await call("PATCH", base, { token: ws.users.editor.token, json: { archived: true } });
    expect((await call("POST", `${base}/publish`, { token: ws.users.editor.token })).status).to.equal(422);
    await sleep(1500);
    const versions = receiver.received
      .filter((d) => d.json.type === "experience.published" && d.json.data.experienceId === experienceId)
      .map((d) => d.json.data.version);
    expect(versions).to.deep.equal([1, 2, 3]);
  });

  it("queues experience.published for subscribed endpoints only (the emitter the publish flow calls)", async () => {
    const paused = await call("POST", "/v1/tenants/me/webhooks", {
      token: ws.users.owner.token,
      json: { url, events: ["experience.published"], active: false },
    });
    const analyticsOnly = await call("POST", "/v1/tenants/me/webhooks", { token: ws.users.owner.token, json: { url, events: ["analytics.daily_ready"] } });
    const data = {
      brandId: ws.brandId,
      experienceId: "exp1",
      version: 3,
      publishedAt: new Date().toISOString(),
      publishedBy: { uid: "u1", name: "Ana" },
      rolledBackFrom: null,
    };
    const paths = await emitWebhookEvent(ws.tenantId, "experience.published", data);
    expect(paths).to.have.length(1);
    expect(paths[0]).to.include(`/webhooks/${webhookId}/deliveries/`);
    expect(paused.status).to.equal(201);
    expect(analyticsOnly.status).to.equal(201);

    const got = await receiver.waitFor((d) => d.json.type === "experience.published");
    expect(got.json.data).to.deep.equal(data);
    expect(verifyWebhookSignature(secret, got.body, got.headers["vitrine-signature"] as string)).to.equal(true);
    await waitForDelivery(ws, webhookId, idOf(paths[0]!), (d) => d.status === "succeeded");
    await call("DELETE", `/v1/tenants/me/webhooks/${paused.body.webhook.id}`, { token: ws.users.owner.token });
    await call("DELETE", `/v1/tenants/me/webhooks/${analyticsOnly.body.webhook.id}`, { token: ws.users.owner.token });
  });

  it("retries a failed delivery with backoff (1 min first), keeping the event id, until it succeeds", async () => {
    receiver.statuses = [500];
    const [path] = await emitWebhookEvent(ws.tenantId, "experience.published", {
      brandId: ws.brandId,
      experienceId: "exp2",
      version: 1,
      publishedAt: new Date().toISOString(),
      publishedBy: null,
      rolledBackFrom: null,
    });
    const deliveryId = idOf(path!);
    const failed = await waitForDelivery(ws, webhookId, deliveryId, (d) => d.status === "retrying");
    expect(failed).to.deep.include({ attempts: 1, lastResponseCode: 500 });
    expect(failed.lastError).to.match(/answered 500/);
    expect(failed.lastResponseBody).to.match(/failing on purpose/);
    const delay = failed.nextAttemptAt.toMillis() - failed.lastAttemptAt.toMillis();
    expect(delay).to.equal(60_000);

    // Not due yet: the job leaves it alone.
    expect(await attemptDelivery(ws.tenantId, webhookId, deliveryId, { now: failed.lastAttemptAt.toMillis() + 30_000 })).to.equal(false);
    // A minute later the scheduled job sends it again.
    const run = await retryDueWebhookDeliveries(failed.nextAttemptAt.toMillis() + 1000);
    expect(run.sent).to.be.greaterThan(0);
    const done = await waitForDelivery(ws, webhookId, deliveryId, (d) => d.status === "succeeded");
    expect(done.attempts).to.equal(2);
    expect(done.nextAttemptAt).to.equal(null);
    const sent = receiver.received.filter((d) => d.headers["vitrine-delivery"] === deliveryId);
    expect(sent).to.have.length(2);
    expect(sent[0]!.json.id).to.equal(sent[1]!.json.id);
  });

  it("gives up after 1 min, 5 min, 30 min, 2 h and 12 h, and a manual retry sends it again", async () => {
    receiver.statuses = Array(WEBHOOK_MAX_ATTEMPTS).fill(503);
    const [path] = await emitWebhookEvent(ws.tenantId, "placement.schedule_changed", {
      brandId: ws.brandId,
      placementId: "p1",
      name: "QR",
      defaultExperienceId: null,
      schedules: [],
      activeExperienceId: null,
    });
    const deliveryId = idOf(path!);
    let data = await waitForDelivery(ws, webhookId, deliveryId, (d) => d.status === "retrying");
    const delays: number[] = [];
    while (data.status === "retrying") {
      delays.push(data.nextAttemptAt.toMillis() - data.lastAttemptAt.toMillis());
      expect(await attemptDelivery(ws.tenantId, webhookId, deliveryId, { now: data.nextAttemptAt.toMillis() })).to.equal(true);
      data = (await deliveriesCol(ws.tenantId, webhookId).doc(deliveryId).get()).data()!;
    }
    expect(delays).to.deep.equal([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    expect(data).to.deep.include({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null, lastResponseCode: 503 });

    const retried = await call("POST", `/v1/tenants/me/webhooks/${webhookId}/deliveries/${deliveryId}/retry`, { token: ws.users.admin.token });
    expect(retried.status, retried.text).to.equal(200);
    expect(retried.body).to.deep.include({ status: "succeeded", attempts: WEBHOOK_MAX_ATTEMPTS + 1, lastResponseCode: 200 });
    expect(receiver.received.filter((d) => d.headers["vitrine-delivery"] === deliveryId)).to.have.length(WEBHOOK_MAX_ATTEMPTS + 1);
  });

  it("records an unreachable endpoint's error and retries it later", async () => {
    const dead = await call("POST", "/v1/tenants/me/webhooks", {
      token: ws.users.owner.token,
      json: { url: "http://127.0.0.1:9/nothing", events: ["analytics.daily_ready"] },
    });
    const res = await call("POST", `/v1/tenants/me/webhooks/${dead.body.webhook.id}/test`, { token: ws.users.owner.token });
    expect(res.body).to.deep.include({ status: "retrying", attempts: 1, lastResponseCode: null });
    expect(res.body.lastError).to.match(/Could not reach the endpoint/);
    expect(res.body.nextAttemptAt).to.be.a("string");
    await call("DELETE", `/v1/tenants/me/webhooks/${dead.body.webhook.id}`, { token: ws.users.owner.token });
  });

  it("pauses, edits and rotates the secret: the next delivery is signed with the new one", async () => {
    const paused = await call("PATCH", `/v1/tenants/me/webhooks/${webhookId}`, { token: ws.users.owner.token, json: { active: false } });
    expect(paused.body.active).to.equal(false);
    expect(
      await emitWebhookEvent(ws.tenantId, "experience.published", {
        brandId: ws.brandId,
        experienceId: "exp3",
        version: 1,
        publishedAt: new Date().toISOString(),
        publishedBy: null,
        rolledBackFrom: null,
      }),
    ).to.deep.equal([]);
    await call("PATCH", `/v1/tenants/me/webhooks/${webhookId}`, { token: ws.users.owner.token, json: { active: true, description: "Renamed" } });

    const rotated = await call("POST", `/v1/tenants/me/webhooks/${webhookId}/rotate-secret`, { token: ws.users.owner.token });
    expect(rotated.status).to.equal(200);
    expect(rotated.body.secret).to.not.equal(secret);
    const ping = await call("POST", `/v1/tenants/me/webhooks/${webhookId}/test`, { token: ws.users.owner.token });
    const got = await receiver.waitFor((d) => d.headers["vitrine-delivery"] === ping.body.id);
    expect(verifyWebhookSignature(rotated.body.secret, got.body, got.headers["vitrine-signature"] as string)).to.equal(true);
    expect(verifyWebhookSignature(secret, got.body, got.headers["vitrine-signature"] as string)).to.equal(false);
    expect((await call("PATCH", `/v1/tenants/me/webhooks/${webhookId}`, { token: ws.users.owner.token, json: { url: "http://example.com" } })).status).to.equal(
      400,
    );
  });

  it("deletes an endpoint with its delivery log; another workspace never sees it", async () => {
    const foreign = await createWorkspace("hooks-foreign");
    expect((await call("GET", `/v1/tenants/me/webhooks/${webhookId}`, { token: foreign.users.owner.token })).status).to.equal(404);
    expect((await call("GET", `/v1/tenants/me/webhooks/${webhookId}/deliveries`, { token: foreign.users.owner.token })).status).to.equal(404);
    const res = await call("DELETE", `/v1/tenants/me/webhooks/${webhookId}`, { token: ws.users.owner.token });
    expect(res.status).to.equal(200);
    expect((await webhooksCol(ws.tenantId).doc(webhookId).get()).exists).to.equal(false);
    expect((await deliveriesCol(ws.tenantId, webhookId).limit(1).get()).empty).to.equal(true);
    expect((await call("GET", `/v1/tenants/me/webhooks/${webhookId}`, { token: ws.users.owner.token })).status).to.equal(404);
  });
});

describe("Webhooks: analytics.daily_ready", () => {
  let ws: Workspace;
  let quiet: Workspace;
  let receiver: WebhookReceiver;
  let secret: string;
  let aucklandBrandId: string;
  // 20:00 UTC on 10 March 2035: already 11 March in Auckland (UTC+13), so the two zones' yesterdays differ.
  const now = Date.UTC(2035, 2, 10, 20, 0, 0);

  before(async () => {
    receiver = new WebhookReceiver();
    const [a, b, url] = await Promise.all([createWorkspace("daily"), createWorkspace("daily-quiet"), receiver.start()]);
    [ws, quiet] = [a, b];
    const hook = await call("POST", "/v1/tenants/me/webhooks", { token: ws.users.owner.token, json: { url, events: ["analytics.daily_ready"] } });
    expect(hook.status, hook.text).to.equal(201);
    secret = hook.body.secret;
    // The other workspace's endpoint listens for other events only.
    await call("POST", "/v1/tenants/me/webhooks", { token: quiet.users.owner.token, json: { url, events: ["experience.published"] } });
    const brand = await call("POST", "/v1/brands", { token: ws.users.owner.token, json: { name: `Auckland ${Date.now()}` } });
    expect(brand.status, brand.text).to.equal(201);
    aucklandBrandId = brand.body.id;
    const zoned = await call("PATCH", `/v1/brands/${aucklandBrandId}`, { token: ws.users.owner.token, json: { timezone: "Pacific/Auckland" } });
    expect(zoned.status, zoned.text).to.equal(200);
  });
  after(() => receiver.stop());

  it("announces yesterday once per brand, in the brand's timezone, to subscribed workspaces only", async () => {
    const first = await announceDailyAnalytics(now);
    expect(first.announced).to.be.at.least(2);
    const utc = await receiver.waitFor((d) => d.json.type === "analytics.daily_ready" && d.json.data.brandId === ws.brandId);
    const auckland = await receiver.waitFor((d) => d.json.type === "analytics.daily_ready" && d.json.data.brandId === aucklandBrandId);
    expect(utc.json.data).to.deep.equal({ brandId: ws.brandId, date: "2035-03-09", timezone: "UTC" });
    expect(auckland.json.data).to.deep.equal({ brandId: aucklandBrandId, date: "2035-03-10", timezone: "Pacific/Auckland" });
    expect(utc.json.tenantId).to.equal(ws.tenantId);
    expect(verifyWebhookSignature(secret, utc.body, utc.headers["vitrine-signature"] as string)).to.equal(true);
    expect((await readyCol(quiet.brandId).doc("2035-03-09").get()).exists).to.equal(false);

    // A second run (or an overlapping one) the same day announces nothing again.
    await announceDailyAnalytics(now + 60_000);
    await sleep(1500);
    const mine = receiver.received.filter(
      (d) => d.json.type === "analytics.daily_ready" && d.json.tenantId === ws.tenantId && d.json.data.date >= "2035-03-09",
    );
    expect(mine).to.have.length(2);
    // The next day is announced the next day.
    await announceDailyAnalytics(now + 86_400_000);
    await receiver.waitFor((d) => d.json.type === "analytics.daily_ready" && d.json.data.brandId === ws.brandId && d.json.data.date === "2035-03-10");
  });

  it("does not announce a day that ended before the brand existed", async () => {
    const before = Date.UTC(2020, 0, 2, 12, 0, 0);
    await announceDailyAnalytics(before);
    expect((await readyCol(ws.brandId).doc("2020-01-01").get()).exists).to.equal(false);
  });
});

describe("Webhooks on the local stack's every-minute job", () => {
  let ws: Workspace;
  let receiver: WebhookReceiver;
  let webhookId: string;

  before(async () => {
    receiver = new WebhookReceiver();
    let url: string;
    [ws, url] = await Promise.all([createWorkspace("hooks-job"), receiver.start()]);
    const hook = await call("POST", "/v1/tenants/me/webhooks", {
      token: ws.users.owner.token,
      json: { url, events: ["placement.schedule_changed", "analytics.daily_ready"] },
    });
    expect(hook.status, hook.text).to.equal(201);
    webhookId = hook.body.webhook.id;
  });
  after(() => receiver.stop());

  it("sends a due retry and announces yesterday without anyone calling them", async function () {
    this.timeout(150_000);
    // A brand that existed yesterday, so the job has a day to announce for it.
    await brandsCol()
      .doc(ws.brandId)
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 3 * 86_400_000) });
    receiver.statuses = [500];
    const [path] = await emitWebhookEvent(ws.tenantId, "placement.schedule_changed", {
      brandId: ws.brandId,
      placementId: "p-job",
      name: "QR",
      defaultExperienceId: null,
      schedules: [],
      activeExperienceId: null,
    });
    const deliveryId = idOf(path!);
    const failed = await waitForDelivery(ws, webhookId, deliveryId, (d) => d.status === "retrying");
    // The backoff's minute has passed, as far as the delivery knows.
    await deliveriesCol(ws.tenantId, webhookId)
      .doc(deliveryId)
      .update({ nextAttemptAt: Timestamp.fromMillis(failed.lastAttemptAt.toMillis() - 1000) });
    const done = await waitForDelivery(ws, webhookId, deliveryId, (d) => d.status === "succeeded", 130_000);
    expect(done.attempts).to.equal(2);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const announced = await receiver.waitFor((d) => d.json.type === "analytics.daily_ready" && d.json.data.brandId === ws.brandId, 70_000);
    expect([yesterday, new Date().toISOString().slice(0, 10)]).to.include(announced.json.data.date);
  });
});
