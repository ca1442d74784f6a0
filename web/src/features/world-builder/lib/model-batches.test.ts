import { Box3, BoxGeometry, Group, Line, Mesh, MeshBasicMaterial, Vector3 } from "three";
import { describe, expect, it, vi } from "vitest";
import { batchPartsOf, ModelBatches, worldBoxOf } from "./model-batches";
import type { ModelTemplate } from "./model-templates";

function template(build: (root: Group) => void): ModelTemplate {
  const root = new Group();
  build(root);
  root.updateMatrixWorld(true);
  return { root, box: new Box3().setFromObject(root) };
}

const table = () =>
  template((root) => {
    const top = new Mesh(new BoxGeometry(1, 0.1, 1), new MeshBasicMaterial());
    top.position.y = 0.75;
    const leg = new Mesh(new BoxGeometry(0.1, 0.7, 0.1), new MeshBasicMaterial());
    leg.position.set(0.4, 0.35, 0.4);
    root.add(top, leg);
  });

function placed(x: number, z: number): Group {
  const group = new Group();
  group.position.set(x, 0, z);
  group.updateMatrixWorld(true);
  return group;
}

describe("batchPartsOf", () => {
  it("lists each shown mesh with its matrix inside the model", () => {
    const parts = batchPartsOf(table());
    expect(parts).toHaveLength(2);
    expect(new Vector3().setFromMatrixPosition(parts![0].offset).y).toBeCloseTo(0.75);
  });

  it("leaves out hidden meshes", () => {
    const model = table();
    model.root.children[1].visible = false;
    expect(batchPartsOf(model)).toHaveLength(1);
  });

  it("refuses a mesh with several materials", () => {
    const model = template((root) => root.add(new Mesh(new BoxGeometry(), [new MeshBasicMaterial(), new MeshBasicMaterial()])));
    expect(batchPartsOf(model)).toBeNull();
  });

  it("refuses models with lines (they are cloned instead)", () => {
    const model = template((root) => root.add(new Line()));
    expect(batchPartsOf(model)).toBeNull();
  });
});

describe("ModelBatches", () => {
  it("lists templates with members and tells subscribers only when that list changes", () => {
    const batches = new ModelBatches();
    const model = table();
    const listener = vi.fn();
    batches.subscribe(listener);
    const a = placed(0, 0);
    const b = placed(2, 0);
    batches.add(model, "a", a);
    batches.add(model, "b", b);
    expect(batches.templates()).toEqual([model]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect([...batches.membersOf(model).keys()]).toEqual(["a", "b"]);

    batches.remove(model, "a", a);
    expect(listener).toHaveBeenCalledTimes(1);
    batches.remove(model, "b", b);
    expect(batches.templates()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("ignores the removal of a group that was replaced under the same id", () => {
    const batches = new ModelBatches();
    const model = table();
    const old = placed(0, 0);
    const current = placed(0, 0);
    batches.add(model, "a", old);
    batches.add(model, "a", current);
    batches.remove(model, "a", old);
    expect(batches.membersOf(model).get("a")).toBe(current);
  });
});

describe("worldBoxOf", () => {
  it("uses the batched model's box, moved with the group, when the group has no meshes", () => {
    const group = placed(3, 0);
    group.userData.modelBox = new Box3(new Vector3(-0.5, 0, -0.5), new Vector3(0.5, 1, 0.5));
    const box = worldBoxOf(group, new Box3());
    expect(box.min.x).toBeCloseTo(2.5);
    expect(box.max.y).toBeCloseTo(1);
  });

  it("measures the meshes of a group that has them", () => {
    const group = placed(0, 0);
    group.add(new Mesh(new BoxGeometry(2, 2, 2)));
    group.userData.modelBox = new Box3(new Vector3(-0.5, 0, -0.5), new Vector3(0.5, 1, 0.5));
    expect(worldBoxOf(group, new Box3()).max.x).toBeCloseTo(1);
  });
});
