import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import { defaultVideoWall, videoWallSchema, type UpdateVideoWall, type VideoWall, type VideoWallDetail, type VideoWallVideo } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound, invalid } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { readDoc, readDocs } from "../firestore/firestore-reads.js";
import { experienceRef, videosCol } from "../firestore/collections.js";

/** The stored wall, defaults filled in when it was never saved. */
export function videoWallFrom(data: DocumentData | undefined): VideoWall {
  const stored = data?.videoWall;
  if (!stored || typeof stored !== "object") return defaultVideoWall();
  const parsed = videoWallSchema.safeParse({ ...defaultVideoWall(), ...stored });
  return parsed.success ? parsed.data : defaultVideoWall();
}

const toWallVideo = (id: string, data: DocumentData): VideoWallVideo => ({
  id,
  title: data.title,
  url: data.url,
  posterUrl: data.posterUrl ?? null,
  durationSeconds: data.durationSeconds,
});

/** The wall with its videos looked up; a video deleted since (e.g. with its brand's data) drops out. */
async function withVideos(brandId: string, wall: VideoWall, tx?: Transaction): Promise<VideoWallDetail> {
  const unique = [...new Set(wall.videoIds)];
  const snaps = await readDocs(
    unique.map((id) => videosCol(brandId).doc(id)),
    tx,
  );
  const videos = snaps.filter((s) => s.exists).map((s) => toWallVideo(s.id, s.data()!));
  const present = new Set(videos.map((v) => v.id));
  return { ...wall, videoIds: wall.videoIds.filter((id) => present.has(id)), videos };
}

export async function getVideoWall(brandId: string, experienceId: string, tx?: Transaction): Promise<VideoWallDetail> {
  const snap = await readDoc(experienceRef(brandId, experienceId), tx);
  if (!snap.exists) throw notFound("Experience");
  return withVideos(brandId, videoWallFrom(snap.data()), tx);
}

/**
 * Replaces the wall. The videos are read in the same transaction as the write, so a wall never
 * saves a video deleted in between; `deleteVideo` refuses to delete a video a wall shows.
 */
export async function updateVideoWall(brandId: string, experienceId: string, input: UpdateVideoWall, ifMatch?: IfMatch): Promise<VideoWallDetail> {
  const wall = videoWallSchema.parse(input);
  const ref = experienceRef(brandId, experienceId);
  const unique = [...new Set(wall.videoIds)];
  await db().runTransaction(async (tx) => {
    const [experience, ...videos] = await tx.getAll(ref, ...unique.map((id) => videosCol(brandId).doc(id)));
    if (!experience!.exists) throw notFound("Experience");
    await ifMatch?.assert(() => getVideoWall(brandId, experienceId, tx));
    const missing = unique.filter((_, i) => !videos[i]!.exists);
    if (missing.length > 0) {
      throw invalid(
        missing.length === 1 ? "A video of the wall is not in this brand's library" : `${missing.length} videos of the wall are not in this brand's library`,
        wall.videoIds.flatMap((id, i) => (missing.includes(id) ? [{ path: `videoIds.${i}`, message: "No such video in this brand" }] : [])),
      );
    }
    tx.update(ref, { videoWall: wall, updatedAt: FieldValue.serverTimestamp() });
  });
  return getVideoWall(brandId, experienceId);
}
