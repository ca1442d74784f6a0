import type { UpdateVideoWall, VideoWall } from "@vitrine/contract";

/** The wall as the editor holds it: the saved shape, without the resolved videos. */
export type WallDraft = Required<UpdateVideoWall>;

export function draftFromWall(wall: VideoWall): WallDraft {
  const { rows, columns, videoIds, autoplay, muted, loop } = wall;
  return { rows, columns, videoIds: [...videoIds], autoplay, muted, loop };
}

export const cellCount = (draft: Pick<WallDraft, "rows" | "columns">) => draft.rows * draft.columns;

/**
 * Videos fill the cells in reading order, so a wall has no holes: picking a video for an empty
 * cell puts it in the first empty one, and removing a video moves the later ones up.
 */
export function putVideo(videoIds: string[], cell: number, videoId: string): string[] {
  if (cell < videoIds.length) return videoIds.map((id, i) => (i === cell ? videoId : id));
  return [...videoIds, videoId];
}

export function removeVideo(videoIds: string[], cell: number): string[] {
  return videoIds.filter((_, i) => i !== cell);
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveVideo(videoIds: string[], from: number, to: number): string[] {
  if (from < 0 || from >= videoIds.length) return videoIds;
  const target = Math.max(0, Math.min(videoIds.length - 1, to));
  if (target === from) return videoIds;
  const next = [...videoIds];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Videos past the last cell: they would not show, and the server refuses them. */
export function overflow(draft: WallDraft): number {
  return Math.max(0, draft.videoIds.length - cellCount(draft));
}

/** "1:05", "12:00", "1:02:03". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}
