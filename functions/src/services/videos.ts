import { FieldValue, type DocumentData } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { CreateVideo, UpdateVideo, Video } from "../contract/index.js";
import { ApiError, notFound } from "../http/api-error.js";
import { blobStore } from "../storage/blob-store.js";
import { brandsCol } from "./brands.js";
import { experiencesCol } from "./experience-paths.js";
import { listBrandContent, type BrandContentListQuery } from "./brand-content-list.js";
import { toIso } from "./firestore-values.js";
import { finishedUpload } from "./uploads.js";

export const videosCol = (brandId: string) => brandsCol().doc(brandId).collection("videos");

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

export async function getVideo(brandId: string, videoId: string): Promise<Video> {
  const snap = await videosCol(brandId).doc(videoId).get();
  if (!snap.exists) throw notFound("Video");
  return toVideo(snap.id, snap.data()!);
}

export async function createVideo(caller: Caller, brandId: string, input: CreateVideo): Promise<Video> {
  const { data: upload } = await finishedUpload(brandId, input.uploadId, "video", "uploadId");
  const poster = input.posterUploadId ? (await finishedUpload(brandId, input.posterUploadId, "image", "posterUploadId")).data : undefined;
  const existing = await videosCol(brandId).where("uploadId", "==", input.uploadId).limit(1).get();
  if (!existing.empty) throw new ApiError("already-exists", `${upload.fileName} is already in the video library`);
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

export async function updateVideo(brandId: string, videoId: string, input: UpdateVideo): Promise<Video> {
  const ref = videosCol(brandId).doc(videoId);
  if (!(await ref.get()).exists) throw notFound("Video");
  const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  if (input.title !== undefined) Object.assign(update, { title: input.title, nameLower: input.title.toLowerCase() });
  if (input.tags !== undefined) update.tags = input.tags;
  if (input.posterUploadId !== undefined) {
    const { data: poster } = await finishedUpload(brandId, input.posterUploadId, "image", "posterUploadId");
    Object.assign(update, { posterUploadId: input.posterUploadId, posterKey: poster.key, posterUrl: poster.url });
  }
  await ref.update(update);
  return getVideo(brandId, videoId);
}

/** Deletes the video and its files, unless an experience's video wall shows it. */
export async function deleteVideo(brandId: string, videoId: string): Promise<void> {
  const ref = videosCol(brandId).doc(videoId);
  const data = (await ref.get()).data();
  if (!data) throw notFound("Video");
  const walls = await experiencesCol(brandId).where("videoWall.videoIds", "array-contains", videoId).limit(10).get();
  if (!walls.empty) {
    const names = walls.docs.map((d) => `"${d.get("name")}"`).join(", ");
    throw new ApiError(
      "conflict",
      `${data.title} plays on the video wall of ${walls.size === 1 ? "experience" : "experiences"} ${names}; remove it there first`,
    );
  }
  await ref.delete();
  const store = blobStore();
  await Promise.all([data.key, data.posterKey].filter(Boolean).map((key: string) => store.delete(key)));
}
