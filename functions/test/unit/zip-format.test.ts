import { expect } from "chai";
import {
  decodeCentralHeader,
  decodeEndRecord,
  decodeLocalHeader,
  decodeZip64End,
  decodeZip64OffsetExtra,
  encodeArchiveEnd,
  encodeCentralHeader,
  encodeDataDescriptor,
  encodeLocalHeader,
  findEndRecord,
  MAX16,
  MAX32,
  ZIP_FLAG,
  ZIP_METHOD,
  ZIP_RECORD_BYTES,
} from "../../src/archives/zip-format.js";

// The writer and the import's reader share these records; the zip writer's own test checks the
// bytes against an independent reader and the system's unzip, this one that each record decodes to
// what was encoded and that a decoder does not take other bytes for its record.
describe("zip format records", () => {
  const name = Buffer.from("files/é.glb", "utf8");
  const entry = {
    flags: ZIP_FLAG.utf8 | ZIP_FLAG.descriptor,
    method: ZIP_METHOD.deflated,
    dosTime: 0x5a2b6c3d,
    crc: 0xfedcba98,
    compressedSize: 1234,
    size: 56789,
  };

  it("decodes a local header to what was encoded, its name and extra field after it", () => {
    const extra = Buffer.from([0x86, 0x19, 2, 0, 0, 0]);
    const bytes = Buffer.concat([Buffer.from("junk"), encodeLocalHeader(entry, name, extra)]);
    expect(decodeLocalHeader(bytes, 4)).to.deep.equal({ ...entry, nameLength: name.length, extraLength: extra.length });
    expect(bytes.subarray(4 + ZIP_RECORD_BYTES.local, 4 + ZIP_RECORD_BYTES.local + name.length).toString("utf8")).to.equal("files/é.glb");
    expect(decodeLocalHeader(bytes, 0), "not at a signature").to.equal(undefined);
    expect(decodeLocalHeader(bytes.subarray(0, 4 + ZIP_RECORD_BYTES.local - 1), 4), "cut short").to.equal(undefined);
  });

  it("decodes a central header, its offset from 4 GiB on in the ZIP64 extra field", () => {
    const near = encodeCentralHeader({ ...entry, offset: MAX32 - 1 }, name);
    expect(decodeCentralHeader(near, 0)).to.deep.equal({ ...entry, nameLength: name.length, extraLength: 0, commentLength: 0, offset: MAX32 - 1 });
    expect(near.readUInt16LE(6), "version needed").to.equal(20);
    const extraAt = ZIP_RECORD_BYTES.central + name.length;
    // MAX32 itself says "in the extra field", so an entry starting exactly there needs one too.
    for (const far of [MAX32, 5 * 2 ** 30]) {
      const bytes = encodeCentralHeader({ ...entry, offset: far }, name);
      expect(decodeCentralHeader(bytes, 0)).to.deep.equal({ ...entry, nameLength: name.length, extraLength: 12, commentLength: 0, offset: MAX32 });
      expect(decodeZip64OffsetExtra(bytes.subarray(extraAt))).to.equal(far);
      expect(bytes.readUInt16LE(6), "version needed").to.equal(45);
    }
    expect(decodeZip64OffsetExtra(Buffer.from([0x86, 0x19, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0])), "another extra field").to.equal(undefined);
    expect(decodeCentralHeader(encodeLocalHeader(entry, name), 0), "a local header").to.equal(undefined);
  });

  it("writes a data descriptor's checksum and sizes after its signature", () => {
    const bytes = encodeDataDescriptor(0xfedcba98, 1234, 56789);
    expect(bytes.length).to.equal(ZIP_RECORD_BYTES.descriptor);
    expect([bytes.readUInt32LE(4), bytes.readUInt32LE(8), bytes.readUInt32LE(12)]).to.deep.equal([0xfedcba98, 1234, 56789]);
  });

  it("finds the end record behind a comment, with ZIP64 end records only when a field overflows", () => {
    const directory = { entries: 3, centralSize: 300, centralStart: 1000 };
    const end = encodeArchiveEnd(directory, 1300);
    expect(end.length, "the end record alone").to.equal(ZIP_RECORD_BYTES.end);
    const comment = Buffer.from("a comment");
    end.writeUInt16LE(comment.length, 20);
    const plain = Buffer.concat([Buffer.alloc(100), end, comment]);
    expect(findEndRecord(plain)).to.equal(100);
    expect(decodeEndRecord(plain, 100)).to.deep.equal({ disk: 0, centralDisk: 0, ...directory, commentLength: comment.length });
    expect(decodeZip64End(plain, 100), "no locator").to.equal(undefined);
    expect(findEndRecord(Buffer.concat([Buffer.alloc(100), end])), "the comment is missing").to.equal(-1);

    for (const big of [
      { entries: MAX16, centralSize: 300, centralStart: 1000 },
      { entries: 3, centralSize: MAX32, centralStart: 1000 },
      { entries: MAX16 + 10, centralSize: 2 * 2 ** 32, centralStart: 6 * 2 ** 32 },
    ]) {
      const archive = Buffer.concat([Buffer.alloc(40), encodeArchiveEnd(big, 40)]);
      const endAt = findEndRecord(archive);
      expect(endAt).to.equal(40 + ZIP_RECORD_BYTES.zip64End + ZIP_RECORD_BYTES.zip64Locator);
      expect(decodeEndRecord(archive, endAt)).to.include({ entries: Math.min(big.entries, MAX16), centralSize: Math.min(big.centralSize, MAX32) });
      expect(decodeZip64End(archive, endAt)).to.deep.equal(big);
    }
    const misplaced = Buffer.concat([Buffer.alloc(40), encodeArchiveEnd({ entries: MAX16 + 1, centralSize: 1, centralStart: 1 }, 8)]);
    expect(decodeZip64End(misplaced, findEndRecord(misplaced)), "a locator pointing elsewhere").to.equal(null);
  });
});
