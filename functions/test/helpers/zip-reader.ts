import { crc32, inflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  /** Where the entry's data starts in the archive (after its local header). */
  dataOffset: number;
  data: Buffer;
}

/**
 * A small, strict zip reader for the tests, written apart from the writer from the format's
 * description (APPNOTE): the central directory (ZIP64 end records included) is the index; each
 * local header must agree with it; stored and deflated data are read and their CRC-32 checked.
 */
export function readZip(archive: Uint8Array): Map<string, ZipEntry> {
  const buf = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error("No end of central directory");
  let count = buf.readUInt16LE(end + 10);
  let centralSize = buf.readUInt32LE(end + 12);
  let centralStart = buf.readUInt32LE(end + 16);
  if (end >= 20 && buf.readUInt32LE(end - 20) === 0x07064b50) {
    const end64 = Number(buf.readBigUInt64LE(end - 20 + 8));
    if (buf.readUInt32LE(end64) !== 0x06064b50) throw new Error("Bad ZIP64 end record");
    count = Number(buf.readBigUInt64LE(end64 + 32));
    centralSize = Number(buf.readBigUInt64LE(end64 + 40));
    centralStart = Number(buf.readBigUInt64LE(end64 + 48));
  }
  const entries = new Map<string, ZipEntry>();
  let p = centralStart;
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error(`Bad central record ${n}`);
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    let offset = buf.readUInt32LE(p + 42);
    const name = buf.toString("utf8", p + 46, p + 46 + nameLength);
    if (offset === 0xffffffff) {
      const extra = buf.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength);
      if (extra.readUInt16LE(0) !== 1) throw new Error("Expected a ZIP64 extra field");
      offset = Number(extra.readBigUInt64LE(4));
    }
    p += 46 + nameLength + extraLength + commentLength;

    if (buf.readUInt32LE(offset) !== 0x04034b50) throw new Error(`Bad local header for ${name}`);
    const localName = buf.toString("utf8", offset + 30, offset + 30 + buf.readUInt16LE(offset + 26));
    if (localName !== name) throw new Error(`Local name ${localName} differs from ${name}`);
    if (buf.readUInt16LE(offset + 8) !== method) throw new Error(`Local method differs for ${name}`);
    const dataOffset = offset + 30 + buf.readUInt16LE(offset + 26) + buf.readUInt16LE(offset + 28);
    const raw = buf.subarray(dataOffset, dataOffset + compressedSize);
    let data: Buffer;
    if (method === 0) data = Buffer.from(raw);
    else if (method === 8) data = inflateRawSync(raw);
    else throw new Error(`Unknown method ${method} for ${name}`);
    if (data.length !== size) throw new Error(`Size of ${name}: ${data.length}, expected ${size}`);
    if (crc32(data) !== crc) throw new Error(`CRC of ${name} does not match`);
    if (flags & 0x0008) {
      // The data descriptor follows the data and repeats what the central record says.
      const d = dataOffset + compressedSize;
      if (
        buf.readUInt32LE(d) !== 0x08074b50 ||
        buf.readUInt32LE(d + 4) !== crc ||
        buf.readUInt32LE(d + 8) !== compressedSize ||
        buf.readUInt32LE(d + 12) !== size
      ) {
        throw new Error(`Bad data descriptor for ${name}`);
      }
    }
    if (entries.has(name)) throw new Error(`Duplicate entry ${name}`);
    entries.set(name, { name, method, flags, dataOffset, data });
  }
  if (p !== centralStart + centralSize) throw new Error("Central directory size does not match");
  return entries;
}
