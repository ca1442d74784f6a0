import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { processLibraryModel } from "../services/library-processing.js";

/** Optimises each uploaded model in the background (large GLBs take time and memory). */
export const onLibraryObjectCreated = onDocumentCreated(
  { document: "libraryObjects/{objectId}", memory: "2GiB", timeoutSeconds: 540, retry: true },
  async (event) => {
    await processLibraryModel(event.params.objectId);
  },
);
