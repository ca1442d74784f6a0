import { expect } from "chai";
import { commentsCol } from "../../src/firestore/collections.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Comments pinned in 3D", () => {
  let ws: Workspace;
  let foreign: Workspace;
  let experienceId: string;
  let sceneId: string;
  let productId: string;
  const base = () => `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
  const at = { x: 1.5, y: 0.8, z: -2 };

  before(async () => {
    [ws, foreign] = await Promise.all([createWorkspace("comments"), createWorkspace("comments-foreign")]);
    const experience = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.owner.token, json: { name: "Reviewed" } });
    expect(experience.status, experience.text).to.equal(201);
    experienceId = experience.body.id;
    sceneId = (await call("GET", `${base()}/scenes`, { token: ws.users.owner.token })).body.items[0].id;
    const product = await call("POST", `${base()}/products`, { token: ws.users.owner.token, json: { sku: "C-1", name: "Lamp", price: 10, currency: "EUR" } });
    expect(product.status, product.text).to.equal(201);
    productId = product.body.id;
  });

  async function thread(token: string, json: Record<string, unknown>) {
    const res = await call("POST", `${base()}/comments`, { token, json });
    expect(res.status, res.text).to.equal(201);
    return res.body as { id: string };
  }

  it("lets a brand viewer start a thread at a point of a scene; replies are one level deep and listed with their thread", async () => {
    const started = await call("POST", `${base()}/comments`, {
      token: ws.users.viewer.token,
      json: { anchor: { sceneId, position: at }, body: "  The lamp floats above the table  ", mentions: [ws.users.editor.uid, ws.users.editor.uid] },
    });
    expect(started.status, started.text).to.equal(201);
    expect(started.body).to.deep.include({
      parentId: null,
      anchor: { sceneId, position: at },
      body: "The lamp floats above the table",
      status: "open",
      editedAt: null,
    });
    expect(started.body.author.uid).to.equal(ws.users.viewer.uid);
    expect(started.body.mentions).to.deep.equal([{ uid: ws.users.editor.uid, name: ws.users.editor.email.split("@")[0] }]);

    const path = `${base()}/comments/${started.body.id}`;
    const reply = await call("POST", `${path}/replies`, { token: ws.users.editor.token, json: { body: "Lowered it" } });
    expect(reply.status, reply.text).to.equal(201);
    expect(reply.body).to.deep.include({ parentId: started.body.id, status: null, anchor: { sceneId, position: at } });
    // Answering a reply answers its thread.
    const second = await call("POST", `${base()}/comments/${reply.body.id}/replies`, { token: ws.users.viewer.token, json: { body: "Thanks" } });
    expect(second.status, second.text).to.equal(201);
    expect(second.body.parentId).to.equal(started.body.id);

    const listed = await call("GET", `${base()}/comments`, { token: ws.users.viewer.token });
    expect(listed.status, listed.text).to.equal(200);
    const mine = listed.body.items.find((t: { id: string }) => t.id === started.body.id);
    expect(mine.replies.map((r: { body: string }) => r.body)).to.deep.equal(["Lowered it", "Thanks"]);
    expect(listed.body.items.every((t: { parentId: string | null }) => t.parentId === null)).to.equal(true);
  });

  it("pins a thread to a product, and refuses a scene or product that is not the experience's (422)", async () => {
    const pinned = await thread(ws.users.editor.token, { anchor: { productId }, body: "Price?" });
    expect((await commentsCol(ws.brandId, experienceId).doc(pinned.id).get()).get("productId")).to.equal(productId);
    for (const anchor of [{ sceneId: "no-such-scene", position: at }, { productId: "no-such-product" }]) {
      const res = await call("POST", `${base()}/comments`, { token: ws.users.editor.token, json: { anchor, body: "Lost" } });
      expect(res.status, res.text).to.equal(422);
    }
    const both = await call("POST", `${base()}/comments`, { token: ws.users.editor.token, json: { anchor: { sceneId, position: at, productId }, body: "x" } });
    expect(both.status).to.equal(400);
    const long = await call("POST", `${base()}/comments`, { token: ws.users.editor.token, json: { anchor: { productId }, body: "x".repeat(2001) } });
    expect(long.status).to.equal(400);
    const blank = await call("POST", `${base()}/comments`, { token: ws.users.editor.token, json: { anchor: { productId }, body: "   " } });
    expect(blank.status).to.equal(400);
  });

  it("refuses mentions of anyone who is not a member of this workspace, naming the mention", async () => {
    for (const uid of ["no-such-member", foreign.users.owner.uid]) {
      const res = await call("POST", `${base()}/comments`, {
        token: ws.users.editor.token,
        json: { anchor: { sceneId, position: at }, body: "@someone look", mentions: [ws.users.viewer.uid, uid] },
      });
      expect(res.status, res.text).to.equal(422);
      expect(res.body.error.issues).to.deep.equal([{ path: "mentions.1", message: "Not a member of this workspace" }]);
    }
    const snap = await commentsCol(ws.brandId, experienceId).where("body", "==", "@someone look").get();
    expect(snap.size).to.equal(0);
  });

  it("lets only the author edit, and the author or a brand admin delete; deleting a thread deletes its replies", async () => {
    const started = await thread(ws.users.viewer.token, { anchor: { sceneId, position: at }, body: "Too dark" });
    const path = `${base()}/comments/${started.id}`;
    expect((await call("PATCH", path, { token: ws.users.editor.token, json: { body: "Hijacked" } })).status).to.equal(403);
    const edited = await call("PATCH", path, { token: ws.users.viewer.token, json: { body: "Far too dark", mentions: [ws.users.brandAdmin.uid] } });
    expect(edited.status, edited.text).to.equal(200);
    expect(edited.body).to.deep.include({ body: "Far too dark" });
    expect(edited.body.editedAt).to.be.a("string");
    expect(edited.body.mentions.map((m: { uid: string }) => m.uid)).to.deep.equal([ws.users.brandAdmin.uid]);

    const reply = await call("POST", `${path}/replies`, { token: ws.users.editor.token, json: { body: "Brighter now" } });
    expect((await call("DELETE", `${base()}/comments/${reply.body.id}`, { token: ws.users.viewer.token })).status).to.equal(403);
    expect((await call("DELETE", path, { token: ws.users.editor.token })).status).to.equal(403);
    expect((await call("DELETE", path, { token: ws.users.brandAdmin.token })).status).to.equal(200);
    expect((await commentsCol(ws.brandId, experienceId).doc(reply.body.id).get()).exists).to.equal(false);
    expect((await call("PATCH", path, { token: ws.users.viewer.token, json: { body: "Gone?" } })).status).to.equal(404);
  });

  it("resolves and reopens a thread; the open list leaves resolved threads out, status=all keeps them", async () => {
    const started = await thread(ws.users.editor.token, { anchor: { sceneId, position: at }, body: "Swap the rug" });
    const path = `${base()}/comments/${started.id}`;
    const resolved = await call("POST", `${path}/resolve`, { token: ws.users.viewer.token });
    expect(resolved.status, resolved.text).to.equal(200);
    expect(resolved.body).to.deep.include({ status: "resolved" });
    expect(resolved.body.resolvedBy.uid).to.equal(ws.users.viewer.uid);
    expect((await call("POST", `${path}/resolve`, { token: ws.users.viewer.token })).status).to.equal(409);

    const open = await call("GET", `${base()}/comments`, { token: ws.users.viewer.token });
    expect(open.body.items.map((t: { id: string }) => t.id)).to.not.include(started.id);
    const all = await call("GET", `${base()}/comments?status=all`, { token: ws.users.viewer.token });
    expect(all.body.items.map((t: { id: string }) => t.id)).to.include(started.id);

    const reopened = await call("POST", `${path}/reopen`, { token: ws.users.editor.token });
    expect(reopened.body).to.deep.include({ status: "open", resolvedAt: null, resolvedBy: null });
    expect((await call("POST", `${path}/reopen`, { token: ws.users.editor.token })).status).to.equal(409);
    const reply = await call("POST", `${path}/replies`, { token: ws.users.editor.token, json: { body: "A reply" } });
    expect((await call("POST", `${base()}/comments/${reply.body.id}/resolve`, { token: ws.users.editor.token })).status).to.equal(409);
  });

  it("lets one of two racing status changes win: the other finds the thread changed (409)", async () => {
    const started = await thread(ws.users.editor.token, { anchor: { sceneId, position: at }, body: "Race" });
    const path = `${base()}/comments/${started.id}`;
    const statuses = async (action: string) =>
      (await Promise.all([ws.users.viewer.token, ws.users.editor.token].map((token) => call("POST", `${path}/${action}`, { token }))))
        .map((r) => r.status)
        .sort();
    expect(await statuses("resolve")).to.deep.equal([200, 409]);
    expect(await statuses("reopen")).to.deep.equal([200, 409]);
    expect((await commentsCol(ws.brandId, experienceId).doc(started.id).get()).get("status")).to.equal("open");
  });

  it("pages threads newest first", async () => {
    const fresh = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.owner.token, json: { name: "Paged" } });
    const scene = (await call("GET", `/v1/brands/${ws.brandId}/experiences/${fresh.body.id}/scenes`, { token: ws.users.owner.token })).body.items[0].id;
    const path = `/v1/brands/${ws.brandId}/experiences/${fresh.body.id}/comments`;
    for (const body of ["one", "two", "three"]) {
      expect((await call("POST", path, { token: ws.users.editor.token, json: { anchor: { sceneId: scene, position: at }, body } })).status).to.equal(201);
    }
    const first = await call("GET", `${path}?limit=2`, { token: ws.users.viewer.token });
    expect(first.body.items.map((t: { body: string }) => t.body)).to.deep.equal(["three", "two"]);
    const second = await call("GET", `${path}?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: ws.users.viewer.token });
    expect(second.body).to.deep.include({ nextCursor: null });
    expect(second.body.items.map((t: { body: string }) => t.body)).to.deep.equal(["one"]);
    expect((await call("GET", `${path}?limit=31`, { token: ws.users.viewer.token })).status).to.equal(400);
  });

  it("keeps comments inside their workspace and experience: another tenant's and another experience's answer 404", async () => {
    const started = await thread(ws.users.editor.token, { anchor: { sceneId, position: at }, body: "Private" });
    const path = `${base()}/comments/${started.id}`;
    expect((await call("GET", `${base()}/comments`, { token: foreign.users.owner.token })).status).to.equal(404);
    expect((await call("POST", `${path}/resolve`, { token: foreign.users.owner.token })).status).to.equal(404);
    expect((await call("DELETE", path, { token: foreign.users.owner.token })).status).to.equal(404);

    const other = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.owner.token, json: { name: "Elsewhere" } });
    const crossed = `/v1/brands/${ws.brandId}/experiences/${other.body.id}/comments/${started.id}`;
    expect((await call("POST", `${crossed}/resolve`, { token: ws.users.editor.token })).status).to.equal(404);
    expect((await call("POST", `${crossed}/replies`, { token: ws.users.editor.token, json: { body: "x" } })).status).to.equal(404);
    // A member of no role on the brand is told nothing either.
    expect((await call("GET", `${base()}/comments`, { token: ws.users.member.token })).status).to.equal(404);
  });

  it("deletes a scene's and a product's comments with them, and an experience's with it", async () => {
    const added = await call("POST", `${base()}/scenes`, { token: ws.users.editor.token, json: { name: "Doomed" } });
    expect(added.status, added.text).to.equal(201);
    const onScene = await thread(ws.users.viewer.token, { anchor: { sceneId: added.body.id, position: at }, body: "On a doomed scene" });
    const sceneReply = await call("POST", `${base()}/comments/${onScene.id}/replies`, { token: ws.users.editor.token, json: { body: "ok" } });
    const product = await call("POST", `${base()}/products`, { token: ws.users.editor.token, json: { sku: "C-2", name: "Vase", price: 5, currency: "EUR" } });
    const onProduct = await thread(ws.users.viewer.token, { anchor: { productId: product.body.id }, body: "On a doomed product" });
    const kept = await thread(ws.users.viewer.token, { anchor: { sceneId, position: at }, body: "Kept" });

    expect((await call("DELETE", `${base()}/scenes/${added.body.id}`, { token: ws.users.editor.token })).status).to.equal(200);
    expect((await call("DELETE", `${base()}/products/${product.body.id}`, { token: ws.users.editor.token })).status).to.equal(200);
    const col = commentsCol(ws.brandId, experienceId);
    for (const id of [onScene.id, sceneReply.body.id, onProduct.id]) expect((await col.doc(id).get()).exists, id).to.equal(false);
    expect((await col.doc(kept.id).get()).exists).to.equal(true);

    const doomed = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.owner.token, json: { name: "Doomed experience" } });
    const doomedScene = (await call("GET", `/v1/brands/${ws.brandId}/experiences/${doomed.body.id}/scenes`, { token: ws.users.owner.token })).body.items[0].id;
    const doomedPath = `/v1/brands/${ws.brandId}/experiences/${doomed.body.id}/comments`;
    const last = await call("POST", doomedPath, { token: ws.users.editor.token, json: { anchor: { sceneId: doomedScene, position: at }, body: "Bye" } });
    expect((await call("DELETE", `/v1/brands/${ws.brandId}/experiences/${doomed.body.id}`, { token: ws.users.owner.token })).status).to.equal(200);
    expect((await commentsCol(ws.brandId, doomed.body.id).doc(last.body.id).get()).exists).to.equal(false);
    expect((await call("GET", doomedPath, { token: ws.users.editor.token })).status).to.equal(404);
  });

  it("is for people: API keys may read comments but not write them", async () => {
    const key = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json: { name: "Reader", scope: "write", brandIds: "all" } });
    expect(key.status, key.text).to.equal(201);
    expect((await call("GET", `${base()}/comments`, { token: key.body.key })).status).to.equal(200);
    const refused = await call("POST", `${base()}/comments`, { token: key.body.key, json: { anchor: { productId }, body: "Bot" } });
    expect(refused.status).to.equal(403);
  });
});
