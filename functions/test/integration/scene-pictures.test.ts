/**
 * A published version's scenes are drawn from their cameras once it is published (the trigger on
 * the new version, through the local stack's event delivery): the share card's image and the
 * viewer's poster, named by the public resolver and the link's card.
 */
import { expect } from "chai";
import sharp from "sharp";
import { db } from "../../src/firebase.js";
import { BASE_URL } from "../helpers/env.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const zero = { x: 0, y: 0, z: 0 };
const one = { x: 1, y: 1, z: 1 };

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function pictureOf(url: string) {
  const res = await fetch(url);
  expect(res.status, url).to.equal(200);
  expect(res.headers.get("content-type")).to.match(/^image\/jpeg/);
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe("Scene pictures", () => {
  let ws: Workspace;
  let experienceId: string;
  let placementId: string;

  before(async () => {
    ws = await createWorkspace("scene-pictures");
    const token = ws.users.editor.token;
    const base = `/v1/brands/${ws.brandId}`;
    const experience = await call("POST", `${base}/experiences`, { token, json: { name: "Dining room" } });
    expect(experience.status, experience.text).to.equal(201);
    experienceId = experience.body.id;
    const scenes = await call("GET", `${base}/experiences/${experienceId}/scenes`, { token });
    const scene = scenes.body.items[0];
    const placed = await call("PATCH", `${base}/experiences/${experienceId}/scenes/${scene.id}`, {
      token,
      json: {
        version: scene.version,
        objects: [
          { id: "oak", kind: "model", libraryObjectId: "sample-oak-dining-table", transform: { position: zero, rotation: zero, scale: one } },
          {
            id: "walnut",
            kind: "model",
            libraryObjectId: "sample-walnut-side-table",
            transform: { position: { x: 1.6, y: 0, z: 0 }, rotation: zero, scale: one },
          },
        ],
        camera: { before: { x: 0, y: 2, z: 6 }, position: { x: 0, y: 1.4, z: 3 }, target: { x: 0.5, y: 0.5, z: 0 }, after: { x: 0, y: 2, z: 6 } },
      },
    });
    expect(placed.status, placed.text).to.equal(200);
    const published = await call("POST", `${base}/experiences/${experienceId}/publish`, { token });
    expect(published.status, published.text).to.equal(201);
    const placement = await call("POST", `${base}/placements`, { token, json: { name: "Window", defaultExperienceId: experienceId } });
    expect(placement.status, placement.text).to.equal(201);
    placementId = placement.body.id;
  });

  it("draws the first scene for a share card and a phone held upright, and the resolver names them", async () => {
    const resolved = await waitFor("the poster", async () => {
      const res = await call("GET", `/v1/public/placements/${placementId}`);
      expect(res.status, res.text).to.equal(200);
      return res.body.experience.picture ? res.body : null;
    });
    const { landscape, portrait } = resolved.experience.picture;
    expect(landscape).to.include({ width: 1200, height: 630 });
    expect(portrait).to.include({ width: 720, height: 1560 });
    for (const shape of [landscape, portrait]) {
      const { data, info } = await pictureOf(shape.url);
      expect([info.width, info.height]).to.deep.equal([shape.width, shape.height]);
      // The tables are in the picture: a good share of it is neither the background nor the floor.
      const colours = new Set<string>();
      for (let i = 0; i < data.length; i += info.channels * 97) colours.add(`${data[i]! >> 4},${data[i + 1]! >> 4},${data[i + 2]! >> 4}`);
      expect(colours.size, "distinct colours").to.be.greaterThan(12);
    }
    const stored = (await db().collection("brands").doc(ws.brandId).collection("experiences").doc(experienceId).collection("manifests").doc("1").get()).data()!;
    expect(Object.keys(stored.pictures)).to.have.length(1);
    // The version's content, and so its ETag, is not touched.
    expect(JSON.parse(stored.content).pictures).to.equal(undefined);
  });

  it("is the image of the placement's link card", async () => {
    const resolved = (await call("GET", `/v1/public/placements/${placementId}`)).body;
    const html = await (await fetch(`${BASE_URL}/${placementId}`)).text();
    expect(html).to.include(`<meta property="og:image" content="${resolved.experience.picture.landscape.url}" />`);
    expect(html).to.include(`<meta property="og:image:width" content="1200" />`);
    // The page asks at once for what the viewer fetches first, in parallel with its scripts.
    const { brand, experience } = resolved;
    expect(html).to.include(`<link rel="preload" href="/v1/public/placements/${placementId}" as="fetch" crossorigin />`);
    expect(html).to.include(
      `<link rel="preload" href="/v1/public/brands/${brand.id}/experiences/${experience.id}/manifests/${experience.publishedVersion}" as="fetch" crossorigin />`,
    );
    expect(html).to.include(`<link rel="preload" href="${experience.picture.portrait.url}" as="image" media="(orientation: portrait)" />`);
  });

  it("names no picture for a newer version until it is drawn, then its own", async () => {
    const before = (await call("GET", `/v1/public/placements/${placementId}`)).body.experience.picture.landscape.url as string;
    const republished = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/publish`, { token: ws.users.editor.token });
    expect(republished.status, republished.text).to.equal(201);
    const next = await waitFor("version 2's poster", async () => {
      const res = (await call("GET", `/v1/public/placements/${placementId}`)).body;
      expect(res.experience.publishedVersion).to.equal(2);
      // Never version 1's picture for version 2.
      if (res.experience.picture) expect(res.experience.picture.landscape.url).to.not.equal(before);
      return res.experience.picture;
    });
    expect(next.landscape.url).to.include("/manifests/2/");
  });
});
