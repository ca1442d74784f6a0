import { randomUUID } from "node:crypto";
import { expect } from "chai";
import { db } from "../../src/firebase.js";
import { eventKey } from "../../src/analytics/paths.js";
import { rollUpAnalytics } from "../../src/analytics/roll-up.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { dailyCol, eventsCol } from "../../src/firestore/collections.js";

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const BRAND_ZONE = "America/New_York";
const STORE_ZONE = "Asia/Tokyo";

/** A client address of its own for each test, so the per-address limit of one test never meets another's. */
const octet = () => Math.floor(Math.random() * 254) + 1;
const newAddress = () => `198.18.${octet()}.${octet()}`;
let address = newAddress();

function send(events: unknown[], headers: Record<string, string> = {}) {
  return call("POST", "/v1/public/events", { json: { events }, headers: { "User-Agent": BROWSER, "X-Forwarded-For": address, ...headers } });
}

/** The calendar day of an instant in a zone. */
const dayOf = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

/** Rolls up until nothing is waiting (other tests' events included: the job counts everyone's). */
async function rollUp() {
  for (let i = 0; i < 20; i += 1) {
    const result = await rollUpAnalytics(Date.now(), { budgetMs: 30_000 });
    if (!result.more) return result;
  }
  throw new Error("roll-up did not finish");
}

describe("Analytics: ingest, roll-up and reports", function () {
  this.timeout(120_000);
  let ws: Workspace;
  let token: string;
  let experienceId: string;
  let sceneId: string;
  let storeId: string;
  let placementId: string;
  let products: { id: string; name: string }[];
  let surveyId: string;
  /** A moment the brand's day and the store's day differ from UTC's: early UTC morning is the evening before in New York. */
  let at: number;

  const event = (sessionId: string, seq: number, type: string, data: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
    id: `${sessionId}.${seq}`,
    type,
    at: new Date(at + seq * 1000).toISOString(),
    sessionId,
    brandId: ws.brandId,
    experienceId,
    placementId,
    version: 1,
    data,
    ...extra,
  });

  before(async () => {
    ws = await createWorkspace("analytics");
    token = ws.users.owner.token;
    const api = async (method: string, path: string, json?: unknown) => {
      const res = await call(method, `/v1/brands/${ws.brandId}${path}`, { token, json });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
      return res.body;
    };
    expect((await api("PATCH", "", { timezone: BRAND_ZONE })).timezone).to.equal(BRAND_ZONE);
    experienceId = (await api("POST", "/experiences", { name: "Analytics lounge" })).id;
    sceneId = (await api("GET", `/experiences/${experienceId}/scenes`)).items[0].id;
    storeId = (
      await api("POST", "/stores", {
        name: "Tokyo flagship",
        address: { line1: "1 Ginza", city: "Tokyo", country: "JP" },
        location: { lat: 35.67, lng: 139.76 },
        timezone: STORE_ZONE,
      })
    ).id;
    placementId = (await api("POST", "/placements", { name: "Window QR", storeId, defaultExperienceId: experienceId })).id;
    products = [];
    for (const [sku, name] of [
      ["OAK-1", "Oak table"],
      ["WAL-2", "Walnut chair"],
      ["ASH-3", "Ash stool"],
    ]) {
      products.push(await api("POST", `/experiences/${experienceId}/products`, { sku, name, price: 100, currency: "EUR", url: "https://example.test/p" }));
    }
    surveyId = (
      await api("POST", "/surveys", {
        title: "Visit survey",
        questions: [
          { id: "q1", field: "wood", type: "single", label: "Favourite wood?", choices: ["Oak", "Walnut"] },
          { id: "q2", field: "score", type: "rating", label: "How was it?" },
        ],
      })
    ).id;
    // The latest moment between 00:10 and 03:30 UTC that is at least a minute ago: still the
    // evening before in New York, already that day in Tokyo, and always well within the 24 hours
    // the ingest accepts (a fixed 02:30 UTC was over 24 hours old when run between 02:30 and 03:30).
    const latest = Date.now() - 60_000;
    const d = new Date(latest);
    const dayStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    const windowStart = dayStart + 10 * 60_000;
    const windowEnd = dayStart + 3.5 * 3_600_000;
    at = latest < windowStart ? windowEnd - 86_400_000 : Math.min(latest, windowEnd);
  });

  after(async () => {
    await call("DELETE", `/v1/brands/${ws.brandId}`, { token });
  });

  beforeEach(() => {
    address = newAddress();
  });

  it("counts a realistic day into the experience, placement and store aggregates; a resent batch counts once", async () => {
    const [oak, walnut, ash] = products;
    // Visitor A: two sessions. Visitor B: one session. Visitor C: one session with a survey.
    const sessions = [
      [
        event("sa1", 1, "session_start", { language: "fr" }, { visitorId: "visitorA" }),
        event("sa1", 2, "scene_view", { sceneId }, { visitorId: "visitorA" }),
        event("sa1", 3, "product_card_open", { productId: oak!.id }, { visitorId: "visitorA" }),
        event("sa1", 4, "product_link_out", { productId: oak!.id }, { visitorId: "visitorA" }),
        event("sa1", 5, "video_play", { videoId: "vid1" }, { visitorId: "visitorA" }),
        event("sa1", 6, "video_complete", { videoId: "vid1" }, { visitorId: "visitorA" }),
        event("sa1", 7, "dwell_time", { seconds: 60 }, { visitorId: "visitorA" }),
      ],
      [
        event("sa2", 1, "session_start", { language: "fr" }, { visitorId: "visitorA" }),
        event("sa2", 2, "product_card_open", { productId: walnut!.id }, { visitorId: "visitorA" }),
        event("sa2", 3, "dwell_time", { seconds: 30 }, { visitorId: "visitorA" }),
      ],
      [
        event("sb1", 1, "session_start", { language: "de" }, { visitorId: "visitorB" }),
        event("sb1", 2, "scene_view", { sceneId }, { visitorId: "visitorB" }),
        event("sb1", 3, "segment_view", { sceneId, segmentId: "seg-a" }, { visitorId: "visitorB" }),
        event("sb1", 4, "product_card_open", { productId: oak!.id }, { visitorId: "visitorB" }),
        event("sb1", 5, "product_card_open", { productId: ash!.id }, { visitorId: "visitorB" }),
        event("sb1", 6, "chat_message", { role: "user", length: 12 }, { visitorId: "visitorB" }),
        event("sb1", 7, "chat_message", { role: "assistant" }, { visitorId: "visitorB" }),
        event("sb1", 8, "dwell_time", { seconds: 90 }, { visitorId: "visitorB" }),
        event("sb1", 9, "variant_select", { productId: oak!.id, variant: "Oiled", sku: "OAK-OILED" }, { visitorId: "visitorB" }),
      ],
      [
        event("sc1", 1, "session_start", {}, { visitorId: "visitorC" }),
        event("sc1", 2, "survey_answer", { surveyId, field: "wood", value: "walnut" }, { visitorId: "visitorC" }),
        event("sc1", 3, "survey_answer", { surveyId, field: "score", value: 4 }, { visitorId: "visitorC" }),
        event("sc1", 4, "survey_submit", { surveyId, answered: 2 }, { visitorId: "visitorC" }),
      ],
    ];
    for (const batch of sessions) {
      const res = await send(batch);
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.deep.equal({ accepted: batch.length, duplicates: 0, rejected: [], ignored: null });
    }
    // The first session's batch again (a retry after a lost answer), and again mixed with one new event.
    const again = await send(sessions[0]!);
    expect(again.body).to.include({ accepted: 0, duplicates: 7 });
    const mixed = await send([...sessions[1]!, event("sa2", 4, "object_tap", { objectId: "o1" }, { visitorId: "visitorA" })]);
    expect(mixed.body).to.include({ accepted: 1, duplicates: 3 });

    const stored = await eventsCol(ws.brandId).where("rolledUp", "==", false).get();
    expect(stored.size).to.equal(24);
    expect(stored.docs[0]!.get("expireAt").toMillis() - Date.now()).to.be.within(89.9 * 86_400_000, 90.1 * 86_400_000);

    await rollUp();
    // Sending the same batch after the roll-up still counts nothing twice.
    expect((await send(sessions[2]!)).body).to.include({ accepted: 0, duplicates: 9 });
    await rollUp();

    const brandDay = dayOf(at, BRAND_ZONE);
    const storeDay = dayOf(at, STORE_ZONE);
    expect(brandDay, "the chosen moment falls on different days in New York and UTC").to.not.equal(dayOf(at, "UTC"));
    const res = await call(
      "GET",
      `/v1/brands/${ws.brandId}/experiences/${experienceId}/analytics?from=${brandDay}&to=${storeDay > brandDay ? storeDay : brandDay}`,
      { token },
    );
    expect(res.status, res.text).to.equal(200);
    const report = res.body;
    expect(report.timezone).to.equal(BRAND_ZONE);
    expect(report.totals).to.deep.equal({
      sessions: 4,
      uniqueVisitors: 3,
      sceneViews: 2,
      segmentViews: 1,
      objectTaps: 1,
      productOpens: 4,
      linkOuts: 1,
      videoPlays: 1,
      videoCompletes: 1,
      surveySubmits: 1,
      chatMessages: 1,
      arLaunches: 0,
      averageDwellSeconds: 60,
      averageArSeconds: null,
    });
    // Every event lands on the brand's day (the evening before, in New York).
    const day = report.series.find((p: { day: string }) => p.day === brandDay);
    expect(day.sessions).to.equal(4);
    expect(report.series.filter((p: { sessions: number }) => p.sessions > 0)).to.have.length(1);
    expect(report.funnel).to.deep.equal({ sessions: 4, productOpenSessions: 3, arSessions: 0, linkOutSessions: 1 });
    // Visitor C's session said no language: it is in the sessions, not in the breakdown.
    expect(report.languages).to.deep.equal([
      { language: "fr", sessions: 2 },
      { language: "de", sessions: 1 },
    ]);
    expect(report.topProducts.map((p: { name: string; opens: number; linkOuts: number }) => [p.name, p.opens, p.linkOuts])).to.deep.equal([
      ["Oak table", 2, 1],
      ["Ash stool", 1, 0],
      ["Walnut chair", 1, 0],
    ]);
    // The product's options chosen, per material variant.
    expect(report.topProducts[0].optionSelects).to.deep.equal({ Oiled: 1 });
    expect(report.topProducts[1].optionSelects).to.deep.equal({});
    expect(report.scenes).to.deep.equal([{ sceneId, name: "Intro", views: 2, deleted: false }]);
    expect(report.videos).to.deep.equal([{ videoId: "vid1", title: "Deleted video", plays: 1, completes: 1 }]);
    // Per QR code: its sessions are its scans.
    expect(report.placements).to.have.length(1);
    expect(report.placements[0]).to.include({ placementId, name: "Window QR", storeId, sessions: 4, uniqueVisitors: 3, productOpens: 4, linkOuts: 1 });
    expect(report.stores).to.have.length(1);
    expect(report.stores[0]).to.include({ storeId, name: "Tokyo flagship", timezone: STORE_ZONE, sessions: 4 });
    expect(report.surveys).to.deep.equal([
      {
        surveyId,
        title: "Visit survey",
        submissions: 1,
        questions: [
          {
            field: "wood",
            label: "Favourite wood?",
            type: "single",
            answered: 1,
            answers: [
              { value: "Oak", count: 0 },
              { value: "Walnut", count: 1 },
            ],
            average: null,
          },
          {
            field: "score",
            label: "How was it?",
            type: "rating",
            answered: 1,
            answers: ["1", "2", "3", "4", "5"].map((value) => ({ value, count: value === "4" ? 1 : 0 })),
            average: 4,
          },
        ],
      },
    ]);

    // The store's own day (Tokyo) is where its row is counted.
    expect(storeDay, "early UTC morning is already midday in Tokyo").to.not.equal(brandDay);
    const storeOnly = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/analytics?from=${storeDay}&to=${storeDay}`, { token });
    expect(storeOnly.body.totals.sessions).to.equal(0);
    expect(storeOnly.body.stores[0].sessions).to.equal(4);

    const summary = await call("GET", `/v1/brands/${ws.brandId}/analytics/summary?from=${brandDay}&to=${brandDay}`, { token });
    expect(summary.status, summary.text).to.equal(200);
    expect(summary.body.totals).to.include({ sessions: 4, uniqueVisitors: 3, productOpens: 4, linkOuts: 1 });
    expect(summary.body.experiences).to.have.length(1);
    expect(summary.body.experiences[0]).to.include({ experienceId, name: "Analytics lounge", sessions: 4 });
  });

  it("counts each event once when roll-ups overlap or run again", async () => {
    const batch = [event("sd1", 1, "session_start"), event("sd1", 2, "product_card_open", { productId: products[0]!.id })];
    expect((await send(batch)).body.accepted).to.equal(2);
    // Two runs at once (as two overlapping scheduled runs would), then a third.
    await Promise.all([rollUpAnalytics(Date.now()), rollUpAnalytics(Date.now())]);
    await rollUp();
    const brandDay = dayOf(at, BRAND_ZONE);
    const report = (await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/analytics?from=${brandDay}&to=${brandDay}`, { token })).body;
    expect(report.totals.sessions).to.equal(5);
    expect(report.totals.productOpens).to.equal(5);
    const waiting = await eventsCol(ws.brandId).where("rolledUp", "==", false).get();
    expect(waiting.size).to.equal(0);
    // The aggregate documents are the only place counts live, one per shard and day.
    const docs = await dailyCol(ws.brandId).where("experienceId", "==", experienceId).get();
    expect(docs.docs.every((d) => d.get("dimension") && d.get("day") && typeof d.get("shard") === "number")).to.equal(true);
  });

  it("rejects bad events one by one with reasons and keeps the good ones", async () => {
    const now = Date.now();
    const res = await send([
      event("se1", 1, "session_start"),
      { ...event("se1", 2, "teleport"), at: new Date(now).toISOString() },
      { ...event("se1", 3, "scene_view", { sceneId }), at: new Date(now + 3_600_000).toISOString() },
      { ...event("se1", 4, "scene_view", { sceneId }), at: new Date(now - 3 * 86_400_000).toISOString() },
      event("se1", 5, "scene_view", { sceneId, note: "x".repeat(5000) }),
      event("se1", 6, "product_card_open", {}),
      { ...event("se1", 7, "scene_view", { sceneId }), experienceId: "NoSuchExperience0000" },
      { ...event("se1", 8, "scene_view", { sceneId }), placementId: "NoSuchPlacement00000" },
      "not an event",
      event("se1", 10, "scene_view", { sceneId }),
    ]);
    expect(res.status, res.text).to.equal(200);
    expect(res.body.accepted).to.equal(2);
    expect(res.body.duplicates).to.equal(0);
    const reasons = Object.fromEntries(res.body.rejected.map((r: { index: number; reason: string }) => [r.index, r.reason]));
    expect(Object.keys(reasons).map(Number)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(reasons[1]).to.equal('Unknown event type "teleport"');
    expect(reasons[2]).to.equal("Timestamp is in the future");
    expect(reasons[3]).to.match(/more than 24 hours old/);
    expect(reasons[4]).to.match(/bytes; at most 4096/);
    expect(reasons[5]).to.match(/productId/);
    expect(reasons[6]).to.equal("Unknown experience");
    expect(reasons[7]).to.equal("Unknown placement");
    expect(reasons[8]).to.match(/expected object/);
    expect(res.body.rejected.find((r: { index: number }) => r.index === 1).id).to.equal("se1.2");

    const kept = await db().getAll(...["se1.1", "se1.10"].map((id) => eventsCol(ws.brandId).doc(eventKey(ws.brandId, "se1", id))));
    expect(kept.map((d) => d.get("type"))).to.deep.equal(["session_start", "scene_view"]);
    // High-rate fields are exempt from indexing: nothing may query by them.
    const byFieldError = await eventsCol(ws.brandId)
      .where("sessionId", "==", "se1")
      .get()
      .then(
        () => null,
        (err: Error) => err,
      );
    expect(byFieldError?.message).to.match(/index/i);
  });

  it("stores the good events of a batch that holds data Firestore would refuse, and names the bad ones", async () => {
    let deep: unknown = "end";
    for (let i = 0; i < 25; i += 1) deep = { d: deep };
    const res = await send([
      event("sf1", 1, "session_start"),
      event("sf1", 2, "scene_view", { sceneId, "": 1 }),
      event("sf1", 3, "scene_view", { sceneId, __x__: 1 }),
      event("sf1", 4, "scene_view", { sceneId, deep }),
      event("sf1", 5, "scene_view", { sceneId, grid: [[1, 2]] }),
      event("sf1", 6, "scene_view", { sceneId }),
    ]);
    expect(res.status, res.text).to.equal(200);
    expect(res.body.accepted).to.equal(2);
    expect(res.body.rejected.map((r: { index: number }) => r.index)).to.deep.equal([1, 2, 3, 4]);
    for (const r of res.body.rejected) expect(r.reason).to.match(/^Invalid data: /);
    const kept = await db().getAll(...["sf1.1", "sf1.6"].map((id) => eventsCol(ws.brandId).doc(eventKey(ws.brandId, "sf1", id))));
    expect(kept.map((d) => d.exists)).to.deep.equal([true, true]);
  });

  it("refuses malformed batches as a whole", async () => {
    expect((await send([])).status).to.equal(400);
    const tooMany = await send(Array.from({ length: 101 }, (_, i) => event("sf1", i, "scene_view", { sceneId })));
    expect(tooMany.status).to.equal(400);
    expect(tooMany.text).to.match(/at most 100 events/);
    const notJson = await call("POST", "/v1/public/events", { raw: "events", headers: { "Content-Type": "text/plain", "User-Agent": BROWSER } });
    expect(notJson.status).to.equal(415);
  });

  it("ignores obvious bots without storing anything", async () => {
    for (const ua of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.4.0"]) {
      const res = await send([event("sbot", 1, "session_start")], { "User-Agent": ua });
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ accepted: 0, duplicates: 0, rejected: [], ignored: "bot" });
    }
    expect(
      (
        await eventsCol(ws.brandId)
          .doc(eventKey(ws.brandId, "sbot", "sbot.1"))
          .get()
      ).exists,
    ).to.equal(false);
  });

  it("limits events per session with 429 and Retry-After", async () => {
    const session = `burst-${randomUUID().slice(0, 8)}`;
    // Invalid events count against the limit too (they are not stored).
    const batch = Array.from({ length: 100 }, (_, i) => ({ ...event(session, i, "noise") }));
    // The budget (600 a minute) lives in the instance's memory: were the emulator to reload or hand
    // a request to another worker, the 429 would come a little later, never earlier.
    let limited;
    let accepted = 0;
    for (let i = 0; i < 30 && !limited; i += 1) {
      const res = await send(batch);
      if (res.status === 429) limited = res;
      else accepted += 100;
    }
    expect(accepted).to.be.at.least(600);
    expect(limited, "a 429 came").to.not.equal(undefined);
    expect(Number(limited!.headers.get("retry-after"))).to.be.within(1, 60);
    expect(limited!.body.error.code).to.equal("rate-limited");
    expect(limited!.body.error.message).to.match(/session/);
    // Another session from the same address is not held back by it.
    expect((await send([event(`other-${session}`, 1, "noise")])).status).to.equal(200);
  });

  it("limits events per client address with 429 and Retry-After", async () => {
    let limited;
    let sent = 0;
    // 6000 events a minute per address, in batches of 100 from as many sessions (a little later
    // than that when the emulator moved to a fresh worker meanwhile).
    for (let i = 0; i < 150 && !limited; i += 1) {
      const res = await send(Array.from({ length: 100 }, (_, j) => ({ ...event(`addr-${i}`, j, "noise") })));
      if (res.status === 429) limited = res;
      else sent += 100;
    }
    expect(sent).to.be.at.least(6000);
    expect(limited!.status).to.equal(429);
    expect(limited!.body.error.message).to.match(/address/);
    expect(Number(limited!.headers.get("retry-after"))).to.be.within(1, 60);
    // Other addresses are not affected.
    address = newAddress();
    expect((await send([event("addr-x", 1, "noise")])).status).to.equal(200);
  });

  it("checks report ranges and hides other brands' experiences", async () => {
    const base = `/v1/brands/${ws.brandId}/experiences/${experienceId}/analytics`;
    expect((await call("GET", `${base}?from=2026-01-01`, { token })).status).to.equal(400);
    expect((await call("GET", `${base}?from=2024-01-01&to=2026-01-01`, { token })).status).to.equal(400);
    expect((await call("GET", `${base}?days=0`, { token })).status).to.equal(400);
    const week = await call("GET", base, { token });
    expect(week.status).to.equal(200);
    expect(week.body.series).to.have.length(7);
    expect(week.body.to).to.equal(dayOf(Date.now(), BRAND_ZONE));
    expect((await call("GET", `/v1/brands/${ws.brandId}/experiences/NoSuchExperience0000/analytics`, { token })).status).to.equal(404);
    expect((await call("GET", base, { token: ws.users.viewer.token })).status).to.equal(200);
  });
});
