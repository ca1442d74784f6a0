import { expect } from "chai";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { PNG } from "../helpers/experience-fixtures.js";

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(300, 3)]);

describe("Videos", () => {
  let ws: Workspace;
  let token: string;
  before(async () => {
    ws = await createWorkspace("videos");
    token = ws.users.editor.token;
  });

  async function upload(kind: string, fileName: string, contentType: string, bytes: Buffer): Promise<string> {
    const ticket = await call("POST", `/v1/brands/${ws.brandId}/uploads`, { token, json: { kind, fileName, contentType, size: bytes.length } });
    await fetch(ticket.body.uploadUrl, { method: "PUT", headers: ticket.body.headers, body: bytes });
    expect((await call("POST", `/v1/brands/${ws.brandId}/uploads/${ticket.body.uploadId}/complete`, { token })).status).to.equal(200);
    return ticket.body.uploadId;
  }

  it("adds an uploaded video with its poster, duration and size, and lists it", async () => {
    const uploadId = await upload("video", "spring.mp4", "video/mp4", MP4);
    const posterUploadId = await upload("image", "poster.png", "image/png", PNG);
    const res = await call("POST", `/v1/brands/${ws.brandId}/videos`, {
      token,
      json: { uploadId, posterUploadId, title: "Spring walkthrough", tags: ["Spring", "spring"], durationSeconds: 12.5, width: 1920, height: 1080 },
    });
    expect(res.status, res.text).to.equal(201);
    expect(res.body).to.deep.include({ title: "Spring walkthrough", contentType: "video/mp4", size: MP4.length, durationSeconds: 12.5, tags: ["spring"] });
    expect(res.body.posterUrl).to.be.a("string");
    expect((await fetch(res.body.url)).headers.get("content-type")).to.equal("video/mp4");

    const again = await call("POST", `/v1/brands/${ws.brandId}/videos`, { token, json: { uploadId, title: "Again", durationSeconds: 1, width: 1, height: 1 } });
    expect(again.status).to.equal(409);
    const list = await call("GET", `/v1/brands/${ws.brandId}/videos?q=spring`, { token: ws.users.viewer.token });
    expect(list.body.items.map((v: { title: string }) => v.title)).to.deep.equal(["Spring walkthrough"]);
  });

  it("refuses an image as the video and a video as the poster", async () => {
    const image = await upload("image", "still.png", "image/png", PNG);
    const res = await call("POST", `/v1/brands/${ws.brandId}/videos`, {
      token,
      json: { uploadId: image, title: "X", durationSeconds: 1, width: 1, height: 1 },
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.issues).to.deep.equal([{ path: "uploadId", message: "Expected a video upload" }]);
    expect(
      (await call("POST", `/v1/brands/${ws.brandId}/videos`, { token, json: { uploadId: image, title: "X", durationSeconds: -1, width: 1, height: 1 } }))
        .status,
    ).to.equal(400);
  });

  it("retitles, and deletes a video with its files", async () => {
    const uploadId = await upload("video", "old.mp4", "video/mp4", MP4);
    const created = await call("POST", `/v1/brands/${ws.brandId}/videos`, {
      token,
      json: { uploadId, title: "Old", durationSeconds: 3, width: 640, height: 360 },
    });
    const renamed = await call("PATCH", `/v1/brands/${ws.brandId}/videos/${created.body.id}`, { token, json: { title: "Renamed" } });
    expect(renamed.body.title).to.equal("Renamed");
    expect(
      (await call("PATCH", `/v1/brands/${ws.brandId}/videos/${created.body.id}`, { token: ws.users.viewer.token, json: { title: "No" } })).status,
    ).to.equal(403);
    expect((await call("DELETE", `/v1/brands/${ws.brandId}/videos/${created.body.id}`, { token })).status).to.equal(200);
    expect((await fetch(created.body.url)).status).to.equal(404);
    expect((await call("GET", `/v1/brands/${ws.brandId}/videos/${created.body.id}`, { token })).status).to.equal(404);
  });
});
