import { describe, expect, it } from "vitest";
import { describeGltfError } from "./gltf-cache";

describe("describeGltfError", () => {
  it("names the HTTP status of a failed download", () => {
    const error = new Error('fetch for "http://x/models/a.glb" responded with 404: Not Found');
    expect(describeGltfError(error)).toBe("The model file could not be downloaded (HTTP 404).");
  });

  it("says a non-glTF answer (e.g. the SPA's index.html) is not a model", () => {
    expect(describeGltfError(new SyntaxError("Unexpected token '<', \"<!doctype \"... is not valid JSON"))).toBe("The file is not a valid glTF model.");
  });

  it("explains that Draco files are not decoded here", () => {
    expect(describeGltfError(new Error("THREE.GLTFLoader: No DRACOLoader instance provided."))).toMatch(/Draco/);
  });

  it("keeps any other message", () => {
    expect(describeGltfError(new Error("Something odd"))).toBe("Something odd");
  });
});
