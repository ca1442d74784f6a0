import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { uploadKinds, type CreateUpload, type Upload, type UploadKind, type UploadTicket } from "@vitrine/contract";
import { notFound, conflict, failedPrecondition, invalid, payloadTooLarge, unprocessable } from "../errors.js";
import { makeImageVariants, UnreadableImageError } from "../images/resize-image.js";
import { blobStore } from "../storage/blob-store.js";
import { describeContentType, sniffContentType, SNIFF_BYTES } from "../storage/sniff-content-type.js";
import { toIso } from "../firestore/values.js";
import { uploadsCol } from "../firestore/collections.js";

/** How long an upload ticket's URL accepts bytes. */
const TICKET_MINUTES = 30;

const KIND_NOUN: Record<UploadKind, string> = { model: "a GLB model", video: "an MP4 or WebM video", image: "a PNG, JPEG or WebP image" };

function toUpload(id: string, data: DocumentData): Upload {
  return {
    id,
    brandId: data.brandId,
    kind: data.kind,
    fileName: data.fileName,
    contentType: data.contentType,
    size: data.size,
    status: data.status,
    url: data.url ?? null,
    width: data.width ?? null,
    height: data.height ?? null,
    variants: data.variants ?? [],
    error: data.error ?? null,
    createdAt: toIso(data.createdAt),
  };
}

/** A storage key that is safe anywhere: ids and a cleaned-up file name. */
function storageKey(brandId: string, kind: UploadKind, uploadId: string, fileName: string) {
  const safeName =
    fileName
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^[.-]+/, "")
      .slice(-100) || "file";
  return `brands/${brandId}/${kind}s/${uploadId}/${safeName}`;
}

export async function createUpload(caller: Caller, brandId: string, input: CreateUpload): Promise<UploadTicket> {
  const limit = uploadKinds[input.kind].maxBytes;
  if (input.size > limit) {
    throw payloadTooLarge(`A ${input.kind} can be at most ${Math.round(limit / 1024 / 1024)} MB`, [{ path: "size", message: `At most ${limit} bytes` }]);
  }
  const ref = uploadsCol().doc();
  const key = storageKey(brandId, input.kind, ref.id, input.fileName);
  const expires = new Date(Date.now() + TICKET_MINUTES * 60_000);
  const target = await blobStore().createUploadUrl(key, { contentType: input.contentType, size: input.size, expires });
  await ref.set({
    tenantId: caller.tenantId,
    brandId,
    kind: input.kind,
    fileName: input.fileName,
    contentType: input.contentType,
    size: input.size,
    key,
    status: "pending",
    url: null,
    error: null,
    expiresAt: Timestamp.fromDate(expires),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  });
  return { uploadId: ref.id, uploadUrl: target.url, method: "PUT", headers: target.headers, expiresAt: expires.toISOString() };
}

async function brandUpload(brandId: string, uploadId: string) {
  const snap = await uploadsCol().doc(uploadId).get();
  const data = snap.data();
  if (!data || data.brandId !== brandId) throw notFound("Upload");
  return { ref: snap.ref, data };
}

export async function getUpload(brandId: string, uploadId: string): Promise<Upload> {
  const { ref, data } = await brandUpload(brandId, uploadId);
  return toUpload(ref.id, data);
}

/**
 * Called once the client has PUT the bytes: checks what arrived by its content (size, magic
 * bytes), then publishes it, or rejects it and deletes the bytes.
 */
export async function completeUpload(brandId: string, uploadId: string): Promise<Upload> {
  const { ref, data } = await brandUpload(brandId, uploadId);
  if (data.status !== "pending") return toUpload(ref.id, data);
  const store = blobStore();
  const stat = await store.stat(data.key);
  if (!stat) throw failedPrecondition("The file has not been uploaded yet: PUT it to the ticket's URL first");

  const reject = async (error: string): Promise<never> => {
    await store.delete(data.key);
    await ref.update({ status: "rejected", error, updatedAt: FieldValue.serverTimestamp() });
    throw unprocessable(error);
  };
  if (stat.size !== data.size) await reject(`The file has ${stat.size} bytes, not the ${data.size} announced`);
  const sniffed = sniffContentType(await store.readHead(data.key, SNIFF_BYTES));
  if (!(uploadKinds[data.kind as UploadKind].contentTypes as readonly string[]).includes(sniffed ?? "")) {
    await reject(`${data.fileName} is ${describeContentType(sniffed)}, but ${KIND_NOUN[data.kind as UploadKind]} was expected`);
  }
  const image = data.kind === "image" ? await imageVariantsOrReject(data.key, data.fileName, reject) : {};
  const url = await store.publish(data.key);
  await ref.update({ status: "ready", url, contentType: sniffed, ...image, updatedAt: FieldValue.serverTimestamp() });
  return toUpload(ref.id, (await ref.get()).data()!);
}

/** An image's responsive copies (`images/resize-image.ts`); bytes that only look like an image are rejected. */
async function imageVariantsOrReject(key: string, fileName: string, reject: (error: string) => Promise<never>) {
  try {
    return await makeImageVariants(blobStore(), key);
  } catch (err) {
    if (err instanceof UnreadableImageError) return reject(`${fileName}: ${err.message}`);
    throw err;
  }
}

/**
 * The upload another object is made from (a library model, its thumbnail, a video, its poster):
 * it must be this brand's, of the expected kind, and finished. `field` names the request field
 * holding its id, so the error points at it. Each failure has its own status and sentence.
 */
export async function finishedUpload(brandId: string, uploadId: string, kind: UploadKind, field: string) {
  const snap = await uploadsCol().doc(uploadId).get();
  const data = snap.data();
  if (!data || data.brandId !== brandId) {
    throw invalid("There is no such upload in this brand", [{ path: field, message: "Upload the file first" }]);
  }
  if (data.kind !== kind) {
    throw invalid(`${data.fileName} was uploaded as ${KIND_NOUN[data.kind as UploadKind]}, not ${KIND_NOUN[kind]}`, [
      { path: field, message: `Expected a ${kind} upload` },
    ]);
  }
  if (data.status === "rejected") throw unprocessable(`${data.fileName} was rejected: ${data.error}`);
  if (data.status !== "ready") {
    throw conflict(`${data.fileName} has not finished uploading: complete the upload first`);
  }
  return { ref: snap.ref, data };
}
