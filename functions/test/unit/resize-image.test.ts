import { expect } from "chai";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { makeImageVariants, resizeImage, UnreadableImageError, variantKey, variantWidths } from "../../src/images/resize-image.js";
import { LocalBlobStore } from "../../src/storage/local-blob-store.js";

const photo = (width: number, height: number, format: "png" | "jpeg" = "png") => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
};

describe("responsive image variants", () => {
  it("picks the standard widths below the image's own, then its own up to the largest", () => {
    expect(variantWidths(3000)).to.deep.equal([320, 640, 1280]);
    expect(variantWidths(1280)).to.deep.equal([320, 640, 1280]);
    expect(variantWidths(700)).to.deep.equal([320, 640, 700]);
    expect(variantWidths(200)).to.deep.equal([200]);
  });

  it("resizes a large photo to 320, 640 and 1280 px wide WebP, keeping its proportions", async () => {
    const resized = await resizeImage(await photo(2000, 1500, "jpeg"));
    expect(resized).to.include({ width: 2000, height: 1500 });
    const decoded = await Promise.all(resized.variants.map((v) => sharp(v.bytes).metadata()));
    expect(decoded.map((m) => [m.format, m.width, m.height])).to.deep.equal([
      ["webp", 320, 240],
      ["webp", 640, 480],
      ["webp", 1280, 960],
    ]);
    expect(resized.variants.map((v) => [v.width, v.height])).to.deep.equal([
      [320, 240],
      [640, 480],
      [1280, 960],
    ]);
  });

  it("never enlarges a small image, and turns a photo upright by its EXIF orientation", async () => {
    const small = await resizeImage(await photo(100, 50));
    expect(small.variants.map((v) => [v.width, v.height])).to.deep.equal([[100, 50]]);
    // Stored 800x400 with orientation 6 (turned a quarter): shown 400 wide, 800 high.
    const turned = await sharp(await photo(800, 400, "jpeg"))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const upright = await resizeImage(turned);
    expect(upright).to.include({ width: 400, height: 800 });
    expect(upright.variants.map((v) => [v.width, v.height])).to.deep.equal([
      [320, 640],
      [400, 800],
    ]);
    const meta = await sharp(upright.variants[1]!.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1]).to.deep.equal([400, 800, 1]);
  });

  it("refuses bytes that only start like an image", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 9)]);
    let error: unknown;
    try {
      await resizeImage(fake);
    } catch (err) {
      error = err;
    }
    expect(error).to.be.instanceOf(UnreadableImageError);
  });

  it("stores and publishes the variants beside the original in the blob store", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vitrine-images-"));
    try {
      const store = new LocalBlobStore(dir, "http://blobs.test", "secret");
      const key = "brands/b1/images/u1/sofa.png";
      await store.write(key, await photo(1000, 500), "image/png");
      const made = await makeImageVariants(store, key);
      expect(made).to.deep.equal({
        width: 1000,
        height: 500,
        variants: [
          { url: "http://blobs.test/files/brands/b1/images/u1/variants/320w.webp", width: 320, height: 160, contentType: "image/webp" },
          { url: "http://blobs.test/files/brands/b1/images/u1/variants/640w.webp", width: 640, height: 320, contentType: "image/webp" },
          { url: "http://blobs.test/files/brands/b1/images/u1/variants/1000w.webp", width: 1000, height: 500, contentType: "image/webp" },
        ],
      });
      for (const variant of made.variants) {
        const stored = variantKey(key, variant.width);
        expect(await store.stat(stored)).to.include({ contentType: "image/webp" });
        const meta = await sharp(Buffer.from(await store.read(stored))).metadata();
        expect([meta.format, meta.width, meta.height]).to.deep.equal(["webp", variant.width, variant.height]);
      }
      // The original is kept as uploaded.
      expect((await sharp(Buffer.from(await store.read(key))).metadata()).format).to.equal("png");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
