import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { CreateVideo, UpdateVideo, Video } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound, alreadyExists, conflict } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { blobStore } from "../storage/blob-store.js";
import { listBrandContent, type BrandContentListQuery } from "../brands/brand-content-list.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { finishedUpload } from "../uploads/uploads.js";
import { experiencesCol, videosCol } from "../firestore/collections.js";

function toVideo(id: string, data: DocumentData): Video {
  return {
    id,
    brandId: data.brandId,
    title: data.title,
    tags: data.tags ?? [],
    url: data.url,
    contentType: data.contentType,
    size: data.size,
    durationSeconds: data.durationSeconds,
    width: data.width,
    height: data.height,
    posterUrl: data.posterUrl ?? null,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

export const listVideos = (brandId: string, query: BrandContentListQuery) => listBrandContent(videosCol(brandId), query, toVideo);

export async function getVideo(brandId: string, videoId: string, tx?: Transaction): Promise<Video> {
  const snap = await readDoc(videosCol(brandId).doc(videoId), tx);
  if (!snap.exists) throw notFound("Video");
  return toVideo(snap.id, snap.data()!);
}

export async function createVideo(caller: Caller, brandId: string, input: CreateVideo): Promise<Video> {
  const { data: upload } = await finishedUpload(brandId, input.uploadId, "video", "uploadId");
  const poster = input.posterUploadId ? (await finishedUpload(brandId, input.posterUploadId, "image", "posterUploadId")).data : undefined;
  const existing = await videosCol(brandId).where("uploadId", "==", input.uploadId).limit(1).get();
  if (!existing.empty) throw alreadyExists(`${upload.fileName} is already in the video library`);
  const ref = videosCol(brandId).doc();
  await ref.set({
    brandId,
    title: input.title,
    nameLower: input.title.toLowerCase(),
    tags: input.tags ?? [],
    uploadId: input.uploadId,
    key: upload.key,
    url: upload.url,
    contentType: upload.contentType,
    size: upload.size,
    durationSeconds: input.durationSeconds,
    width: input.width,
    height: input.height,
    posterUploadId: input.posterUploadId ?? null,
    posterKey: poster?.key ?? null,
    posterUrl: poster?.url ?? null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  });
  return getVideo(brandId, ref.id);
}

export async function updateVideo(brandId: string, videoId: string, input: UpdateVideo, ifMatch?: IfMatch): Promise<Video> {
  const ref = videosCol(brandId).doc(videoId);
  if (!(await ref.get()).exists) throw notFound("Video");
  const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  if (input.title !== undefined) Object.assign(update, { title: input.title, nameLower: input.title.toLowerCase() });
  if (input.tags !== undefined) update.tags = input.tags;
  if (input.posterUploadId !== undefined) {
    const { data: poster } = await finishedUpload(brandId, input.posterUploadId, "image", "posterUploadId");
    Object.assign(update, { posterUploadId: input.posterUploadId, posterKey: poster.key, posterUrl: poster.url });
  }
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound("Video");
    await ifMatch?.assert(() => getVideo(brandId, videoId, tx));
    tx.update(ref, update);
  });
  return getVideo(brandId, videoId);
}

/** Deletes the video and its files, unless an experience's video wall shows it. */
export async function deleteVideo(brandId: string, videoId: string, ifMatch?: IfMatch): Promise<void> {
  const ref = videosCol(brandId).doc(videoId);
  // The files go only once the document is gone: a refused delete (412, 409) leaves them alone.
  const data = await db().runTransaction(async (tx) => {
    const [snap, walls] = await Promise.all([tx.get(ref), tx.get(experiencesCol(brandId).where("videoWall.videoIds", "array-contains", videoId).limit(10))]);
    const data = snap.data();
    if (!data) throw notFound("Video");
    await ifMatch?.assert(() => getVideo(brandId, videoId, tx));
    if (!walls.empty) {
      const names = walls.docs.map((d) => `"${d.get("name")}"`).join(", ");
      throw conflict(`${data.title} plays on the video wall of ${walls.size === 1 ? "experience" : "experiences"} ${names}; remove it there first`);
    }
    tx.delete(ref);
    return data;
  });
  const store = blobStore();
  await Promise.all([data.key, data.posterKey].filter(Boolean).map((key: string) => store.delete(key)));
}
