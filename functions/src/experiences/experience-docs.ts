import type { DocumentData, DocumentReference, Transaction } from "firebase-admin/firestore";
import type { ImageVariant } from "@vitrine/contract";
import { notFound, conflict, invalid } from "../errors.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { experienceRef, uploadsCol } from "../firestore/collections.js";

export async function readExperience(brandId: string, experienceId: string, tx?: Transaction): Promise<{ ref: DocumentReference; data: DocumentData }> {
  const ref = experienceRef(brandId, experienceId);
  const snap = await readDoc(ref, tx);
  if (!snap.exists) throw notFound("Experience");
  return { ref, data: snap.data()! };
}

/**
 * The public URL of a finished image upload of this brand, named by `field` in the request: a
 * missing, foreign, unfinished or non-image upload is the client's mistake (400/409), never a 500.
 */
export async function readyImage(brandId: string, uploadId: string, field: string): Promise<{ url: string; variants: ImageVariant[] }> {
  const data = (await uploadsCol().doc(uploadId).get()).data();
  if (!data || data.brandId !== brandId) {
    throw invalid("No such upload in this brand", [{ path: field, message: "Upload the image first" }]);
  }
  if (data.kind !== "image") {
    throw invalid(`${data.fileName} is not an image`, [{ path: field, message: "Expected an image upload" }]);
  }
  if (data.status !== "ready" || !data.url) {
    throw conflict(`${data.fileName} has not finished uploading`, [{ path: field, message: "Finish the upload first" }]);
  }
  return { url: data.url as string, variants: (data.variants ?? []) as ImageVariant[] };
}
