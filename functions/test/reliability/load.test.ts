/**
 * Load: bounded concurrent viewers (placement resolve, manifest with and without If-None-Match,
 * analytics batches) and console users (brand list, product list, product read and update) for a
 * fixed time on loopback, against the API in-process on its own Firestore. Zero errors, and every
 * analytics event the API accepted is stored (count check).
 *
 * 429s are counted apart. The per-client limit (VITRINE_REQUESTS_PER_MINUTE, 1200 by default) is
 * a per-instance guard against runaway clients; here a handful of clients on one address make
 * thousands of requests a minute, so the suite's API runs with the limit raised (support/private-api.ts)
 * and each console user signs in as a different person, as in real life.
 */
import { expect } from "chai";
import { randomUUID } from "node:crypto";
import { routes } from "@vitrine/contract";
import { createWorkspace, type Persona, type Workspace } from "../helpers/workspace.js";
import { send, type Answer } from "./support/client.js";
import { privateApi, type PrivateApi } from "./support/private-api.js";
import { BROWSER_UA, publishedExperience, type PublishedFixture } from "./support/viewer-fixture.js";

const SECONDS = Number(process.env.VITRINE_LOAD_SECONDS || 20);
const VIEWERS = Number(process.env.VITRINE_LOAD_VIEWERS || 6);
const CONSOLE_USERS: Persona[] = ["owner", "admin", "brandAdmin", "editor"];
const EVENTS_PER_BATCH = 5;
const INGEST = Object.values(routes).find((r) => r.method === "post" && r.path === "/v1/public/events");

type Tally = { requests: number; byStatus: Map<number, number>; errors: string[]; rateLimited: number; latencies: number[] };

function record(tally: Tally, label: string, answer: Answer | Error, expected: number[], started: number) {
  tally.requests += 1;
  tally.latencies.push(performance.now() - started);
  if (answer instanceof Error) {
    tally.errors.push(`${label}: ${answer.message}`);
    return;
  }
  tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
  if (answer.status === 429) tally.rateLimited += 1;
  else if (!expected.includes(answer.status)) tally.errors.push(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`);
}

describe("Load: concurrent viewers and console users on loopback", function () {
  this.timeout(SECONDS * 1000 + 180_000);
  let api: PrivateApi;
  let ws: Workspace;
  let fixture: PublishedFixture;
  const tally: Tally = { requests: 0, byStatus: new Map(), errors: [], rateLimited: 0, latencies: [] };
  const events = { sent: 0, accepted: 0, duplicates: 0, rejected: 0, firstReason: "" };

  before(async () => {
    api = await privateApi();
    ws = await createWorkspace("load");
    fixture = await publishedExperience(api.url, ws);
  });

  it(`${VIEWERS} viewers and ${CONSOLE_USERS.length} console users for ${SECONDS} s: zero errors`, async () => {
    const deadline = Date.now() + SECONDS * 1000;
    const call = async (label: string, expected: number[], method: string, path: string, options = {}) => {
      const started = performance.now();
      try {
        const answer = await send(api.url, method, path, { timeoutMs: 30_000, ...options });
        record(tally, label, answer, expected, started);
        return answer;
      } catch (error) {
        record(tally, label, error as Error, expected, started);
        return undefined;
      }
    };

    const viewer = async (n: number) => {
      const sessionId = `load-${n}-${randomUUID().slice(0, 8)}`;
      // Each viewer is a phone of its own: its own address, as the limits see it.
      const headers = { "User-Agent": BROWSER_UA, "X-Forwarded-For": `10.20.0.${n + 1}` };
      let etag: string | undefined;
      let sequence = 0;
      while (Date.now() < deadline) {
        const resolved = await call("resolve", [200], "GET", `/v1/public/placements/${fixture.placementId}`, { headers });
        const version = resolved?.body?.experience?.publishedVersion ?? fixture.version;
        const manifestPath = `/v1/public/brands/${ws.brandId}/experiences/${fixture.experienceId}/manifests/${version}`;
        const manifest = await call("manifest", [200, 304], "GET", manifestPath, { headers: etag ? { ...headers, "If-None-Match": etag } : headers });
        if (manifest?.status === 200) etag = String(manifest.headers.etag);
        else etag = undefined; // next time without: both answers stay exercised
        if (INGEST) {
          const batch = Array.from({ length: EVENTS_PER_BATCH }, () => ({
            id: `${sessionId}.${++sequence}`,
            ...(sequence === 1 ? { type: "session_start" } : { type: "scene_view", data: { sceneId: fixture.sceneId } }),
            at: new Date().toISOString(),
            sessionId,
            brandId: ws.brandId,
            experienceId: fixture.experienceId,
            placementId: fixture.placementId,
            version,
          }));
          const ingested = await call("events", [200], "POST", INGEST.path, { headers, json: { events: batch } });
          events.sent += batch.length;
          if (ingested?.status === 200) {
            events.accepted += ingested.body.accepted;
            events.duplicates += ingested.body.duplicates;
            events.rejected += ingested.body.rejected.length;
            if (ingested.body.rejected.length && !events.firstReason) events.firstReason = ingested.body.rejected[0].reason;
          }
        }
      }
    };

    const consoleUser = async (persona: Persona, n: number) => {
      const token = ws.users[persona].token;
      const b = `/v1/brands/${ws.brandId}`;
      const products = `${b}/experiences/${fixture.experienceId}/products`;
      let round = 0;
      while (Date.now() < deadline) {
        round += 1;
        await call("brand list", [200], "GET", "/v1/brands", { token });
        await call("product list", [200], "GET", `${products}?limit=20`, { token });
        const productId = fixture.productIds[(n + round) % fixture.productIds.length];
        await call("product get", [200], "GET", `${products}/${productId}`, { token });
        await call("product update", [200], "PATCH", `${products}/${productId}`, { token, json: { name: `Reliability product ${n}.${round}` } });
      }
    };

    await Promise.all([...Array.from({ length: VIEWERS }, (_, n) => viewer(n)), ...CONSOLE_USERS.map((persona, n) => consoleUser(persona, n))]);

    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)].toFixed(0);
    console.log(
      `      ${tally.requests} requests in ${SECONDS} s (${(tally.requests / SECONDS).toFixed(1)}/s), p50 ${p(0.5)} ms, p95 ${p(0.95)} ms; ` +
        `statuses ${JSON.stringify(Object.fromEntries(tally.byStatus))}; 429s ${tally.rateLimited}`,
    );
    expect(tally.errors.slice(0, 10), `${tally.errors.length} errors`).to.deep.equal([]);
    expect(tally.rateLimited, "429s (limits are raised for this test: see the file's comment)").to.equal(0);
    expect(tally.requests).to.be.above(0);
  });

  it("stored every analytics event the API accepted (none lost)", async function () {
    if (!INGEST) {
      console.log("      skipped: the contract has no POST /v1/public/events yet");
      this.skip();
    }
    const { eventsCol } = require("../../src/firestore/collections.js") as typeof import("../../src/firestore/collections.js");
    const stored = (await eventsCol(ws.brandId).count().get()).data().count;
    console.log(
      `      events: ${events.sent} sent, ${events.accepted} accepted, ${events.duplicates} duplicates, ${events.rejected} rejected; ${stored} stored`,
    );
    expect(events.rejected, `rejected events (first: ${events.firstReason})`).to.equal(0);
    expect(events.duplicates, "duplicates (each event was sent once)").to.equal(0);
    expect(events.accepted, "accepted = sent").to.equal(events.sent);
    expect(stored, "stored = accepted").to.equal(events.accepted);
  });
});
