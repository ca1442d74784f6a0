import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, crc32, createDeflateRaw } from "node:zlib";
import {
  encodeArchiveEnd,
  encodeCentralHeader,
  encodeDataDescriptor,
  encodeLocalHeader,
  MAX16,
  MAX32,
  unsafeEntryName,
  ZIP_FLAG,
  type CentralEntry,
  ZIP_METHOD,
  ZIP_RECORD_BYTES,
} from "./zip-format.js";

/** Where the archive's bytes go, in order. A sink that returns a promise is awaited (backpressure). */
export type ZipSink = (chunk: Uint8Array) => void | Promise<void>;

export interface ZipWriterOptions {
  /**
   * Every entry's data starts at a multiple of this many bytes (USDZ asks for 64), reached by
   * padding the local header's extra field. 1 (the default) adds no padding.
   */
  align?: number;
}

export interface ZipEntryOptions {
  /** Deflate the entry (default); false stores it as it is (already compressed media, USDZ). */
  compress?: boolean;
  /** The entry's date; absent, the date fields are zero, so the same input makes the same bytes. */
  modified?: Date;
}

/** An entry as its central header will say it, kept until the archive is finished. */
interface CentralRecord extends CentralEntry {
  name: Buffer;
}

/** MS-DOS date and time (local fields, 2-second resolution) as one 32-bit value: time low, date high. */
function dosDateTime(date: Date | undefined): number {
  if (!date || date.getUTCFullYear() < 1980) return 0;
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2);
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  return ((day << 16) | time) >>> 0;
}

/** Names are relative paths with forward slashes: nothing a careless unzip would write outside its folder. */
function checkName(name: string): Buffer {
  const unsafe = unsafeEntryName(name);
  if (unsafe) throw new Error(`Not a safe entry name: ${JSON.stringify(name)} (${unsafe})`);
  const bytes = Buffer.from(name, "utf8");
  if (bytes.length > MAX16) throw new Error("Entry name too long");
  return bytes;
}

async function* chunksOf(source: Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    yield source;
    return;
  }
  for await (const chunk of source) yield typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
}

/**
 * Writes a zip archive front to back, one entry at a time, without holding an entry in memory: an
 * entry given as a stream is deflated (or stored) as it arrives and its checksum and sizes follow
 * it in a data descriptor; an entry given as bytes carries them in its header. Archives past 4 GiB,
 * or with more than 65 535 entries, get the ZIP64 end records; each entry itself must stay under
 * 4 GiB. The one home for zip writing: the workspace export streams through it, `packUsdz` packs
 * with it in memory.
 */
export class ZipWriter {
  private offset = 0;
  private readonly central: CentralRecord[] = [];
  private readonly align: number;
  private busy = false;
  private finished = false;

  constructor(
    private readonly sink: ZipSink,
    options: ZipWriterOptions = {},
  ) {
    this.align = options.align ?? 1;
  }

  /** Bytes written so far. */
  get size(): number {
    return this.offset;
  }

  get entries(): number {
    return this.central.length;
  }

  private async emit(chunk: Uint8Array) {
    if (chunk.byteLength === 0) return;
    this.offset += chunk.byteLength;
    await this.sink(chunk);
  }

  /**
   * Adds one entry. `data` as bytes is written with its sizes up front (what USDZ readers expect);
   * as a stream (a file read from storage, JSON produced page by page) with a data descriptor.
   */
  async add(name: string, data: Uint8Array | AsyncIterable<Uint8Array> | Iterable<Uint8Array>, options: ZipEntryOptions = {}): Promise<void> {
    if (this.finished) throw new Error("The archive is finished");
    if (this.busy) throw new Error("One entry at a time");
    this.busy = true;
    try {
      const nameBytes = checkName(name);
      const known = data instanceof Uint8Array;
      const compress = options.compress ?? true;
      const method = compress ? ZIP_METHOD.deflated : ZIP_METHOD.stored;
      let flags = /^[\x20-\x7e]*$/.test(name) ? 0 : ZIP_FLAG.utf8;
      if (!known) flags |= ZIP_FLAG.descriptor;
      const dosTime = dosDateTime(options.modified);
      const localOffset = this.offset;

      // Bytes given whole are compressed before the header, which then states the real sizes.
      let body: Uint8Array | undefined;
      let crc = 0;
      let size = 0;
      if (known) {
        crc = crc32(data);
        size = data.byteLength;
        body = compress ? await deflateAll(data) : data;
        if (size >= MAX32 || body.byteLength >= MAX32) throw new Error(`Entry of 4 GiB or more: ${name}`);
      }

      const headerSize = ZIP_RECORD_BYTES.local + nameBytes.length;
      // An extra field needs 4 bytes of its own header, so the padding is 0 or at least 4.
      let padding = this.align > 1 ? (this.align - ((localOffset + headerSize) % this.align)) % this.align : 0;
      if (padding > 0 && padding < 4) padding += this.align;
      // The padding is an extra field of a private id, as Pixar's USDZ writer uses.
      const extra = Buffer.alloc(padding);
      if (padding > 0) {
        extra.writeUInt16LE(0x1986, 0);
        extra.writeUInt16LE(padding - 4, 2);
      }
      const local = encodeLocalHeader({ flags, method, dosTime, crc, compressedSize: body?.byteLength ?? 0, size }, nameBytes, extra);
      await this.emit(local);

      let compressedSize: number;
      if (body) {
        await this.emit(body);
        compressedSize = body.byteLength;
      } else {
        const dataStart = this.offset;
        const counted = async function* (source: AsyncIterable<Uint8Array>) {
          for await (const chunk of source) {
            crc = crc32(chunk, crc);
            size += chunk.byteLength;
            yield chunk;
          }
        };
        const raw = counted(chunksOf(data));
        for await (const chunk of compress ? deflateStream(raw) : raw) await this.emit(chunk);
        compressedSize = this.offset - dataStart;
        if (size >= MAX32 || compressedSize >= MAX32) throw new Error(`Entry of 4 GiB or more: ${name}`);
        const descriptor = encodeDataDescriptor(crc, compressedSize, size);
        await this.emit(descriptor);
      }
      this.central.push({ name: nameBytes, flags, method, dosTime, crc: crc >>> 0, compressedSize, size, offset: localOffset });
    } finally {
      this.busy = false;
    }
  }

  /** Writes the central directory and the end records. Nothing can be added afterwards. */
  async finish(): Promise<{ entries: number; size: number }> {
    if (this.finished) throw new Error("The archive is finished");
    this.finished = true;
    const centralStart = this.offset;
    for (const entry of this.central) await this.emit(encodeCentralHeader(entry, entry.name));
    const centralSize = this.offset - centralStart;
    const count = this.central.length;
    await this.emit(encodeArchiveEnd({ entries: count, centralSize, centralStart }, this.offset));
    return { entries: count, size: this.offset };
  }
}

function deflateAll(data: Uint8Array): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const deflate = createDeflateRaw({ level: constants.Z_DEFAULT_COMPRESSION });
    const out: Buffer[] = [];
    deflate.on("data", (chunk: Buffer) => out.push(chunk));
    deflate.on("end", () => resolve(Buffer.concat(out)));
    deflate.on("error", reject);
    deflate.end(data);
  });
}

/**
 * Deflates chunks as they come. Reading the deflater as an async iterator pulls on demand, and the
 * pipeline stops reading the source while the deflater is full, so a slow sink holds back the source
 * instead of piling up compressed chunks.
 */
async function* deflateStream(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const deflate = createDeflateRaw({ level: constants.Z_DEFAULT_COMPRESSION });
  const feeding = pipeline(Readable.from(source), deflate);
  // Observed below; when the consumer stops early, leaving the loop destroys the deflater and this rejects.
  feeding.catch(() => {});
  for await (const chunk of deflate as AsyncIterable<Buffer>) yield chunk;
  await feeding;
}
