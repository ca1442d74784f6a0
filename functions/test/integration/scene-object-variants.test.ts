import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { manifestSchema } from "@vitrine/contract";
import { libraryCol } from "../../src/firestore/collections.js";
import { createExperience } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const FABRICS = ["Linen", "Velvet green", "Leather tan"];

describe("Scenes: the material variant a placed model wears", () => {
  let ws: Workspace;
  let experienceId: string;
  let sceneId: string;
  let base: string;
  let chairId: string;
  let sofaId: string;
  let stoolId: string;

  /** A processed library model as the pipeline stores it, with the material variants it found. */
  async function model(name: string, materialVariants: string[]) {
    const ref = libraryCol().doc();
    await ref.set({
      _id: ref.id,
      name,
      nameLower: name.toLowerCase(),
      tags: [],
      glb: `/models/${ref.id}.glb`,
      size: 1000,
      tenantId: ws.tenantId,
      brandId: ws.brandId,
      status: "ready",
      error: null,
      materialVariants,
      _updatedAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return ref.id;
  }

  const transform = (x: number) => ({ position: { x, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } });
  const placed = (id: string, libraryObjectId: string, variant?: string | null) => ({
    id,
    kind: "model",
    libraryObjectId,
    transform: transform(0),
    ...(variant !== undefined && { variant }),
  });
  const scene = async () => (await call("GET", `${base}/scenes/${sceneId}`, { token: ws.users.viewer.token })).body;
  const save = async (objects: unknown[], token = ws.users.editor.token) =>
    call("PATCH", `${base}/scenes/${sceneId}`, { token, json: { version: (await scene()).version, objects } });

  before(async () => {
    ws = await createWorkspace("scene-variants");
    experienceId = await createExperience(ws, "Lounge");
    base = `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
    sceneId = (await call("GET", `${base}/scenes`, { token: ws.users.viewer.token })).body.items[0].id;
    chairId = await model("Lounge chair", FABRICS);
    sofaId = await model("Sofa", ["Linen", "Wool grey"]);
    stoolId = await model("Plain stool", []);
  });

  it("stores the variant each placement wears, and its own look without a variant", async () => {
    const res = await save([placed("a", chairId, "Velvet green"), placed("b", chairId, null), placed("c", chairId), placed("d", stoolId)]);
    expect(res.status, res.text).to.equal(200);
    const objects = (await scene()).objects;
    expect(objects[0]).to.deep.include({ id: "a", variant: "Velvet green" });
    for (const object of objects.slice(1)) expect(object).not.to.have.property("variant");
  });

  it("refuses a variant its model does not have (400 with the JSON envelope naming the object), and changes nothing", async () => {
    const before = await scene();
    const res = await save([placed("a", chairId, "Tweed")]);
    expect(res.status, res.text).to.equal(400);
    expect(res.headers.get("content-type")).to.match(/application\/json/);
    expect(res.body.error.issues).to.deep.equal([{ path: "objects.0.variant", message: "Lounge chair has no material variant Tweed" }]);
    // A model without variants has none to wear.
    const plain = await save([placed("d", stoolId, "Linen")]);
    expect(plain.status, plain.text).to.equal(400);
    expect(plain.body.error.issues[0].path).to.equal("objects.0.variant");
    // Blank or absurdly long names are the contract's to refuse.
    expect((await save([placed("a", chairId, "  ")])).status).to.equal(400);
    expect((await save([placed("a", chairId, "x".repeat(201))])).status).to.equal(400);
    expect(await scene()).to.deep.equal(before);
  });

  it("moving an object to another model keeps its variant only where the new model has it too", async () => {
    expect((await save([placed("a", chairId, "Linen")])).status).to.equal(200);
    // The sofa comes in linen as well: the choice still stands.
    const kept = await save([placed("a", sofaId, "Linen")]);
    expect(kept.status, kept.text).to.equal(200);
    expect(kept.body.objects[0]).to.deep.include({ libraryObjectId: sofaId, variant: "Linen" });
    // No velvet sofa: the editor must clear the choice with the change of model.
    const refused = await save([placed("a", sofaId, "Velvet green")]);
    expect(refused.status).to.equal(400);
    expect(refused.body.error.issues[0]).to.deep.equal({ path: "objects.0.variant", message: "Sofa has no material variant Velvet green" });
    const cleared = await save([placed("a", stoolId, null)]);
    expect(cleared.status, cleared.text).to.equal(200);
    expect(cleared.body.objects[0]).not.to.have.property("variant");
  });

  it("a viewer of the brand cannot dress an object", async () => {
    expect((await save([placed("a", chairId, "Linen")], ws.users.viewer.token)).status).to.equal(403);
  });

  it("publishes the chosen variant per object, and none for an object in its own look or a variant its model lost since", async () => {
    expect((await save([placed("a", chairId, "Leather tan"), placed("b", chairId), placed("c", sofaId, "Wool grey")])).status).to.equal(200);
    // The sofa's file was replaced by one without the wool: its object shows its own look rather than a look the file lacks.
    await libraryCol()
      .doc(sofaId)
      .update({ materialVariants: ["Linen"] });
    const res = await call("POST", `${base}/publish`, { token: ws.users.editor.token });
    expect(res.status, res.text).to.equal(201);
    const manifest = manifestSchema.parse(res.body.manifest);
    const objects = manifest.scenes[0]!.objects;
    expect(objects.find((o) => o.id === "a")).to.deep.include({ kind: "model", modelId: chairId, variant: "Leather tan" });
    expect(objects.find((o) => o.id === "b")).not.to.have.property("variant");
    expect(objects.find((o) => o.id === "c")).not.to.have.property("variant");
    // What the public reads is what was published.
    const served = await call("GET", `/v1/public/brands/${ws.brandId}/experiences/${experienceId}/manifests/${manifest.version}`);
    expect(served.status, served.text).to.equal(200);
    expect(served.body.scenes[0].objects[0]).to.deep.include({ id: "a", variant: "Leather tan" });
  });
});
