import QRCode from "qrcode";
import { slugOf } from "@vitrine/contract/slug";
import { useT } from "../messages";

export type ErrorCorrection = "L" | "M" | "Q" | "H";

/** The levels, with the share of the code each lets be damaged (said under the control). */
export const errorCorrectionOptions: { value: ErrorCorrection; label: string; percent: number }[] = [
  { value: "L", label: "L", percent: 7 },
  { value: "M", label: "M", percent: 15 },
  { value: "Q", label: "Q", percent: 25 },
  { value: "H", label: "H", percent: 30 },
];

export const sizeOptions = [256, 512, 1024, 2048] as const;

/** The address a placement's QR code opens: the tenant's viewer base URL, else this console's origin. */
export function placementUrl(publicBaseUrl: string | null | undefined, placementId: string): string {
  const base = (publicBaseUrl || window.location.origin).replace(/\/+$/, "");
  return `${base}/${placementId}`;
}

/** The address without its scheme, as printed under the code. */
export function shortUrl(url: string): string {
  return url.replace(/^https?:\/\//, "");
}

interface QrOptions {
  size: number;
  level: ErrorCorrection;
}

// A quiet zone of four modules, as the QR standard asks, so printed codes scan next to other things.
const common = (level: ErrorCorrection) => ({ errorCorrectionLevel: level, margin: 4, color: { dark: "#000000", light: "#ffffff" } });

export function qrSvg(text: string, { size, level }: QrOptions): Promise<string> {
  return QRCode.toString(text, { ...common(level), type: "svg", width: size });
}

export async function qrPng(text: string, { size, level }: QrOptions): Promise<Blob> {
  const canvas = document.createElement("canvas");
  await QRCode.toCanvas(canvas, text, { ...common(level), width: size });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(useT.now("qr.pngFailed")))), "image/png"));
}

/** "Store entrance QR" -> "qr-store-entrance-qr". */
export function qrFileName(name: string, extension: "svg" | "png"): string {
  return `qr-${slugOf(name, 60) || "placement"}.${extension}`;
}
