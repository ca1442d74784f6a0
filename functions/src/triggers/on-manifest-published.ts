import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { renderManifestPictures } from "../manifests/scene-pictures.js";

/**
 * Draws the pictures of a version once it is published (a rollback publishes a version too): the
 * share card's image and the viewer's poster. Off the publishing request, which answers at once;
 * the models are read and drawn here with room for them. A redelivered event draws nothing twice.
 */
export const onManifestPublished = onDocumentCreated(
  { document: "brands/{brandId}/experiences/{experienceId}/manifests/{version}", memory: "1GiB", timeoutSeconds: 300, retry: true },
  async (event) => {
    const { brandId, experienceId, version } = event.params;
    await renderManifestPictures(brandId, experienceId, Number(version));
  },
);
