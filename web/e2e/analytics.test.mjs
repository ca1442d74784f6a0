// Analytics in a real browser. The demo owner gets a throwaway brand (Europe/Paris) with two stores,
// three QR codes, an experience with products and a survey. Thirty days of visits are seeded: the
// last day's through the public ingest endpoint, older days (which the ingest refuses as too old) as
// raw events written directly, then the roll-up counts them all.
// 1. The viewer's event sender, loaded into a real page, sends a session; the last events leave
//    with navigator.sendBeacon when the page goes away; the roll-up counts them exactly.
// 2. A visit to the public viewer produces the expected aggregates (skipped while the viewer does
//    not send its events yet).
// 3. The analytics screen shows the seeded numbers for 30 days, 7 days and a custom range, and its
//    CSV export holds them. The brand is deleted at the end (with its events and aggregates).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "chai";
import ts from "typescript";
import { BASE_URL, DEMO, launchBrowser, newPage, screenshot, SCREENSHOT_DIR, stopAfterFirstFailure } from "./support/browser.mjs";
import { apiAs, signInPage } from "./support/api.mjs";
import { seededRandom } from "../../scripts/lib/seeded-random.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);
process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
process.env.GCLOUD_PROJECT ??= "demo-vitrine";
process.env.GOOGLE_CLOUD_PROJECT ??= process.env.GCLOUD_PROJECT;
process.env.METADATA_SERVER_DETECTION ??= "none";

const ZONE = "Europe/Paris";
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
/** Device classes of the older days' sessions, in turn (the last day's come from UA through the ingest). */
const AGENTS = [
  { device: "phone", os: "ios", browser: "safari" },
  { device: "phone", os: "android", browser: "chrome" },
  { device: "desktop", os: "windows", browser: "edge" },
  { device: "phone", os: "android", browser: "samsung" },
  { device: "tablet", os: "ios", browser: "safari" },
  { device: "desktop", os: "macos", browser: "chrome" },
];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const dayOf = (instant) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** The roll-up as the scheduled job runs it, until nothing waits. */
async function rollUp() {
  const { rollUpAnalytics } = require(path.join(ROOT, "functions/lib/analytics/roll-up.js"));
  for (let i = 0; i < 30; i += 1) {
    const result = await rollUpAnalytics(Date.now(), { budgetMs: 30_000 });
    if (!result.more) return;
  }
  throw new Error("the roll-up did not finish");
}

/** The sender module as plain JavaScript, exposed on window: what the viewer bundles. */
async function senderScript() {
  const source = await readFile(path.join(ROOT, "web/src/lib/analytics-sender.ts"), "utf8");
  const { outputText } = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } });
  return `${outputText}\nwindow.__createEventSender = createEventSender;`;
}

/** The breakdown bars, the hour-of-the-week grid and the store bars show the report's figures. */
async function expectBreakdownCharts(page, month) {
  for (const breakdown of ["device", "os", "browser", "source", "visitor"]) {
    const bars = page.locator(`[data-breakdown="${breakdown}"] li`);
    await bars.first().waitFor();
    const shown = await bars.evaluateAll((items) => items.map((li) => [li.dataset.class, li.querySelector("[data-value]").textContent]));
    const expected = month.breakdowns[breakdown]
      .filter((row) => breakdown === "visitor" || row.sessions > 0)
      .map((row) => [row.class, row.sessions.toLocaleString("en")]);
    expect(shown, breakdown).to.deep.equal(expected);
  }
  const heat = page.getByRole("table", { name: "Sessions by hour of the week" });
  const cells = await heat.locator("td").evaluateAll((tds) => tds.map((td) => [td.dataset.class, Number(td.dataset.value)]));
  expect(cells).to.deep.equal(month.breakdowns.hourWeekday.map((row) => [row.class, row.sessions]));
  const busiest = [...month.breakdowns.hourWeekday].sort((a, b) => b.sessions - a.sessions)[0];
  const [day, hour] = busiest.class.split("-");
  const dayName = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" }[day];
  expect(await heat.getByRole("cell", { name: `${dayName} ${hour}:00: ${busiest.sessions} sessions`, exact: true }).count()).to.equal(1);
  const stores = await page.locator('[data-breakdown="store"] li [data-value]').allTextContents();
  expect(stores).to.deep.equal([...month.stores].sort((a, b) => b.sessions - a.sessions).map((s) => s.sessions.toLocaleString("en")));
}

describe("Analytics: events from a real browser, and the analytics screen", function () {
  stopAfterFirstFailure();
  this.timeout(600_000);
  const suffix = Date.now().toString(36);
  let api;
  let browser;
  let brandId;
  let experienceId;
  let sceneId;
  let products;
  let surveyId;
  const stores = {};
  const placements = {};
  /** Sessions seeded per Paris day. */
  const sessionsByDay = new Map();
  let seededProductOpens = 0;

  const ok = async (method, apiPath, json, status = 200) => {
    const res = await api(method, apiPath, json);
    if (res.status !== status) throw new Error(`${method} ${apiPath}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  };
  const report = (query) => ok("GET", `/v1/brands/${brandId}/experiences/${experienceId}/analytics?${query}`);

  before(async () => {
    api = await apiAs({ tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword });
    brandId = (await ok("POST", "/v1/brands", { name: `E2E Analytics ${suffix}` }, 201)).id;
    await ok("PATCH", `/v1/brands/${brandId}`, { timezone: ZONE });
    const b = `/v1/brands/${brandId}`;
    for (const [key, name, city, country, timezone, lat, lng] of [
      ["paris", "Paris Rivoli", "Paris", "FR", "Europe/Paris", 48.86, 2.34],
      ["london", "London Soho", "London", "GB", "Europe/London", 51.51, -0.13],
    ]) {
      stores[key] = (await ok("POST", `${b}/stores`, { name, address: { line1: "1 High Street", city, country }, location: { lat, lng }, timezone }, 201)).id;
    }
    experienceId = (await ok("POST", `${b}/experiences`, { name: "Spring living room" }, 201)).id;
    const scene = (await ok("GET", `${b}/experiences/${experienceId}/scenes`)).items[0];
    sceneId = scene.id;
    await ok("PATCH", `${b}/experiences/${experienceId}/scenes/${sceneId}`, {
      version: scene.version,
      segments: [
        { id: "welcome", title: "Welcome" },
        { id: "sofa-corner", title: "The sofa corner" },
      ],
    });
    for (const [key, name, store] of [
      ["window", "Rivoli window", "paris"],
      ["entrance", "Rivoli entrance", "paris"],
      ["counter", "Soho counter", "london"],
    ]) {
      placements[key] = {
        id: (await ok("POST", `${b}/placements`, { name, storeId: stores[store], defaultExperienceId: experienceId }, 201)).id,
        storeId: stores[store],
      };
    }
    products = [];
    for (const [sku, name, price] of [
      ["SOF-01", "Linen sofa", 1290],
      ["TAB-02", "Oak coffee table", 460],
      ["LMP-03", "Rattan floor lamp", 189],
      ["RUG-04", "Wool rug", 540],
      ["CHR-05", "Velvet armchair", 720],
    ]) {
      products.push(
        await ok("POST", `${b}/experiences/${experienceId}/products`, { sku, name, price, currency: "EUR", url: "https://shop.example.test/p" }, 201),
      );
    }
    surveyId = (
      await ok(
        "POST",
        `${b}/surveys`,
        {
          title: "Spring visit",
          questions: [
            { id: "q1", field: "room", type: "single", label: "Which room are you furnishing?", choices: ["Living room", "Bedroom", "Dining room"] },
            { id: "q2", field: "score", type: "rating", label: "How inspiring was it?" },
          ],
        },
        201,
      )
    ).id;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    if (brandId) await api("DELETE", `/v1/brands/${brandId}`);
  });

  it("sends a session from a real page, the last events by sendBeacon on pagehide, and counts it exactly", async () => {
    // The sender is injected as an inline module, which Hosting's CSP would refuse.
    const { context, page, problems } = await newPage(browser, { viewport: PHONE, bypassCSP: true });
    const posts = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/v1/public/events")) posts.push({ type: request.resourceType(), body: request.postData() });
    });
    await page.goto("/manager/authentication/sign-in");
    await page.addScriptTag({ content: await senderScript(), type: "module" });
    await page.waitForFunction(() => typeof window.__createEventSender === "function");
    const [oak, sofa] = products;
    await page.evaluate(
      ({ brandId, experienceId, placementId, sceneId, oak, sofa, surveyId }) => {
        // Beacons leave no trace a test can read once the page is gone, except in storage.
        localStorage.removeItem("e2e.beacons");
        const beacon = navigator.sendBeacon.bind(navigator);
        navigator.sendBeacon = (url, data) => {
          const queued = beacon(url, data);
          localStorage.setItem("e2e.beacons", `${localStorage.getItem("e2e.beacons") ?? ""}${queued ? "q" : "x"}${data.size},`);
          return queued;
        };
        // Batches of 5, and a long interval: only a full batch or the page going away sends.
        const sender = window.__createEventSender({ maxBatch: 5, flushIntervalMs: 600_000 });
        const context = { brandId, experienceId, placementId, version: 1, preview: false };
        const at = () => new Date().toISOString();
        const track = (type, data = {}) => sender.send([{ type, at: at(), sessionId: "e2e-sender-session", context, data }]);
        track("session_start");
        track("scene_view", { sceneId });
        track("segment_view", { sceneId, segmentId: "welcome" });
        track("product_card_open", { productId: oak });
        track("product_link_out", { productId: oak });
        // Still waiting when the page goes away:
        track("product_card_open", { productId: sofa });
        track("survey_answer", { surveyId, field: "room", value: "Bedroom" });
        track("survey_submit", { surveyId });
        // As the viewer does: the dwell time is handed over on pagehide.
        window.addEventListener("pagehide", () => track("dwell_time", { seconds: 42 }));
      },
      { brandId, experienceId, placementId: placements.window.id, sceneId, oak: oak.id, sofa: sofa.id, surveyId },
    );
    for (let i = 0; i < 50 && posts.length < 1; i += 1) await page.waitForTimeout(100);
    expect(posts.map((p) => [p.type, JSON.parse(p.body).events.length])).to.deep.equal([["fetch", 5]]);
    // Leaving the page: what waits goes by beacon.
    await page.goto("about:blank");
    await page.goto("/manager/authentication/sign-in");
    const beacons = await page.evaluate(() => localStorage.getItem("e2e.beacons"));
    expect(beacons, "navigator.sendBeacon queued the rest on pagehide").to.match(/^(q\d+,)+$/);
    expect(problems).to.deep.equal([]);
    await context.close();

    // A beacon is delivered in the background: roll up until its events have arrived.
    const today = dayOf(Date.now());
    let week;
    for (let i = 0; i < 30; i += 1) {
      await rollUp();
      week = await report(`from=${addDays(today, -1)}&to=${today}`);
      if (week.totals.averageDwellSeconds !== null && week.totals.productOpens >= 2) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(week.totals).to.include({
      sessions: 1,
      uniqueVisitors: 1,
      sceneViews: 1,
      segmentViews: 1,
      productOpens: 2,
      linkOuts: 1,
      surveySubmits: 1,
      averageDwellSeconds: 42,
    });
    expect(week.funnel).to.deep.equal({ sessions: 1, productOpenSessions: 1, arSessions: 0, linkOutSessions: 1 });
    expect(week.placements.map((p) => [p.name, p.sessions])).to.deep.equal([["Rivoli window", 1]]);
    expect(week.stores.map((s) => [s.name, s.sessions])).to.deep.equal([["Paris Rivoli", 1]]);
    expect(week.surveys[0].questions[0].answers).to.deep.include({ value: "Bedroom", count: 1 });
    sessionsByDay.set(dayOf(Date.now()), (sessionsByDay.get(dayOf(Date.now())) ?? 0) + 1);
    seededProductOpens += 2;
  });

  it("turns a visit to the public viewer into the expected aggregates", async () => {
    const published = await api("POST", `/v1/brands/${brandId}/experiences/${experienceId}/publish`);
    expect(published.status, JSON.stringify(published.body)).to.equal(201);
    // A visitor whose phone is set to French: the viewer speaks French, and says so in its session.
    const { context, page } = await newPage(browser, { viewport: PHONE, locale: "fr-FR" });
    await page.goto(`/${placements.entrance.id}`);
    await page.locator(".viewer[data-scene]").waitFor();
    await page.waitForTimeout(3000);
    // Leaving the page sends the last events by sendBeacon, which the page's own request events
    // may not show: whether the visit arrived is read on the server's side, below.
    await page.goto("about:blank");
    const today = dayOf(Date.now());
    let day;
    let entrance;
    // The browser stays open until the events have arrived: closing it could cancel a beacon not
    // yet sent (seen on a loaded machine, where the dwell time then never came).
    for (let i = 0; i < 30; i += 1) {
      await rollUp();
      day = await report(`from=${today}&to=${today}`);
      entrance = day.placements.find((p) => p.placementId === placements.entrance.id);
      if (entrance?.averageDwellSeconds) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    await context.close();
    expect(entrance, "the QR code's row").to.not.equal(undefined);
    // One visit; React's development mode mounts the viewer twice, which starts a second (empty) session.
    expect(entrance.sessions).to.be.within(1, 2);
    expect(entrance.uniqueVisitors).to.equal(1);
    expect(entrance.sceneViews).to.be.at.least(1);
    expect(entrance.averageDwellSeconds).to.be.within(1, 60);
    expect(day.stores.find((s) => s.storeId === stores.paris).sessions).to.equal(1 + entrance.sessions);
    // The session sent by hand above named no language; the viewer's did.
    expect(day.languages).to.deep.equal([{ language: "fr", sessions: entrance.sessions }]);
    sessionsByDay.set(today, (sessionsByDay.get(today) ?? 0) + entrance.sessions);
  });

  it("shows a month of visits: tiles, charts, funnel, tables, surveys; 7 days and a custom range; CSV export", async () => {
    const { Timestamp } = require(require.resolve("firebase-admin/firestore", { paths: [path.join(ROOT, "functions")] }));
    const { eventKey } = require(path.join(ROOT, "functions/lib/analytics/paths.js"));
    const { eventsCol } = require(path.join(ROOT, "functions/lib/firestore/collections.js"));
    const { db } = require(path.join(ROOT, "functions/lib/firebase.js"));

    // A month of visits: more at weekends, growing a little, each session a handful of events.
    const rand = seededRandom(20260310);
    const pick = (items, weights) => {
      let r = rand() * weights.reduce((a, b) => a + b, 0);
      for (let i = 0; i < items.length; i += 1) if ((r -= weights[i]) < 0) return items[i];
      return items[items.length - 1];
    };
    const now = Date.now();
    const today = dayOf(now);
    const recent = [];
    const older = [];
    let sessionNo = 0;
    for (let back = 29; back >= 0; back -= 1) {
      const day = addDays(today, -back);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const count = Math.round((weekday === 0 || weekday === 6 ? 34 : 20) * (0.75 + rand() * 0.5) * (1 + (29 - back) / 60));
      for (let s = 0; s < count; s += 1) {
        // Opening hours in Paris: 10:00-20:00 local (Paris is UTC+1 or +2).
        const start = Date.parse(`${day}T08:00:00Z`) + rand() * 10 * HOUR;
        if (start > now - 5 * 60_000 || dayOf(start) !== day) continue;
        sessionNo += 1;
        const sessionId = `seed-${suffix}-${sessionNo}`;
        const visitorId = `visitor-${Math.floor(rand() * 400)}`;
        const where = pick(["window", "entrance", "counter", null], [5, 3, 2, 1]);
        // The classes the ingest would have stamped (older days) or the source the viewer reports (the last day).
        const agent = AGENTS[sessionNo % AGENTS.length];
        const classes = { ...agent, source: ["qr", "qr", "link", "embed"][sessionNo % 4], visitor: sessionNo % 3 === 0 ? "returning" : "new" };
        const placement = where && placements[where];
        const events = [];
        let t = start;
        const add = (type, data = {}) => {
          t += 5_000 + rand() * 40_000;
          events.push({
            id: `${sessionId}.${events.length + 1}`,
            type,
            at: t,
            sessionId,
            visitorId,
            placementId: placement?.id ?? null,
            storeId: placement?.storeId ?? null,
            classes,
            data,
          });
        };
        add("session_start");
        add("scene_view", { sceneId });
        if (rand() < 0.6) add("segment_view", { sceneId, segmentId: "welcome" });
        if (rand() < 0.35) add("segment_view", { sceneId, segmentId: "sofa-corner" });
        if (rand() < 0.55) {
          const product = pick(products, [6, 4, 3, 2, 1]);
          add("product_card_open", { productId: product.id });
          seededProductOpens += 1;
          if (rand() < 0.4) add("product_link_out", { productId: product.id });
          if (rand() < 0.3) {
            add("product_card_open", { productId: pick(products, [1, 2, 3, 2, 1]).id });
            seededProductOpens += 1;
          }
        }
        if (rand() < 0.15) add("chat_message", { role: "user" });
        if (rand() < 0.12) {
          add("survey_answer", { surveyId, field: "room", value: pick(["Living room", "Bedroom", "Dining room"], [5, 3, 2]) });
          add("survey_answer", { surveyId, field: "score", value: pick([3, 4, 5], [1, 3, 4]) });
          add("survey_submit", { surveyId });
        }
        add("dwell_time", { seconds: Math.round(20 + rand() * 200) });
        if (events.at(-1).at > now - 60_000) continue;
        sessionsByDay.set(day, (sessionsByDay.get(day) ?? 0) + 1);
        (start > now - 23 * HOUR ? recent : older).push(...events);
      }
    }

    // The last day through the ingest, as viewers would send it.
    const bySession = new Map();
    for (const e of recent) bySession.set(e.sessionId, [...(bySession.get(e.sessionId) ?? []), e]);
    let address = 0;
    for (const events of bySession.values()) {
      address += 1;
      const res = await fetch(`${BASE_URL}/v1/public/events`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": UA, "X-Forwarded-For": `192.0.2.${address % 250}` },
        body: JSON.stringify({
          events: events.map(({ at, storeId: _store, classes, ...e }) => ({
            ...e,
            at: new Date(at).toISOString(),
            source: classes.source,
            brandId,
            experienceId,
            version: 1,
          })),
        }),
      });
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).to.equal(200);
      expect(body.accepted, JSON.stringify(body.rejected)).to.equal(events.length);
    }
    // Older days as the raw events the ingest would have stored then.
    const writer = db().bulkWriter();
    for (const e of older) {
      writer.create(eventsCol(brandId).doc(eventKey(brandId, e.sessionId, e.id)), {
        eventId: e.id,
        type: e.type,
        at: Timestamp.fromMillis(e.at),
        receivedAt: Timestamp.fromMillis(e.at + 2000),
        sessionId: e.sessionId,
        visitorId: e.visitorId,
        brandId,
        experienceId,
        placementId: e.placementId,
        storeId: e.storeId,
        version: 1,
        preview: false,
        classes: e.classes,
        data: e.data,
        rolledUp: false,
        expireAt: Timestamp.fromMillis(e.at + 90 * DAY),
      });
    }
    await writer.close();
    await rollUp();

    const total = (from) => [...sessionsByDay].filter(([day]) => day >= from).reduce((sum, [, n]) => sum + n, 0);
    const month = await report("days=30");
    expect(month.totals.sessions).to.equal(total(addDays(today, -29)));
    expect(month.totals.productOpens).to.equal(seededProductOpens);

    const { context, page, problems } = await newPage(browser, { viewport: DESKTOP });
    await signInPage(page, undefined, `/manager/panel/brands/${brandId}/experience/${experienceId}/analytics?days=30`);
    await page.waitForURL(/\/analytics\?days=30/);
    const tile = (label) => page.locator(`[data-stat="${label}"]`);
    await tile("sessions").waitFor();
    expect(await tile("sessions").textContent()).to.equal(month.totals.sessions.toLocaleString("en"));
    expect(await tile("product opens").textContent()).to.equal(month.totals.productOpens.toLocaleString("en"));
    // Two charts drawn by the chart library, one point per day.
    expect(await page.locator(".analytics-chart canvas").count()).to.equal(2);
    expect(await page.locator("[data-funnel-step='1']").textContent()).to.equal(month.funnel.sessions.toLocaleString("en"));
    const firstProduct = page.getByRole("table", { name: "Top products" }).locator("tbody tr").first();
    expect(await firstProduct.textContent()).to.contain(month.topProducts[0].name);
    expect(await page.getByRole("table", { name: "QR code" }).locator("tbody tr").count()).to.equal(3);
    expect(await page.getByRole("table", { name: "Store" }).locator("tbody tr").count()).to.equal(2);
    await expectBreakdownCharts(page, month);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("table", { name: "Sessions by hour of the week" }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "analytics-breakdowns-desktop.png") });
    await page.getByRole("heading", { name: "Survey: Spring visit" }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, "analytics-30-days");

    // CSV export of what is on screen.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    const csv = await readFile(await download.path(), "utf8");
    expect(download.suggestedFilename()).to.match(/^spring-living-room-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).to.contain(`Sessions,${month.totals.sessions}\r\n`);
    expect(csv).to.contain("Per QR code");
    expect(csv).to.contain("Survey: Spring visit");
    expect(csv.split("\r\n").filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line))).to.have.length(30);
    const phones = month.breakdowns.device.find((r) => r.class === "phone");
    expect(csv).to.contain(`Device\r\nClass,Sessions,Product opens,AR launches,Link-outs\r\nPhone,${phones.sessions},${phones.productOpens},`);
    expect(csv).to.contain("Sessions by hour of the week (store’s clock)\r\nHour of the week,Sessions,");

    // The 7-day preset.
    await page.getByRole("radio", { name: "7 days" }).click();
    await page.waitForURL((url) => !url.search.includes("days=30"));
    const week = await report("days=7");
    await page.waitForFunction((n) => document.querySelector('[data-stat="sessions"]')?.textContent === n, week.totals.sessions.toLocaleString("en"));
    expect(week.totals.sessions).to.equal(total(addDays(today, -6)));
    await screenshot(page, "analytics-7-days");

    // A custom range of ten days ending a week ago.
    await page.getByRole("radio", { name: "Custom" }).click();
    await page.getByLabel("From", { exact: true }).fill(addDays(today, -16));
    await page.getByLabel("To", { exact: true }).fill(addDays(today, -7));
    await page.waitForURL((url) => url.search.includes(`from=${addDays(today, -16)}`) && url.search.includes(`to=${addDays(today, -7)}`));
    const custom = [...sessionsByDay].filter(([day]) => day >= addDays(today, -16) && day <= addDays(today, -7)).reduce((sum, [, n]) => sum + n, 0);
    await page.waitForFunction((n) => document.querySelector('[data-stat="sessions"]')?.textContent === n, custom.toLocaleString("en"));
    await screenshot(page, "analytics-custom-range");

    // The brand overview's last 7 days at a glance.
    await page.goto(`/manager/panel/brands/${brandId}`);
    const summary = page.getByTestId("analytics-summary");
    await summary.locator('[data-stat="sessions"]').waitFor();
    expect(await summary.locator('[data-stat="sessions"]').textContent()).to.equal(week.totals.sessions.toLocaleString("en"));
    expect(await summary.getByRole("link", { name: /Spring living room/ }).count()).to.equal(1);
    await page.getByLabel("Time zone").waitFor();
    expect(await page.getByLabel("Time zone").inputValue()).to.equal(ZONE);
    await screenshot(page, "analytics-brand-overview");
    expect(problems).to.deep.equal([]);
    await context.close();

    const phone = await newPage(browser, { viewport: PHONE });
    await signInPage(phone.page, undefined, `/manager/panel/brands/${brandId}/experience/${experienceId}/analytics?days=30`);
    await phone.page.locator('[data-stat="sessions"]').waitFor();
    await expectBreakdownCharts(phone.page, month);
    // The hour grid fits a phone's width: no sideways scrolling of the page or of the grid.
    const heat = phone.page.getByRole("table", { name: "Sessions by hour of the week" });
    await heat.scrollIntoViewIfNeeded();
    expect(await heat.evaluate((table) => table.parentElement.scrollWidth <= table.parentElement.clientWidth)).to.equal(true);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    await phone.page.waitForTimeout(200);
    await heat.screenshot({ path: path.join(SCREENSHOT_DIR, "analytics-phone-hours.png") });
    await phone.page.locator('[data-breakdown="source"]').scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: path.join(SCREENSHOT_DIR, "analytics-phone-breakdowns.png") });
    await phone.page.waitForTimeout(300);
    await screenshot(phone.page, "analytics-phone");
    await phone.page.screenshot({ path: path.join(SCREENSHOT_DIR, "analytics-phone-top.png") });
    await phone.context.close();
  });

  it("lets a brand admin define a funnel, then charts its steps (per store too) and the weekly retention of the seeded month", async () => {
    const { context, page, problems } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await signInPage(page, undefined, `/manager/panel/brands/${brandId}/experience/${experienceId}/analytics?days=30`);
    const funnels = page.locator('[data-card="funnels"]');
    await funnels.getByRole("button", { name: "Edit funnels" }).click();
    const dialog = page.getByRole("dialog", { name: "Funnels" });
    await dialog.getByRole("button", { name: "Add a funnel" }).click();
    await dialog.getByLabel("Funnel name").fill("Browse and buy");
    await dialog.getByRole("button", { name: "Remove step 3" }).click();
    await dialog.getByRole("button", { name: "Add a step" }).click();
    await dialog.getByRole("combobox", { name: "Step 3", exact: true }).selectOption("product_link_out");
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "analytics-funnel-editor.png") });
    await dialog.getByRole("button", { name: "Save funnels" }).click();
    await dialog.waitFor({ state: "detached" });
    const [defined] = (await ok("GET", `/v1/brands/${brandId}/analytics/funnels`)).funnels;
    expect(defined.steps.map((s) => s.type)).to.deep.equal(["session_start", "product_card_open", "product_link_out"]);

    // Three visits after it was defined, through the Rivoli window: all three steps, two, one.
    const start = Math.max(Date.now(), Date.parse(defined.definedAt)) + 1000;
    const visits = [["product_card_open", "product_link_out"], ["product_card_open"], []];
    for (const [n, steps] of visits.entries()) {
      const sessionId = `funnel-${suffix}-${n}`;
      const events = ["session_start", ...steps].map((type, i) => ({
        id: `${sessionId}.${i + 1}`,
        type,
        at: new Date(start + i * 1000).toISOString(),
        sessionId,
        visitorId: `funnel-visitor-${n}`,
        brandId,
        experienceId,
        placementId: placements.window.id,
        version: 1,
        data: type === "session_start" ? {} : { productId: products[0].id },
      }));
      const res = await fetch(`${BASE_URL}/v1/public/events`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": UA, "X-Forwarded-For": `198.51.100.${n + 1}` },
        body: JSON.stringify({ events }),
      });
      expect(res.status).to.equal(200);
    }
    await rollUp();
    const month = await report("days=30");
    expect(month.funnels[0].sessions).to.deep.equal([3, 2, 1]);

    await page.reload();
    const funnel = page.locator('[data-funnel="Browse and buy"]');
    await funnel.locator("[data-funnel-step='3']").waitFor();
    expect(await funnel.locator("[data-funnel-step]").allTextContents()).to.deep.equal(["3", "2", "1"]);
    await funnel.getByRole("radio", { name: "Store" }).click();
    const storeRow = funnel.locator(`[data-row="${placements.window.storeId}"] [data-step]`);
    expect(await storeRow.evaluateAll((tds) => tds.map((td) => Number(td.dataset.value)))).to.deep.equal([3, 2, 1]);
    // The retention grid: a row per week the range touches, each cohort's visitors as the report counts them.
    const rows = await page
      .getByRole("table", { name: "Visitors coming back, by week of first visit" })
      .locator("[data-visitors]")
      .evaluateAll((tds) => tds.map((td) => Number(td.dataset.visitors)));
    expect(rows).to.deep.equal(month.retention.cohorts.map((c) => c.visitors));
    expect(rows.reduce((a, b) => a + b, 0)).to.be.greaterThan(0);
    await funnels.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "analytics-funnels-desktop.png") });

    // On a phone: nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await funnel.getByRole("radio", { name: "All" }).click();
    await funnels.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "analytics-funnels-phone.png") });
    await page.locator('[data-card="retention"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "analytics-retention-phone.png") });
    expect(problems).to.deep.equal([]);
    await context.close();
  });
});
