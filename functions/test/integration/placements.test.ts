import { expect } from "chai";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase.js";
import { materialiseDuePlacements } from "../../src/placements/placements.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const store = (name: string, timezone: string) => ({
  name,
  address: { line1: "1 Main St", city: "Somewhere", country: "FR" },
  location: { lat: 45, lng: 4 },
  timezone,
});

describe("Placements and the QR code scheduler", () => {
  let ws: Workspace;
  let base: string;
  let editor: string;
  let viewer: string;
  /** Experiences of the brand: published ones and a draft (never published). */
  let spring: string;
  let summer: string;
  let draft: string;
  let paris: string;
  let newYork: string;

  async function experience(name: string, publishedVersion: number | null): Promise<string> {
    const ref = db().collection("brands").doc(ws.brandId).collection("experiences").doc();
    await ref.set({
      brandId: ws.brandId,
      name,
      nameLower: name.toLowerCase(),
      status: publishedVersion ? "published" : "draft",
      publishedVersion,
      // What publishing mirrors on the experience: the live version's name.
      ...(publishedVersion ? { publishedName: name } : {}),
      publishedAt: null,
      surveyId: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: "test",
    });
    return ref.id;
  }

  const placementDoc = (id: string) => db().collection("placements").doc(id);
  const storeCount = async (storeId: string) => (await db().collection("brands").doc(ws.brandId).collection("stores").doc(storeId).get()).get("placementCount");

  async function createPlacement(json: Record<string, unknown>) {
    const res = await call("POST", base, { token: editor, json });
    expect(res.status, res.text).to.equal(201);
    return res.body;
  }

  before(async () => {
    ws = await createWorkspace("placements");
    base = `/v1/brands/${ws.brandId}/placements`;
    editor = ws.users.editor.token;
    viewer = ws.users.viewer.token;
    [spring, summer, draft] = await Promise.all([experience("Spring", 3), experience("Summer", 1), experience("Draft", null)]);
    const stores = `/v1/brands/${ws.brandId}/stores`;
    paris = (await call("POST", stores, { token: editor, json: store("Paris", "Europe/Paris") })).body.id;
    newYork = (await call("POST", stores, { token: editor, json: store("New York", "America/New_York") })).body.id;
  });

  describe("CRUD", () => {
    it("creates a placement in a store, stores what it can show and counts it in the store", async () => {
      const created = await createPlacement({
        name: "Entrance QR",
        storeId: paris,
        defaultExperienceId: spring,
        schedules: [{ experienceId: summer, label: "Summer sale", startDate: "2026-06-01", endDate: "2026-08-31", priority: 2 }],
      });
      expect(created).to.deep.include({ name: "Entrance QR", storeId: paris, defaultExperienceId: spring, scanCount: 0 });
      expect(created.experienceIds).to.have.members([spring, summer]);
      const [schedule] = created.schedules;
      // Defaults filled in: the store's zone, every day, all day.
      expect(schedule).to.deep.include({ label: "Summer sale", timezone: "Europe/Paris", weekdays: null, dailyWindow: null, priority: 2 });
      expect(schedule.id).to.match(/^[A-Za-z0-9_-]{8}$/);
      const stored = (await placementDoc(created.id).get()).data()!;
      expect(stored).to.deep.include({ tenantId: ws.tenantId, brandId: ws.brandId, nameLower: "entrance qr", createdBy: ws.users.editor.uid });
      expect(stored.experienceIds).to.have.members([spring, summer]);
      expect(stored.activeExperienceId).to.equal(created.activeExperienceId);
      expect(stored.activeComputedAt).to.be.instanceOf(Timestamp);
      expect(await storeCount(paris)).to.equal(1);

      const got = await call("GET", `${base}/${created.id}`, { token: viewer });
      expect(got.status).to.equal(200);
      expect(got.body).to.deep.equal({ ...created, activeComputedAt: got.body.activeComputedAt });
    });

    it("uses UTC for schedules without a zone when the placement stands in no store", async () => {
      const created = await createPlacement({
        name: "Roaming QR",
        schedules: [{ experienceId: summer, startDate: "2026-06-01", endDate: "2026-06-30", weekdays: ["sun", "mon", "sun"] }],
      });
      expect(created.storeId).to.equal(null);
      expect(created.defaultExperienceId).to.equal(null);
      expect(created.schedules[0]).to.deep.include({ timezone: "UTC", weekdays: ["mon", "sun"] });
    });

    it("refuses bad schedules and unknown stores or experiences with one clear issue per field", async () => {
      const ok = { experienceId: summer, startDate: "2026-06-01", endDate: "2026-06-30" };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: "" }, "name", "Placement name is required"],
        [{ schedules: [{ ...ok, endDate: "2026-05-31" }] }, "schedules.0.endDate", "The end date must be on or after the start date"],
        [{ schedules: [{ ...ok, startDate: "2026-02-30" }] }, "schedules.0.startDate", "Not a calendar date between 2000 and 2100"],
        [{ schedules: [{ ...ok, startDate: "1/6/2026" }] }, "schedules.0.startDate", "Use a date like 2025-06-14"],
        [{ schedules: [{ ...ok, endDate: "2031-06-30" }] }, "schedules.0.endDate", "A schedule spans at most five years"],
        [{ schedules: [{ ...ok, dailyWindow: { start: "9:00", end: "18:00" } }] }, "schedules.0.dailyWindow.start", "Use a 24-hour time like 09:30"],
        [
          { schedules: [{ ...ok, dailyWindow: { start: "09:00", end: "09:00" } }] },
          "schedules.0.dailyWindow.end",
          "The end time must differ from the start time",
        ],
        [{ schedules: [{ ...ok, timezone: "Mars/Olympus" }] }, "schedules.0.timezone", "Use an IANA time zone like Europe/Paris"],
        [{ schedules: [{ ...ok, weekdays: [] }] }, "schedules.0.weekdays", "Pick at least one weekday, or none for every day"],
        [{ schedules: [{ ...ok, priority: 101 }] }, "schedules.0.priority", "Priority is a whole number from 0 to 100"],
        [
          {
            schedules: [
              { ...ok, id: "same" },
              { ...ok, id: "same", startDate: "2026-07-01", endDate: "2026-07-02" },
            ],
          },
          "schedules.1.id",
          "Two schedules have the same id",
        ],
        [{ storeId: "AAAAAAAAAAAAAAAAAAAA" }, "storeId", "Pick a store of this brand"],
        [{ defaultExperienceId: "AAAAAAAAAAAAAAAAAAAA" }, "defaultExperienceId", "No such experience in this brand"],
        [
          { schedules: [ok, { ...ok, experienceId: "BBBBBBBBBBBBBBBBBBBB", startDate: "2027-01-01", endDate: "2027-01-02" }] },
          "schedules.1.experienceId",
          "No such experience in this brand",
        ],
      ];
      for (const [patch, field, message] of cases) {
        const res = await call("POST", base, { token: editor, json: { name: "Bad", ...patch } });
        expect(res.status, `${field}: ${res.text}`).to.equal(400);
        expect(res.body.error.issues, field).to.deep.include({ path: field, message });
      }
      const list = await call("GET", `${base}?q=bad`, { token: editor });
      expect(list.body.items).to.deep.equal([]);
    });

    it("replaces the schedules as a whole, keeps experienceIds in sync, and keeps store counts when moving", async () => {
      const created = await createPlacement({
        name: "Window QR",
        storeId: paris,
        defaultExperienceId: spring,
        schedules: [{ id: "keep", experienceId: summer, startDate: "2026-06-01", endDate: "2026-06-30" }],
      });
      const path = `${base}/${created.id}`;
      const before = await storeCount(paris);

      const renamed = await call("PATCH", path, { token: editor, json: { name: "Shop window QR" } });
      expect(renamed.status, renamed.text).to.equal(200);
      expect(renamed.body.schedules).to.deep.equal(created.schedules);

      const replaced = await call("PATCH", path, {
        token: editor,
        json: {
          defaultExperienceId: draft,
          schedules: [{ id: "keep", experienceId: spring, startDate: "2026-07-01", endDate: "2026-07-31", timezone: "Asia/Tokyo" }],
        },
      });
      expect(replaced.status, replaced.text).to.equal(200);
      expect(replaced.body.schedules).to.have.length(1);
      expect(replaced.body.schedules[0]).to.deep.include({ id: "keep", experienceId: spring, timezone: "Asia/Tokyo" });
      expect((await placementDoc(created.id).get()).get("experienceIds")).to.have.members([draft, spring]);

      const moved = await call("PATCH", path, { token: editor, json: { storeId: newYork } });
      expect(moved.body.storeId).to.equal(newYork);
      expect(await storeCount(paris)).to.equal(before - 1);
      expect(await storeCount(newYork)).to.equal(1);
      // The store's zone applies to schedules written without one.
      const again = await call("PATCH", path, {
        token: editor,
        json: { schedules: [{ experienceId: summer, startDate: "2026-07-01", endDate: "2026-07-31" }], defaultExperienceId: null },
      });
      expect(again.body.schedules[0].timezone).to.equal("America/New_York");
      expect((await placementDoc(created.id).get()).get("experienceIds")).to.deep.equal([summer]);

      const refused = await call("DELETE", `/v1/brands/${ws.brandId}/stores/${newYork}`, { token: editor });
      expect(refused.status).to.equal(409);
      const unplaced = await call("PATCH", path, { token: editor, json: { storeId: null } });
      expect(unplaced.body.storeId).to.equal(null);
      expect(await storeCount(newYork)).to.equal(0);

      expect((await call("PATCH", path, { token: editor, json: {} })).status).to.equal(400);
      expect((await call("PATCH", `${base}/AAAAAAAAAAAAAAAAAAAA`, { token: editor, json: { name: "X" } })).status).to.equal(404);
    });

    it("deletes a placement, uncounting it from its store", async () => {
      const created = await createPlacement({ name: "Doomed QR", storeId: paris });
      const count = await storeCount(paris);
      expect((await call("DELETE", `${base}/${created.id}`, { token: editor })).status).to.equal(200);
      expect(await storeCount(paris)).to.equal(count - 1);
      expect((await placementDoc(created.id).get()).exists).to.equal(false);
      expect((await call("GET", `${base}/${created.id}`, { token: editor })).status).to.equal(404);
      expect((await call("DELETE", `${base}/${created.id}`, { token: editor })).status).to.equal(404);
    });

    it("lists by name with search and pages, or by recent update, filtered by store or by experience shown", async () => {
      const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((p) => p.name);
      const all = await call("GET", `${base}?limit=100`, { token: viewer });
      expect(names(all)).to.deep.equal(["Entrance QR", "Roaming QR", "Shop window QR"]);
      const page = await call("GET", `${base}?limit=2`, { token: viewer });
      expect(names(page)).to.deep.equal(["Entrance QR", "Roaming QR"]);
      const next = await call("GET", `${base}?limit=2&cursor=${page.body.nextCursor}`, { token: viewer });
      expect(names(next)).to.deep.equal(["Shop window QR"]);
      expect(next.body.nextCursor).to.equal(null);
      expect(names(await call("GET", `${base}?q=ro`, { token: viewer }))).to.deep.equal(["Roaming QR"]);
      expect(names(await call("GET", `${base}?sort=-updatedAt`, { token: viewer }))).to.deep.equal(["Shop window QR", "Roaming QR", "Entrance QR"]);
      expect(names(await call("GET", `${base}?storeId=${paris}`, { token: viewer }))).to.deep.equal(["Entrance QR"]);
      expect(names(await call("GET", `${base}?experienceId=${summer}`, { token: viewer }))).to.deep.equal(["Entrance QR", "Roaming QR", "Shop window QR"]);
      expect(names(await call("GET", `${base}?experienceId=${spring}&storeId=${paris}`, { token: viewer }))).to.deep.equal(["Entrance QR"]);
      expect(names(await call("GET", `${base}?experienceId=${spring}&sort=-updatedAt`, { token: viewer }))).to.deep.equal(["Entrance QR"]);
      expect(names(await call("GET", `${base}?experienceId=${draft}`, { token: viewer }))).to.deep.equal([]);
    });

    it("lets viewers read but not write", async () => {
      expect((await call("POST", base, { token: viewer, json: { name: "Nope" } })).status).to.equal(403);
      expect((await call("GET", base, { token: viewer })).status).to.equal(200);
    });
  });

  describe("Conflicts", () => {
    // Functions: the experiences exist only once the suite's `before` has run.
    const weekend = () => ({
      label: "Weekend",
      experienceId: summer,
      startDate: "2026-06-01",
      endDate: "2026-06-30",
      weekdays: ["sat", "sun"],
      dailyWindow: { start: "10:00", end: "18:00" },
    });
    const evening = () => ({
      label: "Saturday evening",
      experienceId: spring,
      startDate: "2026-06-01",
      endDate: "2026-06-30",
      weekdays: ["sat"],
      dailyWindow: { start: "17:00", end: "21:00" },
    });

    it("refuses same-priority overlaps with 409, naming the pair and the first overlapping window on each schedule", async () => {
      const res = await call("POST", base, { token: editor, json: { name: "Conflicted QR", storeId: paris, schedules: [weekend(), evening()] } });
      expect(res.status, res.text).to.equal(409);
      expect(res.body.error.code).to.equal("conflict");
      expect(res.body.error.message).to.contain("“Weekend” and “Saturday evening”").and.to.contain("Sat, 6 Jun 2026 17:00–18:00 (Europe/Paris)");
      expect(res.body.error.issues).to.deep.equal([
        { path: "schedules.0", message: "Overlaps “Saturday evening” at the same priority (0), first on Sat, 6 Jun 2026 17:00–18:00 (Europe/Paris)" },
        { path: "schedules.1", message: "Overlaps “Weekend” at the same priority (0), first on Sat, 6 Jun 2026 17:00–18:00 (Europe/Paris)" },
      ]);
      expect((await call("GET", `${base}?q=conflicted`, { token: editor })).body.items).to.deep.equal([]);
    });

    it("accepts the same schedules at different priorities, and refuses an update that adds an overlap", async () => {
      const created = await createPlacement({ name: "Layered QR", storeId: paris, schedules: [weekend(), { ...evening(), priority: 1 }] });
      expect(created.schedules.map((s: { priority: number }) => s.priority)).to.deep.equal([0, 1]);
      const third = {
        label: "",
        experienceId: draft,
        startDate: "2026-06-20",
        endDate: "2026-06-20",
        timezone: "Europe/London",
        dailyWindow: { start: "16:30", end: "17:30" },
      };
      const res = await call("PATCH", `${base}/${created.id}`, { token: editor, json: { schedules: [...created.schedules, third] } });
      expect(res.status, res.text).to.equal(409);
      // Saturday 20 June 17:30-18:30 in Paris is 16:30-17:30 in London; the weekend window ends at 18:00 Paris.
      expect(res.body.error.issues).to.deep.include({
        path: "schedules.2",
        message: "Overlaps “Weekend” at the same priority (0), first on Sat, 20 Jun 2026 16:30–17:00 (Europe/London)",
      });
      expect((await call("GET", `${base}/${created.id}`, { token: editor })).body.schedules).to.have.length(2);
      await call("DELETE", `${base}/${created.id}`, { token: editor });
    });
  });

  describe("Timeline", () => {
    it("lays out what the placement shows from today's midnight for N days, with the same resolver", async () => {
      const today = Math.floor(Date.now() / DAY) * DAY;
      const created = await createPlacement({
        name: "Timeline QR",
        defaultExperienceId: spring,
        schedules: [{ experienceId: summer, startDate: isoDate(today), endDate: isoDate(today + DAY), dailyWindow: { start: "10:00", end: "12:00" } }],
      });
      const res = await call("GET", `${base}/${created.id}/timeline?days=3`, { token: viewer });
      expect(res.status, res.text).to.equal(200);
      const at = (days: number, hours: number) => new Date(today + days * DAY + hours * 3_600_000).toISOString();
      expect(res.body).to.deep.include({ placementId: created.id, timezone: "UTC", from: at(0, 0), to: at(3, 0) });
      const scheduleId = created.schedules[0].id;
      expect(res.body.segments).to.deep.equal([
        { from: at(0, 0), to: at(0, 10), experienceId: spring, source: "default" },
        { from: at(0, 10), to: at(0, 12), experienceId: summer, source: "schedule", scheduleId },
        { from: at(0, 12), to: at(1, 10), experienceId: spring, source: "default" },
        { from: at(1, 10), to: at(1, 12), experienceId: summer, source: "schedule", scheduleId },
        { from: at(1, 12), to: at(3, 0), experienceId: spring, source: "default" },
      ]);
      expect((await call("GET", `${base}/${created.id}/timeline`, { token: viewer })).body.to).to.equal(at(7, 0));
      expect((await call("GET", `${base}/${created.id}/timeline?days=40`, { token: viewer })).status).to.equal(400);
    });

    it("starts the days at the store's local midnight", async () => {
      const created = await createPlacement({ name: "NY timeline QR", storeId: newYork, defaultExperienceId: spring });
      const res = await call("GET", `${base}/${created.id}/timeline?days=1`, { token: viewer });
      expect(res.body.timezone).to.equal("America/New_York");
      const hour = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "numeric", hourCycle: "h23" }).format(
        new Date(res.body.from),
      );
      expect(hour).to.equal("00:00");
      expect(res.body.segments).to.deep.equal([{ from: res.body.from, to: res.body.to, experienceId: spring, source: "default" }]);
      await call("DELETE", `${base}/${created.id}`, { token: editor });
    });
  });

  describe("Public resolve", () => {
    const resolve = (id: string) => call("GET", `/v1/public/placements/${id}`);

    it("answers the brand and the published experience showing now, with a short public cache", async () => {
      const created = await createPlacement({ name: "Public QR", defaultExperienceId: spring });
      const res = await resolve(created.id);
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.deep.equal({
        placementId: created.id,
        name: "Public QR",
        brand: { id: ws.brandId, name: res.body.brand.name, colors: res.body.brand.colors, logoUrl: null },
        // Its first scene's picture is drawn after publishing: null until then (scene-pictures.test.ts).
        experience: { id: spring, name: "Spring", publishedVersion: 3, picture: res.body.experience.picture },
        validUntil: null,
      });
      expect(res.headers.get("cache-control")).to.equal("public, max-age=30");
      const unknown = await resolve("AAAAAAAAAAAAAAAAAAAA");
      expect(unknown.status).to.equal(404);
      expect(unknown.body.error.message).to.equal("Placement not found");
      expect((await resolve("not a valid id!")).status).to.equal(400);
    });

    it("names the experience as published: a rename of the draft stays private until it is published", async () => {
      const created = await createPlacement({ name: "Rename QR", defaultExperienceId: spring });
      const experiencePath = `/v1/brands/${ws.brandId}/experiences/${spring}`;
      const renamed = await call("PATCH", experiencePath, { token: editor, json: { name: "Secret autumn launch" } });
      expect(renamed.status, renamed.text).to.equal(200);
      try {
        const res = await resolve(created.id);
        expect(res.body.experience.name).to.equal("Spring");
        expect(res.text).to.not.contain("Secret autumn launch");
      } finally {
        await call("PATCH", experiencePath, { token: editor, json: { name: "Spring" } });
        await call("DELETE", `${base}/${created.id}`, { token: editor });
      }
    });

    it("shows the scheduled experience while its window is on", async () => {
      const today = Math.floor(Date.now() / DAY) * DAY;
      const created = await createPlacement({
        name: "Scheduled public QR",
        defaultExperienceId: spring,
        schedules: [{ experienceId: summer, startDate: isoDate(today - DAY), endDate: isoDate(today + DAY) }],
      });
      expect(created.activeExperienceId).to.equal(summer);
      const shown = (await resolve(created.id)).body.experience;
      expect(shown).to.deep.equal({ id: summer, name: "Summer", publishedVersion: 1, picture: shown.picture });
    });

    it("says until when the answer holds: the end of the window showing now, and caches it no longer", async () => {
      // A daily window (UTC) that ends at the next whole minute at least 10 s away, begun an hour
      // before (possibly yesterday evening: the dates span yesterday to tomorrow).
      const now = Date.now();
      let end = Math.ceil(now / 60_000) * 60_000;
      if (end - now < 10_000) end += 60_000;
      const clock = (ms: number) => new Date(ms).toISOString().slice(11, 16);
      const today = Math.floor(now / DAY) * DAY;
      const created = await createPlacement({
        name: "Ending-soon QR",
        defaultExperienceId: spring,
        schedules: [
          {
            experienceId: summer,
            startDate: isoDate(today - DAY),
            endDate: isoDate(today + DAY),
            dailyWindow: { start: clock(end - 3_600_000), end: clock(end) },
            timezone: "UTC",
          },
        ],
      });
      const res = await resolve(created.id);
      expect(res.status, res.text).to.equal(200);
      expect(res.body.experience.id).to.equal(summer);
      expect(res.body.validUntil).to.equal(new Date(end).toISOString());
      const maxAge = Number(res.headers.get("cache-control")!.match(/max-age=(\d+)/)![1]);
      expect(Date.now() + maxAge * 1000, "a cache keeps the answer past validUntil").to.be.at.most(end);

      // Recomputed by the resolver itself when the stored answer is stale (the job is late): the same boundary.
      await placementDoc(created.id).update({
        activeComputedAt: Timestamp.fromMillis(now - 7_200_000),
        activeValidUntil: Timestamp.fromMillis(now - 3_600_000),
      });
      const recomputed = await resolve(created.id);
      expect(recomputed.body.experience.id).to.equal(summer);
      expect(recomputed.body.validUntil).to.equal(new Date(end).toISOString());
    });

    it("trusts a fresh materialised value and recomputes a stale one", async () => {
      const created = await createPlacement({ name: "Stale QR", defaultExperienceId: spring });
      const ref = placementDoc(created.id);
      // A fresh stored answer is served as it is (the job's value until activeValidUntil)...
      await ref.update({
        activeExperienceId: summer,
        activeComputedAt: Timestamp.fromMillis(Date.now() - 60_000),
        activeValidUntil: Timestamp.fromMillis(Date.now() + 3_600_000),
      });
      expect((await resolve(created.id)).body.experience.id).to.equal(summer);
      // ...a stale one (the job is late) is not: the resolver computes the answer itself.
      await ref.update({ activeValidUntil: Timestamp.fromMillis(Date.now() - 60_000) });
      expect((await resolve(created.id)).body.experience.id).to.equal(spring);
      const got = await call("GET", `${base}/${created.id}`, { token: viewer });
      expect(got.body).to.deep.include({ activeExperienceId: spring, activeValidUntil: null });
      // A stored answer that expires soon shortens the cache to that moment.
      await ref.update({ activeExperienceId: spring, activeComputedAt: Timestamp.now(), activeValidUntil: Timestamp.fromMillis(Date.now() + 10_000) });
      const maxAge = Number((await resolve(created.id)).headers.get("cache-control")!.split("=")[1]);
      expect(maxAge).to.be.within(5, 10);
    });

    it("falls back to the default when the active experience is not published, and to nothing when neither is", async () => {
      const today = Math.floor(Date.now() / DAY) * DAY;
      const created = await createPlacement({
        name: "Draft-scheduled QR",
        defaultExperienceId: spring,
        schedules: [{ experienceId: draft, startDate: isoDate(today - DAY), endDate: isoDate(today + DAY) }],
      });
      expect(created.activeExperienceId).to.equal(draft);
      expect((await resolve(created.id)).body.experience.id).to.equal(spring);
      await call("PATCH", `${base}/${created.id}`, { token: editor, json: { defaultExperienceId: null } });
      expect((await resolve(created.id)).body.experience).to.equal(null);
      const nothing = await createPlacement({ name: "Empty QR", defaultExperienceId: draft });
      const res = await resolve(nothing.id);
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.include({ name: "Empty QR", experience: null });
      expect(res.body.brand.id).to.equal(ws.brandId);
    });
  });

  describe("QR code base URL (tenant setting)", () => {
    it("stores the viewer's base URL without a trailing slash, resets it with null, and refuses what is not a web address", async () => {
      const owner = ws.users.owner.token;
      expect((await call("GET", "/v1/tenants/me", { token: owner })).body.publicBaseUrl).to.equal(null);
      const set = await call("PATCH", "/v1/tenants/me", { token: owner, json: { publicBaseUrl: " https://qr.example.com/shop/ " } });
      expect(set.status, set.text).to.equal(200);
      expect(set.body).to.include({ publicBaseUrl: "https://qr.example.com/shop" });
      expect((await db().collection("tenants").doc(ws.tenantId).get()).get("settings.publicBaseUrl")).to.equal("https://qr.example.com/shop");
      expect((await call("GET", "/v1/me", { token: viewer })).body.tenant.publicBaseUrl).to.equal("https://qr.example.com/shop");
      const bad = await call("PATCH", "/v1/tenants/me", { token: owner, json: { publicBaseUrl: "qr.example.com" } });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.issues).to.deep.include({ path: "publicBaseUrl", message: "Use a web address like https://qr.example.com" });
      expect((await call("PATCH", "/v1/tenants/me", { token: editor, json: { publicBaseUrl: null } })).status).to.equal(403);
      const reset = await call("PATCH", "/v1/tenants/me", { token: owner, json: { publicBaseUrl: null } });
      expect(reset.body).to.include({ publicBaseUrl: null, name: set.body.name });
    });
  });

  describe("Materialisation job (fixed clock)", () => {
    const t = (iso: string) => Date.parse(iso);

    /** A placement whose stored answer went stale just before `now`, as if the job were late. */
    async function staleAt(now: number, json: Record<string, unknown>) {
      const created = await createPlacement(json);
      await placementDoc(created.id).update({
        activeExperienceId: "stale",
        activeComputedAt: Timestamp.fromMillis(now - 3_600_000),
        activeValidUntil: Timestamp.fromMillis(now - 60_000),
      });
      return created;
    }
    const stored = async (id: string) => {
      const snap = await placementDoc(id).get();
      return {
        active: snap.get("activeExperienceId"),
        computedAt: (snap.get("activeComputedAt") as Timestamp).toDate().toISOString(),
        validUntil: (snap.get("activeValidUntil") as Timestamp | null)?.toDate().toISOString() ?? null,
        updateTime: snap.updateTime!.toMillis(),
      };
    };

    it("materialises due placements across the autumn fall-back hour, idempotently", async () => {
      // 01:00-04:00 Paris on 2025-10-26 lasts four real hours (02:00-03:00 happens twice).
      const now = t("2025-10-26T00:30:00Z"); // 02:30 CEST, the first 02:30
      const created = await staleAt(now, {
        name: "Fall-back QR",
        defaultExperienceId: spring,
        schedules: [
          { experienceId: summer, startDate: "2025-10-25", endDate: "2025-10-26", timezone: "Europe/Paris", dailyWindow: { start: "01:00", end: "04:00" } },
        ],
      });
      const first = await materialiseDuePlacements(now);
      expect(first.updated).to.be.at.least(1);
      const after = await stored(created.id);
      expect(after).to.deep.include({ active: summer, computedAt: "2025-10-26T00:30:00.000Z", validUntil: "2025-10-26T03:00:00.000Z" });

      // Same clock again: nothing of ours is due, nothing is written.
      await materialiseDuePlacements(now);
      expect(await stored(created.id)).to.deep.equal(after);

      // At the window's end the default comes back, for good (no schedule ahead).
      await materialiseDuePlacements(t("2025-10-26T03:00:00Z"));
      expect(await stored(created.id)).to.deep.include({ active: spring, validUntil: null });
    });

    it("skips the 02:00-03:00 window that does not exist on the spring-forward day", async () => {
      const now = t("2025-03-30T00:30:00Z"); // 01:30 CET, just before 02:00 jumps to 03:00
      const created = await staleAt(now, {
        name: "Spring-forward QR",
        defaultExperienceId: spring,
        schedules: [
          { experienceId: summer, startDate: "2025-03-29", endDate: "2025-03-31", timezone: "Europe/Paris", dailyWindow: { start: "02:00", end: "03:00" } },
        ],
      });
      await materialiseDuePlacements(now);
      expect(await stored(created.id)).to.deep.include({ active: spring, validUntil: "2025-03-31T00:00:00.000Z" });
      await materialiseDuePlacements(t("2025-03-31T00:00:00Z"));
      expect(await stored(created.id)).to.deep.include({ active: summer, validUntil: "2025-03-31T01:00:00.000Z" });
    });

    it("runs a window across midnight into the next day and leaves placements that are not due alone", async () => {
      const now = t("2025-06-13T21:00:00Z"); // Friday 23:00 Paris
      const created = await staleAt(now, {
        name: "Late-night QR",
        defaultExperienceId: spring,
        schedules: [
          {
            experienceId: summer,
            startDate: "2025-06-01",
            endDate: "2025-06-30",
            timezone: "Europe/Paris",
            weekdays: ["fri"],
            dailyWindow: { start: "22:00", end: "02:00" },
          },
        ],
      });
      const fresh = await createPlacement({ name: "Fresh QR", defaultExperienceId: spring });
      const freshBefore = await stored(fresh.id);
      await materialiseDuePlacements(now);
      expect(await stored(created.id)).to.deep.include({ active: summer, validUntil: "2025-06-14T00:00:00.000Z" });
      expect(await stored(fresh.id)).to.deep.equal(freshBefore);
    });

    it("leaves a placement that an edit has materialised since it went stale", async () => {
      const now = t("2025-06-01T00:00:00Z");
      const created = await staleAt(now, { name: "Edited QR", defaultExperienceId: spring });
      // The edit stores its own answer (computed at the real now), which is not due at the job's clock.
      await call("PATCH", `${base}/${created.id}`, { token: editor, json: { defaultExperienceId: summer } });
      const edited = await stored(created.id);
      await materialiseDuePlacements(now);
      expect(await stored(created.id)).to.deep.equal(edited);
      expect(edited.active).to.equal(summer);
    });
  });
});
