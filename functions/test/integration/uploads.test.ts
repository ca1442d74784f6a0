import { expect } from "chai";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "../../src/firebase.js";
import { removeAbandonedFiles } from "../../src/uploads/storage-cleanup.js";
import { blobStore } from "../../src/storage/blob-store.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import sharp from "sharp";
import { createExperience, PNG } from "../helpers/experience-fixtures.js";
import { deletedBrandsCol } from "../../src/firestore/collections.js";

const GLB = Buffer.concat([Buffer.from("glTF"), Buffer.from([2, 0, 0, 0, 64, 0, 0, 0]), Buffer.alloc(52, 1)]);
/** The start of an MP4 (an `ftyp` box) followed by numbered bytes, so a range is checkable. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.from(Array.from({ length: 500 }, (_, i) => i % 256))]);

describe("Uploads", () => {
  let ws: Workspace;
  let path: string;
  let token: string;
  before(async () => {
    ws = await createWorkspace("uploads");
    path = `/v1/brands/${ws.brandId}/uploads`;
    token = ws.users.editor.token;
  });

  async function upload(kind: string, fileName: string, contentType: string, bytes: Buffer) {
    const ticket = await call("POST", path, { token, json: { kind, fileName, contentType, size: bytes.length } });
    expect(ticket.status, ticket.text).to.equal(201);
    const put = await fetch(ticket.body.uploadUrl, { method: "PUT", headers: ticket.body.headers, body: bytes });
    expect(put.status, await put.clone().text()).to.equal(200);
    return { ticket: ticket.body, complete: await call("POST", `${path}/${ticket.body.uploadId}/complete`, { token }) };
  }

  it("takes a file through ticket, PUT and completion, then serves it back with its type and caching", async () => {
    const { complete } = await upload("image", "Logo Final (2).png", "image/png", PNG);
    expect(complete.status, complete.text).to.equal(200);
    expect(complete.body).to.include({ status: "ready", contentType: "image/png", size: PNG.length, error: null });
    const file = await fetch(complete.body.url);
    expect(file.status).to.equal(200);
    expect(file.headers.get("content-type")).to.equal("image/png");
    expect(file.headers.get("cache-control")).to.contain("max-age=");
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).to.equal(true);
    const stored = (await db().collection("uploads").doc(complete.body.id).get()).data();
    expect(stored).to.include({ status: "ready", tenantId: ws.tenantId, createdBy: ws.users.editor.uid });
  });

  it("resizes an image on completion into WebP copies stored and served beside the original", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
    const { complete } = await upload("image", "sofa.jpg", "image/jpeg", photo);
    expect(complete.status, complete.text).to.equal(200);
    expect(complete.body).to.include({ status: "ready", width: 1600, height: 1200 });
    expect(complete.body.variants.map((v: { width: number; height: number; contentType: string }) => [v.width, v.height, v.contentType])).to.deep.equal([
      [320, 240, "image/webp"],
      [640, 480, "image/webp"],
      [1280, 960, "image/webp"],
    ]);
    const folder = complete.body.url.slice(0, complete.body.url.lastIndexOf("/"));
    for (const variant of complete.body.variants) {
      expect(variant.url).to.equal(`${folder}/variants/${variant.width}w.webp`);
      const file = await fetch(variant.url);
      expect(file.status).to.equal(200);
      expect(file.headers.get("content-type")).to.equal("image/webp");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).to.deep.equal(["webp", variant.width, variant.height]);
    }
    // The original is served as uploaded.
    expect(Buffer.from(await (await fetch(complete.body.url)).arrayBuffer()).equals(photo)).to.equal(true);
    const stored = (await db().collection("uploads").doc(complete.body.id).get()).data()!;
    expect(stored.variants).to.deep.equal(complete.body.variants);

    // A product made from it lists the copies, and so does the manifest the viewer reads.
    const experienceId = await createExperience(ws, "Images");
    const products = `/v1/brands/${ws.brandId}/experiences/${experienceId}/products`;
    const product = await call("POST", products, {
      token,
      json: { sku: "SOFA-1", name: "Sofa", price: 899, currency: "EUR", imageUploadId: complete.body.id },
    });
    expect(product.status, product.text).to.equal(201);
    expect(product.body.imageUrl).to.equal(complete.body.url);
    expect(product.body.imageVariants).to.deep.equal(complete.body.variants);
    const draft = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/manifest-draft`, { token });
    expect(draft.status, draft.text).to.equal(200);
    expect(draft.body.manifest.products[0].imageVariants).to.deep.equal(complete.body.variants);
    const theme = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/theme`, { token });
    const logo = await call("PUT", `/v1/brands/${ws.brandId}/experiences/${experienceId}/theme`, {
      token,
      json: {
        colors: theme.body.colors,
        fontFamily: theme.body.fontFamily,
        buttonStyle: theme.body.buttonStyle,
        loadingText: theme.body.loadingText,
        logoUploadId: complete.body.id,
      },
    });
    expect(logo.status, logo.text).to.equal(200);
    expect(logo.body.logoVariants).to.deep.equal(complete.body.variants);
  });

  it("rejects a file that starts like an image but cannot be decoded, and removes it", async () => {
    const fake = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(56, 7)]);
    const { ticket, complete } = await upload("image", "broken.png", "image/png", fake);
    expect(complete.status).to.equal(422);
    expect(complete.body.error.message).to.match(/^broken\.png: the image cannot be read/);
    const state = await call("GET", `${path}/${ticket.uploadId}`, { token });
    expect(state.body).to.include({ status: "rejected", url: null });
    expect(state.body.variants).to.deep.equal([]);
  });

  it("serves byte ranges, so videos can seek", async () => {
    const { complete } = await upload("video", "walkthrough.mp4", "video/mp4", MP4);
    expect(complete.body.status).to.equal("ready");
    const part = await fetch(complete.body.url, { headers: { Range: "bytes=100-109" } });
    expect(part.status).to.equal(206);
    expect(part.headers.get("content-range")).to.equal(`bytes 100-109/${MP4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(MP4.subarray(100, 110))).to.equal(true);
    const beyond = await fetch(complete.body.url, { headers: { Range: `bytes=${MP4.length}-` } });
    expect(beyond.status).to.equal(416);
  });

  it("judges a file by its bytes, not its name: a GLB named .png is rejected and removed", async () => {
    const { ticket, complete } = await upload("image", "photo.png", "image/png", GLB);
    expect(complete.status).to.equal(422);
    expect(complete.body.error.message).to.equal("photo.png is a GLB model, but a PNG, JPEG or WebP image was expected");
    const state = await call("GET", `${path}/${ticket.uploadId}`, { token });
    expect(state.body).to.include({ status: "rejected", url: null });
    expect(state.body.error).to.contain("GLB");
  });

  it("accepts a real GLB as a model", async () => {
    const { complete } = await upload("model", "table.glb", "model/gltf-binary", GLB);
    expect(complete.body).to.include({ status: "ready", kind: "model" });
  });

  it("checks limits and types before handing out a ticket", async () => {
    const tooBig = await call("POST", path, { token, json: { kind: "video", fileName: "a.mp4", contentType: "video/mp4", size: 501 * 1024 * 1024 } });
    expect(tooBig.status).to.equal(413);
    expect(tooBig.body.error.message).to.equal("A video can be at most 500 MB");
    const imageTooBig = await call("POST", path, { token, json: { kind: "image", fileName: "a.png", contentType: "image/png", size: 11 * 1024 * 1024 } });
    expect(imageTooBig.status).to.equal(413);
    const wrongType = await call("POST", path, { token, json: { kind: "model", fileName: "a.glb", contentType: "image/png", size: 10 } });
    expect(wrongType.status).to.equal(400);
    expect(wrongType.body.error.issues[0]).to.deep.equal({ path: "contentType", message: "A model must be one of: model/gltf-binary" });
    const badName = await call("POST", path, { token, json: { kind: "image", fileName: "../../etc/passwd", contentType: "image/png", size: 10 } });
    expect(badName.status).to.equal(400);
    const viewer = await call("POST", path, { token: ws.users.viewer.token, json: { kind: "image", fileName: "a.png", contentType: "image/png", size: 10 } });
    expect(viewer.status).to.equal(403);
  });

  it("refuses completion before the bytes arrived, and bytes that break the ticket", async () => {
    const ticket = await call("POST", path, { token, json: { kind: "image", fileName: "a.png", contentType: "image/png", size: PNG.length } });
    const early = await call("POST", `${path}/${ticket.body.uploadId}/complete`, { token });
    expect(early.status).to.equal(412);

    const tampered = ticket.body.uploadUrl.replace(/sig=[^&]+/, "sig=forged");
    expect((await fetch(tampered, { method: "PUT", headers: ticket.body.headers, body: PNG })).status).to.equal(403);
    const more = Buffer.concat([PNG, Buffer.alloc(10)]);
    expect((await fetch(ticket.body.uploadUrl, { method: "PUT", headers: ticket.body.headers, body: more })).status).to.equal(413);
    const wrongType = await fetch(ticket.body.uploadUrl, { method: "PUT", headers: { "Content-Type": "image/jpeg" }, body: PNG });
    expect(wrongType.status).to.equal(400);
    expect((await call("POST", `${path}/${ticket.body.uploadId}/complete`, { token })).status).to.equal(412);
  });

  it("keeps uploads inside their brand", async () => {
    const { ticket } = await upload("image", "b.png", "image/png", PNG);
    const foreign = await createWorkspace("uploads-foreign");
    const res = await call("GET", `/v1/brands/${foreign.brandId}/uploads/${ticket.uploadId}`, { token: foreign.users.owner.token });
    expect(res.status).to.equal(404);
  });

  describe("using a finished upload (library models and thumbnails, videos and posters)", () => {
    const video = (json: Record<string, unknown>) =>
      call("POST", `/v1/brands/${ws.brandId}/videos`, { token, json: { title: "Clip", durationSeconds: 1, width: 1, height: 1, ...json } });

    it("refuses an upload of another brand as if it did not exist, naming the field", async () => {
      const foreign = await createWorkspace("uploads-use-foreign");
      const ticket = await call("POST", `/v1/brands/${foreign.brandId}/uploads`, {
        token: foreign.users.editor.token,
        json: { kind: "video", fileName: "theirs.mp4", contentType: "video/mp4", size: MP4.length },
      });
      for (const res of [await video({ uploadId: ticket.body.uploadId }), await video({ uploadId: "no-such-upload" })]) {
        expect(res.status).to.equal(400);
        expect(res.body.error.message).to.equal("There is no such upload in this brand");
        expect(res.body.error.issues).to.deep.equal([{ path: "uploadId", message: "Upload the file first" }]);
      }
    });

    it("refuses an upload of the wrong kind, saying what it is", async () => {
      const { ticket } = await upload("image", "still.png", "image/png", PNG);
      const asModel = await call("POST", `/v1/brands/${ws.brandId}/library`, { token, json: { uploadId: ticket.uploadId, name: "Still" } });
      expect(asModel.status).to.equal(400);
      expect(asModel.body.error.message).to.equal("still.png was uploaded as a PNG, JPEG or WebP image, not a GLB model");
      expect(asModel.body.error.issues).to.deep.equal([{ path: "uploadId", message: "Expected a model upload" }]);
      const asVideo = await video({ uploadId: ticket.uploadId });
      expect(asVideo.body.error.issues).to.deep.equal([{ path: "uploadId", message: "Expected a video upload" }]);
    });

    it("refuses an upload that is not finished, or was rejected, with the reason", async () => {
      const pending = await call("POST", path, { token, json: { kind: "video", fileName: "half.mp4", contentType: "video/mp4", size: MP4.length } });
      const early = await video({ uploadId: pending.body.uploadId });
      expect(early.status).to.equal(409);
      expect(early.body.error.message).to.equal("half.mp4 has not finished uploading: complete the upload first");

      const { ticket } = await upload("image", "fake.png", "image/png", GLB);
      const rejected = await video({ uploadId: (await upload("video", "ok.mp4", "video/mp4", MP4)).ticket.uploadId, posterUploadId: ticket.uploadId });
      expect(rejected.status).to.equal(422);
      expect(rejected.body.error.message).to.equal("fake.png was rejected: fake.png is a GLB model, but a PNG, JPEG or WebP image was expected");
    });
  });

  describe("files that cannot be swapped or left behind", () => {
    it("refuses a PUT to the upload URL once the file is there, so the checked bytes stay", async () => {
      const { ticket, complete } = await upload("image", "checked.png", "image/png", PNG);
      expect(complete.body.status).to.equal("ready");
      // Same size and type, other bytes: what a swap after the check would send.
      const swapped = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(PNG.length - 8, 9)]);
      const again = await fetch(ticket.uploadUrl, { method: "PUT", headers: ticket.headers, body: swapped });
      expect(again.status).to.equal(412);
      expect((await again.json()).error.message).to.match(/already been uploaded/);
      const served = Buffer.from(await (await fetch(complete.body.url)).arrayBuffer());
      expect(served.equals(PNG)).to.equal(true);

      // Before completion too: the first PUT's bytes are the ones completion will judge.
      const second = await call("POST", path, { token, json: { kind: "image", fileName: "twice.png", contentType: "image/png", size: PNG.length } });
      expect((await fetch(second.body.uploadUrl, { method: "PUT", headers: second.body.headers, body: PNG })).status).to.equal(200);
      expect((await fetch(second.body.uploadUrl, { method: "PUT", headers: second.body.headers, body: swapped })).status).to.equal(412);
    });

    it("the cleanup job deletes uploads abandoned for a day, bytes and all, and keeps recent ones", async () => {
      const ticketFor = async (fileName: string) => {
        const res = await call("POST", path, { token, json: { kind: "image", fileName, contentType: "image/png", size: PNG.length } });
        expect((await fetch(res.body.uploadUrl, { method: "PUT", headers: res.body.headers, body: PNG })).status).to.equal(200);
        return res.body.uploadId as string;
      };
      const [oldId, recentId] = [await ticketFor("abandoned.png"), await ticketFor("recent.png")];
      const key = (await db().collection("uploads").doc(oldId).get()).get("key") as string;
      // Its URL expired 25 hours ago.
      await db()
        .collection("uploads")
        .doc(oldId)
        .update({ expiresAt: Timestamp.fromMillis(Date.now() - 25 * 3_600_000) });
      expect(await blobStore().stat(key)).to.not.equal(null);

      await removeAbandonedFiles(Date.now());
      expect((await db().collection("uploads").doc(oldId).get()).exists).to.equal(false);
      expect(await blobStore().stat(key)).to.equal(null);
      const recent = (await db().collection("uploads").doc(recentId).get()).data()!;
      expect(recent.status).to.equal("pending");
      expect(await blobStore().stat(recent.key)).to.not.equal(null);
    });

    it("the cleanup job deletes a deleted brand's files and uploads, and no other brand's", async () => {
      const owner = ws.users.owner.token;
      const brand = await call("POST", "/v1/brands", { token: owner, json: { name: `Doomed ${Date.now()}` } });
      expect(brand.status, brand.text).to.equal(201);
      const ticket = await call("POST", `/v1/brands/${brand.body.id}/uploads`, {
        token: owner,
        json: { kind: "image", fileName: "logo.png", contentType: "image/png", size: PNG.length },
      });
      await fetch(ticket.body.uploadUrl, { method: "PUT", headers: ticket.body.headers, body: PNG });
      const done = await call("POST", `/v1/brands/${brand.body.id}/uploads/${ticket.body.uploadId}/complete`, { token: owner });
      expect(done.body.status, done.text).to.equal("ready");
      const kept = await upload("image", "kept.png", "image/png", PNG);
      const doomedKey = (await db().collection("uploads").doc(ticket.body.uploadId).get()).get("key") as string;

      expect((await call("DELETE", `/v1/brands/${brand.body.id}`, { token: owner })).status).to.equal(200);
      expect((await deletedBrandsCol().doc(brand.body.id).get()).exists, "queued for the job").to.equal(true);
      await removeAbandonedFiles(Date.now());

      expect(await blobStore().stat(doomedKey)).to.equal(null);
      expect((await fetch(done.body.url)).status).to.equal(404);
      expect((await db().collection("uploads").doc(ticket.body.uploadId).get()).exists).to.equal(false);
      expect((await deletedBrandsCol().doc(brand.body.id).get()).exists).to.equal(false);
      expect((await fetch(kept.complete.body.url)).status).to.equal(200);
      expect((await db().collection("uploads").doc(kept.ticket.uploadId).get()).exists).to.equal(true);
    });
  });
});
