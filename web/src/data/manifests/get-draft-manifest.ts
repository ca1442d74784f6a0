import type { DraftManifest } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { manifestKeys } from "./keys";

export function getDraftManifest(brandId: string, experienceId: string): Promise<DraftManifest> {
  return api("getDraftManifest", { params: { brandId, experienceId } });
}

/** The manifest the experience would publish now, what is broken, and what it changes. */
export function useDraftManifest(brandId: string, experienceId: string) {
  return useSWR(manifestKeys.draft(brandId, experienceId), () => getDraftManifest(brandId, experienceId));
}
