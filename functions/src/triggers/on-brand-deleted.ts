import { logger } from "firebase-functions";
import { onDocumentDeleted } from "firebase-functions/v2/firestore";
import { cleanUpDeletedBrand } from "../services/brand-cleanup.js";

/**
 * When a brand document is deleted, delete its placements and tenant library objects.
 * The cleanup is idempotent, so failed runs are retried (events are delivered at least once).
 */
export const onBrandDeleted = onDocumentDeleted({ document: "brands/{brandId}", retry: true }, async (event) => {
  const { brandId } = event.params;
  const result = await cleanUpDeletedBrand(brandId);
  logger.info("deleted brand cleaned up", { brandId, eventId: event.id, ...result });
});
