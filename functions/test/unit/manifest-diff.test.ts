import { expect } from "chai";
import { ifNoneMatchMatches, etagOf } from "../../src/manifests/etag.js";
import { diffManifests } from "../../src/manifests/manifest-diff.js";

describe("diffManifests", () => {
  it("finds nothing between equal values, whatever the key order", () => {
    expect(diffManifests({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).to.deep.equal({ changes: [], truncated: false });
  });

  it("reports changed, added and removed keys by dotted path", () => {
    const { changes } = diffManifests(
      { name: "A", theme: { colors: { primary: "#000000" } }, old: 1 },
      { name: "B", theme: { colors: { primary: "#ffffff" } }, extra: true },
    );
    expect(changes).to.deep.equal([
      { path: "name", kind: "changed", before: "A", after: "B" },
      { path: "theme.colors.primary", kind: "changed", before: "#000000", after: "#ffffff" },
      { path: "old", kind: "removed", before: 1 },
      { path: "extra", kind: "added", after: true },
    ]);
  });

  it("ignores the version and date every version has its own of", () => {
    expect(diffManifests({ version: 1, publishedAt: "x", name: "A" }, { version: 2, publishedAt: "y", name: "A" }).changes).to.deep.equal([]);
  });

  it("matches arrays of objects by id, so an insertion is one change, not a cascade", () => {
    const before = {
      scenes: [
        { id: "a", name: "Intro" },
        { id: "b", name: "Kitchen" },
      ],
    };
    const after = {
      scenes: [
        { id: "new", name: "Hall" },
        { id: "a", name: "Intro" },
        { id: "b", name: "Kitchen 2" },
      ],
    };
    expect(diffManifests(before, after).changes).to.deep.equal([
      { path: "scenes[b].name", kind: "changed", before: "Kitchen", after: "Kitchen 2" },
      { path: "scenes[new]", kind: "added", after: { id: "new", name: "Hall" } },
    ]);
    expect(diffManifests(after, before).changes.map((c) => [c.path, c.kind])).to.deep.equal([
      ["scenes[new]", "removed"],
      ["scenes[b].name", "changed"],
    ]);
  });

  it("reports a new order of the same items", () => {
    const { changes } = diffManifests({ scenes: [{ id: "a" }, { id: "b" }] }, { scenes: [{ id: "b" }, { id: "a" }] });
    expect(changes).to.deep.equal([{ path: "scenes[order]", kind: "changed", before: ["a", "b"], after: ["b", "a"] }]);
  });

  it("compares arrays of plain values, and of objects without ids, as whole values", () => {
    expect(diffManifests({ tags: ["a"] }, { tags: ["a", "b"] }).changes).to.deep.equal([{ path: "tags", kind: "changed", before: ["a"], after: ["a", "b"] }]);
    expect(diffManifests({ list: [{ x: 1 }] }, { list: [{ x: 2 }] }).changes).to.deep.equal([
      { path: "list", kind: "changed", before: [{ x: 1 }], after: [{ x: 2 }] },
    ]);
  });

  it("treats null to object (a feature switched on) as one change", () => {
    expect(diffManifests({ host: null }, { host: { name: "Ava" } }).changes).to.deep.equal([
      { path: "host", kind: "changed", before: null, after: { name: "Ava" } },
    ]);
  });

  it("keys record entries by their key (models by id)", () => {
    const { changes } = diffManifests({ models: { m1: { scale: 1 } } }, { models: { m1: { scale: 2 }, m2: { scale: 1 } } });
    expect(changes).to.deep.equal([
      { path: "models.m1.scale", kind: "changed", before: 1, after: 2 },
      { path: "models.m2", kind: "added", after: { scale: 1 } },
    ]);
  });

  it("stops at the limit and says so", () => {
    const before = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i]));
    const after = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i + 1]));
    const { changes, truncated } = diffManifests(before, after, 3);
    expect(changes).to.have.length(3);
    expect(truncated).to.equal(true);
  });
});

describe("manifest ETags", () => {
  const etag = etagOf('{"a":1}');

  it("are strong, quoted and change with the content", () => {
    expect(etag).to.match(/^"[A-Za-z0-9_-]{43}"$/);
    expect(etagOf('{"a":2}')).to.not.equal(etag);
    expect(etagOf('{"a":1}')).to.equal(etag);
  });

  it("match If-None-Match lists, weak forms and *", () => {
    expect(ifNoneMatchMatches(undefined, etag)).to.equal(false);
    expect(ifNoneMatchMatches(etag, etag)).to.equal(true);
    expect(ifNoneMatchMatches(`"other", ${etag}`, etag)).to.equal(true);
    expect(ifNoneMatchMatches(`W/${etag}`, etag)).to.equal(true);
    expect(ifNoneMatchMatches("*", etag)).to.equal(true);
    expect(ifNoneMatchMatches('"other"', etag)).to.equal(false);
  });
});
