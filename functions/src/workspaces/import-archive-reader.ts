import { crc32, inflateRawSync } from "node:zlib";
import {
  decodeCentralHeader,
  decodeEndRecord,
  decodeLocalHeader,
  decodeZip64End,
  decodeZip64OffsetExtra,
  findEndRecord,
  MAX32,
  unsafeEntryName,
  ZIP_FLAG,
  ZIP_METHOD,
  ZIP_RECORD_BYTES,
  ZIP_SIGNATURE,
} from "../archives/zip-format.js";
import { unprocessable, payloadTooLarge } from "../errors.js";

/**
 * Bounds on what an archive may make this process hold. An entry's declared size is checked
 * before any byte of it is inflated, and inflating stops at that size, so a zip bomb is refused
 * on what it declares or, if it lies, after at most its declared size of output.
 */
export interface ArchiveLimits {
  /** The archive's own size. */
  maxArchiveBytes: number;
  maxEntries: number;
  /** One entry, uncompressed: the largest upload (a 500 MB video) with room to spare. */
  maxEntryBytes: number;
  /** All entries together, uncompressed. */
  maxTotalBytes: number;
  /** Uncompressed over compressed size, for entries past `ratioFromBytes`: deflate manages about 1032:1 at most, JSON about 20:1. */
  maxRatio: number;
  ratioFromBytes: number;
}

const { local: LOCAL, central: CENTRAL } = ZIP_RECORD_BYTES;
const MB = 1024 * 1024;

export const IMPORT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxArchiveBytes: 4096 * MB,
  maxEntries: 200_000,
  maxEntryBytes: 600 * MB,
  maxTotalBytes: 8192 * MB,
  maxRatio: 200,
  ratioFromBytes: MB,
};

export interface ArchiveEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where the entry's data starts in the archive. */
  dataOffset: number;
}

/** A refusal of the archive as a whole: the client sent something that is not an importable archive. */
const refused = (message: string) => unprocessable(`This archive cannot be imported: ${message}`);

/**
 * A zip archive held in memory, read through its central directory. `openImportArchive` checks
 * the whole index (names, sizes, where every entry lies) before anything is inflated; `read`
 * inflates one entry within its declared size and checks its CRC-32.
 */
export class ImportArchive {
  private constructor(
    private readonly buf: Buffer,
    readonly entries: ReadonlyMap<string, ArchiveEntry>,
  ) {}

  static open(bytes: Uint8Array, limits: ArchiveLimits = IMPORT_ARCHIVE_LIMITS): ImportArchive {
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (buf.length > limits.maxArchiveBytes) throw payloadTooLarge(`An archive can be at most ${Math.round(limits.maxArchiveBytes / MB)} MB`);
    if (buf.length < ZIP_RECORD_BYTES.end || buf.readUInt32LE(0) !== ZIP_SIGNATURE.local) throw refused("it is not a zip archive");
    const endAt = findEndRecord(buf);
    const end = endAt < 0 ? undefined : decodeEndRecord(buf, endAt);
    if (!end) throw refused("it is not a complete zip archive (truncated, or not a zip)");
    if (end.disk !== 0 || end.centralDisk !== 0) throw refused("archives split over several files are not supported");
    let { entries: count, centralSize, centralStart } = end;
    const end64 = decodeZip64End(buf, endAt);
    if (end64 === null) throw refused("its ZIP64 end record is damaged");
    if (end64) ({ entries: count, centralSize, centralStart } = end64);
    if (count > limits.maxEntries) throw payloadTooLarge(`An archive can hold at most ${limits.maxEntries} entries; this one declares ${count}`);
    if (centralStart + centralSize > endAt) throw refused("its central directory lies outside the archive (truncated?)");

    const entries = new Map<string, ArchiveEntry>();
    let total = 0;
    let p = centralStart;
    const centralEnd = centralStart + centralSize;
    for (let n = 0; n < count; n++) {
      const header = p + CENTRAL <= centralEnd ? decodeCentralHeader(buf, p) : undefined;
      if (!header) throw refused(`its central directory is damaged at entry ${n + 1}`);
      const { flags, method, crc, compressedSize, size, nameLength, extraLength, commentLength } = header;
      let offset = header.offset;
      if (p + CENTRAL + nameLength + extraLength + commentLength > centralEnd) throw refused(`its central directory is damaged at entry ${n + 1}`);
      const name = buf.toString("utf8", p + CENTRAL, p + CENTRAL + nameLength);
      const extra = buf.subarray(p + CENTRAL + nameLength, p + CENTRAL + nameLength + extraLength);
      p += CENTRAL + nameLength + extraLength + commentLength;

      const unsafe = unsafeEntryName(name);
      if (unsafe) throw refused(`the entry name ${JSON.stringify(name)} has ${unsafe}`);
      if (entries.has(name)) throw refused(`the entry ${name} appears twice`);
      if (flags & ZIP_FLAG.encrypted) throw refused(`the entry ${name} is encrypted`);
      if (method !== ZIP_METHOD.stored && method !== ZIP_METHOD.deflated)
        throw refused(`the entry ${name} uses compression method ${method} (only stored and deflated are read)`);
      if (size === MAX32 || compressedSize === MAX32) throw refused(`the entry ${name} is over 4 GiB`);
      if (offset === MAX32) {
        // ZIP64 extended information: with both sizes below 4 GiB, it holds only the offset.
        const zip64Offset = decodeZip64OffsetExtra(extra);
        if (zip64Offset === undefined) throw refused(`the entry ${name} lacks its ZIP64 offset`);
        offset = zip64Offset;
      }
      if (method === ZIP_METHOD.stored && size !== compressedSize) throw refused(`the stored entry ${name} declares two different sizes`);
      if (size > limits.maxEntryBytes)
        throw payloadTooLarge(`The entry ${name} declares ${size} bytes; an entry can be at most ${Math.round(limits.maxEntryBytes / MB)} MB`);
      total += size;
      if (total > limits.maxTotalBytes) throw payloadTooLarge(`The archive declares more than ${Math.round(limits.maxTotalBytes / MB)} MB uncompressed`);
      if (size >= limits.ratioFromBytes && size > compressedSize * limits.maxRatio) {
        throw refused(`the entry ${name} would grow ${Math.round(size / Math.max(compressedSize, 1))} times when inflated (at most ${limits.maxRatio})`);
      }

      const local = offset + LOCAL <= centralStart ? decodeLocalHeader(buf, offset) : undefined;
      if (!local) throw refused(`the entry ${name} has no local header where the index says`);
      const localName = buf.toString("utf8", offset + LOCAL, offset + LOCAL + local.nameLength);
      if (localName !== name) throw refused(`the entry ${name} is named ${JSON.stringify(localName)} in its local header`);
      if (local.method !== method) throw refused(`the entry ${name} has two compression methods`);
      const dataOffset = offset + LOCAL + local.nameLength + local.extraLength;
      if (dataOffset + compressedSize > centralStart) throw refused(`the data of ${name} runs past the end of the archive (truncated?)`);
      entries.set(name, { name, method, crc, compressedSize, size, dataOffset });
    }
    return new ImportArchive(buf, entries);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** One entry's bytes, never more than it declares, checked against its CRC-32. */
  read(name: string): Buffer {
    const entry = this.entries.get(name);
    if (!entry) throw refused(`it has no ${name}`);
    const raw = this.buf.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    let data: Buffer;
    if (entry.method === ZIP_METHOD.stored) {
      data = raw;
    } else {
      try {
        // One byte more than declared, so an entry that lies about its size is caught rather than cut.
        data = inflateRawSync(raw, { maxOutputLength: entry.size + 1 });
      } catch (err) {
        const tooBig = (err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" || err instanceof RangeError;
        throw refused(tooBig ? `the entry ${name} inflates past the size it declares` : `the entry ${name} is damaged (${(err as Error).message})`);
      }
    }
    if (data.length !== entry.size) throw refused(`the entry ${name} is ${data.length} bytes, not the ${entry.size} it declares`);
    if (crc32(data) >>> 0 !== entry.crc) throw refused(`the entry ${name} is damaged (its checksum does not match)`);
    return data;
  }

  readText(name: string): string {
    const data = this.read(name);
    const text = new TextDecoder("utf-8", { fatal: false }).decode(data);
    return text;
  }

  readJson(name: string): unknown {
    try {
      return JSON.parse(this.readText(name));
    } catch (err) {
      if ((err as { code?: string }).code) throw err;
      throw refused(`${name} is not valid JSON`);
    }
  }

  /** Inflates every entry once: damage anywhere is found before anything is written. */
  verifyAll(): void {
    for (const name of this.entries.keys()) this.read(name);
  }
}
