import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { createApp } from "../../src/app.js";
import { db } from "../../src/firebase.js";
import { addScene, createExperience } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

/*
 * Two updates sent at the same moment with the same If-Match: exactly one may be applied, the
 * other is refused with 412. The requests go to the API app started in this process, on the local
 * stack's Firestore and Auth: one instance serving both at once, as a Cloud Functions instance
 * with concurrency does (through the Functions emulator each would wait for a worker of its own,
 * and the race would be a matter of luck). Each family races several pairs, each on a fresh ETag,
 * so a check made outside the write shows up as two successes.
 */

const ROUNDS = 3;

const STORE = {
  name: "Race store",
  address: { line1: "1 Main St", city: "Lyon", country: "FR" },
  location: { lat: 45.76, lng: 4.83 },
  timezone: "Europe/Paris",
};

const stamps = () => ({ createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: "test" });

/** One route whose updates race: where it is, who may change it, and how a change shows in its GET. */
interface Family {
  /** The object's path, created when needed; also what the GET reads. */
  path: () => Promise<string>;
  /** The path of the update when it is not the GET's (the scene order). */
  updatePath?: (path: string) => string;
  method: "PATCH" | "PUT";
  token: () => string;
  /** A change that leaves a trace of `tag` in the GET's answer. */
  body: (tag: string, current: any) => unknown;
  shows: (answer: any, tag: string) => boolean;
}

describe("If-Match under concurrency: two updates with the same ETag", () => {
  let ws: Workspace;
  let server: Server;
  let baseUrl: string;
  let counter = 0;
  const unique = (prefix: string) => `${prefix} ${++counter}`;

  before(async () => {
    ws = await createWorkspace("if-match-races");
    // A budget the races cannot exhaust: the limiter is not what these tests are about.
    server = createApp({ limits: { perMinute: 1_000_000 } }).listen(0);
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  const api = (method: string, path: string, token: string, json?: unknown, headers: Record<string, string> = {}) =>
    call(method, path, { token, json, headers, baseUrl });
  const editor = () => ws.users.editor.token;
  const owner = () => ws.users.owner.token;
  const brandPath = (rest: string) => `/v1/brands/${ws.brandId}${rest}`;
  const created = async (path: string, json: unknown, token = editor()) => {
    const res = await api("POST", path, token, json);
    expect(res.status, res.text).to.equal(201);
    return res.body;
  };

  /** The GET's answer and ETag. */
  async function read(path: string, token: string) {
    const res = await api("GET", path, token);
    expect(res.status, res.text).to.equal(200);
    const etag = res.headers.get("etag");
    expect(etag).to.match(/^"/);
    return { body: res.body, etag: etag! };
  }

  /** Races two different updates carrying the ETag just read, ROUNDS times; each time one wins and the other gets 412. */
  async function raceUpdates(family: Family) {
    const path = await family.path();
    const target = family.updatePath?.(path) ?? path;
    for (let round = 0; round < ROUNDS; round++) {
      const before = await read(path, family.token());
      const tags = [unique("First"), unique("Second")];
      const answers = await Promise.all(
        tags.map((tag) => api(family.method, target, family.token(), family.body(tag, before.body), { "If-Match": before.etag })),
      );
      const statuses = answers.map((a) => a.status);
      expect([...statuses].sort(), answers.map((a) => a.text).join("\n")).to.deep.equal([200, 412]);
      const winner = statuses.indexOf(200);
      const loser = answers[1 - winner]!;
      expect(loser.body.error.code).to.equal("failed-precondition");
      const after = await read(path, family.token());
      expect(loser.headers.get("etag"), "the refusal names the current ETag").to.equal(after.etag);
      expect(family.shows(after.body, tags[winner]!), "the winner's change is the one stored").to.equal(true);
      expect(family.shows(after.body, tags[1 - winner]!), "the loser's change is not stored").to.equal(false);
    }
  }

  /**
   * Races two DELETEs and an update, all with the same ETag, on a fresh object each round.
   * Exactly one is applied: the update (both deletes get 412, the object stays with the change)
   * or one delete (the other requests find nothing: 404).
   */
  async function raceDelete(family: Family) {
    for (let round = 0; round < ROUNDS; round++) {
      const path = await family.path();
      const before = await read(path, family.token());
      const tag = unique("Kept");
      const headers = { "If-Match": before.etag };
      const [update, ...removals] = await Promise.all([
        api(family.method, path, family.token(), family.body(tag, before.body), headers),
        api("DELETE", path, family.token(), undefined, headers),
        api("DELETE", path, family.token(), undefined, headers),
      ]);
      const answers = [update!, ...removals];
      const texts = answers.map((a) => `${a.status} ${a.text}`).join("\n");
      expect(
        answers.filter((a) => a.status === 200),
        texts,
      ).to.have.length(1);
      const after = await api("GET", path, family.token());
      if (update!.status === 200) {
        expect(
          removals.map((r) => r.status),
          texts,
        ).to.deep.equal([412, 412]);
        expect(after.status).to.equal(200);
        expect(family.shows(after.body, tag)).to.equal(true);
      } else {
        expect(answers.map((a) => a.status).sort(), texts).to.deep.equal([200, 404, 404]);
        expect(after.status).to.equal(404);
      }
    }
  }

  const named = (path: () => Promise<string>, token = editor, field = "name"): Family => ({
    path,
    method: "PATCH",
    token,
    body: (tag) => ({ [field]: tag }),
    shows: (answer, tag) => answer[field] === tag,
  });

  const store = () => created(brandPath("/stores"), { ...STORE, name: unique("Store") }).then((s) => brandPath(`/stores/${s.id}`));
  const set = () => created(brandPath("/sets"), { name: unique("Set") }).then((s) => brandPath(`/sets/${s.id}`));
  const survey = () =>
    created(brandPath("/surveys"), {
      title: unique("Survey"),
      questions: [{ id: "q1", field: "rating", type: "rating", label: "How was it?" }],
    }).then((s) => brandPath(`/surveys/${s.id}`));
  async function video() {
    const ref = db().collection("brands").doc(ws.brandId).collection("videos").doc();
    const title = unique("Video");
    await ref.set({
      brandId: ws.brandId,
      title,
      nameLower: title.toLowerCase(),
      tags: [],
      url: "http://127.0.0.1:9199/race.mp4",
      contentType: "video/mp4",
      size: 1000,
      durationSeconds: 12,
      width: 640,
      height: 360,
      posterUrl: null,
      ...stamps(),
    });
    return brandPath(`/videos/${ref.id}`);
  }
  async function libraryObject() {
    const ref = db().collection("libraryObjects").doc();
    const name = unique("Model");
    await ref.set({
      _id: ref.id,
      name,
      nameLower: name.toLowerCase(),
      tags: [],
      glb: "/models/race.glb",
      tenantId: ws.tenantId,
      brandId: ws.brandId,
      status: "ready",
      _updatedAt: FieldValue.serverTimestamp(),
      ...stamps(),
    });
    return `/v1/library/${ref.id}`;
  }
  const experience = async () => brandPath(`/experiences/${await createExperience(ws, unique("Experience"))}`);
  const product = async () => {
    const base = `${await experience()}/products`;
    const made = await created(base, {
      sku: unique("SKU").replace(" ", "-"),
      name: "Table",
      description: "",
      price: 10,
      currency: "EUR",
      url: "https://shop.example.com/t",
    });
    return `${base}/${made.id}`;
  };
  const placement = () => created(brandPath("/placements"), { name: unique("QR") }).then((p) => brandPath(`/placements/${p.id}`));
  const webhook = () =>
    created("/v1/tenants/me/webhooks", { url: "https://example.com/race-hook", events: ["experience.published"] }, owner()).then(
      (w) => `/v1/tenants/me/webhooks/${w.webhook.id}`,
    );
  /** A second scene, so that one may be deleted. */
  async function scene() {
    const experienceId = await createExperience(ws, unique("Scenes"));
    const sceneId = await addScene(ws, experienceId, { name: "Second", order: 1 });
    return brandPath(`/experiences/${experienceId}/scenes/${sceneId}`);
  }
  const sceneEdit: Omit<Family, "path"> = {
    method: "PATCH",
    token: editor,
    // Both carry the version they read: the If-Match decides, before the version check would.
    body: (tag, current) => ({ version: current.version, name: tag }),
    shows: (answer, tag) => answer.name === tag,
  };

  describe("updates", () => {
    it("stores", () => raceUpdates(named(store)));
    it("sets", () => raceUpdates(named(set)));
    it("surveys", () => raceUpdates(named(survey, editor, "title")));
    it("videos", () => raceUpdates(named(video, editor, "title")));
    it("library models", () => raceUpdates(named(libraryObject)));
    it("brands", () => raceUpdates(named(async () => brandPath(""), owner)));
    it("experiences", () => raceUpdates(named(experience)));
    it("products", () => raceUpdates(named(product)));
    it("placements", () => raceUpdates(named(placement)));
    it("webhooks", () => raceUpdates(named(webhook, owner, "description")));
    it("the tenant", () => raceUpdates(named(async () => "/v1/tenants/me", owner)));
    it("me", () =>
      raceUpdates(
        named(
          async () => "/v1/me",
          () => ws.users.admin.token,
          "displayName",
        ),
      ));

    it("API keys", async () => {
      const made = await created("/v1/tenants/me/api-keys", { name: "Race key", scope: "read" }, owner());
      await raceUpdates(named(async () => `/v1/tenants/me/api-keys/${made.apiKey.id}`, owner));
    });

    it("preview links", async () => {
      const base = `${await experience()}/test-access`;
      const link = await created(base, { label: "Agency" });
      await raceUpdates({ ...named(async () => `${base}/${link.id}`), body: (tag) => ({ label: tag }), shows: (a, tag) => a.label === tag });
    });

    it("scenes", () => raceUpdates({ ...sceneEdit, path: scene }));

    it("the scene order", async () => {
      const experienceId = await createExperience(ws, unique("Order"));
      for (let i = 1; i <= 3; i++) await addScene(ws, experienceId, { name: `Scene ${i}`, order: i });
      const order = () => brandPath(`/experiences/${experienceId}/scene-order`);
      await raceUpdates({
        path: async () => brandPath(`/experiences/${experienceId}/scenes`),
        updatePath: order,
        method: "PUT",
        token: editor,
        // Each tag picks a distinct rotation of the current order: the two never agree, nor with it.
        body: (tag, current) => {
          const ids: string[] = current.items.map((s: { id: string }) => s.id);
          const turn = tag.startsWith("First") ? 1 : 2;
          const sceneIds = [...ids.slice(turn), ...ids.slice(0, turn)];
          orders.set(tag, sceneIds.join());
          return { sceneIds };
        },
        shows: (answer, tag) => orders.get(tag) === answer.items.map((s: { id: string }) => s.id).join(),
      });
    });

    it("virtual objects", async () => {
      const experienceId = await createExperience(ws, unique("Objects"));
      const zero = { x: 0, y: 0, z: 0 };
      const scenes = await read(brandPath(`/experiences/${experienceId}/scenes`), editor());
      const intro = scenes.body.items[0];
      const placed = await api("PATCH", brandPath(`/experiences/${experienceId}/scenes/${intro.id}`), editor(), {
        version: intro.version,
        objects: [
          {
            id: "table",
            kind: "model",
            libraryObjectId: "sample-oak-dining-table",
            transform: { position: zero, rotation: zero, scale: { x: 1, y: 1, z: 1 } },
          },
        ],
      });
      expect(placed.status, placed.text).to.equal(200);
      await raceUpdates(named(async () => brandPath(`/experiences/${experienceId}/virtual-objects/sample-oak-dining-table`), editor, "displayName"));
    });

    describe("experience settings", () => {
      let settings: string;
      before(async () => {
        settings = await experience();
      });

      it("theme", () =>
        raceUpdates({
          path: async () => `${settings}/theme`,
          method: "PUT",
          token: editor,
          body: (tag, current) => ({ colors: current.colors, fontFamily: current.fontFamily, buttonStyle: current.buttonStyle, loadingText: tag }),
          shows: (answer, tag) => answer.loadingText === tag,
        }));

      it("host", () =>
        raceUpdates({
          path: async () => `${settings}/host`,
          method: "PUT",
          token: editor,
          body: (tag) => ({ enabled: true, name: "Host", greeting: tag, segmentLines: {} }),
          shows: (answer, tag) => answer.greeting === tag,
        }));

      it("AI chat", () =>
        raceUpdates({
          path: async () => `${settings}/ai-chat`,
          method: "PUT",
          token: editor,
          body: (tag, { enabled, persona, welcomeMessage, suggestedQuestions, knowledge, recommendProducts }) => ({
            enabled,
            name: tag,
            persona,
            welcomeMessage,
            suggestedQuestions,
            knowledge,
            recommendProducts,
          }),
          shows: (answer, tag) => answer.name === tag,
        }));

      it("video wall", () =>
        raceUpdates({
          path: async () => `${settings}/video-wall`,
          method: "PUT",
          token: editor,
          // The tag's number picks the grid: every write differs from the others.
          body: (tag) => ({ ...grid(tag), videoIds: [], autoplay: true, muted: true, loop: true }),
          shows: (answer, tag) => answer.rows === grid(tag).rows && answer.columns === grid(tag).columns,
        }));
    });
  });

  describe("deletes racing a delete and an update", () => {
    it("stores", () => raceDelete(named(store)));
    it("sets", () => raceDelete(named(set)));
    it("surveys", () => raceDelete(named(survey, editor, "title")));
    it("videos", () => raceDelete(named(video, editor, "title")));
    it("library models", () => raceDelete(named(libraryObject)));
    it("experiences", () => raceDelete(named(experience)));
    it("products", () => raceDelete(named(product)));
    it("placements", () => raceDelete(named(placement)));
    it("webhooks", () => raceDelete(named(webhook, owner, "description")));
    it("scenes", () => raceDelete({ ...sceneEdit, path: scene }));
    it("brands", () => raceDelete(named(async () => `/v1/brands/${(await created("/v1/brands", { name: unique("Race brand") }, owner())).id}`, owner)));
  });

  /** The scene order each tag asked for, recorded when its body is built. */
  const orders = new Map<string, string>();
  /** A distinct grid (rows x columns, 1-6 each) per tag number. */
  function grid(tag: string) {
    const n = Number(tag.split(" ").at(-1)) % 36;
    return { rows: 1 + (n % 6), columns: 1 + Math.floor(n / 6) };
  }
});
