import { randomUUID } from "node:crypto";
import { getStorage } from "firebase-admin/storage";
import { adminApp } from "../firebase.js";
import type { BlobStat, BlobStore } from "./blob-store-interface.js";
import { contentDisposition } from "./upload-signature.js";

// The bucket as firebase-admin hands it out: it may bring its own copy of @google-cloud/storage,
// whose types are not those of the copy the functions depend on.
type Bucket = ReturnType<ReturnType<typeof getStorage>["bucket"]>;

/**
 * Production: V4 signed Cloud Storage URLs, so no byte passes through the function, and
 * Firebase download-token URLs to read files back (ranges and caching served by Storage).
 * The bucket needs a CORS rule allowing PUT from the console's origin (see README).
 */
export class CloudStorageBlobStore implements BlobStore {
  constructor(private readonly bucket: () => Bucket = () => getStorage(adminApp()).bucket()) {}

  /**
   * The signed headers bind the URL to exactly this size and to creating the object:
   * `x-goog-if-generation-match: 0` makes Storage refuse (412) any PUT once the object exists, so
   * the bytes the API checked on completion can never be swapped while the URL is still valid.
   */
  async createUploadUrl(key: string, grant: { contentType: string; size: number; expires: Date }) {
    const extensionHeaders = { "x-goog-content-length-range": `${grant.size},${grant.size}`, "x-goog-if-generation-match": "0" };
    const [url] = await this.bucket().file(key).getSignedUrl({
      version: "v4",
      action: "write",
      expires: grant.expires,
      contentType: grant.contentType,
      extensionHeaders,
    });
    return { url, headers: { "Content-Type": grant.contentType, ...extensionHeaders } };
  }

  async stat(key: string): Promise<BlobStat | null> {
    const file = this.bucket().file(key);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [meta] = await file.getMetadata();
    return { size: Number(meta.size), contentType: String(meta.contentType ?? "") };
  }

  async readHead(key: string, bytes: number): Promise<Uint8Array> {
    const [buffer] = await this.bucket()
      .file(key)
      .download({ start: 0, end: bytes - 1 });
    return buffer;
  }

  async read(key: string): Promise<Uint8Array> {
    const [buffer] = await this.bucket().file(key).download();
    return buffer;
  }

  async write(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.bucket().file(key).save(Buffer.from(bytes), { contentType, resumable: false });
  }

  createReadStream(key: string) {
    return this.bucket().file(key).createReadStream();
  }

  /** A resumable upload: Storage creates the object only when the last chunk arrives. */
  createWriteStream(key: string, contentType: string) {
    return this.bucket()
      .file(key)
      .createWriteStream({ resumable: true, contentType, metadata: { cacheControl: "private, no-store" } });
  }

  /** A V4 signed read URL: the object itself has no download token, so nothing else reads it. */
  async createDownloadUrl(key: string, grant: { fileName: string; expires: Date }) {
    const [url] = await this.bucket()
      .file(key)
      .getSignedUrl({
        version: "v4",
        action: "read",
        expires: grant.expires,
        responseDisposition: contentDisposition(grant.fileName),
      });
    return url;
  }

  async publish(key: string): Promise<string> {
    const file = this.bucket().file(key);
    const token = randomUUID();
    await file.setMetadata({ cacheControl: "public, max-age=31536000, immutable", metadata: { firebaseStorageDownloadTokens: token } });
    return `https://firebasestorage.googleapis.com/v0/b/${this.bucket().name}/o/${encodeURIComponent(key)}?alt=media&token=${token}`;
  }

  async delete(key: string): Promise<void> {
    await this.bucket().file(key).delete({ ignoreNotFound: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith("/")) throw new Error(`Refusing to delete by a prefix that is not a folder: ${prefix}`);
    await this.bucket().deleteFiles({ prefix, force: true });
  }
}
