import { useT } from "../messages";

/** What the API needs to know about a video that only the browser can measure. */
export interface VideoFileInfo {
  durationSeconds: number;
  width: number;
  height: number;
  /** A PNG of a frame near the start, or null when the browser could not draw one. */
  poster: Blob | null;
}

export const acceptedVideoTypes = ["video/mp4", "video/webm"] as const;

/** The file's MIME type, or one guessed from its extension (some systems report none for .webm). */
export function videoContentType(file: File): string | null {
  if ((acceptedVideoTypes as readonly string[]).includes(file.type)) return file.type;
  if (/\.mp4$/i.test(file.name)) return "video/mp4";
  if (/\.webm$/i.test(file.name)) return "video/webm";
  return null;
}

/** "spring-campaign_final.mp4" -> "spring campaign final": a readable default title. */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return (base || useT.now("file.untitled")).slice(0, 120);
}

/** Seconds -> "m:ss" (or "h:mm:ss" past an hour), rounding to the nearest second but never to 0:00. */
export function formatDuration(seconds: number): string {
  const total = Math.max(seconds > 0 ? 1 : 0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

function once(target: HTMLMediaElement, event: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => cleanup(new Error(useT.now("file.noAnswer", { event }))), timeoutMs);
    const onEvent = () => cleanup();
    const onError = () => cleanup(new Error(useT.now("file.cannotPlay")));
    const cleanup = (error?: Error) => {
      clearTimeout(timer);
      target.removeEventListener(event, onEvent);
      target.removeEventListener("error", onError);
      if (error) reject(error);
      else resolve();
    };
    target.addEventListener(event, onEvent);
    target.addEventListener("error", onError);
  });
}

// Recorded WebM files (MediaRecorder) often carry no duration in their header: the browser reports
// Infinity until it has seen the end, so seek far past it and read the duration it then knows.
async function finiteDuration(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration) && video.duration > 0) return video.duration;
  const known = once(video, "durationchange", 10_000);
  video.currentTime = Number.MAX_SAFE_INTEGER;
  await known.catch(() => undefined);
  for (let i = 0; i < 20 && !(Number.isFinite(video.duration) && video.duration > 0); i += 1) {
    await once(video, "durationchange", 500).catch(() => undefined);
  }
  return video.duration;
}

async function capturePoster(video: HTMLVideoElement, durationSeconds: number): Promise<Blob | null> {
  try {
    // 10% in (at most 1 s) skips the black first frame many videos open with.
    const seeked = once(video, "seeked", 10_000);
    video.currentTime = Math.min(1, durationSeconds * 0.1);
    await seeked;
    const canvas = document.createElement("canvas");
    // Posters are shown small: cap them so the PNG stays well under the image upload limit.
    const scale = Math.min(1, 1280 / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
    canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  } catch {
    // A video without a poster is still a video: the list shows a placeholder instead.
    return null;
  }
}

/**
 * Reads duration and size from the file with a <video> that is never added to the page, and
 * draws a poster frame from it. The API trusts these numbers: it cannot decode videos itself.
 */
export async function readVideoFile(file: Blob): Promise<VideoFileInfo> {
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.preload = "auto";
  video.muted = true;
  video.playsInline = true;
  try {
    const loaded = once(video, "loadeddata", 20_000);
    video.src = url;
    await loaded;
    const durationSeconds = await finiteDuration(video);
    if (!(Number.isFinite(durationSeconds) && durationSeconds > 0)) throw new Error(useT.now("file.noDuration"));
    if (!video.videoWidth || !video.videoHeight) throw new Error(useT.now("file.noPicture"));
    const poster = await capturePoster(video, durationSeconds);
    return { durationSeconds, width: video.videoWidth, height: video.videoHeight, poster };
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
}
