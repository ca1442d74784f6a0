import { logger } from "firebase-functions";
import { onDocumentDeleted } from "firebase-functions/v2/firestore";
import { cleanUpDeletedBrand } from "../brands/brand-cleanup.js";

/**
 * When a brand document is deleted, delete its placements, tenant library objects and analytics.
 * The cleanup is idempotent, so failed runs are retried (events are delivered at least once) and
 * a run cut off by its time limit is finished by the next.
 */
export const onBrandDeleted = onDocumentDeleted({ document: "brands/{brandId}", retry: true, timeoutSeconds: 540 }, async (event) => {
  const { brandId } = event.params;
  const result = await cleanUpDeletedBrand(brandId);
  logger.info("deleted brand cleaned up", { brandId, eventId: event.id, ...result });
});
