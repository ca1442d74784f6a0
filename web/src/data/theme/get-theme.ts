import type { ThemeResponse } from "@vitrine/contract";
import useSWR, { type SWRConfiguration } from "swr";
import { api } from "@/lib/api";
import { themeKeys } from "./keys";

export function getTheme(brandId: string, experienceId: string): Promise<ThemeResponse> {
  return api("getTheme", { params: { brandId, experienceId } });
}

/** The experience's theme: the theme editor's (which holds its own draft) and the host editor's bubble preview. */
export function useTheme(brandId: string, experienceId: string, config: SWRConfiguration<ThemeResponse> = {}) {
  return useSWR(themeKeys.detail(experienceId), () => getTheme(brandId, experienceId), config);
}
