import { randomUUID } from "node:crypto";
import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { db } from "../../src/firebase.js";
import { rollUpAnalytics } from "../../src/analytics/roll-up.js";
import { call } from "../helpers/http.js";
import { BASE_URL } from "../helpers/env.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const HOUR = 3_600_000;

describe("Smart rules and experiments on a placement", function () {
  this.timeout(120_000);
  let ws: Workspace;
  let base: string;
  let editor: string;
  let viewer: string;
  let home: string;
  let ar: string;
  let french: string;
  let launch: string;
  let variant: string;

  async function experience(name: string): Promise<string> {
    const ref = db().collection("brands").doc(ws.brandId).collection("experiences").doc();
    await ref.set({
      brandId: ws.brandId,
      name,
      nameLower: name.toLowerCase(),
      status: "published",
      publishedVersion: 1,
      publishedName: name,
      publishedAt: null,
      surveyId: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: "test",
    });
    return ref.id;
  }

  const resolve = (placementId: string, headers: Record<string, string>, query = "") =>
    call("GET", `/v1/public/placements/${placementId}${query}`, { headers });

  /** Whether the share page asks for the placement's answer itself: only when no experiment needs the visitor's id. */
  async function pagePreloadsPlacement(placementId: string): Promise<boolean> {
    const html = await (await fetch(`${BASE_URL}/${placementId}`)).text();
    return html.includes(`<link rel="preload" href="/v1/public/placements/${placementId}" as="fetch"`);
  }

  async function createPlacement(json: Record<string, unknown>) {
    const res = await call("POST", base, { token: editor, json });
    expect(res.status, res.text).to.equal(201);
    return res.body;
  }

  before(async () => {
    ws = await createWorkspace("smart-rules");
    base = `/v1/brands/${ws.brandId}/placements`;
    editor = ws.users.editor.token;
    viewer = ws.users.viewer.token;
    [home, ar, french, launch, variant] = await Promise.all(["Home", "AR", "French", "Launch", "Variant"].map(experience));
  });

  describe("rules through the public resolver", () => {
    let placementId: string;
    before(async () => {
      const placement = await createPlacement({
        name: "Rules QR",
        defaultExperienceId: home,
        rules: [
          { label: "iPhone", experienceId: ar, when: { devices: ["ios"] } },
          { label: "French speakers", experienceId: french, when: { languages: ["FR"] } },
          {
            label: "Over",
            experienceId: launch,
            when: { from: new Date(Date.now() - 48 * HOUR).toISOString(), to: new Date(Date.now() - 24 * HOUR).toISOString() },
          },
          { label: "Everyone on a phone", experienceId: launch, when: { devices: ["android", "ios"] } },
          { label: "Android", experienceId: variant, when: { devices: ["android"] } },
        ],
      });
      placementId = placement.id;
      expect(placement.rules[1].when.languages).to.deep.equal(["fr"]);
      expect(placement.rules[0].when).to.deep.equal({ devices: ["ios"], languages: null, firstScans: null, from: null, to: null });
      expect(placement.experienceIds).to.have.members([home, ar, french, launch, variant]);
      expect(placement.ruleWarnings.map((w: { ruleId: string; reason: string }) => w.reason)).to.deep.equal(["ended", "shadowed"]);
      expect(placement.ruleWarnings[1]).to.include({ index: 4, byRuleId: placement.rules[3].id });
    });

    it("opens the first matching rule's experience by device and language, else the default", async () => {
      expect((await resolve(placementId, { "User-Agent": IPHONE, "Accept-Language": "fr-FR" })).body.experience.id).to.equal(ar);
      expect((await resolve(placementId, { "User-Agent": MAC, "Accept-Language": "fr-CA,en;q=0.5" })).body.experience.id).to.equal(french);
      expect((await resolve(placementId, { "User-Agent": MAC, "Accept-Language": "en-US" }, "?lang=fr")).body.experience.id).to.equal(french);
      expect((await resolve(placementId, { "User-Agent": PIXEL, "Accept-Language": "de" })).body.experience.id).to.equal(launch);
      const desktop = await resolve(placementId, { "User-Agent": MAC, "Accept-Language": "de" });
      expect(desktop.body.experience.id).to.equal(home);
      expect(desktop.body.arm).to.equal(null);
    });

    it("keeps an answer chosen for the visitor out of shared caches", async () => {
      const res = await resolve(placementId, { "User-Agent": MAC });
      expect(res.headers.get("cache-control")).to.match(/^private, max-age=\d+$/);
      expect(res.headers.get("vary")).to.include("User-Agent");
      const plain = await createPlacement({ name: "Plain QR", defaultExperienceId: home });
      expect((await resolve(plain.id, { "User-Agent": MAC })).headers.get("cache-control")).to.match(/^public, /);
    });

    it("answers the console's preview with the same evaluation, and 400 for a bad device", async () => {
      const preview = await call("GET", `${base}/${placementId}/preview?device=android&language=de`, { token: viewer });
      expect(preview.status, preview.text).to.equal(200);
      expect(preview.body).to.include({
        source: "rule",
        experienceId: launch,
        ruleId: (await call("GET", `${base}/${placementId}`, { token: viewer })).body.rules[3].id,
      });
      expect(preview.body.warnings).to.have.length(2);
      const none = await call("GET", `${base}/${placementId}/preview?device=desktop&language=de`, { token: viewer });
      expect(none.body).to.include({ source: "default", experienceId: home, ruleId: null });
      const bad = await call("GET", `${base}/${placementId}/preview?device=tv`, { token: viewer });
      expect(bad.status).to.equal(400);
    });

    it("refuses rules naming another brand's experience or an empty range, with the field named", async () => {
      const bad = await call("PATCH", `${base}/${placementId}`, { token: editor, json: { rules: [{ experienceId: "nosuchexperience0000", when: {} }] } });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.issues[0].path).to.equal("rules.0.experienceId");
      const empty = await call("PATCH", `${base}/${placementId}`, {
        token: editor,
        json: { rules: [{ experienceId: ar, when: { from: "2026-06-02T00:00:00Z", to: "2026-06-01T00:00:00Z" } }] },
      });
      expect(empty.status).to.equal(400);
      expect(empty.body.error.issues[0].path).to.equal("rules.0.when.to");
    });

    it("gives the first N scans the launch experience, counted in shards", async () => {
      const placement = await createPlacement({
        name: "Launch QR",
        defaultExperienceId: home,
        rules: [{ label: "Launch", experienceId: launch, when: { firstScans: 3 } }],
      });
      const seen: string[] = [];
      for (let i = 0; i < 5; i++) seen.push((await resolve(placement.id, { "User-Agent": MAC })).body.experience.id);
      expect(seen).to.deep.equal([launch, launch, launch, home, home]);
      const shards = await db().collection("placements").doc(placement.id).collection("scanShards").get();
      expect(shards.docs.reduce((sum, d) => sum + d.get("count"), 0)).to.equal(5);
      // Deleting the placement removes its counter too.
      expect((await call("DELETE", `${base}/${placement.id}`, { token: editor })).status).to.equal(200);
      expect((await db().collection("placements").doc(placement.id).collection("scanShards").get()).size).to.equal(0);
    });
  });

  describe("an experiment's lifecycle", () => {
    let placementId: string;
    before(async () => {
      placementId = (await createPlacement({ name: "A/B QR", defaultExperienceId: home })).id;
    });

    it("refuses one arm, a repeated experience, and weights out of range", async () => {
      const path = `${base}/${placementId}/experiment`;
      for (const arms of [
        [{ experienceId: home, weight: 50 }],
        [
          { experienceId: home, weight: 50 },
          { experienceId: home, weight: 50 },
        ],
        [
          { experienceId: home, weight: 0 },
          { experienceId: variant, weight: 50 },
        ],
      ]) {
        const res = await call("POST", path, { token: editor, json: { arms } });
        expect(res.status, JSON.stringify(arms)).to.equal(400);
      }
      expect((await call("POST", path, { token: viewer, json: { arms: [] } })).status).to.equal(403);
    });

    it("splits visitors, keeps each on their arm, counts each arm apart, and stops with the winner as the default", async () => {
      expect(await pagePreloadsPlacement(placementId)).to.equal(true);
      const start = await call("POST", `${base}/${placementId}/experiment`, {
        token: editor,
        json: {
          name: "Home vs variant",
          arms: [
            { experienceId: home, weight: 50 },
            { experienceId: variant, weight: 50 },
          ],
        },
      });
      expect(start.status, start.text).to.equal(201);
      expect(start.body.experiment).to.include({ status: "running", name: "Home vs variant", winnerArmId: null });
      const experimentId = start.body.experiment.id;
      // A second start while one runs: 409.
      const again = await call("POST", `${base}/${placementId}/experiment`, {
        token: editor,
        json: {
          arms: [
            { experienceId: home, weight: 1 },
            { experienceId: ar, weight: 1 },
          ],
        },
      });
      expect(again.status).to.equal(409);
      // The arm depends on the visitor's id, which only the browser has: the viewer asks itself.
      expect(await pagePreloadsPlacement(placementId)).to.equal(false);

      const visitors = Array.from({ length: 40 }, () => randomUUID());
      const arms = new Map<string, { armId: string; experienceId: string }>();
      for (const visitor of visitors) {
        const res = await resolve(placementId, { "User-Agent": MAC }, `?visitor=${visitor}`);
        expect(res.body.arm.experimentId).to.equal(experimentId);
        arms.set(visitor, { armId: res.body.arm.armId, experienceId: res.body.experience.id });
      }
      const counts = [...arms.values()].reduce<Record<string, number>>((acc, a) => ({ ...acc, [a.armId]: (acc[a.armId] ?? 0) + 1 }), {});
      expect(Object.keys(counts).sort()).to.deep.equal(["a", "b"]);
      for (const visitor of visitors.slice(0, 10)) {
        const res = await resolve(placementId, { "User-Agent": PIXEL }, `?visitor=${visitor}`);
        expect({ armId: res.body.arm.armId, experienceId: res.body.experience.id }).to.deep.equal(arms.get(visitor));
      }

      // Sessions of each arm, as the viewer reports them: arm B's visitors all open a product.
      const now = Date.now();
      const events = visitors.flatMap((visitor, i) => {
        const { armId, experienceId } = arms.get(visitor)!;
        const sessionId = `s${i}${visitor.slice(0, 8)}`;
        const common = { sessionId, visitorId: visitor, brandId: ws.brandId, experienceId, placementId, version: 1, arm: `${experimentId}.${armId}` };
        const at = new Date(now - 1000).toISOString();
        return [
          { ...common, id: `${sessionId}.1`, type: "session_start", at, data: {} },
          ...(armId === "b" ? [{ ...common, id: `${sessionId}.2`, type: "product_card_open", at, data: { productId: "p1" } }] : []),
          { ...common, id: `${sessionId}.3`, type: "dwell_time", at, data: { seconds: armId === "a" ? 10 : 30 } },
        ];
      });
      for (let i = 0; i < events.length; i += 50) {
        const sent = await call("POST", "/v1/public/events", {
          json: { events: events.slice(i, i + 50) },
          headers: { "User-Agent": IPHONE, "X-Forwarded-For": "198.18.77.7" },
        });
        expect(sent.status, sent.text).to.equal(200);
        expect(sent.body.rejected).to.deep.equal([]);
      }
      for (let i = 0; i < 20 && (await rollUpAnalytics(Date.now(), { budgetMs: 30_000 })).more; i++);

      const report = await call("GET", `${base}/${placementId}/experiment/analytics`, { token: viewer });
      expect(report.status, report.text).to.equal(200);
      expect(report.body.method).to.equal("two-proportion-z-test");
      const [a, b] = report.body.arms;
      expect(a).to.include({ armId: "a", experienceId: home, sessions: counts.a, productOpens: 0, averageVisitSeconds: 10 });
      expect(b).to.include({ armId: "b", experienceId: variant, sessions: counts.b, productOpens: counts.b, averageVisitSeconds: 30 });
      expect(b.productOpenSessions.rate).to.equal(1);
      expect(b.productOpenSessions.difference).to.equal(1);
      expect(b.productOpenSessions.significant).to.equal(true);
      expect(a.productOpenSessions.difference).to.equal(null);

      // Stopping: a bad arm is 400, two concurrent stops never both win, the winner becomes the default.
      expect((await call("POST", `${base}/${placementId}/experiment/stop`, { token: editor, json: { winnerArmId: "c" } })).status).to.equal(400);
      const stops = await Promise.all(
        ["b", "a"].map((winnerArmId) => call("POST", `${base}/${placementId}/experiment/stop`, { token: editor, json: { winnerArmId } })),
      );
      expect(stops.map((s) => s.status).sort()).to.deep.equal([200, 409]);
      const stopped = stops.find((s) => s.status === 200)!.body;
      const winner = stopped.experiment.winnerArmId;
      expect(stopped.experiment.status).to.equal("stopped");
      expect(stopped.defaultExperienceId).to.equal(winner === "a" ? home : variant);
      const after = await resolve(placementId, { "User-Agent": MAC }, `?visitor=${visitors[0]}`);
      expect(after.body.experience.id).to.equal(stopped.defaultExperienceId);
      expect(after.body.arm ?? null).to.equal(null);
      expect(after.headers.get("cache-control")).to.match(/^public, /);
      expect(await pagePreloadsPlacement(placementId)).to.equal(true);
    });
  });
});
