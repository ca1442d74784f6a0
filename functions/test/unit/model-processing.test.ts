import { expect } from "chai";
import { readFileSync } from "node:fs";
import path from "node:path";
import { processModel } from "../../src/models/process-model.js";

const SAMPLE = new Uint8Array(readFileSync(path.resolve(__dirname, "../../../web/public/models/samples/round-cafe-table.glb")));

/** A GLB container whose JSON chunk is not valid glTF. */
function brokenGlb(): Uint8Array {
  const json = Buffer.from(JSON.stringify({ asset: { version: "2.0" }, meshes: [{ primitives: [{ attributes: { POSITION: 7 } }] }] }).padEnd(96, " "));
  const header = Buffer.alloc(12);
  header.write("glTF", 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + json.length, 8);
  const chunk = Buffer.alloc(8);
  chunk.writeUInt32LE(json.length, 0);
  chunk.write("JSON", 4);
  return new Uint8Array(Buffer.concat([header, chunk, json]));
}

describe("Model processing in a worker thread", function () {
  this.timeout(60_000);
  const generous = { budgetMs: 50_000, memoryMb: 1024 };

  it("validates and optimises a model, leaving the caller's bytes intact", async () => {
    // A Buffer, as the blob store reads it: its memory must not be handed to the worker.
    const original = readFileSync(path.resolve(__dirname, "../../../web/public/models/samples/round-cafe-table.glb"));
    const before = Buffer.from(original);
    const outcome = await processModel(original, generous);
    expect(original.byteLength).to.equal(before.byteLength);
    expect(original.equals(before)).to.equal(true);
    expect(outcome.kind).to.equal("valid");
    if (outcome.kind !== "valid") return;
    expect(outcome.validation).to.include({ triangles: 480, materials: 2 });
    expect(outcome.optimized!.bytes.byteLength).to.be.lessThan(SAMPLE.byteLength);
    expect(Buffer.from(outcome.optimized!.bytes.subarray(0, 4)).toString()).to.equal("glTF");
  });

  it("reports the validator's errors for an invalid model", async () => {
    const outcome = await processModel(brokenGlb(), generous);
    expect(outcome.kind).to.equal("invalid");
    if (outcome.kind !== "invalid") return;
    expect(outcome.validation.errors.length).to.be.greaterThan(0);
    expect(outcome.validation.errors[0]!.code).to.match(/^[A-Z_]+$/);
  });

  it("stops a model that exceeds its time budget and says so", async () => {
    // A budget of 1 ms ends before the worker has even loaded the validator.
    const outcome = await processModel(SAMPLE, { budgetMs: 1, memoryMb: 1024 });
    expect(outcome).to.deep.equal({ kind: "failed", reason: "Processing took longer than its 0.001 s budget" });
  });
});
