import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { processLibraryModel } from "../library/library-processing.js";

/**
 * Processes a model again when its editor declared another unit or AR placement
 * (`updateLibraryObject` puts it back to `processing` and writes one request document in the same
 * transaction), with the same limits as a new upload. A request of its own, not an update trigger
 * on the model: processing itself updates the model several times, and none of those should wake
 * a 2 GiB function.
 */
export const onLibraryObjectReprocess = onDocumentCreated(
  { document: "libraryObjects/{objectId}/reprocessRequests/{requestId}", memory: "2GiB", timeoutSeconds: 540, retry: true, concurrency: 1 },
  async (event) => {
    await processLibraryModel(event.params.objectId);
    await event.data?.ref.delete();
  },
);
