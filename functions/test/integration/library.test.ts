import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { db } from "../../src/firebase.js";
import { BASE_URL } from "../helpers/env.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Model library", () => {
  let ws: Workspace;
  let other: Workspace;
  before(async () => {
    [ws, other] = await Promise.all([createWorkspace("library"), createWorkspace("library-other")]);
    await db()
      .collection("libraryObjects")
      .doc(`own-${other.tenantId}`)
      .set({
        name: "Secret Prototype Chair",
        nameLower: "secret prototype chair",
        glb: "/models/x.glb",
        tags: ["chair"],
        tenantId: other.tenantId,
        _updatedAt: FieldValue.serverTimestamp(),
      });
  });

  it("lists the four sample tables with their stats to every workspace", async () => {
    const res = await call("GET", "/v1/library", { token: ws.users.viewer.token });
    expect(res.status).to.equal(200);
    const samples = res.body.items.filter((o: { sample: boolean }) => o.sample);
    expect(samples).to.have.length(4);
    for (const sample of samples) {
      expect(sample.name).to.match(/Table/);
      expect(sample.tags).to.include("table");
      expect(sample.triangles).to.be.greaterThan(0);
      expect(sample.bbox.max[1]).to.be.greaterThan(0.3);
      expect(sample.glb).to.match(/^\/models\/samples\/.+\.glb$/);
      // A picture drawn at build time, as uploads get theirs: no placeholder cube.
      expect(sample.thumbnail).to.equal(sample.glb.replace(/\.glb$/, ".webp"));
      const picture = await fetch(`${BASE_URL}${sample.thumbnail}`);
      expect(picture.status).to.equal(200);
      expect((await picture.arrayBuffer()).byteLength).to.be.above(500);
    }
  });

  it("serves each sample as a real GLB (glTF 2.0 binary)", async () => {
    const res = await call("GET", "/v1/library", { token: ws.users.viewer.token });
    for (const sample of res.body.items.filter((o: { sample: boolean }) => o.sample)) {
      const file = await fetch(`${BASE_URL}${sample.glb}`);
      expect(file.status).to.equal(200);
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 4))).to.equal("glTF");
      expect(new DataView(bytes.buffer).getUint32(4, true)).to.equal(2);
      expect(bytes.byteLength).to.equal(sample.size);
    }
  });

  it("filters by name prefix (any case) and by tag", async () => {
    const byName = await call("GET", "/v1/library?q=GLASS%20co", { token: ws.users.owner.token });
    expect(byName.body.items.map((o: { name: string }) => o.name)).to.deep.equal(["Glass Coffee Table"]);
    const byTag = await call("GET", "/v1/library?tag=Wood", { token: ws.users.owner.token });
    expect(byTag.body.items.map((o: { name: string }) => o.name)).to.deep.equal(["Oak Dining Table", "Walnut Side Table"]);
  });

  it("never shows one workspace's models to another", async () => {
    const mine = await call("GET", "/v1/library?q=secret", { token: ws.users.owner.token });
    expect(mine.body.items).to.deep.equal([]);
    expect((await call("GET", `/v1/library/own-${other.tenantId}`, { token: ws.users.owner.token })).status).to.equal(404);
    const theirs = await call("GET", `/v1/library/own-${other.tenantId}`, { token: other.users.admin.token });
    expect(theirs.status).to.equal(200);
    expect(theirs.body).to.include({ name: "Secret Prototype Chair", sample: false });
  });

  describe("brand scope", () => {
    let scoped: Workspace;
    let secondBrandId: string;
    const model = (id: string, name: string, brandId: string | null) =>
      db()
        .collection("libraryObjects")
        .doc(id)
        .set({
          _id: id,
          name,
          nameLower: name.toLowerCase(),
          tags: ["scoped"],
          glb: "/models/x.glb",
          tenantId: scoped.tenantId,
          brandId,
          status: "ready",
          _updatedAt: FieldValue.serverTimestamp(),
        });
    const ids = (suffix: string) => ({ mine: `mine-${suffix}`, theirs: `theirs-${suffix}`, workspace: `workspace-${suffix}` });
    let objects: ReturnType<typeof ids>;
    const names = async (token: string, query = "") => {
      const res = await call("GET", `/v1/library?limit=100${query}`, { token });
      expect(res.status, res.text).to.equal(200);
      return (res.body.items as { name: string; sample: boolean }[]).filter((o) => !o.sample).map((o) => o.name);
    };
    const key = async (brandIds: string[] | "all") => {
      const res = await call("POST", "/v1/tenants/me/api-keys", {
        token: scoped.users.owner.token,
        json: { name: `Key ${String(brandIds)}`, scope: "read", brandIds },
      });
      expect(res.status, res.text).to.equal(201);
      return res.body.key as string;
    };

    before(async () => {
      scoped = await createWorkspace("library-scope");
      const second = await call("POST", "/v1/brands", { token: scoped.users.owner.token, json: { name: `Second brand ${Date.now()}` } });
      expect(second.status, second.text).to.equal(201);
      secondBrandId = second.body.id;
      objects = ids(scoped.tenantId);
      await Promise.all([
        model(objects.mine, "Brand Chair", scoped.brandId),
        model(objects.theirs, "Other Brand Sofa", secondBrandId),
        // Uploaded before models recorded their brand: the workspace's, for workspace-level roles.
        model(objects.workspace, "Workspace Lamp", null),
      ]);
    });
    after(async () => {
      await Promise.all(Object.values(objects).map((id) => db().collection("libraryObjects").doc(id).delete()));
    });

    it("shows people with brand roles only their brands' models and the samples", async () => {
      for (const persona of ["viewer", "editor", "brandAdmin"] as const) {
        const token = scoped.users[persona].token;
        expect(await names(token), persona).to.deep.equal(["Brand Chair"]);
        expect(await names(token, "&tag=scoped"), persona).to.deep.equal(["Brand Chair"]);
        expect(await names(token, "&q=other"), persona).to.deep.equal([]);
        expect((await call("GET", `/v1/library/${objects.mine}`, { token })).status).to.equal(200);
        for (const hidden of [objects.theirs, objects.workspace]) {
          const res = await call("GET", `/v1/library/${hidden}`, { token });
          expect(res.status, `${persona} ${hidden}`).to.equal(404);
          expect(res.body.error.code).to.equal("not-found");
        }
        const samples = await call("GET", "/v1/library", { token });
        expect(samples.body.items.filter((o: { sample: boolean }) => o.sample)).to.have.length(4);
      }
      // A member with no brand sees the samples alone.
      expect(await names(scoped.users.member.token)).to.deep.equal([]);
      // Another brand's model can be neither changed nor deleted: it does not exist for them.
      const patch = await call("PATCH", `/v1/library/${objects.theirs}`, { token: scoped.users.editor.token, json: { name: "Mine now" } });
      expect(patch.status).to.equal(404);
      expect((await call("DELETE", `/v1/library/${objects.theirs}`, { token: scoped.users.editor.token })).status).to.equal(404);
    });

    it("shows owners, admins and keys for all brands the whole workspace", async () => {
      const everything = ["Brand Chair", "Other Brand Sofa", "Workspace Lamp"];
      expect(await names(scoped.users.owner.token)).to.deep.equal(everything);
      expect(await names(scoped.users.admin.token)).to.deep.equal(everything);
      expect(await names(await key("all"))).to.deep.equal(everything);
    });

    it("limits a key restricted to some brands to those brands' models", async () => {
      const first = await key([scoped.brandId]);
      expect(await names(first)).to.deep.equal(["Brand Chair"]);
      expect((await call("GET", `/v1/library/${objects.theirs}`, { token: first })).status).to.equal(404);
      expect((await call("GET", `/v1/library/${objects.workspace}`, { token: first })).status).to.equal(404);
      const second = await key([secondBrandId]);
      expect(await names(second)).to.deep.equal(["Other Brand Sofa"]);
      expect((await call("GET", `/v1/library/${objects.mine}`, { token: second })).status).to.equal(404);
      expect(await names(await key([scoped.brandId, secondBrandId]))).to.deep.equal(["Brand Chair", "Other Brand Sofa"]);
    });
  });

  describe("pages", () => {
    let paged: Workspace;
    // Own models named to fall between the samples, and two with the same name (ties go by id).
    const OWN = [
      { id: "acacia-bench", name: "Acacia Bench", tags: ["bench", "wood"] },
      { id: "glass-shelf", name: "Glass Shelf", tags: ["glass"] },
      { id: "oak-stool", name: "Oak Stool", tags: ["stool", "wood"] },
      { id: "pine-table", name: "Pine Table", tags: ["table", "wood"] },
      { id: "twin-chair-a", name: "Twin Chair", tags: ["chair"] },
      { id: "twin-chair-b", name: "twin chair", tags: ["chair", "wood"] },
      { id: "zinc-lamp", name: "Zinc Lamp", tags: ["metal"] },
    ];
    const SAMPLES = ["Glass Coffee Table", "Oak Dining Table", "Round Café Table", "Walnut Side Table"];
    type Item = { _id: string; name: string; sample: boolean };

    before(async () => {
      paged = await createWorkspace("library-pages");
      await Promise.all(
        OWN.map(({ id, name, tags }) =>
          db()
            .collection("libraryObjects")
            .doc(`${id}-${paged.tenantId}`)
            .set({
              _id: `${id}-${paged.tenantId}`,
              name,
              nameLower: name.toLowerCase(),
              tags,
              glb: "/models/x.glb",
              tenantId: paged.tenantId,
              brandId: paged.brandId,
              status: "ready",
              _updatedAt: FieldValue.serverTimestamp(),
            }),
        ),
      );
    });
    after(async () => {
      await Promise.all(OWN.map(({ id }) => db().collection("libraryObjects").doc(`${id}-${paged.tenantId}`).delete()));
    });

    /** Every page of a query, following nextCursor; fails on a page larger than asked for. */
    async function allPages(query: string, limit: number): Promise<{ pages: Item[][]; items: Item[] }> {
      const pages: Item[][] = [];
      let cursor: string | null = null;
      do {
        const res = await call("GET", `/v1/library?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ""}`, { token: paged.users.viewer.token });
        expect(res.status, res.text).to.equal(200);
        expect(res.body.items.length).to.be.at.most(limit);
        pages.push(res.body.items);
        cursor = res.body.nextCursor;
        expect(pages.length, "too many pages").to.be.below(20);
      } while (cursor);
      return { pages, items: pages.flat() };
    }

    const names = (items: Item[]) => items.map((o) => o.name);

    it("pages through the samples and the workspace's models together by name, without overlap or gaps", async () => {
      const { pages, items } = await allPages("", 3);
      const expected = [
        "Acacia Bench",
        "Glass Coffee Table",
        "Glass Shelf",
        "Oak Dining Table",
        "Oak Stool",
        "Pine Table",
        "Round Café Table",
        "Twin Chair",
        "twin chair",
        "Walnut Side Table",
        "Zinc Lamp",
      ];
      expect(names(items)).to.deep.equal(expected);
      expect(new Set(items.map((o) => o._id)).size).to.equal(items.length);
      expect(pages.map((page) => page.length)).to.deep.equal([3, 3, 3, 2]);
      expect(names(items.filter((o) => o.sample))).to.deep.equal(SAMPLES);
      // The other workspace's model never shows, on any page.
      expect(items.some((o) => o.name === "Secret Prototype Chair")).to.equal(false);
    });

    it("ends with a null cursor when the last page is exactly full", async () => {
      const { pages } = await allPages("", 11);
      expect(pages.map((page) => page.length)).to.deep.equal([11]);
      const { pages: halves } = await allPages("&q=twin", 1);
      expect(halves.map((page) => names(page))).to.deep.equal([["Twin Chair"], ["twin chair"]]);
    });

    it("pages a name search and a tag filter, alone and together", async () => {
      expect(names((await allPages("&q=oak", 1)).items)).to.deep.equal(["Oak Dining Table", "Oak Stool"]);
      expect(names((await allPages("&q=gl", 1)).items)).to.deep.equal(["Glass Coffee Table", "Glass Shelf"]);
      expect(names((await allPages("&tag=wood", 2)).items)).to.deep.equal([
        "Acacia Bench",
        "Oak Dining Table",
        "Oak Stool",
        "Pine Table",
        "twin chair",
        "Walnut Side Table",
      ]);
      expect(names((await allPages("&tag=wood&q=o", 1)).items)).to.deep.equal(["Oak Dining Table", "Oak Stool"]);
      expect((await allPages("&tag=metal&q=glass", 5)).items).to.deep.equal([]);
    });

    it("refuses a cursor it did not hand out, and a page over 100", async () => {
      const bad = await call("GET", "/v1/library?cursor=not-a-cursor", { token: paged.users.viewer.token });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.issues).to.deep.equal([{ path: "cursor", message: "Invalid cursor" }]);
      expect((await call("GET", "/v1/library?limit=101", { token: paged.users.viewer.token })).status).to.equal(400);
    });
  });
});
