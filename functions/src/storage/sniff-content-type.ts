/**
 * What a file is, judged by its first bytes (its "magic number"), never by its name.
 * Returns the content type, or null when the bytes match nothing the product accepts.
 */
export function sniffContentType(head: Uint8Array): string | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head.length >= 12 && ascii(0, 4) === "glTF") return "model/gltf-binary";
  if (head.length >= 8 && head[0] === 0x89 && ascii(1, 4) === "PNG") return "image/png";
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (head.length >= 12 && ascii(4, 8) === "ftyp") return "video/mp4";
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return "video/webm";
  return null;
}

/** Bytes to read for sniffing. */
export const SNIFF_BYTES = 16;

/** MP4 brands include QuickTime and M4V variants; browsers play them as video/mp4. */
export function describeContentType(type: string | null): string {
  switch (type) {
    case "model/gltf-binary":
      return "a GLB model";
    case "image/png":
      return "a PNG image";
    case "image/jpeg":
      return "a JPEG image";
    case "image/webp":
      return "a WebP image";
    case "video/mp4":
      return "an MP4 video";
    case "video/webm":
      return "a WebM video";
    default:
      return "no format Vitrine accepts";
  }
}
