import { expect } from "chai";
import { analyticsRangeQuerySchema } from "@vitrine/contract";
import {
  countEvent,
  emptyMetrics,
  mergeMetrics,
  metricsFromDoc,
  metricsToDoc,
  toCounts,
  type CountedEvent,
  type SurveyLookup,
} from "../../src/analytics/aggregate.js";
import { isLikelyBot } from "../../src/analytics/bots.js";
import { dayIn, daysBetween, resolveRange } from "../../src/analytics/days.js";
import { addValue, deserialize, emptySketch, estimate, merge, serialize, SPARSE_LIMIT } from "../../src/analytics/hyperloglog.js";
import { checkBatch, checkEvent, isRejected } from "../../src/analytics/validate-events.js";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const base = {
  id: "s1.1",
  type: "session_start",
  at: "2026-03-10T11:59:00Z",
  sessionId: "s1",
  brandId: "brand1",
  experienceId: "exp1",
};

describe("analytics: HyperLogLog", () => {
  it("counts small sets exactly (sparse form)", () => {
    let sketch = emptySketch();
    for (let i = 0; i < 250; i += 1) sketch = addValue(sketch, `visitor-${i % 200}`);
    expect(sketch.kind).to.equal("sparse");
    expect(estimate(sketch)).to.equal(200);
  });

  it("estimates large sets within a few percent (dense form) and survives serialisation", () => {
    let sketch = emptySketch();
    for (let i = 0; i < 50_000; i += 1) sketch = addValue(sketch, `v${i}`);
    expect(sketch.kind).to.equal("dense");
    const n = estimate(deserialize(serialize(sketch)));
    expect(Math.abs(n - 50_000) / 50_000).to.be.lessThan(0.05);
  });

  it("merges as a union: overlapping days are not counted twice", () => {
    let a = emptySketch();
    let b = emptySketch();
    for (let i = 0; i < 150; i += 1) a = addValue(a, `v${i}`);
    for (let i = 100; i < 250; i += 1) b = addValue(b, `v${i}`);
    expect(estimate(merge(a, b))).to.equal(250);
    // Past the sparse limit the union turns dense and stays close.
    let c = emptySketch();
    for (let i = 0; i < SPARSE_LIMIT * 3; i += 1) c = addValue(c, `w${i}`);
    const union = estimate(merge(merge(a, b), c));
    expect(Math.abs(union - (250 + SPARSE_LIMIT * 3))).to.be.lessThan(40);
  });

  it("reads unreadable stored values as empty", () => {
    expect(estimate(deserialize("garbage"))).to.equal(0);
    expect(estimate(deserialize(undefined))).to.equal(0);
    expect(serialize(emptySketch())).to.equal("");
  });
});

describe("analytics: event validation", () => {
  it("accepts a well-formed event", () => {
    const result = checkEvent(base, 0, NOW);
    expect(isRejected(result)).to.equal(false);
  });

  it("rejects each bad event with a reason", () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ ...base, type: "teleport" }, /Unknown event type "teleport"/],
      [{ ...base, at: "2026-03-10T12:30:00Z" }, /future/],
      [{ ...base, at: "2026-03-08T12:00:00Z" }, /hours old/],
      [{ ...base, data: { blob: "x".repeat(5000) } }, /bytes; at most 4096/],
      [{ ...base, type: "product_card_open", data: {} }, /Invalid product_card_open data: productId/],
      [{ ...base, type: "dwell_time", data: { seconds: -3 } }, /Invalid dwell_time data/],
      [{ ...base, sessionId: "has space" }, /sessionId/],
      [{ ...base, extra: 1 }, /Invalid event/],
      [42, /expected object/],
    ];
    for (const [raw, reason] of cases) {
      const result = checkEvent(raw, 3, NOW);
      expect(isRejected(result), JSON.stringify(raw).slice(0, 80)).to.equal(true);
      if (isRejected(result)) {
        expect(result.reason).to.match(reason);
        expect(result.index).to.equal(3);
      }
    }
  });

  it("rejects data Firestore would refuse to store, so it never fails the batch's write", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 30; i += 1) deep = { d: deep };
    const unstorable = [{ "": 1 }, { __x__: 1 }, { ok: { __name__: "x" } }, { list: [[1, 2]] }, { deep }];
    for (const data of unstorable) {
      const result = checkEvent({ ...base, data }, 0, NOW);
      expect(isRejected(result), JSON.stringify(data).slice(0, 60)).to.equal(true);
      expect((result as { reason: string }).reason).to.match(/^Invalid data: /);
    }
    const { valid, rejected } = checkBatch(
      [
        { ...base, id: "good", data: { fine: [1, { a: 2 }] } },
        { ...base, id: "bad", data: { "": 1 } },
      ],
      NOW,
    );
    expect(valid.map((e) => e.id)).to.deep.equal(["good"]);
    expect(rejected.map((r) => [r.index, r.id])).to.deep.equal([[1, "bad"]]);
  });

  it("keeps the valid rest of a batch and treats a repeated id as one event", () => {
    const { valid, rejected, duplicates } = checkBatch(
      [base, { ...base, type: "nope" }, { ...base }, { ...base, id: "s1.2", type: "scene_view", data: { sceneId: "intro" } }],
      NOW,
    );
    expect(valid.map((e) => e.id)).to.deep.equal(["s1.1", "s1.2"]);
    expect(rejected.map((r) => r.index)).to.deep.equal([1]);
    expect(duplicates).to.equal(1);
  });

  it("checks query ranges", () => {
    expect(analyticsRangeQuerySchema.safeParse({ from: "2026-01-01" }).success).to.equal(false);
    expect(analyticsRangeQuerySchema.safeParse({ from: "2026-01-02", to: "2026-01-01" }).success).to.equal(false);
    expect(analyticsRangeQuerySchema.safeParse({ from: "2024-01-01", to: "2026-01-01" }).success).to.equal(false);
    expect(analyticsRangeQuerySchema.safeParse({ from: "2026-02-30", to: "2026-03-01" }).success).to.equal(false);
    expect(analyticsRangeQuerySchema.safeParse({ days: "30" }).success).to.equal(true);
    expect(analyticsRangeQuerySchema.safeParse({ from: "2026-01-01", to: "2026-01-31" }).success).to.equal(true);
  });
});

describe("analytics: bots", () => {
  it("ignores crawlers, previewers, scripts and empty user agents; counts browsers", () => {
    for (const ua of [
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "facebookexternalhit/1.1",
      "curl/8.4.0",
      "python-requests/2.31",
      "",
      "node",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
    ]) {
      expect(isLikelyBot(ua), ua).to.equal(true);
    }
    for (const ua of [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0 Safari/537.36",
    ]) {
      expect(isLikelyBot(ua), ua).to.equal(false);
    }
  });

  it("ignores the crawlers and link previewers a hand-written pattern missed", () => {
    for (const ua of [
      // Link previews of a QR link shared in a chat app
      "WhatsApp/2.23.20.0 A",
      "Slack-ImgProxy (+https://api.slack.com/robots)",
      "Iframely/1.3.1 (+https://iframely.com/docs/about)",
      // Google's fetchers that do not call themselves bots
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 (compatible; GoogleOther)",
      "Mozilla/5.0 (compatible; Google-InspectionTool/1.0)",
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Google-Read-Aloud; +https://support.google.com/webmasters/answer/1061943)",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36 Edg/98.0.1108.56 (Google-PageRenderer Google (+https://developers.google.com/+/web/snippet/))",
    ]) {
      expect(isLikelyBot(ua), ua).to.equal(true);
    }
  });

  it("keeps ignoring monitors and HTTP libraries", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
      "Datadog Agent/7.50.0",
      "Mozilla/5.0 (compatible; monitoring service)",
      "Go-http-client/1.1",
      "okhttp/4.9.0",
      "axios/1.6.0",
      "PostmanRuntime/7.36.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36 Puppeteer",
    ]) {
      expect(isLikelyBot(ua), ua).to.equal(true);
    }
  });

  it("counts real mobile browsers and in-app browsers", () => {
    for (const ua of [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36",
      "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
      "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21E236 Instagram 326.0.0.42.90 (iPhone15,3; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 590165938)",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.48.109;]",
      "Mozilla/5.0 (Linux; U; Android 12; zh-cn; 2201123C Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.6.40318",
      "Mozilla/5.0 (Linux; Android 13; SM-G991B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 YaBrowser/23.9.1.95.00 SA/3",
    ]) {
      expect(isLikelyBot(ua), ua).to.equal(false);
    }
  });
});

describe("analytics: days in a time zone", () => {
  it("puts an instant on the local calendar day", () => {
    const instant = Date.parse("2026-03-10T03:30:00Z");
    expect(dayIn("UTC", instant)).to.equal("2026-03-10");
    expect(dayIn("America/New_York", instant)).to.equal("2026-03-09");
    expect(dayIn("Asia/Tokyo", Date.parse("2026-03-10T20:00:00Z"))).to.equal("2026-03-11");
  });

  it("resolves ranges (last N days up to today in the zone)", () => {
    expect(resolveRange({ days: 7 }, "UTC", NOW)).to.deep.equal({ from: "2026-03-04", to: "2026-03-10" });
    expect(resolveRange({}, "Pacific/Kiritimati", Date.parse("2026-03-10T20:00:00Z")).to).to.equal("2026-03-11");
    expect(daysBetween("2026-02-27", "2026-03-02")).to.deep.equal(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});

describe("analytics: aggregation", () => {
  const surveys: SurveyLookup = (surveyId, field) =>
    surveyId === "sv"
      ? (
          { colour: { type: "single", choices: ["Oak", "Walnut"] }, score: { type: "rating" }, note: { type: "text" } } as Record<
            string,
            { type: string; choices?: string[] }
          >
        )[field]
      : undefined;
  const ev = (type: CountedEvent["type"], sessionId: string, data: Record<string, unknown> = {}, visitorId: string | null = null): CountedEvent => ({
    type,
    sessionId,
    visitorId,
    data,
  });

  it("counts a session's events into the headline numbers", () => {
    const m = emptyMetrics();
    for (const e of [
      ev("session_start", "s1", {}, "v1"),
      ev("scene_view", "s1", { sceneId: "intro" }, "v1"),
      ev("segment_view", "s1", { segmentId: "seg" }, "v1"),
      ev("product_card_open", "s1", { productId: "p1" }, "v1"),
      ev("product_card_open", "s1", { productId: "p2" }, "v1"),
      ev("product_link_out", "s1", { productId: "p1" }, "v1"),
      ev("video_play", "s1", { videoId: "v" }, "v1"),
      ev("video_complete", "s1", { videoId: "v" }, "v1"),
      ev("chat_message", "s1", { role: "user" }, "v1"),
      ev("chat_message", "s1", { role: "assistant" }, "v1"),
      ev("dwell_time", "s1", { seconds: 40 }, "v1"),
      ev("session_start", "s2", {}, "v1"),
      ev("product_card_open", "s2", { productId: "p1" }, "v1"),
      ev("dwell_time", "s2", { seconds: 99_999 }, "v1"),
      ev("session_start", "s3"),
    ]) {
      countEvent(m, e, surveys);
    }
    const counts = toCounts(m);
    expect(counts).to.include({
      sessions: 3,
      uniqueVisitors: 2,
      sceneViews: 1,
      segmentViews: 1,
      productOpens: 3,
      linkOuts: 1,
      videoPlays: 1,
      videoCompletes: 1,
      chatMessages: 1,
    });
    // The second session's dwell is capped at 4 hours.
    expect(counts.averageDwellSeconds).to.equal((40 + 4 * 3600) / 2);
    expect(estimate(m.productOpenSessions)).to.equal(2);
    expect(estimate(m.linkOutSessions)).to.equal(1);
  });

  it("counts survey answers only as the survey allows them", () => {
    const m = emptyMetrics();
    for (const [field, value] of [
      ["colour", "oak "],
      ["colour", "Plastic"],
      ["score", 4],
      ["score", 9],
      ["note", "Lovely"],
      ["unknown", "x"],
    ] as const) {
      countEvent(m, ev("survey_answer", "s", { surveyId: "sv", field, value }), surveys);
    }
    countEvent(m, ev("survey_answer", "s", { surveyId: "other", field: "colour", value: "Oak" }), surveys);
    expect(m.surveyAnswers).to.deep.equal({ sv: { colour: { _answered: 1, Oak: 1 }, score: { _answered: 1, "4": 1 }, note: { _answered: 1 } } });
  });

  it("merges shards and days, and round-trips through the stored form", () => {
    const a = emptyMetrics();
    const b = emptyMetrics();
    countEvent(a, ev("product_card_open", "s1", { productId: "p1" }, "v1"), surveys);
    countEvent(b, ev("product_card_open", "s1", { productId: "p1" }, "v1"), surveys);
    countEvent(b, ev("session_start", "s2", {}, "v2"), surveys);
    const merged = mergeMetrics(metricsFromDoc(metricsToDoc(a)), metricsFromDoc(metricsToDoc(b)));
    expect(merged.productOpens).to.deep.equal({ p1: 2 });
    expect(toCounts(merged).uniqueVisitors).to.equal(2);
    expect(estimate(merged.productOpenSessions)).to.equal(1);
  });

  it("counts sessions per language they started in, ignoring what is not a language tag", () => {
    const a = emptyMetrics();
    const b = emptyMetrics();
    countEvent(a, ev("session_start", "s1", { language: "fr" }), surveys);
    countEvent(a, ev("session_start", "s2", { language: "de" }), surveys);
    countEvent(b, ev("session_start", "s3", { language: "fr" }), surveys);
    countEvent(b, ev("session_start", "s4", { language: "pt-BR" }), surveys);
    for (const odd of ["", "french", "FR", "fr_FR", "__name__", 42, null]) countEvent(b, ev("session_start", "s5", { language: odd }), surveys);
    countEvent(b, ev("session_start", "s6", {}), surveys);
    const merged = mergeMetrics(metricsFromDoc(metricsToDoc(a)), metricsFromDoc(metricsToDoc(b)));
    expect(merged.languages).to.deep.equal({ fr: 2, de: 1, "pt-BR": 1 });
    expect(merged.sessions).to.equal(4 + 8);
  });

  it("keeps maps bounded: past the key limit new keys count as _other", () => {
    const m = emptyMetrics();
    for (let i = 0; i < 205; i += 1) countEvent(m, ev("scene_view", "s", { sceneId: `scene${i}` }), surveys);
    countEvent(m, ev("scene_view", "s", { sceneId: "__name__" }), surveys);
    expect(Object.keys(m.sceneViews)).to.have.length(201);
    expect(m.sceneViews._other).to.equal(6);
  });
});

describe("Analytics: View in your space (AR)", () => {
  const NOW_AR = Date.parse("2026-03-10T12:00:00Z");
  const event = (type: string, data: Record<string, unknown>) => ({ ...base, type, data });

  it("accepts ar_launch with a model, a product and a known platform, and ar_time with seconds; refuses other shapes", () => {
    expect(isRejected(checkEvent(event("ar_launch", { modelId: "m1", productId: "p1", platform: "ios" }), 0, NOW_AR))).to.equal(false);
    expect(isRejected(checkEvent(event("ar_launch", { modelId: "m1", productId: null, platform: "android" }), 0, NOW_AR))).to.equal(false);
    expect(isRejected(checkEvent(event("ar_time", { modelId: "m1", seconds: 42 }), 0, NOW_AR))).to.equal(false);
    expect(isRejected(checkEvent(event("ar_launch", { modelId: "m1", platform: "desktop" }), 0, NOW_AR))).to.equal(true);
    expect(isRejected(checkEvent(event("ar_launch", { platform: "ios" }), 0, NOW_AR))).to.equal(true);
    expect(isRejected(checkEvent(event("ar_time", { modelId: "m1", seconds: -1 }), 0, NOW_AR))).to.equal(true);
  });

  it("accepts ar_cta (the AR banner's button) naming the model, the product and the platform; refuses it without a product", () => {
    const tapped = { modelId: "m1", productId: "p1", platform: "ios", variant: "Velvet green", url: "https://shop.example.com/chair" };
    expect(isRejected(checkEvent(event("ar_cta", tapped), 0, NOW_AR))).to.equal(false);
    expect(isRejected(checkEvent(event("ar_cta", { ...tapped, variant: null }), 0, NOW_AR))).to.equal(false);
    expect(isRejected(checkEvent(event("ar_cta", { ...tapped, productId: null }), 0, NOW_AR))).to.equal(true);
    expect(isRejected(checkEvent(event("ar_cta", { ...tapped, platform: "desktop" }), 0, NOW_AR))).to.equal(true);
  });

  it("accepts variant_select naming the product and the chosen option's material variant; refuses it without either", () => {
    expect(isRejected(checkEvent(event("variant_select", { productId: "p1", variant: "Velvet green", sku: "CHAIR-VEL" }), 0, NOW_AR))).to.equal(false);
    expect(isRejected(checkEvent(event("variant_select", { productId: "p1" }), 0, NOW_AR))).to.equal(true);
    expect(isRejected(checkEvent(event("variant_select", { variant: "Velvet green" }), 0, NOW_AR))).to.equal(true);
    expect(isRejected(checkEvent(event("variant_select", { productId: "p1", variant: "" }), 0, NOW_AR))).to.equal(true);
  });

  it("counts each product's chosen options (variant_select) per material variant, through storage and merging", () => {
    const ev = (sessionId: string, data: Record<string, unknown>): CountedEvent => ({ type: "variant_select", sessionId, visitorId: null, data });
    const none: SurveyLookup = () => undefined;
    const a = emptyMetrics();
    countEvent(a, ev("s1", { productId: "p1", variant: "Velvet green" }), none);
    countEvent(a, ev("s1", { productId: "p1", variant: "Leather tan" }), none);
    const b = emptyMetrics();
    countEvent(b, ev("s2", { productId: "p1", variant: "Velvet green" }), none);
    countEvent(b, ev("s2", { productId: "p2", variant: "Oak / light" }), none);
    const merged = mergeMetrics(metricsFromDoc(metricsToDoc(a)), metricsFromDoc(metricsToDoc(b)));
    expect(merged.optionSelects).to.deep.equal({ "p1/Velvet green": 2, "p1/Leather tan": 1, "p2/Oak / light": 1 });
    expect(metricsFromDoc({}).optionSelects).to.deep.equal({});
  });

  it("counts launches per product and platform, the AR sessions of the funnel and the mean time in AR, through storage and merging", () => {
    const ev = (type: CountedEvent["type"], sessionId: string, data: Record<string, unknown>): CountedEvent => ({ type, sessionId, visitorId: null, data });
    const none: SurveyLookup = () => undefined;
    const a = emptyMetrics();
    countEvent(a, ev("ar_launch", "s1", { modelId: "m1", productId: "p1", platform: "ios" }), none);
    countEvent(a, ev("ar_launch", "s1", { modelId: "m1", productId: "p1", platform: "ios" }), none);
    countEvent(a, ev("ar_time", "s1", { modelId: "m1", seconds: 30 }), none);
    const b = emptyMetrics();
    countEvent(b, ev("ar_launch", "s2", { modelId: "m2", productId: null, platform: "android" }), none);
    countEvent(b, ev("ar_time", "s2", { modelId: "m2", seconds: 99_999 }), none);
    const merged = mergeMetrics(metricsFromDoc(metricsToDoc(a)), metricsFromDoc(metricsToDoc(b)));
    expect(merged.arLaunches).to.deep.equal({ p1: 2 });
    expect(merged.arPlatforms).to.deep.equal({ ios: 2, android: 1 });
    expect(estimate(merged.arSessions)).to.equal(2);
    // Time in AR is capped like dwell time (4 h).
    expect(toCounts(merged)).to.deep.include({ arLaunches: 3, averageArSeconds: (30 + 4 * 3600) / 2 });
    expect(toCounts(emptyMetrics())).to.deep.include({ arLaunches: 0, averageArSeconds: null });
  });
});
