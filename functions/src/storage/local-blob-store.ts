import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { Writable } from "node:stream";
import path from "node:path";
import type { BlobStat, BlobStore } from "./blob-store-interface.js";
import { isSafeKey, signDownload, signUpload } from "./upload-signature.js";

/**
 * The local stack's blob store: files under a folder (in emulator-data/), written by the local
 * blob server (scripts/lib/local-blob-server.mjs) from signed upload URLs, which also serves
 * them back. Each file has a `.meta.json` sidecar with its content type.
 */
export class LocalBlobStore implements BlobStore {
  constructor(
    private readonly dir: string,
    private readonly baseUrl: string,
    private readonly secret: string,
  ) {}

  private file(key: string) {
    return path.join(this.dir, ...key.split("/"));
  }

  async createUploadUrl(key: string, grant: { contentType: string; size: number; expires: Date }) {
    const expires = grant.expires.getTime();
    const sig = signUpload({ key, contentType: grant.contentType, size: grant.size, expires }, this.secret);
    const query = new URLSearchParams({ contentType: grant.contentType, size: String(grant.size), expires: String(expires), sig });
    return { url: `${this.baseUrl}/upload/${key}?${query}`, headers: { "Content-Type": grant.contentType } };
  }

  async stat(key: string): Promise<BlobStat | null> {
    try {
      const [info, meta] = await Promise.all([stat(this.file(key)), readFile(`${this.file(key)}.meta.json`, "utf8")]);
      return { size: info.size, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async readHead(key: string, bytes: number): Promise<Uint8Array> {
    const handle = await open(this.file(key), "r");
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async read(key: string): Promise<Uint8Array> {
    return readFile(this.file(key));
  }

  /** Same layout as the local blob server writes: the file, then its metadata sidecar. */
  async write(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.part`;
    await writeFile(temp, bytes);
    await rename(temp, file);
    await writeFile(`${file}.meta.json`, JSON.stringify({ contentType, etag: `"${randomUUID()}"` }));
  }

  createReadStream(key: string) {
    return createReadStream(this.file(key));
  }

  /** Into a temporary file, renamed into place with its sidecar once the stream finishes. */
  createWriteStream(key: string, contentType: string) {
    const file = this.file(key);
    const temp = `${file}.${randomUUID()}.part`;
    let out: ReturnType<typeof createWriteStream> | undefined;
    const opened = mkdir(path.dirname(file), { recursive: true }).then(() => {
      out = createWriteStream(temp);
      return out;
    });
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        opened.then((stream) => (stream.write(chunk) ? callback() : stream.once("drain", () => callback())), callback);
      },
      final(callback) {
        opened
          .then((stream) => new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve()))))
          .then(() => rename(temp, file))
          .then(() => writeFile(`${file}.meta.json`, JSON.stringify({ contentType, etag: `"${randomUUID()}"` })))
          .then(() => callback(), callback);
      },
      destroy(err, callback) {
        out?.destroy();
        rm(temp, { force: true }).then(
          () => callback(err),
          () => callback(err),
        );
      },
    });
  }

  async createDownloadUrl(key: string, grant: { fileName: string; expires: Date }) {
    const expires = grant.expires.getTime();
    const sig = signDownload({ key, fileName: grant.fileName, expires }, this.secret);
    const query = new URLSearchParams({ name: grant.fileName, expires: String(expires), sig });
    return `${this.baseUrl}/download/${key}?${query}`;
  }

  async publish(key: string): Promise<string> {
    return `${this.baseUrl}/files/${key}`;
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
    await rm(`${this.file(key)}.meta.json`, { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = prefix.replace(/\/$/, "");
    if (!prefix.endsWith("/") || !isSafeKey(folder)) throw new Error(`Refusing to delete by a prefix that is not a folder: ${prefix}`);
    await rm(this.file(folder), { recursive: true, force: true });
  }
}
