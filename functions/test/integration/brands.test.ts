import { expect } from "chai";
import { db } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { addUser, createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Brands", () => {
  let ws: Workspace;
  let owner: string;
  before(async () => {
    ws = await createWorkspace("brands");
    owner = ws.users.owner.token;
  });

  it("creates a brand and reads it back from Firestore", async () => {
    const res = await call("POST", "/v1/brands", { token: owner, json: { name: "  Nordic Living " } });
    expect(res.status).to.equal(201);
    expect(res.body).to.include({ name: "Nordic Living", slug: "nordic-living", tenantId: ws.tenantId });
    const stored = (await db().collection("brands").doc(res.body.id).get()).data();
    expect(stored).to.include({ name: "Nordic Living", nameLower: "nordic living", tenantId: ws.tenantId, createdBy: ws.users.owner.uid });
  });

  it("refuses a second brand with the same name (any case) with 409", async () => {
    const res = await call("POST", "/v1/brands", { token: owner, json: { name: "NORDIC LIVING" } });
    expect(res.status).to.equal(409);
    expect(res.body.error.code).to.equal("already-exists");
  });

  it("lists brands by name with cursor pagination and prefix search", async () => {
    for (const name of ["Alpha Home", "Alpine Gear", "Beta Kitchen", "Gamma Garden"]) {
      expect((await call("POST", "/v1/brands", { token: owner, json: { name } })).status).to.equal(201);
    }
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const res = await call("GET", `/v1/brands${query}`, { token: owner });
      expect(res.status).to.equal(200);
      expect(res.body.items.length).to.be.at.most(2);
      names.push(...res.body.items.map((b: { name: string }) => b.name));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    const expected = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names).to.deep.equal(expected);
    expect(names).to.include.members(["Alpha Home", "Alpine Gear", "Beta Kitchen", "Gamma Garden", "Nordic Living"]);
    expect(new Set(names).size).to.equal(names.length);

    const search = await call("GET", "/v1/brands?q=alp", { token: owner });
    expect(search.body.items.map((b: { name: string }) => b.name)).to.deep.equal(["Alpha Home", "Alpine Gear"]);
  });

  it("shows a member only the brands they hold a role on", async () => {
    const res = await call("GET", "/v1/brands", { token: ws.users.editor.token });
    expect(res.body.items.map((b: { id: string }) => b.id)).to.deep.equal([ws.brandId]);
    const none = await call("GET", "/v1/brands", { token: ws.users.member.token });
    expect(none.body).to.deep.equal({ items: [], nextCursor: null });
  });

  it("pages a member's brands in the order of an admin's list; a cursor it did not hand out is a 400", async () => {
    const ids: string[] = [];
    for (const name of ["Éclair Studio", "Fig Market", "Apple Yard"]) {
      const created = await call("POST", "/v1/brands", { token: owner, json: { name } });
      expect(created.status).to.equal(201);
      ids.push(created.body.id);
    }
    const member = await addUser(ws, `paging-${ws.slug}@example.test`, "member", Object.fromEntries(ids.map((id) => [id, "viewer"])));
    const pages = async (token: string) => {
      const names: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { status: number; body: { items: { name: string }[]; nextCursor: string | null } } = await call(
          "GET",
          `/v1/brands?limit=1${cursor ? `&cursor=${cursor}` : ""}`,
          { token },
        );
        expect(res.status).to.equal(200);
        expect(res.body.items).to.have.length(1);
        names.push(res.body.items[0]!.name);
        cursor = res.body.nextCursor;
      } while (cursor && names.length < 20);
      return names;
    };
    // Firestore's order is by UTF-8 bytes: the accented name comes after every unaccented one.
    const asMember = await pages(member.token);
    expect(asMember).to.deep.equal(["Apple Yard", "Fig Market", "Éclair Studio"]);
    const asOwner = await pages(owner);
    expect(asOwner.filter((name) => asMember.includes(name))).to.deep.equal(asMember);

    const refused = await call("GET", "/v1/brands?cursor=not-a-cursor", { token: member.token });
    expect(refused.status).to.equal(400);
    expect(refused.body.error).to.deep.include({ code: "invalid-argument", issues: [{ path: "cursor", message: "Invalid cursor" }] });
  });

  it("renames a brand, keeping names unique", async () => {
    const created = await call("POST", "/v1/brands", { token: owner, json: { name: "Old Name" } });
    const res = await call("PATCH", `/v1/brands/${created.body.id}`, { token: owner, json: { name: "New Name" } });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ name: "New Name", slug: "new-name" });
    const clash = await call("PATCH", `/v1/brands/${created.body.id}`, { token: owner, json: { name: "Alpha Home" } });
    expect(clash.status).to.equal(409);
    const empty = await call("PATCH", `/v1/brands/${created.body.id}`, { token: owner, json: {} });
    expect(empty.status).to.equal(400);
  });

  it("stores new colours, answers them and reads them back; a colour that is not #rrggbb is refused", async () => {
    const created = await call("POST", "/v1/brands", { token: owner, json: { name: "Colourful" } });
    const colors = { primary: "#123abc", accent: "#fedcba" };
    const res = await call("PATCH", `/v1/brands/${created.body.id}`, { token: owner, json: { colors } });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.colors).to.deep.equal(colors);
    expect((await db().collection("brands").doc(created.body.id).get()).get("colors")).to.deep.equal(colors);
    expect((await call("GET", `/v1/brands/${created.body.id}`, { token: owner })).body.colors).to.deep.equal(colors);
    const bad = await call("PATCH", `/v1/brands/${created.body.id}`, { token: owner, json: { colors: { primary: "red", accent: "#fedcba" } } });
    expect(bad.status).to.equal(400);
  });

  it("deletes a brand with everything under it and the roles it gave", async () => {
    const created = await call("POST", "/v1/brands", { token: owner, json: { name: "Doomed" } });
    const brandId = created.body.id as string;
    const added = await call("POST", `/v1/brands/${brandId}/members`, {
      token: owner,
      json: { email: ws.users.member.email, role: "editor" },
    });
    expect(added.status).to.equal(201);
    const brandRef = db().collection("brands").doc(brandId);
    await brandRef.collection("experiences").doc("e1").set({ name: "x" });
    await brandRef.collection("experiences").doc("e1").collection("scenes").doc("s1").set({ name: "Intro" });

    const res = await call("DELETE", `/v1/brands/${brandId}`, { token: owner });
    expect(res.status).to.equal(200);
    expect((await brandRef.get()).exists).to.equal(false);
    expect((await brandRef.collection("members").get()).size).to.equal(0);
    expect((await brandRef.collection("experiences").doc("e1").collection("scenes").get()).size).to.equal(0);
    const member = (await db().collection("tenants").doc(ws.tenantId).collection("members").doc(ws.users.member.uid).get()).data();
    expect(member?.brandRoles).to.not.have.property(brandId);
    expect((await call("GET", `/v1/brands/${brandId}`, { token: owner })).status).to.equal(404);
  });
});
