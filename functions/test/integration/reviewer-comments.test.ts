import { expect } from "chai";
import { commentsCol, notificationsCol } from "../../src/firestore/collections.js";
import { resumeWorkspace, suspendWorkspace } from "../../src/workspaces/workspace-suspension.js";
import { call } from "../helpers/http.js";
import { waitForMail } from "../helpers/mail-catcher.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

/** Each request acts from its own client address unless a test names one, so address budgets never mix. */
let addressSeed = Math.floor(Math.random() * 200);
const newAddress = () => `203.0.${100 + (addressSeed++ % 150)}.${Math.floor(Math.random() * 250) + 1}`;

describe("Reviewer comments through preview links", () => {
  let ws: Workspace;
  let foreign: Workspace;
  let experienceId: string;
  let sceneId: string;
  let productId: string;
  let linkId: string;
  let otherLinkId: string;
  let foreignSceneId: string;
  let foreignLinkId: string;
  const base = () => `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
  const at = { x: 0.5, y: 1, z: -1.5 };
  const comments = (id: string) => `/v1/public/test-access/${id}/comments`;
  const post = (id: string, json: unknown, address = newAddress()) => call("POST", comments(id), { json, headers: { "X-Forwarded-For": address } });
  const list = (id: string) => call("GET", comments(id), { headers: { "X-Forwarded-For": newAddress() } });

  async function newLink(w: Workspace, experience: string, json: Record<string, unknown>) {
    const res = await call("POST", `/v1/brands/${w.brandId}/experiences/${experience}/test-access`, { token: w.users.editor.token, json });
    expect(res.status, res.text).to.equal(201);
    return res.body as { id: string; allowComments: boolean };
  }

  before(async () => {
    [ws, foreign] = await Promise.all([createWorkspace("reviewers"), createWorkspace("reviewers-foreign")]);
    const experience = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.owner.token, json: { name: "Window display" } });
    expect(experience.status, experience.text).to.equal(201);
    experienceId = experience.body.id;
    sceneId = (await call("GET", `${base()}/scenes`, { token: ws.users.owner.token })).body.items[0].id;
    const product = await call("POST", `${base()}/products`, { token: ws.users.owner.token, json: { sku: "R-1", name: "Vase", price: 20, currency: "EUR" } });
    expect(product.status, product.text).to.equal(201);
    productId = product.body.id;
    const link = await newLink(ws, experienceId, { label: "Store managers", allowComments: true });
    expect(link.allowComments).to.equal(true);
    linkId = link.id;
    otherLinkId = (await newLink(ws, experienceId, { label: "Agency", allowComments: true })).id;

    const foreignExperience = await call("POST", `/v1/brands/${foreign.brandId}/experiences`, { token: foreign.users.owner.token, json: { name: "Theirs" } });
    const foreignBase = `/v1/brands/${foreign.brandId}/experiences/${foreignExperience.body.id}`;
    foreignSceneId = (await call("GET", `${foreignBase}/scenes`, { token: foreign.users.owner.token })).body.items[0].id;
    foreignLinkId = (await newLink(foreign, foreignExperience.body.id, { label: "Theirs", allowComments: true })).id;
  });

  it("keeps comments off unless the link allows them; editors switch them on and the list shows it", async () => {
    const link = await newLink(ws, experienceId, { label: "Legal" });
    expect(link.allowComments).to.equal(false);
    for (const res of [await post(link.id, { name: "Ann", anchor: { sceneId, position: at }, body: "Hi" }), await list(link.id)]) {
      expect(res.status, res.text).to.equal(403);
      expect(res.body.error.message).to.equal("Comments are off on this preview link");
    }
    // A brand viewer may read the links but not change them.
    const denied = await call("PATCH", `${base()}/test-access/${link.id}`, { token: ws.users.viewer.token, json: { label: "Legal", allowComments: true } });
    expect(denied.status).to.equal(403);
    const on = await call("PATCH", `${base()}/test-access/${link.id}`, { token: ws.users.editor.token, json: { label: "Legal", allowComments: true } });
    expect(on.status, on.text).to.equal(200);
    expect(on.body.allowComments).to.equal(true);
    // Relabelling alone keeps the setting.
    const relabelled = await call("PATCH", `${base()}/test-access/${link.id}`, { token: ws.users.editor.token, json: { label: "Legal team" } });
    expect(relabelled.body.allowComments).to.equal(true);
    const listed = await call("GET", `${base()}/test-access`, { token: ws.users.viewer.token });
    expect(listed.body.items.find((l: { id: string }) => l.id === link.id).allowComments).to.equal(true);
    expect((await post(link.id, { name: "Ann", anchor: { sceneId, position: at }, body: "Fine by legal" })).status).to.equal(201);
    const placement = await call("POST", `/v1/brands/${ws.brandId}/placements`, {
      token: ws.users.editor.token,
      json: { name: "Window", defaultExperienceId: experienceId },
    });
    expect(placement.status, placement.text).to.equal(201);
    const preview = await call("GET", `/v1/public/placements/${placement.body.id}/test/${link.id}`);
    expect(preview.body.testAccess).to.deep.equal({ id: link.id, label: "Legal team", allowComments: true });
  });

  it("lets a named reviewer pin a comment to a scene point or a product; members see it marked with the link, answer and resolve it", async () => {
    const started = await post(linkId, { name: "  Sam (Lyon store)  ", anchor: { sceneId, position: at }, body: "  The vase hides the price tag  " });
    expect(started.status, started.text).to.equal(201);
    expect(started.body).to.deep.include({ parentId: null, anchor: { sceneId, position: at }, body: "The vase hides the price tag", status: "open" });
    expect(started.body.author).to.deep.equal({ kind: "reviewer", name: "Sam (Lyon store)" });
    const onProduct = await post(linkId, { name: "Sam", anchor: { productId }, body: "Lovely colour" });
    expect(onProduct.status, onProduct.text).to.equal(201);
    // Told of the first comment waiting for the team, not of each one after it.
    const toldOf = async (id: string) => (await notificationsCol(ws.tenantId, ws.users.editor.uid).where("commentId", "==", id).get()).size;
    expect(await toldOf(onProduct.body.id)).to.equal(0);

    const stored = await commentsCol(ws.brandId, experienceId).doc(started.body.id).get();
    expect(stored.data()).to.deep.include({ testAccessId: linkId, createdBy: null, mentions: [] });

    // Whoever made the link is told, in the console and by email; nobody else.
    expect(await toldOf(started.body.id)).to.equal(1);
    const feed = (await notificationsCol(ws.tenantId, ws.users.editor.uid).get()).docs.map((doc) => doc.data());
    const told = feed.find((n) => n.commentId === started.body.id);
    expect(told).to.deep.include({ kind: "comment_reviewer", actor: null, experienceId, excerpt: "The vase hides the price tag" });
    for (const other of [ws.users.owner, ws.users.admin, ws.users.brandAdmin, ws.users.viewer]) {
      const theirs = (await notificationsCol(ws.tenantId, other.uid).get()).docs.filter((doc) => doc.get("commentId") === started.body.id);
      expect(theirs, other.email).to.have.length(0);
    }
    const [mail] = await waitForMail(ws.users.editor.email, (m) => m.text.includes("The vase hides the price tag"));
    expect(mail!.subject).to.equal("A reviewer commented on “Window display” through your preview link");

    const members = await call("GET", `${base()}/comments`, { token: ws.users.viewer.token });
    const seen = members.body.items.find((t: { id: string }) => t.id === started.body.id);
    expect(seen.author).to.deep.equal({ kind: "reviewer", name: "Sam (Lyon store)", testAccessId: linkId, testAccessLabel: "Store managers" });

    // Members answer and resolve it, but nobody edits a reviewer's words as their own.
    const path = `${base()}/comments/${started.body.id}`;
    const reply = await call("POST", `${path}/replies`, { token: ws.users.editor.token, json: { body: "Moved it, thanks" } });
    expect(reply.status, reply.text).to.equal(201);
    expect(reply.body.author).to.deep.include({ kind: "member", uid: ws.users.editor.uid });
    const edit = await call("PATCH", path, { token: ws.users.owner.token, json: { body: "Rewritten" } });
    expect(edit.status).to.equal(403);

    // The reviewer sees the answer under the member's display name only: no uid, no address.
    const reviewer = await list(linkId);
    expect(reviewer.status, reviewer.text).to.equal(200);
    const thread = reviewer.body.items.find((t: { id: string }) => t.id === started.body.id);
    expect(thread.replies).to.deep.equal([
      {
        id: reply.body.id,
        parentId: started.body.id,
        anchor: { sceneId, position: at },
        body: "Moved it, thanks",
        status: null,
        author: { kind: "member", name: ws.users.editor.email.split("@")[0] },
        createdAt: reply.body.createdAt,
      },
    ]);
    expect(JSON.stringify(reviewer.body)).to.not.include(ws.users.editor.uid).and.not.include(ws.users.editor.email);

    const resolved = await call("POST", `${path}/resolve`, { token: ws.users.editor.token });
    expect(resolved.status, resolved.text).to.equal(200);
    const after = await list(linkId);
    expect(after.body.items.map((t: { id: string }) => t.id)).to.deep.equal([onProduct.body.id]);
  });

  it("shows reviewers only the open threads of their own link: not another link's, not the members', not another workspace's", async () => {
    const mine = await post(linkId, { name: "Sam", anchor: { sceneId, position: at }, body: "Mine" });
    const theirs = await post(otherLinkId, { name: "Alex", anchor: { sceneId, position: at }, body: "Agency note" });
    const member = await call("POST", `${base()}/comments`, { token: ws.users.editor.token, json: { anchor: { sceneId, position: at }, body: "Internal" } });
    expect(member.status, member.text).to.equal(201);
    const foreignComment = await post(foreignLinkId, { name: "Zed", anchor: { sceneId: foreignSceneId, position: at }, body: "Foreign" });
    expect(foreignComment.status, foreignComment.text).to.equal(201);

    const ids = (await list(linkId)).body.items.map((t: { id: string }) => t.id);
    expect(ids).to.include(mine.body.id);
    expect(ids).to.not.include.members([theirs.body.id, member.body.id, foreignComment.body.id]);
    const foreignIds = (await list(foreignLinkId)).body.items.map((t: { id: string }) => t.id);
    expect(foreignIds).to.deep.equal([foreignComment.body.id]);
  });

  it("refuses a pin outside the link's draft, a reviewer without a name, mentions, and unknown or revoked links", async () => {
    const elsewhere = await post(linkId, { name: "Sam", anchor: { sceneId: foreignSceneId, position: at }, body: "Where?" });
    expect(elsewhere.status).to.equal(422);
    expect(elsewhere.body.error.issues).to.deep.equal([{ path: "anchor.sceneId", message: "No such scene in this experience" }]);
    const noProduct = await post(foreignLinkId, { name: "Zed", anchor: { productId }, body: "Not ours" });
    expect(noProduct.status).to.equal(422);
    expect(noProduct.body.error.issues).to.deep.equal([{ path: "anchor.productId", message: "No such product in this experience" }]);

    const blank = await post(linkId, { name: "   ", anchor: { productId }, body: "Hi" });
    expect(blank.status).to.equal(400);
    expect(blank.body.error.issues).to.deep.equal([{ path: "name", message: "Give your name" }]);
    const long = await post(linkId, { name: "x".repeat(61), anchor: { productId }, body: "Hi" });
    expect(long.body.error.issues).to.deep.equal([{ path: "name", message: "Names are at most 60 characters" }]);
    const mentions = await post(linkId, { name: "Sam", anchor: { productId }, body: "@you", mentions: [ws.users.owner.uid] });
    expect(mentions.status).to.equal(400);

    const unknown = await post("abcdefghijklmnopqrstuvwx", { name: "Sam", anchor: { productId }, body: "Hi" });
    expect(unknown.status).to.equal(403);
    expect(unknown.body.error.message).to.equal("This preview link is not valid");
    expect((await list("abcdefghijklmnopqrstuvwx")).status).to.equal(403);

    const doomed = await newLink(ws, experienceId, { label: "Soon revoked", allowComments: true });
    expect((await post(doomed.id, { name: "Sam", anchor: { productId }, body: "Before" })).status).to.equal(201);
    expect((await call("POST", `${base()}/test-access/${doomed.id}/revoke`, { token: ws.users.editor.token })).status).to.equal(200);
    for (const res of [await post(doomed.id, { name: "Sam", anchor: { productId }, body: "After" }), await list(doomed.id)]) {
      expect(res.status).to.equal(403);
      expect(res.body.error.message).to.equal("This preview link was revoked");
    }
    // What came through it stays with the members.
    const members = await call("GET", `${base()}/comments?limit=30`, { token: ws.users.viewer.token });
    expect(members.body.items.map((t: { body: string }) => t.body)).to.include("Before");
  });

  it("refuses reviewers of a suspended workspace like its preview page, and takes them again on resume", async () => {
    const paused = await createWorkspace("reviewers-suspended");
    const experience = await call("POST", `/v1/brands/${paused.brandId}/experiences`, { token: paused.users.owner.token, json: { name: "Paused" } });
    const pausedScene = (await call("GET", `/v1/brands/${paused.brandId}/experiences/${experience.body.id}/scenes`, { token: paused.users.owner.token })).body
      .items[0].id;
    const link = await newLink(paused, experience.body.id, { label: "Stores", allowComments: true });
    const json = { name: "Sam", anchor: { sceneId: pausedScene, position: at }, body: "Still there?" };
    await suspendWorkspace(paused.tenantId, "unpaid invoice");
    try {
      for (const res of [await post(link.id, json), await list(link.id)]) {
        expect(res.status).to.equal(403);
        expect(res.body.error.code).to.equal("workspace-suspended");
      }
    } finally {
      await resumeWorkspace(paused.tenantId);
    }
    expect((await post(link.id, json)).status).to.equal(201);
  });

  it("rate-limits a reviewer's comments per address with 429 and Retry-After", async () => {
    const address = newAddress();
    const json = { name: "Bot", anchor: { productId }, body: "Again" };
    for (let i = 0; i < 10; i++) expect((await post(linkId, json, address)).status, `comment ${i + 1}`).to.equal(201);
    // In-memory budget: a reload of the emulator in between would only delay the 429.
    let limited = await post(linkId, json, address);
    for (let i = 0; limited.status === 201 && i < 20; i++) limited = await post(linkId, json, address);
    expect(limited.status).to.equal(429);
    expect(limited.body.error.code).to.equal("rate-limited");
    expect(Number(limited.headers.get("retry-after"))).to.be.within(1, 60);
    expect((await post(linkId, json)).status).to.equal(201);
  });
});
