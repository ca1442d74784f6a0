import { crc32 } from "node:zlib";

/**
 * Packs files as a USDZ archive: a zip whose entries are stored uncompressed, the first being the
 * root layer, and whose every file's data begins at a multiple of 64 bytes (the USDZ
 * specification: readers map the data in place). The alignment is reached by padding the local
 * header's "extra" field, as Pixar's and three.js's writers do.
 */
export function packUsdz(files: { name: string; data: Uint8Array }[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const checksum = crc32(file.data);
    const headerSize = 30 + name.length;
    // An extra field needs 4 bytes of its own header, so the padding is 0 or at least 4.
    let padding = (64 - ((offset + headerSize) % 64)) % 64;
    if (padding > 0 && padding < 4) padding += 64;
    const local = Buffer.alloc(headerSize + padding);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0, 10); // time and date: none, so the archive is the same for the same model
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(file.data.byteLength, 18);
    local.writeUInt32LE(file.data.byteLength, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(padding, 28);
    name.copy(local, 30);
    if (padding > 0) {
      local.writeUInt16LE(0x1986, 30 + name.length); // a private id, as Pixar's writer uses
      local.writeUInt16LE(padding - 4, 32 + name.length);
    }
    const entry = Buffer.alloc(46 + name.length);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt32LE(0, 12);
    entry.writeUInt32LE(checksum, 16);
    entry.writeUInt32LE(file.data.byteLength, 20);
    entry.writeUInt32LE(file.data.byteLength, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    name.copy(entry, 46);
    central.push(entry);
    chunks.push(local, file.data);
    offset += local.length + file.data.byteLength;
  }
  const centralSize = central.reduce((sum, c) => sum + c.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...central, end]);
}
