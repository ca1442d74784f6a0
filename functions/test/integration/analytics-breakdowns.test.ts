import { expect } from "chai";
import { Timestamp } from "firebase-admin/firestore";
import { analyticsBreakdownClasses, type AnalyticsBreakdownRow } from "@vitrine/contract";
import { rollUpAnalytics } from "../../src/analytics/roll-up.js";
import { visitorKey } from "../../src/analytics/visitor-classes.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { eventsCol, visitorsCol } from "../../src/firestore/collections.js";

const BRAND_ZONE = "America/New_York";
const TOKYO = "Asia/Tokyo";
const PARIS = "Europe/Paris";
const UA = {
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  samsung: "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
};
const DAY = 86_400_000;
const HOUR = 3_600_000;

const octet = () => Math.floor(Math.random() * 254) + 1;

/** The hour of the week as the test reads it itself (Intl), not through the code under test. */
function hourWeekdayOf(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", hourCycle: "h23" }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("weekday").toLowerCase()}-${part("hour")}`;
}
const dayOf = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

async function rollUp() {
  for (let i = 0; i < 20; i += 1) {
    const result = await rollUpAnalytics(Date.now(), { budgetMs: 30_000 });
    if (!result.more) return;
  }
  throw new Error("roll-up did not finish");
}

describe("Analytics breakdowns: device, system, browser, source, new or returning, hour of the week", function () {
  this.timeout(120_000);
  let ws: Workspace;
  let token: string;
  let experienceId: string;
  let tokyoQr: string;
  let parisQr: string;
  let loneQr: string;

  before(async () => {
    ws = await createWorkspace("analytics-breakdowns");
    token = ws.users.owner.token;
    const api = async (method: string, path: string, json?: unknown) => {
      const res = await call(method, `/v1/brands/${ws.brandId}${path}`, { token, json });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
      return res.body;
    };
    await api("PATCH", "", { timezone: BRAND_ZONE });
    experienceId = (await api("POST", "/experiences", { name: "Breakdowns" })).id;
    const store = async (name: string, timezone: string) =>
      (await api("POST", "/stores", { name, address: { line1: "1 Main", city: name, country: "FR" }, location: { lat: 1, lng: 1 }, timezone })).id;
    tokyoQr = (await api("POST", "/placements", { name: "Tokyo QR", storeId: await store("Tokyo", TOKYO), defaultExperienceId: experienceId })).id;
    parisQr = (await api("POST", "/placements", { name: "Paris QR", storeId: await store("Paris", PARIS), defaultExperienceId: experienceId })).id;
    loneQr = (await api("POST", "/placements", { name: "No store", defaultExperienceId: experienceId })).id;
  });

  after(async () => {
    await call("DELETE", `/v1/brands/${ws.brandId}`, { token });
  });

  it("counts every session and its outcomes exactly once per class, and stores classes, never the user agent", async () => {
    const now = Date.now();
    type Session = {
      id: string;
      ua: string;
      at: number;
      placementId: string;
      zone: string;
      visitorId?: string;
      source?: string;
      opens?: number;
      linkOuts?: number;
      ar?: number;
      preview?: boolean;
    };
    // Two visitors already seen: one 29 days ago (returning), one 31 days ago (new again).
    const seenRecently = `recent-${octet()}`;
    const seenLongAgo = `long-ago-${octet()}`;
    await visitorsCol(ws.brandId)
      .doc(visitorKey(ws.brandId, seenRecently))
      .set({ sessions: { older: { at: Timestamp.fromMillis(now - 29 * DAY) } } });
    await visitorsCol(ws.brandId)
      .doc(visitorKey(ws.brandId, seenLongAgo))
      .set({ sessions: { older: { at: Timestamp.fromMillis(now - 31 * DAY) } } });

    const sessions: Session[] = [
      // Visitor A: a phone, first from a printed code, then again from a link an hour later: new, then returning.
      { id: "a1", ua: UA.iphone, at: now - 5 * HOUR, placementId: tokyoQr, zone: TOKYO, visitorId: "visitorA", source: "qr", opens: 2, linkOuts: 1 },
      { id: "a2", ua: UA.iphone, at: now - 4 * HOUR, placementId: tokyoQr, zone: TOKYO, visitorId: "visitorA", source: "link", opens: 1 },
      { id: "b1", ua: UA.samsung, at: now - 3 * HOUR, placementId: parisQr, zone: PARIS, visitorId: seenRecently, source: "qr", ar: 1 },
      { id: "c1", ua: UA.ipad, at: now - 2 * HOUR, placementId: parisQr, zone: PARIS, visitorId: seenLongAgo, source: "embed", opens: 1, linkOuts: 1 },
      // No lasting visitor id (storage blocked): its own visitor, new. No source reported: other.
      { id: "d1", ua: UA.windows, at: now - 1 * HOUR, placementId: loneQr, zone: BRAND_ZONE },
      // A reviewer's test link: stored, never counted, and never makes its visitor returning.
      { id: "p1", ua: UA.windows, at: now - 6 * HOUR, placementId: tokyoQr, zone: TOKYO, visitorId: "visitorE", source: "link", opens: 1, preview: true },
      { id: "e1", ua: UA.windows, at: now - 30 * 60_000, placementId: loneQr, zone: BRAND_ZONE, visitorId: "visitorE", source: "link" },
    ];
    for (const s of sessions) {
      let seq = 0;
      const event = (type: string, data: Record<string, unknown> = {}) => ({
        id: `${s.id}.${++seq}`,
        type,
        at: new Date(s.at + seq * 1000).toISOString(),
        sessionId: `bd-${s.id}-${ws.brandId}`,
        visitorId: s.visitorId ?? null,
        brandId: ws.brandId,
        experienceId,
        placementId: s.placementId,
        version: 1,
        ...(s.source && { source: s.source }),
        ...(s.preview && { preview: true }),
        data,
      });
      const events = [
        event("session_start", { language: "en" }),
        ...Array.from({ length: s.opens ?? 0 }, () => event("product_card_open", { productId: "p1" })),
        ...Array.from({ length: s.ar ?? 0 }, () => event("ar_launch", { modelId: "m1", productId: "p1", platform: "android" })),
        ...Array.from({ length: s.linkOuts ?? 0 }, () => event("product_link_out", { productId: "p1" })),
      ];
      // The session's first batch, then the rest in a second one: the class is decided once.
      const address = `198.19.${octet()}.${octet()}`;
      for (const batch of [events.slice(0, 1), events.slice(1)].filter((b) => b.length > 0)) {
        const res = await call("POST", "/v1/public/events", { json: { events: batch }, headers: { "User-Agent": s.ua, "X-Forwarded-For": address } });
        expect(res.status, res.text).to.equal(200);
        expect(res.body.accepted, JSON.stringify(res.body)).to.equal(batch.length);
      }
    }

    const stored = await eventsCol(ws.brandId).get();
    for (const doc of stored.docs) {
      expect(JSON.stringify(doc.data())).to.not.match(/Mozilla|AppleWebKit/);
      if (doc.get("preview") === true) expect(doc.get("classes")).to.equal(null);
    }
    const a1 = stored.docs.find((d) => d.get("eventId") === "a1.1")!;
    expect(a1.get("classes")).to.deep.equal({ device: "phone", os: "ios", browser: "safari", source: "qr", visitor: "new" });

    await rollUp();
    const from = dayOf(now - 6 * HOUR, BRAND_ZONE);
    // A day past today: a store's rows are on its own days, and Tokyo's may already be tomorrow in New York.
    const to = dayOf(now + DAY, BRAND_ZONE);
    const res = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/analytics?from=${from}&to=${to}`, { token });
    expect(res.status, res.text).to.equal(200);
    const breakdowns = res.body.breakdowns as Record<string, AnalyticsBreakdownRow[]>;

    // Every class listed, in the contract's order, zeros included.
    for (const [breakdown, classes] of Object.entries(analyticsBreakdownClasses)) {
      expect(breakdowns[breakdown]!.map((r) => r.class)).to.deep.equal([...classes]);
    }
    const nonZero = (breakdown: string) =>
      Object.fromEntries(
        breakdowns[breakdown]!.filter((r) => r.sessions + r.productOpens + r.arLaunches + r.linkOuts > 0).map(({ class: k, ...counts }) => [k, counts]),
      );
    const row = (sessions: number, productOpens = 0, arLaunches = 0, linkOuts = 0) => ({ sessions, productOpens, arLaunches, linkOuts });

    expect(res.body.totals.sessions).to.equal(6);
    expect(nonZero("device")).to.deep.equal({ phone: row(3, 3, 1, 1), tablet: row(1, 1, 0, 1), desktop: row(2) });
    expect(nonZero("os")).to.deep.equal({ ios: row(3, 4, 0, 2), android: row(1, 0, 1, 0), windows: row(2) });
    expect(nonZero("browser")).to.deep.equal({ safari: row(2, 3, 0, 1), chrome: row(1, 1, 0, 1), samsung: row(1, 0, 1, 0), edge: row(2) });
    expect(nonZero("source")).to.deep.equal({ qr: row(2, 2, 1, 1), link: row(2, 1), embed: row(1, 1, 0, 1), other: row(1) });
    expect(nonZero("visitor")).to.deep.equal({ new: row(4, 3, 0, 2), returning: row(2, 1, 1, 0) });

    // Hours on each store's clock (the brand's for the code without a store), outcomes in the hour they happened.
    const expectedHours: Record<string, ReturnType<typeof row>> = {};
    const add = (instant: number, zone: string, field: keyof ReturnType<typeof row>) => {
      const cell = (expectedHours[hourWeekdayOf(instant, zone)] ??= row(0));
      cell[field] += 1;
    };
    for (const s of sessions.filter((x) => !x.preview)) {
      let seq = 1;
      add(s.at + seq * 1000, s.zone, "sessions");
      for (let i = 0; i < (s.opens ?? 0); i += 1) add(s.at + ++seq * 1000, s.zone, "productOpens");
      for (let i = 0; i < (s.ar ?? 0); i += 1) add(s.at + ++seq * 1000, s.zone, "arLaunches");
      for (let i = 0; i < (s.linkOuts ?? 0); i += 1) add(s.at + ++seq * 1000, s.zone, "linkOuts");
    }
    expect(nonZero("hourWeekday")).to.deep.equal(expectedHours);
    // Tokyo's sessions are not on New York's clock: the grid follows the store.
    expect(Object.keys(expectedHours)).to.include(hourWeekdayOf(now - 5 * HOUR + 1000, TOKYO));
    expect(hourWeekdayOf(now - 5 * HOUR + 1000, TOKYO)).to.not.equal(hourWeekdayOf(now - 5 * HOUR + 1000, BRAND_ZONE));

    // Per store, on the store's own days: Tokyo's two sessions (3 opens, 1 link-out), Paris's two; the code without a store is in none.
    const perStore = Object.fromEntries(
      (res.body.stores as Array<{ name: string; timezone: string; sessions: number; productOpens: number; arLaunches: number; linkOuts: number }>).map((s) => [
        s.name,
        { timezone: s.timezone, ...row(s.sessions, s.productOpens, s.arLaunches, s.linkOuts) },
      ]),
    );
    expect(perStore).to.deep.equal({ Tokyo: { timezone: TOKYO, ...row(2, 3, 0, 1) }, Paris: { timezone: PARIS, ...row(2, 1, 1, 1) } });

    // The brand's summary adds the same breakdowns up.
    const summary = await call("GET", `/v1/brands/${ws.brandId}/analytics/summary?from=${from}&to=${to}`, { token });
    expect(summary.status, summary.text).to.equal(200);
    expect(summary.body.breakdowns).to.deep.equal(res.body.breakdowns);

    // The visitor's document keeps when each session started, not what they did.
    const visitor = await visitorsCol(ws.brandId).doc(visitorKey(ws.brandId, "visitorA")).get();
    expect(Object.keys(visitor.get("sessions")).sort()).to.deep.equal([`bd-a1-${ws.brandId}`, `bd-a2-${ws.brandId}`]);
    expect(visitor.get("expireAt").toMillis()).to.be.greaterThan(now + 29 * DAY);
  });
});
