import type { Readable, Writable } from "node:stream";

export interface BlobStat {
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live. Clients never send bytes through the API: they PUT them to the
 * URL of an upload ticket; the API then inspects what arrived.
 */
export interface BlobStore {
  createUploadUrl(key: string, grant: { contentType: string; size: number; expires: Date }): Promise<{ url: string; headers: Record<string, string> }>;
  stat(key: string): Promise<BlobStat | null>;
  readHead(key: string, bytes: number): Promise<Uint8Array>;
  read(key: string): Promise<Uint8Array>;
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Reads a file as a stream (files too large to hold in memory, such as a library model copied into an export). */
  createReadStream(key: string): Readable;
  /**
   * Writes a file from a stream. The file appears whole once the stream has finished (`finished()`
   * resolves), never half-written; a destroyed stream leaves nothing.
   */
  createWriteStream(key: string, contentType: string): Writable;
  /** A link that downloads a private file as `fileName` until `expires`, without making the file public. */
  createDownloadUrl(key: string, grant: { fileName: string; expires: Date }): Promise<string>;
  /** Makes the file readable by URL and returns that URL. */
  publish(key: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix` (a folder such as `brands/{id}/`). */
  deletePrefix(prefix: string): Promise<void>;
}
