import { expect } from "chai";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { analyticsEventTypes, type AnalyticsEventType } from "@vitrine/contract";
import {
  forwardToGoogleAnalytics,
  googleAnalyticsConfig,
  googleAnalyticsSettings,
  sendToGoogleAnalytics,
  type GoogleAnalyticsSettings,
} from "../../src/analytics/google-analytics.js";
import { GA_LIMITS, GA_NAME, gaRequestBodies, toGaEvent, type GaItem, type StoredEvent } from "../../src/analytics/google-analytics-events.js";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const BASE_URL = "https://vitrine.example";

function stored(type: AnalyticsEventType, data: Record<string, unknown> = {}, extra: Partial<StoredEvent> = {}): StoredEvent {
  return {
    id: `s1.${Math.random().toString(36).slice(2)}`,
    type,
    at: new Date("2026-03-10T11:59:00Z"),
    sessionId: "3f1c2a9e-6a8b-4c0d-9e7f-1a2b3c4d5e6f",
    visitorId: "visitor-1",
    brandId: "brand1",
    experienceId: "exp1",
    placementId: "qr1",
    storeId: "store1",
    version: 3,
    preview: false,
    data,
    ...extra,
  };
}

/** Data each type carries, every free-form field far longer than Google allows. */
const LONG = "x".repeat(500);
const FULL_DATA: Record<AnalyticsEventType, Record<string, unknown>> = {
  session_start: { referrer: `https://ref.example/${LONG}`, viewport: "390x844" },
  scene_view: { sceneId: "scene1", name: LONG, index: 0 },
  segment_view: { sceneId: "scene1", segmentId: "seg1", title: LONG, step: 2 },
  object_tap: { objectId: "obj1", modelId: "model1", name: LONG, productId: "p1" },
  product_card_open: { productId: "p1", source: "hotspot" },
  product_link_out: { productId: "p1", sku: "OAK-01", url: `https://shop.example/${LONG}` },
  video_play: { videoId: "v1", title: LONG, muted: true },
  video_complete: { videoId: "v1", title: LONG },
  survey_answer: { surveyId: "sv1", questionId: "q1", field: "comments", value: "Call me on 555-0100" },
  survey_submit: { surveyId: "sv1", answered: 3 },
  chat_message: { role: "user", length: 42, turn: 1 },
  model_load_failed: { modelId: "m1", name: "Oak table", url: "https://cdn.example/m1.glb", message: LONG },
  renderer_failed: { message: LONG },
  dwell_time: { seconds: 83.5 },
};

const SETTINGS: GoogleAnalyticsSettings = {
  measurementId: "G-TEST123",
  apiSecret: "s3cret",
  endpoint: "https://ga.invalid/mp/collect",
  timeoutMs: 2000,
  publicBaseUrl: BASE_URL,
};

interface Received {
  url: string;
  contentType: string | undefined;
  body: { client_id: string; events: { name: string; params: Record<string, unknown> }[] };
}

/** A stand-in for Google's endpoint on loopback: records each request, answers with `reply`. */
async function receiver(reply: (res: ServerResponse) => void = (res) => res.writeHead(204).end()) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      received.push({ url: req.url ?? "", contentType: req.headers["content-type"], body: JSON.parse(data) });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mp/collect`;
  return { server, received, endpoint, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("Google Analytics: mapping our events", () => {
  it("turns a session start into a page view of the QR code's viewer page", () => {
    const event = toGaEvent(stored("session_start", FULL_DATA.session_start), BASE_URL, NOW);
    expect(event.name).to.equal("page_view");
    expect(event.params).to.include({
      page_location: `${BASE_URL}/qr1`,
      viewport: "390x844",
      brand_id: "brand1",
      experience_id: "exp1",
      placement_id: "qr1",
      store_id: "store1",
      manifest_version: 3,
      engagement_time_msec: 1,
    });
    expect(event.timestamp_micros).to.equal(Date.parse("2026-03-10T11:59:00Z") * 1000);
  });

  it("gives every event of a session the same numeric session_id, and another session another", () => {
    const a = toGaEvent(stored("session_start"), BASE_URL, NOW).params.session_id;
    const b = toGaEvent(stored("scene_view", { sceneId: "s" }), BASE_URL, NOW).params.session_id;
    const other = toGaEvent(stored("scene_view", { sceneId: "s" }, { sessionId: "another-session" }), BASE_URL, NOW).params.session_id;
    expect(a).to.match(/^\d+$/);
    expect(b).to.equal(a);
    expect(other).to.not.equal(a);
  });

  it("reports the dwell time as engagement time, capped as our own counts cap it", () => {
    expect(toGaEvent(stored("dwell_time", { seconds: 83.5 }), BASE_URL, NOW).params).to.include({ engagement_time_msec: 83_500, dwell_seconds: 83.5 });
    expect(toGaEvent(stored("dwell_time", { seconds: 86_400 }), BASE_URL, NOW).params).to.include({ engagement_time_msec: 4 * 3_600_000 });
  });

  it("sends product opens and link-outs as Google's item events", () => {
    const open = toGaEvent(stored("product_card_open", FULL_DATA.product_card_open), BASE_URL, NOW);
    expect(open.name).to.equal("view_item");
    expect(open.params.items).to.deep.equal([{ item_id: "p1" }]);
    const out = toGaEvent(stored("product_link_out", { productId: "p1", sku: "OAK-01", url: "https://shop.example/oak?ref=qr" }), BASE_URL, NOW);
    expect(out.name).to.equal("select_item");
    expect(out.params).to.deep.include({
      items: [{ item_id: "p1", item_variant: "OAK-01" }],
      link_domain: "shop.example",
      link_url: "https://shop.example/oak?ref=qr",
    });
  });

  it("never sends a visitor's own words: survey text stays with us, a rating goes", () => {
    const text = toGaEvent(stored("survey_answer", FULL_DATA.survey_answer), BASE_URL, NOW);
    expect(JSON.stringify(text)).to.not.contain("555-0100");
    expect(text.params).to.include({ survey_id: "sv1", survey_field: "comments" });
    const rating = toGaEvent(stored("survey_answer", { surveyId: "sv1", field: "stars", value: 4 }), BASE_URL, NOW);
    expect(rating.params).to.include({ rating: 4 });
  });

  it("dates events from a phone whose clock runs ahead at the server's now", () => {
    const ahead = toGaEvent(stored("scene_view", { sceneId: "s" }, { at: new Date(NOW + 120_000) }), BASE_URL, NOW);
    expect(ahead.timestamp_micros).to.equal(NOW * 1000);
  });

  it("keeps every type within Google's name and parameter rules", () => {
    for (const type of analyticsEventTypes) {
      const event = toGaEvent(stored(type, FULL_DATA[type]), BASE_URL, NOW);
      expect(event.name, type).to.match(GA_NAME);
      expect(["session_start", "user_engagement", "first_visit", "first_open", "error", "app_remove"], type).to.not.include(event.name);
      const names = Object.keys(event.params);
      expect(names.length, type).to.be.within(1, GA_LIMITS.paramsPerEvent);
      expect(names, type).to.include.members(["session_id", "engagement_time_msec"]);
      for (const [name, value] of Object.entries(event.params)) {
        expect(name, `${type}.${name}`).to.match(GA_NAME);
        const limit = name === "page_referrer" ? 420 : name === "page_location" ? 1000 : GA_LIMITS.valueLength;
        if (typeof value === "string") expect(value.length, `${type}.${name}`).to.be.at.most(limit);
        if (Array.isArray(value)) {
          for (const item of value as GaItem[]) for (const v of Object.values(item)) expect(String(v).length).to.be.at.most(GA_LIMITS.valueLength);
        }
      }
    }
  });

  it("leaves out a link too long for Google rather than sending a cut-off address", () => {
    const out = toGaEvent(stored("product_link_out", FULL_DATA.product_link_out), BASE_URL, NOW);
    expect(out.params).to.not.have.property("link_url");
    expect(out.params).to.include({ link_domain: "shop.example" });
  });
});

describe("Google Analytics: requests", () => {
  it("sends at most 25 events per request, one visitor per request, in order", () => {
    const mine = Array.from({ length: 60 }, (_, i) => stored("scene_view", { sceneId: `scene${i}` }));
    const theirs = Array.from({ length: 3 }, () => stored("object_tap", { objectId: "o" }, { visitorId: null, sessionId: "their-session" }));
    const bodies = gaRequestBodies([...mine.slice(0, 30), ...theirs, ...mine.slice(30)], BASE_URL, NOW);
    expect(bodies.map((b) => [b.client_id, b.events.length])).to.deep.equal([
      ["visitor-1", 25],
      ["visitor-1", 25],
      ["visitor-1", 10],
      ["their-session", 3],
    ]);
    expect(bodies.flatMap((b) => (b.client_id === "visitor-1" ? b.events.map((e) => e.params.scene_id) : []))).to.deep.equal(mine.map((e) => e.data.sceneId));
    for (const body of bodies) {
      expect(body.consent).to.deep.equal({ ad_user_data: "DENIED", ad_personalization: "DENIED" });
      expect(Buffer.byteLength(JSON.stringify(body))).to.be.lessThan(130_000);
    }
  });

  it("leaves out test-link (preview) sessions, as our own reports do", () => {
    const bodies = gaRequestBodies([stored("session_start", {}, { preview: true }), stored("scene_view", { sceneId: "s" }, { preview: true })], BASE_URL, NOW);
    expect(bodies).to.deep.equal([]);
  });

  it("posts the Measurement Protocol's JSON to the endpoint with the measurement id and API secret", async () => {
    const google = await receiver();
    try {
      const events = [stored("session_start", FULL_DATA.session_start), ...Array.from({ length: 26 }, () => stored("scene_view", { sceneId: "s" }))];
      const outcome = await sendToGoogleAnalytics(events, { settings: { ...SETTINGS, endpoint: google.endpoint }, now: NOW });
      expect(outcome).to.deep.equal({ requests: 2, failed: 0 });
      expect(google.received).to.have.length(2);
      const first = google.received.find((r) => r.body.events[0]?.name === "page_view")!;
      expect(first.url).to.equal("/mp/collect?measurement_id=G-TEST123&api_secret=s3cret");
      expect(first.contentType).to.equal("application/json");
      expect(first.body.client_id).to.equal("visitor-1");
      expect(google.received.map((r) => r.body.events.length).sort()).to.deep.equal([2, 25]);
    } finally {
      await google.close();
    }
  });
});

describe("Google Analytics: optional and harmless", () => {
  const saved = { id: googleAnalyticsConfig.measurementId, secret: process.env.VITRINE_GA_API_SECRET };
  afterEach(() => {
    googleAnalyticsConfig.measurementId = saved.id;
    if (saved.secret === undefined) delete process.env.VITRINE_GA_API_SECRET;
    else process.env.VITRINE_GA_API_SECRET = saved.secret;
  });

  it("is off unless both the measurement id and the API secret are set", () => {
    googleAnalyticsConfig.measurementId = "";
    process.env.VITRINE_GA_API_SECRET = "s3cret";
    expect(googleAnalyticsSettings()).to.equal(null);
    expect(forwardToGoogleAnalytics([stored("session_start")], NOW)).to.equal(null);

    googleAnalyticsConfig.measurementId = "G-TEST123";
    delete process.env.VITRINE_GA_API_SECRET;
    expect(googleAnalyticsSettings()).to.equal(null);
    expect(forwardToGoogleAnalytics([stored("session_start")], NOW)).to.equal(null);

    process.env.VITRINE_GA_API_SECRET = "s3cret";
    expect(googleAnalyticsSettings()).to.include({ measurementId: "G-TEST123", apiSecret: "s3cret" });
  });

  it("forwards stored events once both are set, to the configured endpoint", async () => {
    const google = await receiver();
    const savedEndpoint = googleAnalyticsConfig.endpoint;
    try {
      googleAnalyticsConfig.measurementId = "G-TEST123";
      googleAnalyticsConfig.endpoint = google.endpoint;
      process.env.VITRINE_GA_API_SECRET = "s3cret";
      const outcome = await forwardToGoogleAnalytics([stored("session_start"), stored("dwell_time", { seconds: 12 })], NOW);
      expect(outcome).to.deep.equal({ requests: 1, failed: 0 });
      expect(google.received[0]!.url).to.equal("/mp/collect?measurement_id=G-TEST123&api_secret=s3cret");
      expect(google.received[0]!.body.events.map((e) => e.name)).to.deep.equal(["page_view", "dwell_time"]);
    } finally {
      googleAnalyticsConfig.endpoint = savedEndpoint;
      await google.close();
    }
  });

  it("sends nothing without settings", async () => {
    let calls = 0;
    const fetch = (async () => {
      calls += 1;
      return new Response(null, { status: 204 });
    }) as typeof globalThis.fetch;
    expect(await sendToGoogleAnalytics([stored("session_start")], { settings: null, fetch, now: NOW })).to.deep.equal({ requests: 0, failed: 0 });
    expect(calls).to.equal(0);
  });

  it("resolves, never throws, when the endpoint fails, refuses or throws", async () => {
    const failing = await receiver((res) => res.writeHead(500).end());
    try {
      const outcome = await sendToGoogleAnalytics([stored("session_start")], { settings: { ...SETTINGS, endpoint: failing.endpoint }, now: NOW });
      expect(outcome).to.deep.equal({ requests: 1, failed: 1 });
    } finally {
      await failing.close();
    }
    // Nothing listens there any more: the connection is refused.
    const refused = await sendToGoogleAnalytics([stored("session_start")], { settings: { ...SETTINGS, endpoint: failing.endpoint }, now: NOW });
    expect(refused).to.deep.equal({ requests: 1, failed: 1 });
    const throwing = (() => {
      throw new Error("no network");
    }) as typeof globalThis.fetch;
    expect(await sendToGoogleAnalytics([stored("session_start")], { settings: SETTINGS, fetch: throwing, now: NOW })).to.deep.equal({ requests: 1, failed: 1 });
  });

  it("gives up on a slow endpoint after its timeout", async () => {
    const slow = await receiver(() => undefined); // never answers
    try {
      const started = Date.now();
      const outcome = await sendToGoogleAnalytics([stored("session_start")], { settings: { ...SETTINGS, endpoint: slow.endpoint, timeoutMs: 200 }, now: NOW });
      expect(outcome).to.deep.equal({ requests: 1, failed: 1 });
      expect(Date.now() - started).to.be.lessThan(1500);
      expect(slow.received).to.have.length(1);
    } finally {
      slow.server.closeAllConnections();
      await slow.close();
    }
  });
});
