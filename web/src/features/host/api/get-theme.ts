import type { ThemeResponse } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { hostKeys } from "./host-keys";

/** The experience's theme, so the bubble preview looks as the viewer draws it. */
export function useExperienceTheme(brandId: string, experienceId: string) {
  return useSWR(hostKeys.theme(experienceId), (): Promise<ThemeResponse> => api("getTheme", { params: { brandId, experienceId } }));
}
