import { expect } from "chai";
import { Timestamp } from "firebase-admin/firestore";
import { eventKey } from "../../src/analytics/paths.js";
import { rollUpAnalytics } from "../../src/analytics/roll-up.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { eventsCol } from "../../src/firestore/collections.js";

const BRAND_ZONE = "America/New_York";
const UA = {
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  samsung: "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
};
const DAY = 86_400_000;
const WEEK = 7 * DAY;
const octet = () => Math.floor(Math.random() * 254) + 1;

async function rollUp() {
  for (let i = 0; i < 20; i += 1) {
    const result = await rollUpAnalytics(Date.now(), { budgetMs: 30_000 });
    if (!result.more) return;
  }
  throw new Error("roll-up did not finish");
}

/** The Monday (UTC midnight) of the ISO week `weeksAgo` weeks before this one, read without the code under test. */
function mondayUtc(weeksAgo: number): number {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const weekday = (today.getUTCDay() + 6) % 7;
  return midnight - weekday * DAY - weeksAgo * WEEK;
}
const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);

describe("Analytics: brand-defined funnels and weekly retention", function () {
  this.timeout(180_000);
  let ws: Workspace;
  let token: string;
  let experienceId: string;
  let tokyoQr: string;
  let parisQr: string;
  let loneQr: string;
  const path = () => `/v1/brands/${ws.brandId}/analytics/funnels`;

  before(async () => {
    ws = await createWorkspace("analytics-funnels");
    token = ws.users.owner.token;
    const api = async (method: string, p: string, json?: unknown) => {
      const res = await call(method, `/v1/brands/${ws.brandId}${p}`, { token, json });
      if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${res.text}`);
      return res.body;
    };
    await api("PATCH", "", { timezone: BRAND_ZONE });
    experienceId = (await api("POST", "/experiences", { name: "Funnels" })).id;
    const store = async (name: string, timezone: string) =>
      (await api("POST", "/stores", { name, address: { line1: "1 Main", city: name, country: "FR" }, location: { lat: 1, lng: 1 }, timezone })).id;
    tokyoQr = (await api("POST", "/placements", { name: "Tokyo QR", storeId: await store("Tokyo", "Asia/Tokyo"), defaultExperienceId: experienceId })).id;
    parisQr = (await api("POST", "/placements", { name: "Paris QR", storeId: await store("Paris", "Europe/Paris"), defaultExperienceId: experienceId })).id;
    loneQr = (await api("POST", "/placements", { name: "No store", defaultExperienceId: experienceId })).id;
  });

  after(async () => {
    await call("DELETE", `/v1/brands/${ws.brandId}`, { token });
  });

  it("refuses bad funnels with a 400 naming the field, lets only brand admins change them, and honours If-Match", async () => {
    const bad: Array<[unknown, string]> = [
      [{ funnels: [{ name: "A", steps: [{ type: "session_start" }, { type: "teleport" }] }] }, "funnels.0.steps.1.type"],
      [{ funnels: [{ name: "A", steps: [{ type: "session_start" }] }] }, "funnels.0.steps"],
      [{ funnels: [{ name: "A", steps: Array.from({ length: 7 }, (_, i) => ({ type: "product_card_open", productId: `p${i}` })) }] }, "funnels.0.steps"],
      [{ funnels: [{ name: "A", steps: [{ type: "session_start" }, { type: "session_start" }] }] }, "funnels.0.steps.1"],
      [{ funnels: Array.from({ length: 6 }, () => ({ name: "A", steps: [{ type: "session_start" }, { type: "object_tap" }] })) }, "funnels"],
      [{ funnels: [{ id: "nope", name: "A", steps: [{ type: "session_start" }, { type: "object_tap" }] }] }, "funnels.0.id"],
    ];
    for (const [json, field] of bad) {
      const res = await call("PUT", path(), { token, json });
      expect(res.status, `${JSON.stringify(json)}: ${res.text}`).to.equal(400);
      expect(
        res.body.error.issues.map((i: { path: string }) => i.path),
        res.text,
      ).to.include(field);
    }

    const body = { funnels: [{ name: "Buy", steps: [{ type: "session_start" }, { type: "object_tap" }] }] };
    for (const persona of ["editor", "viewer", "member"] as const) {
      const res = await call("PUT", path(), { token: ws.users[persona].token, json: body });
      expect(res.status, `${persona}: ${res.text}`).to.be.oneOf([403, 404]);
    }
    const read = await call("GET", path(), { token: ws.users.viewer.token });
    expect(read.status).to.equal(200);
    expect(read.body).to.deep.equal({ funnels: [] });
    const etag = read.headers.get("etag")!;

    const saved = await call("PUT", path(), { token: ws.users.brandAdmin.token, json: body, headers: { "If-Match": etag } });
    expect(saved.status, saved.text).to.equal(200);
    expect(saved.body.funnels).to.have.length(1);
    expect(saved.body.funnels[0]).to.include({ name: "Buy", version: 1 });
    // The list read before is stale now: a second writer holding it loses.
    const stale = await call("PUT", path(), { token, json: { funnels: [] }, headers: { "If-Match": etag } });
    expect(stale.status, stale.text).to.equal(412);

    // Renaming keeps the version (and its counts); new steps are a new version.
    const id = saved.body.funnels[0].id;
    const renamed = await call("PUT", path(), { token, json: { funnels: [{ id, name: "Browse", steps: body.funnels[0]!.steps }] } });
    expect(renamed.body.funnels[0]).to.include({ id, name: "Browse", version: 1 });
    const changed = await call("PUT", path(), {
      token,
      json: { funnels: [{ id, name: "Browse", steps: [{ type: "session_start" }, { type: "scene_view" }] }] },
    });
    expect(changed.body.funnels[0]).to.include({ id, version: 2 });
  });

  it("counts sessions per step exactly, in order by event time, overall, per device and per store, across batches and roll-ups", async () => {
    const defined = await call("PUT", path(), {
      token,
      json: {
        funnels: [
          { name: "Open then buy", steps: [{ type: "session_start" }, { type: "product_card_open" }, { type: "product_link_out" }] },
          { name: "Opened p2", steps: [{ type: "session_start" }, { type: "product_card_open", productId: "p2" }] },
        ],
      },
    });
    expect(defined.status, defined.text).to.equal(200);
    const [buy, openedP2] = defined.body.funnels as Array<{ id: string }>;
    const start = Date.parse(defined.body.funnels[0].definedAt) + 1000;

    type Step = [type: string, seconds: number, productId?: string];
    const sessions: Array<{ id: string; ua: string; placementId: string; steps: Step[]; preview?: boolean; batches?: "reversed" }> = [
      // Start, open, link: all three steps.
      {
        id: "s1",
        ua: UA.iphone,
        placementId: tokyoQr,
        steps: [
          ["session_start", 0],
          ["product_card_open", 5, "p1"],
          ["product_link_out", 9, "p1"],
        ],
      },
      // The link was followed before any product was opened: two steps only.
      {
        id: "s2",
        ua: UA.iphone,
        placementId: tokyoQr,
        steps: [
          ["session_start", 0],
          ["product_link_out", 3, "p1"],
          ["product_card_open", 6, "p2"],
        ],
      },
      // Its later events arrive (and are rolled up) before its start: still all three steps, once.
      {
        id: "s3",
        ua: UA.windows,
        placementId: parisQr,
        steps: [
          ["session_start", 0],
          ["product_card_open", 2, "p2"],
          ["product_link_out", 4, "p2"],
        ],
        batches: "reversed",
      },
      {
        id: "s4",
        ua: UA.samsung,
        placementId: loneQr,
        steps: [
          ["session_start", 0],
          ["object_tap", 1],
        ],
      },
      // A test link's session: never counted.
      {
        id: "p1",
        ua: UA.iphone,
        placementId: tokyoQr,
        steps: [
          ["session_start", 0],
          ["product_card_open", 1, "p2"],
          ["product_link_out", 2, "p2"],
        ],
        preview: true,
      },
    ];
    for (const s of sessions) {
      const events = s.steps.map(([type, seconds, productId], i) => ({
        id: `${s.id}.${i + 1}`,
        type,
        at: new Date(start + seconds * 1000).toISOString(),
        sessionId: `fn-${s.id}-${ws.brandId}`,
        visitorId: `fn-visitor-${s.id}`,
        brandId: ws.brandId,
        experienceId,
        placementId: s.placementId,
        version: 1,
        ...(s.preview && { preview: true }),
        data: productId ? { productId } : {},
      }));
      const batches = s.batches === "reversed" ? [events.slice(1), events.slice(0, 1)] : [events.slice(0, 1), events.slice(1)];
      const address = `198.18.${octet()}.${octet()}`;
      for (const batch of batches) {
        // Sent twice (a lost answer): the second is all duplicates.
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const res = await call("POST", "/v1/public/events", { json: { events: batch }, headers: { "User-Agent": s.ua, "X-Forwarded-For": address } });
          expect(res.status, res.text).to.equal(200);
          expect(attempt === 0 ? res.body.accepted : res.body.duplicates, res.text).to.equal(batch.length);
        }
        // Each batch rolled up on its own: the session's steps are put together from its state.
        await rollUp();
      }
    }
    await rollUp();

    const res = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/analytics?days=2`, { token });
    expect(res.status, res.text).to.equal(200);
    const funnels = res.body.funnels as Array<{
      id: string;
      sessions: number[];
      byDevice: Array<{ class: string; sessions: number[] }>;
      byStore: Array<{ name: string; sessions: number[] }>;
    }>;
    const first = funnels.find((f) => f.id === buy!.id)!;
    expect(first.sessions).to.deep.equal([4, 3, 2]);
    expect(Object.fromEntries(first.byDevice.map((d) => [d.class, d.sessions]))).to.deep.equal({
      phone: [3, 2, 1],
      tablet: [0, 0, 0],
      desktop: [1, 1, 1],
      other: [0, 0, 0],
    });
    expect(first.byStore.map((s) => [s.name, s.sessions])).to.deep.equal([
      ["Tokyo", [2, 2, 1]],
      ["Paris", [1, 1, 1]],
    ]);
    const second = funnels.find((f) => f.id === openedP2!.id)!;
    expect(second.sessions).to.deep.equal([4, 2]);

    // The brand's summary adds every experience up the same.
    const summary = await call("GET", `/v1/brands/${ws.brandId}/analytics/summary?days=2`, { token });
    expect(summary.body.funnels.find((f: { id: string }) => f.id === buy!.id).sessions).to.deep.equal([4, 3, 2]);
  });

  it("counts weekly retention exactly: cohorts by the ISO week of the first visit on the brand's calendar, returns per week after", async () => {
    const w0 = mondayUtc(11);
    let n = 0;
    // Raw events as the ingest stores them (the ingest takes events up to a day old; these are weeks old).
    const sessionStart = async (visitorId: string | null, at: number) => {
      n += 1;
      const sessionId = `rt-${n}-${ws.brandId}`;
      await eventsCol(ws.brandId)
        .doc(eventKey(ws.brandId, sessionId, "1"))
        .set({
          eventId: "1",
          type: "session_start",
          at: Timestamp.fromMillis(at),
          receivedAt: Timestamp.fromMillis(at),
          sessionId,
          visitorId,
          brandId: ws.brandId,
          experienceId,
          placementId: loneQr,
          storeId: null,
          version: 1,
          preview: false,
          arm: null,
          classes: { device: "phone", os: "ios", browser: "safari", source: "qr", visitor: "new" },
          data: {},
          rolledUp: false,
          expireAt: Timestamp.fromMillis(Date.now() + 90 * DAY),
        });
    };
    const noon = 16 * 3_600_000;
    // V1: twice in week 0, then weeks +1 and +3.
    await sessionStart("V1", w0 + noon);
    await sessionStart("V1", w0 + 2 * DAY + noon);
    await sessionStart("V1", w0 + WEEK + noon);
    await sessionStart("V1", w0 + 3 * WEEK + noon);
    // V2: Monday 03:00 UTC of week +1 is still Sunday evening in New York: week 0, then back on Tuesday of week +1.
    await sessionStart("V2", w0 + WEEK + 3 * 3_600_000);
    await sessionStart("V2", w0 + WEEK + DAY + noon);
    // V3: first seen in week +1.
    await sessionStart("V3", w0 + WEEK + noon);
    // V4: week +1 is rolled up first; a session of week 0 comes later and moves V4 into week 0's cohort.
    await sessionStart("V4", w0 + WEEK + 2 * DAY + noon);
    // V5: week 0, then not for 10 weeks: a new cohort.
    await sessionStart("V5", w0 + 3 * DAY + noon);
    await sessionStart("V5", w0 + 10 * WEEK + noon);
    // No lasting visitor id: in no cohort.
    await sessionStart(null, w0 + noon);
    await rollUp();
    await sessionStart("V4", w0 + 4 * DAY + noon);
    await rollUp();

    const from = isoDay(w0);
    const to = isoDay(w0 + 10 * WEEK + 6 * DAY);
    const res = await call("GET", `/v1/brands/${ws.brandId}/analytics/summary?from=${from}&to=${to}`, { token });
    expect(res.status, res.text).to.equal(200);
    const cohorts = res.body.retention.cohorts as Array<{ start: string; week: string; visitors: number; returned: Array<number | null> }>;
    expect(res.body.retention.weeks).to.equal(8);
    expect(cohorts).to.have.length(11);
    expect(cohorts[0]).to.deep.include({ start: from, visitors: 4, returned: [3, 0, 1, 0, 0, 0, 0, 0] });
    expect(cohorts[1]).to.deep.include({ start: isoDay(w0 + WEEK), visitors: 1, returned: [0, 0, 0, 0, 0, 0, 0, 0] });
    // Last week's cohort: week +1 is this week (so far), week +2 has not begun.
    expect(cohorts[10]).to.deep.include({ start: isoDay(w0 + 10 * WEEK), visitors: 1, returned: [0, null, null, null, null, null, null, null] });
    expect(cohorts[0]!.week).to.match(/^\d{4}-W\d{2}$/);

    // The experience's report carries the same brand-wide cohorts (the CSV export holds them).
    const report = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/analytics?from=${from}&to=${to}`, { token });
    expect(report.body.retention).to.deep.equal(res.body.retention);
  });
});
