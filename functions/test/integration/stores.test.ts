import { expect } from "chai";
import { db } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const hours = {
  mon: [{ open: "09:00", close: "19:00" }],
  tue: [{ open: "09:00", close: "19:00" }],
  wed: [
    { open: "09:00", close: "12:30" },
    { open: "14:00", close: "19:00" },
  ],
  thu: [{ open: "09:00", close: "19:00" }],
  fri: [{ open: "09:00", close: "23:00" }],
  sat: [{ open: "20:00", close: "02:00" }],
  sun: [],
};
const validStore = {
  name: "Paris Rivoli",
  address: { line1: "99 Rue de Rivoli", city: "Paris", postalCode: "75001", country: "FR" },
  location: { lat: 48.8606, lng: 2.3376 },
  timezone: "Europe/Paris",
  openingHours: hours,
};

describe("Stores", () => {
  let ws: Workspace;
  let path: string;
  let editor: string;
  before(async () => {
    ws = await createWorkspace("stores");
    path = `/v1/brands/${ws.brandId}/stores`;
    editor = ws.users.editor.token;
  });

  it("creates a store with address, position, time zone and hours, and stores it", async () => {
    const res = await call("POST", path, { token: editor, json: validStore });
    expect(res.status, res.text).to.equal(201);
    expect(res.body).to.deep.include({ name: "Paris Rivoli", timezone: "Europe/Paris", placementCount: 0 });
    expect(res.body.openingHours.sat).to.deep.equal([{ open: "20:00", close: "02:00" }]);
    const stored = (await db().collection("brands").doc(ws.brandId).collection("stores").doc(res.body.id).get()).data();
    expect(stored).to.deep.include({ nameLower: "paris rivoli", brandId: ws.brandId, createdBy: ws.users.editor.uid });
    expect(stored?.location).to.deep.equal({ lat: 48.8606, lng: 2.3376 });
  });

  it("refuses positions off the globe, unknown time zones and bad hours with clear messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ location: { lat: 91, lng: 0 } }, "location.lat", "Latitude must be between -90 and 90"],
      [{ location: { lat: 0, lng: -180.5 } }, "location.lng", "Longitude must be between -180 and 180"],
      [{ timezone: "Mars/Olympus" }, "timezone", "Use an IANA time zone like Europe/Paris"],
      [{ openingHours: { ...hours, mon: [{ open: "9:00", close: "19:00" }] } }, "openingHours.mon.0.open", "Use a 24-hour time like 09:30"],
      [{ address: { line1: "", city: "Paris", country: "FR" } }, "address.line1", "Street address is required"],
      [{ address: { line1: "x", city: "Paris", country: "France" } }, "address.country", "Use a two-letter ISO country code like FR"],
    ];
    for (const [patch, field, message] of cases) {
      const res = await call("POST", path, { token: editor, json: { ...validStore, ...patch } });
      expect(res.status, field).to.equal(400);
      expect(res.body.error.issues).to.deep.include({ path: field, message });
    }
    const list = await call("GET", `${path}?limit=100`, { token: editor });
    expect(list.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Paris Rivoli"]);
  });

  it("lists by name with search, or by most recent update, page by page", async () => {
    for (const name of ["Lyon Part-Dieu", "Lille Centre", "Bordeaux Lac"]) {
      expect((await call("POST", path, { token: editor, json: { ...validStore, name } })).status).to.equal(201);
    }
    const byName = await call("GET", `${path}?limit=2`, { token: ws.users.viewer.token });
    expect(byName.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Bordeaux Lac", "Lille Centre"]);
    const next = await call("GET", `${path}?limit=2&cursor=${byName.body.nextCursor}`, { token: editor });
    expect(next.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Lyon Part-Dieu", "Paris Rivoli"]);
    expect(next.body.nextCursor).to.equal(null);

    const search = await call("GET", `${path}?q=l`, { token: editor });
    expect(search.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Lille Centre", "Lyon Part-Dieu"]);

    const recent: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { items: { name: string }[]; nextCursor: string | null } } = await call(
        "GET",
        `${path}?sort=-updatedAt&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
        { token: editor },
      );
      recent.push(...res.body.items.map((s) => s.name));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(recent).to.deep.equal(["Bordeaux Lac", "Lille Centre", "Lyon Part-Dieu", "Paris Rivoli"]);

    const bad = await call("GET", `${path}?q=l&sort=-updatedAt`, { token: editor });
    expect(bad.status).to.equal(400);
  });

  it("updates a store and 404s an unknown one", async () => {
    const created = await call("POST", path, { token: editor, json: { ...validStore, name: "Nice Port" } });
    const res = await call("PATCH", `${path}/${created.body.id}`, { token: editor, json: { timezone: "Europe/Monaco", name: "Nice Vieux Port" } });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ timezone: "Europe/Monaco", name: "Nice Vieux Port" });
    expect((await call("PATCH", `${path}/AAAAAAAAAAAAAAAAAAAA`, { token: editor, json: { name: "X" } })).status).to.equal(404);
  });

  it("lets viewers read but not write", async () => {
    expect((await call("POST", path, { token: ws.users.viewer.token, json: validStore })).status).to.equal(403);
    expect((await call("GET", path, { token: ws.users.viewer.token })).status).to.equal(200);
  });

  it("refuses to delete a store that a placement stands in, then deletes it once free", async () => {
    const created = await call("POST", path, { token: editor, json: { ...validStore, name: "Marseille" } });
    const placement = await db().collection("placements").add({ brandId: ws.brandId, storeId: created.body.id, name: "Window QR" });
    const refused = await call("DELETE", `${path}/${created.body.id}`, { token: editor });
    expect(refused.status).to.equal(409);
    expect(refused.body.error.message).to.contain("Window QR");
    await placement.delete();
    expect((await call("DELETE", `${path}/${created.body.id}`, { token: editor })).status).to.equal(200);
    expect((await call("GET", `${path}/${created.body.id}`, { token: editor })).status).to.equal(404);
  });

  describe("codes and tags", () => {
    const bare = { name: "Kiosk", timezone: "Europe/Paris" };
    const codeIndex = (code: string) => db().collection("brands").doc(ws.brandId).collection("storeCodes").doc(code);

    it("creates a store with a code and tags but no address or position", async () => {
      const res = await call("POST", path, { token: editor, json: { ...bare, code: " KIO-01 ", tags: ["Mall", "mall", " Paris"] } });
      expect(res.status, res.text).to.equal(201);
      expect(res.body).to.deep.include({ code: "KIO-01", tags: ["mall", "paris"], address: null, location: null });
      expect((await codeIndex("kio-01").get()).get("storeId")).to.equal(res.body.id);
      const bad = await call("POST", path, { token: editor, json: { ...bare, code: "a b", tags: Array.from({ length: 21 }, (_, i) => `t${i}`) } });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.issues.map((i: { path: string }) => i.path)).to.include.members(["code", "tags"]);
    });

    it("refuses a code another store of the brand has, whatever its case, with 409", async () => {
      const res = await call("POST", path, { token: editor, json: { ...bare, code: "kio-01" } });
      expect(res.status, res.text).to.equal(409);
      expect(res.body.error.message).to.contain("kio-01");
      const other = await createWorkspace("stores-other");
      const elsewhere = await call("POST", `/v1/brands/${other.brandId}/stores`, { token: other.users.editor.token, json: { ...bare, code: "KIO-01" } });
      expect(elsewhere.status, "another brand may use the same code").to.equal(201);
    });

    it("lets exactly one of two concurrent creations with one code win", async () => {
      const results = await Promise.all(
        ["Race A", "Race B", "Race C"].map((name) => call("POST", path, { token: editor, json: { ...bare, name, code: "RACE-1" } })),
      );
      expect(results.map((r) => r.status).sort()).to.deep.equal([201, 409, 409]);
      const stored = await db().collection("brands").doc(ws.brandId).collection("stores").where("codeKey", "==", "race-1").get();
      expect(stored.size).to.equal(1);
      expect((await codeIndex("race-1").get()).get("storeId")).to.equal(stored.docs[0].id);
    });

    it("moves the code's claim on update, frees it on removal and on delete", async () => {
      const a = (await call("POST", path, { token: editor, json: { ...bare, name: "Move A", code: "MOVE-A" } })).body;
      const b = (await call("POST", path, { token: editor, json: { ...bare, name: "Move B", code: "MOVE-B" } })).body;
      expect((await call("PATCH", `${path}/${b.id}`, { token: editor, json: { code: "move-a" } })).status).to.equal(409);
      const moved = await call("PATCH", `${path}/${a.id}`, { token: editor, json: { code: "MOVE-C", address: validStore.address } });
      expect(moved.status, moved.text).to.equal(200);
      expect(moved.body).to.deep.include({ code: "MOVE-C" });
      expect((await codeIndex("move-a").get()).exists).to.equal(false);
      expect((await call("PATCH", `${path}/${b.id}`, { token: editor, json: { code: "MOVE-A" } })).status).to.equal(200);
      expect((await codeIndex("move-b").get()).exists).to.equal(false);

      const recased = await call("PATCH", `${path}/${a.id}`, { token: editor, json: { code: "move-c" } });
      expect(recased.body.code).to.equal("move-c");
      expect((await codeIndex("move-c").get()).get("storeId")).to.equal(a.id);

      const cleared = await call("PATCH", `${path}/${a.id}`, { token: editor, json: { code: null, address: null } });
      expect(cleared.body).to.deep.include({ code: null, address: null });
      expect((await codeIndex("move-c").get()).exists).to.equal(false);
      expect((await call("DELETE", `${path}/${b.id}`, { token: editor })).status).to.equal(200);
      expect((await codeIndex("move-a").get()).exists).to.equal(false);
      expect((await call("POST", path, { token: editor, json: { ...bare, code: "MOVE-A" } })).status).to.equal(201);
    });

    it("lists the stores with a tag, or the one with a code whatever its case", async () => {
      await call("POST", path, { token: editor, json: { ...bare, name: "Tagged 1", tags: ["outlet"] } });
      await call("POST", path, { token: editor, json: { ...bare, name: "Tagged 2", tags: ["outlet", "mall"] } });
      const tagged = await call("GET", `${path}?tag=Outlet`, { token: ws.users.viewer.token });
      expect(tagged.status, tagged.text).to.equal(200);
      expect(tagged.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Tagged 1", "Tagged 2"]);
      const byCode = await call("GET", `${path}?code=kio-01`, { token: ws.users.viewer.token });
      expect(byCode.body.items.map((s: { code: string }) => s.code)).to.deep.equal(["KIO-01"]);
      expect((await call("GET", `${path}?code=bad%20code`, { token: editor })).status).to.equal(400);
    });
  });
});
