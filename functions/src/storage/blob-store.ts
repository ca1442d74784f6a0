import { CloudStorageBlobStore } from "./cloud-storage-blob-store.js";
import { LocalBlobStore } from "./local-blob-store.js";

import type { BlobStore } from "./blob-store-interface.js";

// The interface lives in its own module so the implementations need not import this factory.
export type { BlobStat, BlobStore } from "./blob-store-interface.js";

let store: BlobStore | undefined;

/** The local blob store when the local stack configured one, else Cloud Storage. */
export function blobStore(): BlobStore {
  if (store) return store;
  const { VITRINE_BLOB_DIR, VITRINE_BLOB_BASE_URL, VITRINE_BLOB_SECRET } = process.env;
  store =
    VITRINE_BLOB_DIR && VITRINE_BLOB_BASE_URL && VITRINE_BLOB_SECRET
      ? new LocalBlobStore(VITRINE_BLOB_DIR, VITRINE_BLOB_BASE_URL, VITRINE_BLOB_SECRET)
      : new CloudStorageBlobStore();
  return store;
}
