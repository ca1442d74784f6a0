import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "chai";
import { defaultAiChat, defaultHost, defaultVideoWall, manifestSchema, MANIFEST_SCHEMA_VERSION } from "@vitrine/contract";
import { buildManifest, summarizeManifest, validateForPublish, type ExperienceContent } from "../../src/manifests/build-manifest.js";
import { demoScenes } from "../../src/seed/demo-seed.js";
import { content, transform, zero } from "../helpers/experience-content.js";

const paths = (c: ExperienceContent) => validateForPublish(c).map((p) => p.path);

describe("buildManifest", () => {
  it("builds a schema-valid manifest of everything the viewer needs", () => {
    const manifest = buildManifest(content());
    expect(() => manifestSchema.parse(manifest)).to.not.throw();
    expect(manifest).to.deep.include({
      schemaVersion: MANIFEST_SCHEMA_VERSION,
      brandId: "brand1",
      experienceId: "exp1",
      version: null,
      publishedAt: null,
      name: "Spring",
    });
    expect(manifest.brand).to.deep.equal({ name: "Acme Home" });
  });

  it("fills in the version and date it is given", () => {
    const manifest = buildManifest(content(), { version: 4, publishedAt: "2026-01-01T00:00:00.000Z" });
    expect(manifest).to.deep.include({ version: 4, publishedAt: "2026-01-01T00:00:00.000Z" });
  });

  it("orders scenes by their order and products by order, then name", () => {
    const manifest = buildManifest(content());
    expect(manifest.scenes.map((s) => s.id)).to.deep.equal(["sceneA", "sceneB"]);
    expect(manifest.products.map((p) => p.id)).to.deep.equal(["p1", "p2"]);
  });

  it("lists each model's delivery variants, so the viewer can pick the phone or desktop file", () => {
    const c = content();
    c.libraryObjects.table!.variants = [
      { name: "desktop", url: "https://blobs.test/table.optimized.glb", bytes: 1000, triangles: 480 },
      { name: "phone", url: "https://blobs.test/table.phone.glb", bytes: 400, triangles: 150 },
    ];
    const manifest = buildManifest(c);
    expect(manifestSchema.safeParse(manifest).success).to.equal(true);
    expect(manifest.models.table!.variants).to.deep.equal({
      desktop: { url: "https://blobs.test/table.optimized.glb", bytes: 1000, triangles: 480 },
      phone: { url: "https://blobs.test/table.phone.glb", bytes: 400, triangles: 150 },
    });
    // A model without variants (a sample) has no such field: older viewers and manifests stay as they were.
    expect(manifest.models.backdrop).to.not.have.property("variants");
  });

  it("lists each model once, with the experience's overrides applied, and the set's backdrop and host's avatar too", () => {
    const manifest = buildManifest(content());
    expect(Object.keys(manifest.models).sort()).to.deep.equal(["avatar", "backdrop", "table"]);
    expect(manifest.models.table).to.deep.equal({
      name: "Dining table",
      url: "https://blobs.test/table.optimized.glb",
      bytes: 1000,
      interactive: true,
      productId: "p1",
      scale: 2,
    });
    // No override: the defaults (library name, scale 1, interactive, no product).
    expect(manifest.models.backdrop).to.deep.equal({
      name: "Loft",
      url: "https://blobs.test/loft.glb",
      bytes: 5000,
      interactive: true,
      productId: null,
      scale: 1,
    });
    expect(manifest.scenes[0]!.objects).to.deep.equal([
      { id: "t1", kind: "model", modelId: "table", transform },
      { id: "t2", kind: "model", modelId: "table", transform },
    ]);
    expect(manifest.sets).to.deep.equal({
      set1: { name: "Loft set", lighting: "warm", background: "#ffffff", floor: { kind: "wood", color: "#e5e7eb", size: 10 }, backdropModelId: "backdrop" },
    });
    expect(manifest.host).to.deep.equal({
      name: "Ava",
      avatar: { kind: "model", modelId: "avatar" },
      greeting: defaultHost().greeting,
      segmentLines: { seg1: "Look!" },
    });
  });

  it("fills the video wall in reading order, one video per cell, only when a scene places it", () => {
    const manifest = buildManifest(content());
    expect(manifest.videoWall).to.deep.include({ rows: 1, columns: 2, autoplay: true, muted: true, loop: true });
    expect(manifest.videoWall!.videos.map((v) => v.id)).to.deep.equal(["v1", "v2"]);
    const c = content();
    c.scenes[0]!.objects = [];
    expect(buildManifest(c).videoWall).to.equal(null);
  });

  it("gives the public only the assistant's public face, and leaves disabled features out", () => {
    const manifest = buildManifest(content());
    expect(manifest.aiChat).to.deep.equal({ name: "Sam", welcomeMessage: defaultAiChat().welcomeMessage, suggestedQuestions: ["Price?"] });
    expect(JSON.stringify(manifest)).to.not.include("internal");
    const c = content();
    c.experience.aiChat.enabled = false;
    c.experience.host.enabled = false;
    c.experience.surveyId = null;
    const bare = buildManifest(c);
    expect(bare).to.deep.include({ aiChat: null, host: null, survey: null });
    expect(bare.models).to.not.have.property("avatar");
  });

  it("leaves broken references out so a draft always shows", () => {
    const c = content();
    delete c.libraryObjects.table;
    c.sets = {};
    c.products[1]!.hotspot = { sceneId: "deleted", position: zero };
    c.survey = { ...c.survey!, status: "archived" };
    delete c.videos.v1;
    const manifest = buildManifest(c);
    expect(() => manifestSchema.parse(manifest)).to.not.throw();
    const intro = manifest.scenes[0]!;
    expect(intro.objects).to.deep.equal([]);
    expect(intro.setId).to.equal(null);
    // The segment no longer highlights objects that were left out.
    expect(intro.segments[0]!.objectIds).to.deep.equal([]);
    expect(manifest.products.find((p) => p.id === "p1")!.hotspot).to.equal(null);
    expect(manifest.survey).to.equal(null);
    expect(manifest.videoWall!.videos.map((v) => v.id)).to.deep.equal(["v2"]);
  });

  it("drops an override's product that no longer exists", () => {
    const c = content();
    c.virtualObjects.table!.productId = "deleted";
    expect(buildManifest(c).models.table!.productId).to.equal(null);
  });

  it("lists an uploaded image's copies, and adds no field for an image without them (same manifest as before they existed)", () => {
    const c = content();
    const variants = [{ url: "https://blobs.test/i/variants/320w.webp", width: 320, height: 240, contentType: "image/webp" as const }];
    c.products[0] = { ...c.products[0]!, imageUrl: "https://blobs.test/i/bench.jpg", imageVariants: variants };
    const manifest = buildManifest(c);
    const bench = manifest.products.find((p) => p.id === "p2")!;
    const table = manifest.products.find((p) => p.id === "p1")!;
    expect(bench.imageVariants).to.deep.equal(variants);
    expect(table).to.not.have.property("imageVariants");
    expect(manifest.theme).to.not.have.property("logoVariants");
    expect(manifestSchema.safeParse(manifest).success).to.equal(true);
  });

  it("summarises a manifest for the version history", () => {
    expect(summarizeManifest(buildManifest(content()))).to.deep.equal({ scenes: 2, objects: 3, models: 3, products: 2, videos: 2 });
  });
});

describe("validateForPublish", () => {
  it("finds nothing wrong with a healthy experience", () => {
    expect(validateForPublish(content())).to.deep.equal([]);
  });

  it("refuses an archived experience and one without scenes", () => {
    const c = content();
    c.experience.status = "archived";
    expect(validateForPublish(c)).to.deep.equal([{ path: "status", message: "The experience is archived; restore it before publishing" }]);
    const empty = content();
    empty.scenes = [];
    empty.experience.videoWall.videoIds = [];
    expect(paths(empty)).to.include("scenes");
  });

  it("names scene objects whose model is missing, still processing or failed", () => {
    const c = content();
    c.scenes[1]!.objects.push(
      { id: "gone", kind: "model", libraryObjectId: "nope", transform },
      { id: "busy", kind: "model", libraryObjectId: "fresh", transform },
      { id: "bad", kind: "model", libraryObjectId: "broken", transform },
    );
    c.libraryObjects.fresh = { id: "fresh", name: "Chair", url: "u", bytes: 1, status: "processing" };
    c.libraryObjects.broken = { id: "broken", name: "Lamp", url: "u", bytes: 1, status: "failed" };
    const problems = validateForPublish(c);
    expect(problems).to.deep.equal([
      { path: "scenes.sceneA.objects.gone", message: "Scene “Intro” uses a model that is no longer in the library; remove it" },
      { path: "scenes.sceneA.objects.busy", message: "Scene “Intro” uses the model “Chair”, which is still being optimised; publish again in a minute" },
      { path: "scenes.sceneA.objects.bad", message: "Scene “Intro” uses the model “Lamp”, which could not be processed; replace it" },
    ]);
  });

  it("names a missing set and a set whose backdrop is missing (once per set)", () => {
    const missingSet = content();
    missingSet.sets = {};
    expect(paths(missingSet)).to.deep.equal(["scenes.sceneA.setId"]);

    const missingBackdrop = content();
    delete missingBackdrop.libraryObjects.backdrop;
    missingBackdrop.scenes[0]!.setId = "set1";
    expect(paths(missingBackdrop)).to.deep.equal(["sets.set1.backdropObjectId"]);
  });

  it("names a placed video wall without videos, and each of its missing videos", () => {
    const empty = content();
    empty.experience.videoWall.videoIds = [];
    expect(paths(empty)).to.deep.equal(["videoWall.videoIds"]);
    const missing = content();
    delete missing.videos.v2;
    expect(paths(missing)).to.deep.equal(["videoWall.videoIds.v2"]);
    // Beyond the wall's cells, or without a wall in any scene, videos do not matter.
    const unplaced = content();
    delete unplaced.videos.v3;
    expect(paths(unplaced)).to.deep.equal([]);
    unplaced.scenes[0]!.objects = [];
    unplaced.experience.videoWall.videoIds = [];
    expect(paths(unplaced)).to.deep.equal([]);
  });

  it("names hotspots in missing scenes and overrides opening missing products", () => {
    const c = content();
    c.products[0]!.hotspot = { sceneId: "deleted", position: zero };
    c.virtualObjects.table!.productId = "deleted";
    expect(validateForPublish(c)).to.deep.equal([
      { path: "products.p2.hotspot", message: "The hotspot of product “Bench” is in a scene that no longer exists; place it again" },
      { path: "virtualObjects.table.productId", message: "The model “Dining table” opens a product that no longer exists; pick another product" },
    ]);
    // An override of a model no scene uses any more is harmless.
    const unused = content();
    unused.virtualObjects.unused = { displayName: null, scale: 1, interactive: true, productId: "deleted" };
    expect(paths(unused)).to.deep.equal([]);
  });

  it("names a missing or archived survey", () => {
    const missing = content();
    missing.survey = null;
    expect(validateForPublish(missing)).to.deep.equal([{ path: "surveyId", message: "The experience's survey no longer exists; pick another survey or none" }]);
    const archived = content();
    archived.survey!.status = "archived";
    expect(validateForPublish(archived)).to.deep.equal([{ path: "surveyId", message: "The survey “Tell us” is archived; restore it or pick another survey" }]);
  });

  it("names a missing host avatar model, only while the host is shown", () => {
    const c = content();
    delete c.libraryObjects.avatar;
    expect(paths(c)).to.deep.equal(["host.avatar"]);
    c.experience.host.enabled = false;
    expect(paths(c)).to.deep.equal([]);
  });

  it("catches stored settings the manifest schema refuses", () => {
    const c = content();
    c.experience.theme = { ...c.experience.theme, colors: { ...c.experience.theme.colors, primary: "blue" } };
    expect(paths(c)).to.deep.equal(["theme.colors.primary"]);
  });
});

describe("the demo experience", () => {
  it("publishes as seeded: every model it places is a sample of the library", () => {
    const samples = JSON.parse(readFileSync(path.resolve(__dirname, "../../../web/public/models/samples/samples.json"), "utf8")) as {
      slug: string;
      name: string;
      glb: string;
      size: number;
    }[];
    const c = content();
    c.experience = { ...c.experience, surveyId: null, host: defaultHost(), videoWall: defaultVideoWall(), aiChat: defaultAiChat() };
    c.products = [];
    c.virtualObjects = {};
    c.sets = {};
    c.survey = null;
    c.scenes = demoScenes().map((scene, i) => ({ ...scene, id: `scene${i}` }));
    c.libraryObjects = Object.fromEntries(
      samples.map((s) => [`sample-${s.slug}`, { id: `sample-${s.slug}`, name: s.name, url: s.glb, bytes: s.size, status: "ready" as const }]),
    );
    expect(validateForPublish(c)).to.deep.equal([]);
    expect(Object.keys(buildManifest(c).models)).to.have.length(samples.length);
  });
});
