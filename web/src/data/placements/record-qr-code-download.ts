import { api } from "@/lib/api";

/**
 * Tells the server a QR code left the console (downloaded or printed): the first-run checklist's
 * last step. Best effort: the download itself never waits for it or fails with it.
 */
export function recordQrCodeDownload(brandId: string, placementId: string): void {
  api("recordQrCodeDownload", { params: { brandId, placementId } }).catch(() => undefined);
}
