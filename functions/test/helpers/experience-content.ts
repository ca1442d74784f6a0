import { defaultAiChat, defaultHost, defaultTheme, defaultVideoWall } from "@vitrine/contract";
import type { ExperienceContent } from "../../src/manifests/build-manifest.js";

export const zero = { x: 0, y: 0, z: 0 };
export const transform = { position: { x: 1, y: 0, z: 0 }, rotation: zero, scale: { x: 1, y: 1, z: 1 } };
export const camera = { before: zero, position: { x: 0, y: 2, z: 5 }, target: zero, after: zero };

/** A complete, healthy experience; each test breaks one thing. */
export function content(): ExperienceContent {
  return {
    brandId: "brand1",
    experienceId: "exp1",
    brandName: "Acme Home",
    experience: {
      name: "Spring",
      status: "draft",
      surveyId: "survey1",
      theme: defaultTheme(),
      host: {
        ...defaultHost(),
        enabled: true,
        name: "Ava",
        avatar: { kind: "model", libraryObjectId: "avatar" },
        segmentLines: { seg1: "Look!", seg2: "  ", gone: "Nobody hears this" },
      },
      videoWall: { ...defaultVideoWall(), rows: 1, columns: 2, videoIds: ["v1", "v2", "v3"] },
      aiChat: { ...defaultAiChat(), enabled: true, name: "Sam", suggestedQuestions: ["Price?"], knowledge: [{ id: "k", kind: "text", text: "internal" }] },
    },
    scenes: [
      {
        id: "sceneB",
        name: "Kitchen",
        order: 1,
        setId: null,
        objects: [{ id: "wall", kind: "videoWall", transform }],
        segments: [],
        tags: [],
        camera,
      },
      {
        id: "sceneA",
        name: "Intro",
        order: 0,
        setId: "set1",
        objects: [
          { id: "t1", kind: "model", libraryObjectId: "table", transform },
          { id: "t2", kind: "model", libraryObjectId: "table", transform },
        ],
        segments: [{ id: "seg1", title: "Table", camera: null, objectIds: ["t1", "t2"] }],
        tags: ["living"],
        camera,
      },
    ],
    products: [
      {
        id: "p2",
        sku: "B",
        name: "Bench",
        description: "",
        price: 90,
        currency: "EUR",
        imageUrl: null,
        imageVariants: [],
        url: null,
        hotspot: null,
        order: null,
      },
      {
        id: "p1",
        sku: "A",
        name: "Table",
        description: "Oak",
        price: 249.5,
        currency: "EUR",
        imageUrl: null,
        imageVariants: [],
        url: "https://x.test",
        hotspot: { sceneId: "sceneA", position: zero },
        order: 0,
      },
    ],
    virtualObjects: { table: { displayName: "Dining table", scale: 2, interactive: true, productId: "p1" } },
    libraryObjects: {
      table: { id: "table", name: "Oak table", url: "https://blobs.test/table.optimized.glb", bytes: 1000, status: "ready" },
      backdrop: { id: "backdrop", name: "Loft", url: "https://blobs.test/loft.glb", bytes: 5000, status: "ready" },
      avatar: { id: "avatar", name: "Robot", url: "https://blobs.test/robot.glb", bytes: 300, status: "ready" },
    },
    sets: {
      set1: {
        id: "set1",
        name: "Loft set",
        backdropObjectId: "backdrop",
        lighting: "warm",
        background: "#ffffff",
        floor: { kind: "wood", color: "#e5e7eb", size: 10 },
      },
    },
    videos: {
      v1: { id: "v1", title: "One", url: "https://blobs.test/1.mp4", posterUrl: null, durationSeconds: 10 },
      v2: { id: "v2", title: "Two", url: "https://blobs.test/2.mp4", posterUrl: "https://blobs.test/2.png", durationSeconds: null },
      v3: { id: "v3", title: "Three", url: "https://blobs.test/3.mp4", posterUrl: null, durationSeconds: 3 },
    },
    survey: {
      id: "survey1",
      title: "Tell us",
      status: "active",
      questions: [{ id: "q1", field: "rating", type: "rating", label: "How was it?", required: true }],
    },
  };
}
