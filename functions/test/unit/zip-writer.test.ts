import { expect } from "chai";
import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { ZipWriter } from "../../src/archives/zip-writer.js";
import { packUsdz } from "../../src/models/usdz/usdz-archive.js";
import { readZip } from "../helpers/zip-reader.js";

async function zipOf(build: (zip: ZipWriter) => Promise<void>, options = {}) {
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter(async (chunk) => void chunks.push(chunk), options);
  await build(zip);
  const result = await zip.finish();
  const bytes = Buffer.concat(chunks);
  expect(result.size).to.equal(bytes.length);
  return { bytes, result };
}

async function* slowly(data: Buffer, size: number) {
  for (let i = 0; i < data.length; i += size) {
    await new Promise((resolve) => setImmediate(resolve));
    yield data.subarray(i, i + size);
  }
}

describe("zip writer", () => {
  it("round-trips entries given as bytes and as streams, deflated and stored", async () => {
    const json = Buffer.from(JSON.stringify({ hello: "world", list: Array.from({ length: 500 }, (_, i) => i) }));
    const binary = randomBytes(3 * 1024 * 1024 + 17);
    const empty = Buffer.alloc(0);
    const { bytes, result } = await zipOf(async (zip) => {
      await zip.add("manifest.json", json, { modified: new Date("2026-03-04T05:06:08Z") });
      await zip.add("files/model.glb", slowly(binary, 65_536), { compress: false });
      await zip.add("brands/b1/responses.json", slowly(json, 100));
      await zip.add("empty.txt", empty);
      await zip.add("empty-stream.txt", slowly(empty, 1));
      await zip.add("noms/café.json", Buffer.from("{}"));
    });
    expect(result.entries).to.equal(6);
    const entries = readZip(bytes);
    expect([...entries.keys()]).to.deep.equal([
      "manifest.json",
      "files/model.glb",
      "brands/b1/responses.json",
      "empty.txt",
      "empty-stream.txt",
      "noms/café.json",
    ]);
    expect(entries.get("manifest.json")!.data.equals(json)).to.equal(true);
    expect(entries.get("manifest.json")!.method).to.equal(8);
    expect(entries.get("files/model.glb")!.data.equals(binary)).to.equal(true);
    expect(entries.get("files/model.glb")!.method).to.equal(0);
    expect(entries.get("brands/b1/responses.json")!.data.equals(json)).to.equal(true);
    expect(entries.get("brands/b1/responses.json")!.flags & 0x8).to.equal(0x8);
    expect(entries.get("empty.txt")!.data.length).to.equal(0);
    expect(entries.get("empty-stream.txt")!.data.length).to.equal(0);
    expect(entries.get("noms/café.json")!.flags & 0x800).to.equal(0x800);
    // Deflate did its job on the repetitive JSON.
    expect(bytes.length).to.be.lessThan(binary.length + json.length * 2);
  });

  it("is read by the system's unzip, dates included", async function () {
    const which = (() => {
      try {
        return execFileSync("sh", ["-c", "command -v unzip"], { encoding: "utf8" }).trim();
      } catch {
        return "";
      }
    })();
    if (!which) this.skip();
    const { bytes } = await zipOf(async (zip) => {
      await zip.add("a/b.json", slowly(Buffer.from('{"a":1}'), 2), { modified: new Date("2026-03-04T05:06:08Z") });
      await zip.add("c.bin", randomBytes(1000), { compress: false });
    });
    const { writeFileSync, mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(`${tmpdir()}/zip-writer-`);
    try {
      writeFileSync(`${dir}/x.zip`, bytes);
      const test = execFileSync("unzip", ["-t", `${dir}/x.zip`], { encoding: "utf8" });
      expect(test).to.contain("No errors detected");
      const listing = execFileSync("unzip", ["-l", `${dir}/x.zip`], { encoding: "utf8" });
      expect(listing).to.match(/(2026-03-04|03-04-2026) 05:06\s+a\/b\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("aligns data for USDZ and packs the same bytes for the same files", async () => {
    const files = [
      { name: "model.usda", data: Buffer.from("#usda 1.0\n") },
      { name: "textures/a.png", data: randomBytes(1001) },
      { name: "textures/bb.png", data: randomBytes(7) },
    ];
    const usdz = await packUsdz(files);
    const entries = readZip(usdz);
    for (const file of files) {
      const entry = entries.get(file.name)!;
      expect(entry.method).to.equal(0);
      expect(entry.dataOffset % 64).to.equal(0);
      expect(entry.data.equals(file.data)).to.equal(true);
    }
    expect(Buffer.from(await packUsdz(files)).equals(Buffer.from(usdz))).to.equal(true);
  });

  it("refuses names that would leave the folder, and entries after the end", async () => {
    const zip = new ZipWriter(() => {});
    for (const name of ["../x", "/etc/passwd", "a//b", "a/./b", "a\\b", ""]) {
      await zip.add(name, Buffer.from("x")).then(
        () => expect.fail(`accepted ${name}`),
        (err: Error) => expect(err.message).to.contain("Not a safe entry name"),
      );
    }
    await zip.finish();
    await zip.add("late.txt", Buffer.from("x")).then(
      () => expect.fail("accepted an entry after finish"),
      (err: Error) => expect(err.message).to.contain("finished"),
    );
  });

  it("passes a source's failure on", async () => {
    const zip = new ZipWriter(() => {});
    async function* broken() {
      yield Buffer.from("some");
      throw new Error("storage went away");
    }
    await zip.add("x.json", broken()).then(
      () => expect.fail("no error"),
      (err: Error) => expect(err.message).to.equal("storage went away"),
    );
  });
});
