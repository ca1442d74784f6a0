import type { DownloadPlacementCodes } from "@vitrine/contract";
import { api } from "@/lib/api";
import type { DownloadedFile } from "@/lib/api-client";
import { useReportedMutation } from "@/lib/swr";

export interface DownloadPlacementCodesInput {
  brandId: string;
  request: DownloadPlacementCodes;
}

/** Prints the chosen placements' QR codes on the server: a zip of SVG and PNG files, or a PDF of labels. */
export function downloadPlacementCodes({ brandId, request }: DownloadPlacementCodesInput): Promise<DownloadedFile> {
  return api("downloadPlacementCodes", { params: { brandId }, body: request });
}

/**
 * The download as a mutation whose refusal (colours that would not scan, a logo gone) the dialog
 * shows beside the choices that caused it, rather than as a toast. It changes nothing cached.
 */
export function useDownloadPlacementCodes() {
  return useReportedMutation(downloadPlacementCodes, () => []);
}
