import { expect } from "chai";
import { defaultHost, hostSchema } from "@vitrine/contract";
import { addScene, createExperience, experienceDoc, uploadFile } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Host", () => {
  let ws: Workspace;
  let token: string;
  let experienceId: string;
  let path: string;
  before(async () => {
    ws = await createWorkspace("host");
    token = ws.users.editor.token;
    experienceId = await createExperience(ws, "Hosted");
    await addScene(ws, experienceId, {
      name: "Living room",
      segments: [
        { id: "sofa", title: "The sofa" },
        { id: "lamp", title: "The lamp" },
      ],
    });
    await addScene(ws, experienceId, { name: "Kitchen", order: 2, segments: [{ id: "oven", title: "The oven" }] });
    path = `/v1/brands/${ws.brandId}/experiences/${experienceId}/host`;
  });

  const host = (overrides: Record<string, unknown> = {}) => ({
    enabled: true,
    name: "Ava",
    greeting: "Hello! I'm Ava.",
    segmentLines: {},
    ...overrides,
  });

  it("reads the defaults for an experience without a host", async () => {
    const res = await call("GET", path, { token: ws.users.viewer.token });
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.equal(defaultHost());
  });

  it("saves name, greeting and one line per segment of any scene, dropping empty lines", async () => {
    const res = await call("PUT", path, { token, json: host({ segmentLines: { sofa: " Sit down. ", oven: "It bakes.", lamp: "" } }) });
    expect(res.status, res.text).to.equal(200);
    expect(hostSchema.safeParse(res.body).success).to.equal(true);
    expect(res.body).to.deep.equal({
      enabled: true,
      name: "Ava",
      avatar: null,
      greeting: "Hello! I'm Ava.",
      segmentLines: { sofa: "Sit down.", oven: "It bakes." },
    });
    const stored = (await experienceDoc(ws.brandId, experienceId).get()).get("host");
    expect(stored).to.deep.equal({ enabled: true, name: "Ava", greeting: "Hello! I'm Ava.", segmentLines: { sofa: "Sit down.", oven: "It bakes." } });
  });

  it("refuses lines for segments the experience does not have, naming them", async () => {
    const res = await call("PUT", path, { token, json: host({ segmentLines: { sofa: "Hi", ghost: "Boo", gone: "Bye" } }) });
    expect(res.status).to.equal(400);
    expect(res.body.error.message).to.equal("No segments ghost, gone in this experience's scenes");
    expect(res.body.error.issues).to.deep.equal([
      { path: "segmentLines.ghost", message: "Not a segment of this experience" },
      { path: "segmentLines.gone", message: "Not a segment of this experience" },
    ]);
  });

  it("takes a library model or an uploaded image as avatar, keeps it when omitted, removes it with null", async () => {
    const model = await call("PUT", path, { token, json: host({ avatar: { kind: "model", libraryObjectId: "sample-oak-dining-table" } }) });
    expect(model.status, model.text).to.equal(200);
    expect(model.body.avatar).to.deep.equal({ kind: "model", libraryObjectId: "sample-oak-dining-table" });
    const kept = await call("PUT", path, { token, json: host({ name: "Ava 2" }) });
    expect(kept.body.avatar).to.deep.equal(model.body.avatar);

    const uploadId = await uploadFile(ws, token, { fileName: "ava.png" });
    const image = await call("PUT", path, { token, json: host({ avatar: { kind: "image", uploadId } }) });
    expect(image.body.avatar.kind).to.equal("image");
    expect(image.body.avatar.url).to.match(/^http/);

    const removed = await call("PUT", path, { token, json: host({ avatar: null }) });
    expect(removed.body.avatar).to.equal(null);
  });

  it("refuses a model outside the tenant's library", async () => {
    const other = await createWorkspace("host-other");
    const stranger = await call("PUT", path, { token, json: host({ avatar: { kind: "model", libraryObjectId: "noSuchModel" } }) });
    expect(stranger.status).to.equal(400);
    expect(stranger.body.error.issues).to.deep.equal([{ path: "avatar.libraryObjectId", message: "No such model in your library" }]);
    const foreignUpload = await uploadFile(other, other.users.owner.token);
    const res = await call("PUT", path, { token, json: host({ avatar: { kind: "image", uploadId: foreignUpload } }) });
    expect(res.status).to.equal(400);
    expect(res.body.error.issues).to.deep.equal([{ path: "avatar.uploadId", message: "Upload the image first" }]);
  });

  it("limits texts and validates the avatar shape", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: "x".repeat(61) }, "name"],
      [{ greeting: "x".repeat(501) }, "greeting"],
      [{ segmentLines: { sofa: "x".repeat(501) } }, "segmentLines.sofa"],
      [{ avatar: { kind: "image", url: "https://x.example/a.png" } }, "avatar.uploadId"],
      [{ avatar: { kind: "video" } }, "avatar.kind"],
    ];
    for (const [overrides, field] of cases) {
      const res = await call("PUT", path, { token, json: host(overrides) });
      expect(res.status, JSON.stringify(overrides)).to.equal(400);
      expect(
        res.body.error.issues.map((i: { path: string }) => i.path),
        res.text,
      ).to.include(field);
    }
  });

  it("hides lines of segments deleted since", async () => {
    await call("PUT", path, { token, json: host({ segmentLines: { sofa: "Sit", lamp: "Light" } }) });
    const scenes = await experienceDoc(ws.brandId, experienceId).collection("scenes").where("name", "==", "Living room").get();
    await scenes.docs[0]!.ref.update({ segments: [{ id: "sofa", title: "The sofa", camera: null, objectIds: [] }] });
    expect((await call("GET", path, { token })).body.segmentLines).to.deep.equal({ sofa: "Sit" });
  });

  it("answers 404 for an unknown experience and 403 to viewers writing", async () => {
    const missing = `/v1/brands/${ws.brandId}/experiences/noSuchExperience/host`;
    expect((await call("GET", missing, { token })).body.error.message).to.equal("Experience not found");
    expect((await call("PUT", missing, { token, json: host() })).status).to.equal(404);
    expect((await call("PUT", path, { token: ws.users.viewer.token, json: host() })).status).to.equal(403);
  });
});
