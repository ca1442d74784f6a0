/**
 * The ZIP format as this project writes and reads it (APPNOTE 6.3): the records' signatures and
 * sizes, the flags and methods used, and what an entry may be named. `zip-writer.ts` (exports,
 * printed codes, USDZ) and `workspaces/import-archive-reader.ts` (imports) both read it here, so the
 * two cannot disagree. The tests' own zip reader stays independent on purpose: it checks the real
 * format, not this module's idea of it.
 */

export const ZIP_SIGNATURE = {
  local: 0x04034b50,
  descriptor: 0x08074b50,
  central: 0x02014b50,
  end: 0x06054b50,
  zip64End: 0x06064b50,
  zip64Locator: 0x07064b50,
} as const;

export const ZIP_FLAG = {
  encrypted: 0x0001,
  /** Sizes and CRC follow the data in a descriptor (a streamed entry). */
  descriptor: 0x0008,
  /** Names are UTF-8. */
  utf8: 0x0800,
} as const;

export const ZIP_METHOD = { stored: 0, deflated: 8 } as const;

/** Fixed sizes of the records, before their variable parts (name, extra field, comment). */
export const ZIP_RECORD_BYTES = {
  local: 30,
  central: 46,
  end: 22,
  descriptor: 16,
  zip64End: 56,
  zip64Locator: 20,
} as const;

/** The ZIP64 extended information's id in an extra field. */
export const ZIP64_EXTRA_ID = 0x0001;
/** A 16- or 32-bit field at its maximum says "see the ZIP64 record". */
export const MAX16 = 0xffff;
export const MAX32 = 0xffffffff;

/**
 * Why an entry name would be unsafe to use as a path, or null when it is safe: only relative
 * paths of non-empty segments with forward slashes, no `.` or `..`, no drive letters, no control
 * characters. The writer refuses to write such a name and the reader to read one.
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

/*
 * The records, each as a fixed part encoded from and decoded to an object. A decoder returns
 * undefined when the bytes at that place are not that record (wrong signature, or too few bytes):
 * what that means is the caller's to say. Names, extra fields and comments follow a record's fixed
 * part; encoders append the ones given, decoders give their lengths.
 */

/** Version 2.0 (deflate); 4.5 when a record needs ZIP64. */
const VERSION = { plain: 20, zip64: 45 } as const;

/** Whether the bytes at `at` can be a record of `kind`: its signature, and room for its fixed part. */
const isRecordAt = (buf: Buffer, at: number, kind: "local" | "central" | "end") =>
  at >= 0 && at + ZIP_RECORD_BYTES[kind] <= buf.length && buf.readUInt32LE(at) === ZIP_SIGNATURE[kind];

/** What a local and a central header both say of an entry, in this order. */
export interface EntryFields {
  flags: number;
  method: number;
  /** MS-DOS time (low 16 bits) and date (high 16 bits). */
  dosTime: number;
  crc: number;
  compressedSize: number;
  size: number;
}

export interface LocalHeader extends EntryFields {
  nameLength: number;
  extraLength: number;
}

/** Where each field of a record sits (bytes from where the fields start) and its size in bytes. */
type Layout<T> = { readonly [K in keyof T]: readonly [at: number, bytes: 2 | 4] };

function readFields<T>(buf: Buffer, at: number, layout: Layout<T>): T {
  const fields: Record<string, number> = {};
  for (const [name, [offset, bytes]] of Object.entries<readonly [number, 2 | 4]>(layout)) {
    fields[name] = bytes === 2 ? buf.readUInt16LE(at + offset) : buf.readUInt32LE(at + offset);
  }
  return fields as T;
}

function writeFields<T>(record: Buffer, at: number, layout: Layout<T>, values: T): void {
  for (const [name, [offset, bytes]] of Object.entries<readonly [number, 2 | 4]>(layout)) {
    const value = values[name as keyof T] as number;
    if (bytes === 2) record.writeUInt16LE(value, at + offset);
    else record.writeUInt32LE(value, at + offset);
  }
}

/** The fields a local and a central header share, in the same order. */
const HEADER_FIELDS: Layout<LocalHeader> = {
  flags: [0, 2],
  method: [2, 2],
  dosTime: [4, 4],
  crc: [8, 4],
  compressedSize: [12, 4],
  size: [16, 4],
  nameLength: [20, 2],
  extraLength: [22, 2],
};
/** Where those fields start: a central header has its "made by" version before them. */
const HEADER_FIELDS_AT = { local: 6, central: 8 } as const;

/** A local or central header with its signature, name and extra field; its other fields are the encoder's to write. */
function headerRecord(kind: "local" | "central", entry: EntryFields, name: Uint8Array, extra: Uint8Array): Buffer {
  const fixed = ZIP_RECORD_BYTES[kind];
  const record = Buffer.alloc(fixed + name.length + extra.length);
  record.writeUInt32LE(ZIP_SIGNATURE[kind], 0);
  const fields = { ...entry, crc: entry.crc >>> 0, nameLength: name.length, extraLength: extra.length };
  writeFields(record, HEADER_FIELDS_AT[kind], HEADER_FIELDS, fields);
  record.set(name, fixed);
  record.set(extra, fixed + name.length);
  return record;
}

/** The entry's fields of the local or central header at `at`, with the lengths of its name and extra field. */
const readHeaderFields = (buf: Buffer, at: number, kind: "local" | "central") => readFields(buf, at + HEADER_FIELDS_AT[kind], HEADER_FIELDS);

export function encodeLocalHeader(entry: EntryFields, name: Uint8Array, extra: Uint8Array = new Uint8Array(0)): Buffer {
  const record = headerRecord("local", entry, name, extra);
  record.writeUInt16LE(VERSION.plain, 4);
  return record;
}

export function decodeLocalHeader(buf: Buffer, at: number): LocalHeader | undefined {
  return isRecordAt(buf, at, "local") ? readHeaderFields(buf, at, "local") : undefined;
}

/** The data descriptor that follows a streamed entry's data (with its optional signature). */
export function encodeDataDescriptor(crc: number, compressedSize: number, size: number): Buffer {
  const record = Buffer.alloc(ZIP_RECORD_BYTES.descriptor);
  record.writeUInt32LE(ZIP_SIGNATURE.descriptor, 0);
  record.writeUInt32LE(crc >>> 0, 4);
  record.writeUInt32LE(compressedSize, 8);
  record.writeUInt32LE(size, 12);
  return record;
}

/** A central header's entry: the local header's fields, and where that header starts. */
export interface CentralEntry extends EntryFields {
  /** Where the entry's local header starts; MAX32 when it is in the ZIP64 extra field. */
  offset: number;
}

export interface CentralHeader extends LocalHeader, CentralEntry {
  commentLength: number;
}

/** Whether an offset, size or count does not fit its field (its maximum itself says "see ZIP64"). */
const overflows = (value: number, max: number) => value >= max;

/**
 * A central header for an entry whose local header starts at `offset`: past 32 bits, the field
 * says MAX32 and the offset goes into a ZIP64 extra field after the name.
 */
export function encodeCentralHeader(entry: CentralEntry, name: Uint8Array): Buffer {
  const zip64 = overflows(entry.offset, MAX32);
  const extra = zip64 ? encodeZip64OffsetExtra(entry.offset) : new Uint8Array(0);
  const version = zip64 ? VERSION.zip64 : VERSION.plain;
  const record = headerRecord("central", entry, name, extra);
  record.writeUInt16LE(version, 4); // made by (MS-DOS attributes)
  record.writeUInt16LE(version, 6); // needed to extract
  // comment length (32), disk (34), internal (36) and external (38) attributes stay zero
  record.writeUInt32LE(zip64 ? MAX32 : entry.offset, 42);
  return record;
}

/** A central header's own fields, after those it shares with the local header. */
const CENTRAL_FIELDS: Layout<Pick<CentralHeader, "commentLength" | "offset">> = { commentLength: [32, 2], offset: [42, 4] };

export function decodeCentralHeader(buf: Buffer, at: number): CentralHeader | undefined {
  if (!isRecordAt(buf, at, "central")) return undefined;
  return { ...readHeaderFields(buf, at, "central"), ...readFields(buf, at, CENTRAL_FIELDS) };
}

/** The ZIP64 extra field of a central record whose sizes fit 32 bits but whose offset does not. */
function encodeZip64OffsetExtra(offset: number): Buffer {
  const extra = Buffer.alloc(12);
  extra.writeUInt16LE(ZIP64_EXTRA_ID, 0);
  extra.writeUInt16LE(8, 2);
  extra.writeBigUInt64LE(BigInt(offset), 4);
  return extra;
}

/** The offset in such a field, or undefined when the extra field does not start with one. */
export function decodeZip64OffsetExtra(extra: Buffer): number | undefined {
  if (extra.length < 12 || extra.readUInt16LE(0) !== ZIP64_EXTRA_ID || extra.readUInt16LE(2) < 8) return undefined;
  return Number(extra.readBigUInt64LE(4));
}

export interface EndRecord {
  /** This disk's number and the central directory's disk: both 0 unless the archive is split. */
  disk: number;
  centralDisk: number;
  entries: number;
  centralSize: number;
  centralStart: number;
  commentLength: number;
}

const END_FIELDS: Layout<EndRecord> = {
  disk: [4, 2],
  centralDisk: [6, 2],
  entries: [10, 2],
  centralSize: [12, 4],
  centralStart: [16, 4],
  commentLength: [20, 2],
};

export function decodeEndRecord(buf: Buffer, at: number): EndRecord | undefined {
  return isRecordAt(buf, at, "end") ? readFields(buf, at, END_FIELDS) : undefined;
}

/** Where the end record of an archive held whole starts (it ends the archive, after its comment), or -1. */
export function findEndRecord(buf: Buffer): number {
  const END = ZIP_RECORD_BYTES.end;
  for (let at = buf.length - END; at >= Math.max(0, buf.length - END - MAX16); at--) {
    const end = decodeEndRecord(buf, at);
    if (end && at + END + end.commentLength === buf.length) return at;
  }
  return -1;
}

/** Where the central directory is and what it holds, as the end records say. */
export interface CentralDirectory {
  entries: number;
  centralSize: number;
  centralStart: number;
}

/**
 * What ends an archive whose central directory is written, the archive being `at` bytes long so
 * far: the end record, after the ZIP64 end record and its locator when a count, size or start does
 * not fit the end record's fields (which then say their maximum).
 */
export function encodeArchiveEnd(end: CentralDirectory, at: number): Buffer {
  const zip64 = overflows(end.entries, MAX16) || overflows(end.centralSize, MAX32) || overflows(end.centralStart, MAX32);
  const record = Buffer.alloc((zip64 ? ZIP_RECORD_BYTES.zip64End + ZIP_RECORD_BYTES.zip64Locator : 0) + ZIP_RECORD_BYTES.end);
  if (zip64) {
    record.writeUInt32LE(ZIP_SIGNATURE.zip64End, 0);
    record.writeBigUInt64LE(BigInt(ZIP_RECORD_BYTES.zip64End - 12), 4); // size of the rest of this record
    record.writeUInt16LE(VERSION.zip64, 12);
    record.writeUInt16LE(VERSION.zip64, 14);
    record.writeBigUInt64LE(BigInt(end.entries), 24); // on this disk
    record.writeBigUInt64LE(BigInt(end.entries), 32);
    record.writeBigUInt64LE(BigInt(end.centralSize), 40);
    record.writeBigUInt64LE(BigInt(end.centralStart), 48);
    const locator = ZIP_RECORD_BYTES.zip64End;
    record.writeUInt32LE(ZIP_SIGNATURE.zip64Locator, locator);
    record.writeBigUInt64LE(BigInt(at), locator + 8);
    record.writeUInt32LE(1, locator + 16); // disks in all
  }
  const last = record.length - ZIP_RECORD_BYTES.end;
  record.writeUInt32LE(ZIP_SIGNATURE.end, last);
  record.writeUInt16LE(Math.min(end.entries, MAX16), last + 8); // on this disk
  record.writeUInt16LE(Math.min(end.entries, MAX16), last + 10);
  record.writeUInt32LE(Math.min(end.centralSize, MAX32), last + 12);
  record.writeUInt32LE(Math.min(end.centralStart, MAX32), last + 16);
  return record;
}

/**
 * The ZIP64 end record of an archive whose end record starts at `endAt`: undefined when there is
 * no locator before it, null when the locator points at no ZIP64 end record (a damaged archive).
 */
export function decodeZip64End(buf: Buffer, endAt: number): CentralDirectory | null | undefined {
  const locator = endAt - ZIP_RECORD_BYTES.zip64Locator;
  if (locator < 0 || buf.readUInt32LE(locator) !== ZIP_SIGNATURE.zip64Locator) return undefined;
  const at = Number(buf.readBigUInt64LE(locator + 8));
  if (at + ZIP_RECORD_BYTES.zip64End > locator || buf.readUInt32LE(at) !== ZIP_SIGNATURE.zip64End) return null;
  return {
    entries: Number(buf.readBigUInt64LE(at + 32)),
    centralSize: Number(buf.readBigUInt64LE(at + 40)),
    centralStart: Number(buf.readBigUInt64LE(at + 48)),
  };
}
