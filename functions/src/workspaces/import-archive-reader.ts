import { crc32, inflateRawSync } from "node:zlib";
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

const MB = 1024 * 1024;

export const IMPORT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxArchiveBytes: 4096 * MB,
  maxEntries: 200_000,
  maxEntryBytes: 600 * MB,
  maxTotalBytes: 8192 * MB,
  maxRatio: 200,
  ratioFromBytes: MB,
};

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const SIG_ZIP64_END = 0x06064b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const MAX32 = 0xffffffff;

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
 * Why an entry name would be unsafe to use as a path, or null when it is safe: only relative
 * paths of non-empty segments with forward slashes, no `.` or `..`, no drive letters, no control
 * characters. Names are never used as paths on disk here, but `files/<key>` becomes a storage key.
 */
export function unsafeEntryName(name: string): string | null {
  if (name.length === 0) return "an empty name";
  if (name.startsWith("/")) return "an absolute path";
  if (name.includes("\\")) return "a backslash";
  if (/^[A-Za-z]:/.test(name)) return "a drive letter";
  if (/[\u0000-\u001f\u007f]/.test(name)) return "a control character";
  const parts = name.split("/");
  if (parts.some((p) => p === "." || p === "..")) return "a `.` or `..` segment";
  if (parts.some((p) => p === "")) return "an empty segment";
  return null;
}

function findEnd(buf: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65 535.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === SIG_END && i + 22 + buf.readUInt16LE(i + 20) === buf.length) return i;
  }
  return -1;
}

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
    if (buf.length < 22 || buf.readUInt32LE(0) !== SIG_LOCAL) throw refused("it is not a zip archive");
    const end = findEnd(buf);
    if (end < 0) throw refused("it is not a complete zip archive (truncated, or not a zip)");
    if (buf.readUInt16LE(end + 4) !== 0 || buf.readUInt16LE(end + 6) !== 0) throw refused("archives split over several files are not supported");
    let count = buf.readUInt16LE(end + 10);
    let centralSize = buf.readUInt32LE(end + 12);
    let centralStart = buf.readUInt32LE(end + 16);
    if (end >= 20 && buf.readUInt32LE(end - 20) === SIG_ZIP64_LOCATOR) {
      const end64 = Number(buf.readBigUInt64LE(end - 20 + 8));
      if (end64 + 56 > end - 20 || buf.readUInt32LE(end64) !== SIG_ZIP64_END) throw refused("its ZIP64 end record is damaged");
      count = Number(buf.readBigUInt64LE(end64 + 32));
      centralSize = Number(buf.readBigUInt64LE(end64 + 40));
      centralStart = Number(buf.readBigUInt64LE(end64 + 48));
    }
    if (count > limits.maxEntries) throw payloadTooLarge(`An archive can hold at most ${limits.maxEntries} entries; this one declares ${count}`);
    if (centralStart + centralSize > end) throw refused("its central directory lies outside the archive (truncated?)");

    const entries = new Map<string, ArchiveEntry>();
    let total = 0;
    let p = centralStart;
    const centralEnd = centralStart + centralSize;
    for (let n = 0; n < count; n++) {
      if (p + 46 > centralEnd || buf.readUInt32LE(p) !== SIG_CENTRAL) throw refused(`its central directory is damaged at entry ${n + 1}`);
      const flags = buf.readUInt16LE(p + 8);
      const method = buf.readUInt16LE(p + 10);
      const crc = buf.readUInt32LE(p + 16);
      const compressedSize = buf.readUInt32LE(p + 20);
      const size = buf.readUInt32LE(p + 24);
      const nameLength = buf.readUInt16LE(p + 28);
      const extraLength = buf.readUInt16LE(p + 30);
      const commentLength = buf.readUInt16LE(p + 32);
      let offset = buf.readUInt32LE(p + 42);
      if (p + 46 + nameLength + extraLength + commentLength > centralEnd) throw refused(`its central directory is damaged at entry ${n + 1}`);
      const name = buf.toString("utf8", p + 46, p + 46 + nameLength);
      const extra = buf.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength);
      p += 46 + nameLength + extraLength + commentLength;

      const unsafe = unsafeEntryName(name);
      if (unsafe) throw refused(`the entry name ${JSON.stringify(name)} has ${unsafe}`);
      if (entries.has(name)) throw refused(`the entry ${name} appears twice`);
      if (flags & 0x0001) throw refused(`the entry ${name} is encrypted`);
      if (method !== 0 && method !== 8) throw refused(`the entry ${name} uses compression method ${method} (only stored and deflated are read)`);
      if (size === MAX32 || compressedSize === MAX32) throw refused(`the entry ${name} is over 4 GiB`);
      if (offset === MAX32) {
        // ZIP64 extended information: with both sizes below 4 GiB, it holds only the offset.
        if (extra.length < 12 || extra.readUInt16LE(0) !== 0x0001) throw refused(`the entry ${name} lacks its ZIP64 offset`);
        offset = Number(extra.readBigUInt64LE(4));
      }
      if (method === 0 && size !== compressedSize) throw refused(`the stored entry ${name} declares two different sizes`);
      if (size > limits.maxEntryBytes)
        throw payloadTooLarge(`The entry ${name} declares ${size} bytes; an entry can be at most ${Math.round(limits.maxEntryBytes / MB)} MB`);
      total += size;
      if (total > limits.maxTotalBytes) throw payloadTooLarge(`The archive declares more than ${Math.round(limits.maxTotalBytes / MB)} MB uncompressed`);
      if (size >= limits.ratioFromBytes && size > compressedSize * limits.maxRatio) {
        throw refused(`the entry ${name} would grow ${Math.round(size / Math.max(compressedSize, 1))} times when inflated (at most ${limits.maxRatio})`);
      }

      if (offset + 30 > centralStart || buf.readUInt32LE(offset) !== SIG_LOCAL) throw refused(`the entry ${name} has no local header where the index says`);
      const localNameLength = buf.readUInt16LE(offset + 26);
      const localName = buf.toString("utf8", offset + 30, offset + 30 + localNameLength);
      if (localName !== name) throw refused(`the entry ${name} is named ${JSON.stringify(localName)} in its local header`);
      if (buf.readUInt16LE(offset + 8) !== method) throw refused(`the entry ${name} has two compression methods`);
      const dataOffset = offset + 30 + localNameLength + buf.readUInt16LE(offset + 28);
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
    if (entry.method === 0) {
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
