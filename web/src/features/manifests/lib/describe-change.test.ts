import type { Manifest } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { describePath, formatValue, tokenizePath } from "./describe-change";

const manifest = {
  scenes: [
    {
      id: "s1",
      name: "Intro",
      objects: [
        { id: "o1", kind: "model", modelId: "m1" },
        { id: "w", kind: "videoWall" },
      ],
      segments: [{ id: "seg", title: "Welcome" }],
    },
  ],
  models: { m1: { name: "Oak table" } },
  sets: { set1: { name: "Loft" } },
  products: [{ id: "p1", name: "Lamp" }],
  theme: { colors: { primary: "#000000" } },
} as unknown as Manifest;

describe("describePath", () => {
  it("splits paths into keys and matched ids", () => {
    expect(tokenizePath("scenes[a-b].objects[o_1].transform.position.x")).to.deep.equal([
      { key: "scenes", id: "a-b" },
      { key: "objects", id: "o_1" },
      { key: "transform", id: undefined },
      { key: "position", id: undefined },
      { key: "x", id: undefined },
    ]);
  });

  it("names scenes, objects (by their model), segments and products", () => {
    expect(describePath("scenes[s1].name", [manifest])).to.equal("Scene “Intro” › name");
    expect(describePath("scenes[s1].objects[o1].transform.position.x", [manifest])).to.equal("Scene “Intro” › Object “Oak table” › transform › position › x");
    expect(describePath("scenes[s1].objects[w]", [manifest])).to.equal("Scene “Intro” › Object “Video wall”");
    expect(describePath("scenes[s1].segments[seg].title", [manifest])).to.equal("Scene “Intro” › Segment “Welcome” › title");
    expect(describePath("products[p1].price", [manifest])).to.equal("Product “Lamp” › price");
  });

  it("names models and sets by their key, and falls back to ids it cannot find", () => {
    expect(describePath("models.m1.scale", [manifest])).to.equal("Model “Oak table” › scale");
    expect(describePath("sets.set1.lighting", [manifest])).to.equal("Set “Loft” › lighting");
    expect(describePath("scenes[gone].name", [manifest])).to.equal("Scene gone › name");
    expect(describePath("theme.colors.primary", [undefined, manifest])).to.equal("theme › colors › primary");
    expect(describePath("scenes[order]", [manifest])).to.equal("scenes order");
  });
});

describe("formatValue", () => {
  it("quotes text, shows other values as JSON and shortens long ones", () => {
    expect(formatValue("Intro")).to.equal("“Intro”");
    expect(formatValue(2.5)).to.equal("2.5");
    expect(formatValue(null)).to.equal("null");
    expect(formatValue(undefined)).to.equal("—");
    expect(formatValue({ a: "x".repeat(200) }, 20)).to.have.length(20);
  });
});
