import { expect } from "chai";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { PNG } from "../helpers/experience-fixtures.js";
import { experienceRef } from "../../src/firestore/collections.js";

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(300, 3)]);

/** Uploads bytes as the brand's editor and returns the finished upload's id. */
async function upload(ws: Workspace, kind: string, fileName: string, contentType: string, bytes: Buffer): Promise<string> {
  const token = ws.users.editor.token;
  const ticket = await call("POST", `/v1/brands/${ws.brandId}/uploads`, { token, json: { kind, fileName, contentType, size: bytes.length } });
  expect(ticket.status, ticket.text).to.equal(201);
  await fetch(ticket.body.uploadUrl, { method: "PUT", headers: ticket.body.headers, body: bytes });
  const done = await call("POST", `/v1/brands/${ws.brandId}/uploads/${ticket.body.uploadId}/complete`, { token });
  expect(done.status, done.text).to.equal(200);
  return ticket.body.uploadId;
}

async function addVideo(ws: Workspace, title: string, withPoster = false): Promise<string> {
  const uploadId = await upload(ws, "video", `${title}.mp4`, "video/mp4", MP4);
  const posterUploadId = withPoster ? await upload(ws, "image", `${title}.png`, "image/png", PNG) : undefined;
  const res = await call("POST", `/v1/brands/${ws.brandId}/videos`, {
    token: ws.users.editor.token,
    json: { uploadId, posterUploadId, title, durationSeconds: 8.5, width: 1280, height: 720 },
  });
  expect(res.status, res.text).to.equal(201);
  return res.body.id;
}

async function addExperience(ws: Workspace, name: string): Promise<string> {
  const res = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.editor.token, json: { name } });
  expect(res.status, res.text).to.equal(201);
  return res.body.id;
}

const WALL = { rows: 1, columns: 2, autoplay: true, muted: true, loop: false };

describe("Video wall", () => {
  let ws: Workspace;
  let other: Workspace;
  let experienceId: string;
  let wallPath: string;
  let spring: string;
  let summer: string;
  before(async () => {
    [ws, other] = await Promise.all([createWorkspace("video-wall"), createWorkspace("video-wall-other")]);
    experienceId = await addExperience(ws, "Wall showroom");
    wallPath = `/v1/brands/${ws.brandId}/experiences/${experienceId}/video-wall`;
    [spring, summer] = await Promise.all([addVideo(ws, "Spring", true), addVideo(ws, "Summer")]);
  });

  it("starts with the default wall, readable by viewers", async () => {
    const res = await call("GET", wallPath, { token: ws.users.viewer.token });
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.equal({ rows: 1, columns: 2, videoIds: [], autoplay: true, muted: true, loop: true, videos: [] });
  });

  it("saves a grid of brand videos in order, resolving them for the preview, and stores it on the experience", async () => {
    const res = await call("PUT", wallPath, { token: ws.users.editor.token, json: { ...WALL, rows: 2, videoIds: [summer, spring, summer] } });
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.include({ rows: 2, columns: 2, videoIds: [summer, spring, summer], autoplay: true, muted: true, loop: false });
    expect(res.body.videos.map((v: { id: string }) => v.id)).to.deep.equal([summer, spring]);
    const springVideo = res.body.videos.find((v: { id: string }) => v.id === spring);
    expect(springVideo).to.include({ title: "Spring", durationSeconds: 8.5 });
    expect(springVideo.url).to.be.a("string");
    expect(springVideo.posterUrl).to.be.a("string");
    expect(res.body.videos.find((v: { id: string }) => v.id === summer).posterUrl).to.equal(null);

    const stored = (await experienceRef(ws.brandId, experienceId).get()).get("videoWall");
    expect(stored).to.deep.equal({ rows: 2, columns: 2, videoIds: [summer, spring, summer], autoplay: true, muted: true, loop: false });
    const again = await call("GET", wallPath, { token: ws.users.viewer.token });
    expect(again.body).to.deep.equal(res.body);
  });

  it("refuses rows and columns outside 1-6 and more videos than cells", async () => {
    const put = (json: unknown) => call("PUT", wallPath, { token: ws.users.editor.token, json });
    for (const [json, path] of [
      [{ ...WALL, rows: 0, videoIds: [] }, "rows"],
      [{ ...WALL, columns: 7, videoIds: [] }, "columns"],
      [{ ...WALL, rows: 1.5, videoIds: [] }, "rows"],
    ] as const) {
      const res = await put(json);
      expect(res.status, res.text).to.equal(400);
      expect(res.body.error.issues[0].path).to.equal(path);
    }
    const crowded = await put({ ...WALL, videoIds: [spring, summer, spring] });
    expect(crowded.status).to.equal(400);
    expect(crowded.body.error.issues).to.deep.equal([{ path: "videoIds", message: "A 1 x 2 wall has 2 cells; remove 1 video or add cells" }]);
    expect((await put({ ...WALL })).status).to.equal(400);
    expect((await put({ ...WALL, videoIds: [], extra: 1 })).status).to.equal(400);
  });

  it("refuses videos that are not the brand's", async () => {
    const foreign = await addVideo(other, "Foreign");
    const res = await call("PUT", wallPath, { token: ws.users.editor.token, json: { ...WALL, videoIds: [spring, foreign] } });
    expect(res.status, res.text).to.equal(400);
    expect(res.body.error.message).to.equal("A video of the wall is not in this brand's library");
    expect(res.body.error.issues).to.deep.equal([{ path: "videoIds.1", message: "No such video in this brand" }]);
    const unknown = await call("PUT", wallPath, { token: ws.users.editor.token, json: { ...WALL, videoIds: ["nope1", "nope2"] } });
    expect(unknown.body.error.message).to.equal("2 videos of the wall are not in this brand's library");
  });

  it("lets viewers look but not change, and answers 404 for an unknown experience", async () => {
    expect((await call("PUT", wallPath, { token: ws.users.viewer.token, json: { ...WALL, videoIds: [] } })).status).to.equal(403);
    const missing = await call("GET", `/v1/brands/${ws.brandId}/experiences/no-such-experience/video-wall`, { token: ws.users.editor.token });
    expect(missing.status).to.equal(404);
    expect(missing.body.error.message).to.equal("Experience not found");
    const missingPut = await call("PUT", `/v1/brands/${ws.brandId}/experiences/no-such-experience/video-wall`, {
      token: ws.users.editor.token,
      json: { ...WALL, videoIds: [] },
    });
    expect(missingPut.status).to.equal(404);
  });

  it("refuses to delete a video a wall plays (409 naming the experiences), and deletes it once removed", async () => {
    const token = ws.users.editor.token;
    const autumn = await addVideo(ws, "Autumn");
    const second = await addExperience(ws, "Second showroom");
    const secondWall = `/v1/brands/${ws.brandId}/experiences/${second}/video-wall`;
    expect((await call("PUT", wallPath, { token, json: { ...WALL, videoIds: [autumn] } })).status).to.equal(200);
    expect((await call("PUT", secondWall, { token, json: { ...WALL, videoIds: [spring, autumn] } })).status).to.equal(200);

    const refused = await call("DELETE", `/v1/brands/${ws.brandId}/videos/${autumn}`, { token });
    expect(refused.status, refused.text).to.equal(409);
    expect(refused.body.error.message).to.match(/^Autumn plays on the video wall of experiences /);
    expect(refused.body.error.message).to.include('"Wall showroom"').and.include('"Second showroom"');

    expect((await call("PUT", wallPath, { token, json: { ...WALL, videoIds: [] } })).status).to.equal(200);
    const stillOne = await call("DELETE", `/v1/brands/${ws.brandId}/videos/${autumn}`, { token });
    expect(stillOne.body.error.message).to.equal('Autumn plays on the video wall of experience "Second showroom"; remove it there first');

    expect((await call("PUT", secondWall, { token, json: { ...WALL, videoIds: [spring] } })).status).to.equal(200);
    expect((await call("DELETE", `/v1/brands/${ws.brandId}/videos/${autumn}`, { token })).status).to.equal(200);
  });

  it("keeps protecting a video through a duplicated experience", async () => {
    const token = ws.users.editor.token;
    const winter = await addVideo(ws, "Winter");
    const source = await addExperience(ws, "Original");
    const sourceWall = `/v1/brands/${ws.brandId}/experiences/${source}/video-wall`;
    expect((await call("PUT", sourceWall, { token, json: { ...WALL, videoIds: [winter] } })).status).to.equal(200);
    const copy = await call("POST", `/v1/brands/${ws.brandId}/experiences/${source}/duplicate`, { token });
    expect(copy.status, copy.text).to.equal(201);
    expect((await call("GET", `/v1/brands/${ws.brandId}/experiences/${copy.body.id}/video-wall`, { token })).body.videoIds).to.deep.equal([winter]);
    expect((await call("PUT", sourceWall, { token, json: { ...WALL, videoIds: [] } })).status).to.equal(200);
    const refused = await call("DELETE", `/v1/brands/${ws.brandId}/videos/${winter}`, { token });
    expect(refused.status).to.equal(409);
    expect(refused.body.error.message).to.include('"Original (copy)"');
  });
});
