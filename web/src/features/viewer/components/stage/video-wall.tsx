import { useThree, type ThreeEvent } from "@react-three/fiber";
import { useEffect, useMemo, useRef, useState } from "react";
import { CanvasTexture, SRGBColorSpace, TextureLoader, VideoTexture, type Texture } from "three";
import type { Vec3 } from "@/lib/three/framing";
import { track } from "../../lib/analytics";
import { tileLayout, type VideoWallSettings } from "../../lib/video-wall-layout";

type Props = {
  wall: VideoWallSettings;
  objectId: string;
  position: Vec3;
  rotation: Vec3;
  scale: Vec3;
  /** The video whose sound is on (one at a time), or null. */
  audibleVideoId: string | null;
  onTapVideo: (videoId: string) => void;
};

const TAP_TOLERANCE = 6;

/**
 * One HTML video per tile as a texture. Muted, inline autoplay is what every mobile browser
 * (iOS Safari included) allows without a gesture; sound comes on when the visitor taps a tile.
 */
export function VideoWall({ wall, objectId, position, rotation, scale, audibleVideoId, onTapVideo }: Props) {
  const tiles = useMemo(() => tileLayout(wall.rows, wall.columns), [wall.rows, wall.columns]);
  const { width, height, center } = tiles.size;
  return (
    <group position={position} rotation={rotation} scale={scale} userData={{ objectId }}>
      {/* A dark frame behind the screens: reads as hardware, and as a wall when videos are missing. */}
      <mesh position={[center[0], center[1], -0.03]} receiveShadow>
        <boxGeometry args={[width + 0.08, height + 0.08, 0.05]} />
        <meshStandardMaterial color="#16171b" roughness={0.45} metalness={0.3} />
      </mesh>
      {tiles.tiles.map((tile, index) => {
        const video = wall.videos[index];
        return video ? (
          <VideoTile
            key={`${video.id}-${index}`}
            video={video}
            position={tile.position}
            width={tile.width}
            height={tile.height}
            autoplay={wall.autoplay}
            loop={wall.loop}
            audible={audibleVideoId === video.id}
            onTap={() => onTapVideo(video.id)}
          />
        ) : (
          <mesh key={`empty-${index}`} position={tile.position}>
            <planeGeometry args={[tile.width, tile.height]} />
            <meshStandardMaterial color="#24262c" roughness={0.6} />
          </mesh>
        );
      })}
    </group>
  );
}

type TileProps = {
  video: VideoWallSettings["videos"][number];
  position: Vec3;
  width: number;
  height: number;
  autoplay: boolean;
  loop: boolean;
  audible: boolean;
  onTap: () => void;
};

/** What a screen shows until its video plays: the poster, else a slate with a play mark and the title. */
function slateTexture(title: string): CanvasTexture | null {
  const canvas = document.createElement("canvas");
  canvas.width = 512;
  canvas.height = 288;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const gradient = context.createLinearGradient(0, 0, 512, 288);
  gradient.addColorStop(0, "#2a2c34");
  gradient.addColorStop(1, "#15161a");
  context.fillStyle = gradient;
  context.fillRect(0, 0, 512, 288);
  context.strokeStyle = "rgba(255,255,255,0.85)";
  context.lineWidth = 3;
  context.beginPath();
  context.arc(256, 124, 34, 0, Math.PI * 2);
  context.stroke();
  context.fillStyle = "rgba(255,255,255,0.9)";
  context.beginPath();
  context.moveTo(246, 108);
  context.lineTo(246, 140);
  context.lineTo(272, 124);
  context.closePath();
  context.fill();
  context.font = "600 24px system-ui, -apple-system, sans-serif";
  context.textAlign = "center";
  context.fillStyle = "rgba(255,255,255,0.82)";
  const text = title.length > 34 ? `${title.slice(0, 33)}…` : title;
  context.fillText(text, 256, 206);
  const made = new CanvasTexture(canvas);
  made.colorSpace = SRGBColorSpace;
  return made;
}

function VideoTile({ video, position, width, height, autoplay, loop, audible, onTap }: TileProps) {
  const invalidate = useThree((state) => state.invalidate);
  const [poster, setPoster] = useState<Texture | null>(null);
  const slate = useMemo(() => slateTexture(video.title), [video.title]);
  useEffect(() => () => slate?.dispose(), [slate]);
  useEffect(() => {
    if (!video.posterUrl) return;
    let loaded: Texture | null = null;
    let cancelled = false;
    new TextureLoader().setCrossOrigin("anonymous").load(
      video.posterUrl,
      (texture) => {
        texture.colorSpace = SRGBColorSpace;
        loaded = texture;
        if (cancelled) texture.dispose();
        else {
          setPoster(texture);
          invalidate();
        }
      },
      undefined,
      () => undefined,
    );
    return () => {
      cancelled = true;
      loaded?.dispose();
    };
  }, [video.posterUrl, invalidate]);

  const elementRef = useRef<HTMLVideoElement | null>(null);
  // The playing video's texture, once it has a frame to show (null: the poster or slate shows).
  const [texture, setTexture] = useState<VideoTexture | null>(null);

  // Element and texture are made and torn down together in one effect: a texture disposed by a
  // clean-up stops following its video for good, so a re-run must start from a fresh pair.
  useEffect(() => {
    const element = document.createElement("video");
    element.crossOrigin = "anonymous";
    element.muted = true;
    element.defaultMuted = true;
    element.playsInline = true;
    element.setAttribute("playsinline", "");
    element.setAttribute("webkit-playsinline", "");
    element.preload = "auto";
    element.loop = loop;
    element.src = video.url;
    elementRef.current = element;
    const made = new VideoTexture(element);
    made.colorSpace = SRGBColorSpace;

    const onData = () => {
      setTexture(made);
      invalidate();
    };
    let previousTime = 0;
    const onPlay = () => track("video_play", { videoId: video.id, title: video.title, muted: element.muted });
    const onEnded = () => track("video_complete", { videoId: video.id, title: video.title });
    // A looping video never fires "ended": a jump back to the start is its completion.
    const onTime = () => {
      if (element.loop && element.currentTime + 0.5 < previousTime && previousTime > element.duration - 1.5) onEnded();
      previousTime = element.currentTime;
    };
    element.addEventListener("loadeddata", onData);
    element.addEventListener("play", onPlay);
    element.addEventListener("ended", onEnded);
    element.addEventListener("timeupdate", onTime);
    if (autoplay) element.play().catch(() => undefined);

    // Render only while a new video frame is there to show: the canvas renders on demand.
    let handle = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const withCallback = element as HTMLVideoElement & {
      requestVideoFrameCallback?: (callback: () => void) => number;
      cancelVideoFrameCallback?: (handle: number) => void;
    };
    if (withCallback.requestVideoFrameCallback) {
      const onFrame = () => {
        invalidate();
        handle = withCallback.requestVideoFrameCallback!(onFrame);
      };
      handle = withCallback.requestVideoFrameCallback(onFrame);
    } else {
      timer = setInterval(() => {
        if (!element.paused) invalidate();
      }, 1000 / 30);
    }
    return () => {
      element.removeEventListener("loadeddata", onData);
      element.removeEventListener("play", onPlay);
      element.removeEventListener("ended", onEnded);
      element.removeEventListener("timeupdate", onTime);
      if (handle) withCallback.cancelVideoFrameCallback?.(handle);
      if (timer) clearInterval(timer);
      element.pause();
      element.removeAttribute("src");
      element.load();
      made.dispose();
      elementRef.current = null;
      setTexture(null);
    };
  }, [autoplay, loop, invalidate, video.id, video.title, video.url]);

  // Sound on for the tapped tile only; tapping is also the gesture that lets it play.
  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    element.muted = !audible;
    if (audible) element.play().catch(() => undefined);
  }, [audible, texture]);

  const tap = (event: ThreeEvent<MouseEvent>) => {
    if (event.delta > TAP_TOLERANCE) return;
    event.stopPropagation();
    onTap();
  };

  return (
    <mesh
      position={position}
      onClick={tap}
      onPointerOver={() => (document.body.style.cursor = "pointer")}
      onPointerOut={() => (document.body.style.cursor = "")}
    >
      <planeGeometry args={[width, height]} />
      <meshBasicMaterial key={texture ? "video" : "still"} map={texture ?? poster ?? slate} toneMapped={false} />
    </mesh>
  );
}
