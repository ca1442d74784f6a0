import type { ThemeResponse } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { themeKeys } from "./theme-keys";

export function getTheme(brandId: string, experienceId: string): Promise<ThemeResponse> {
  return api("getTheme", { params: { brandId, experienceId } });
}

export function useTheme(brandId: string, experienceId: string) {
  // The editor holds its own draft: refetching on focus would only race with typing.
  return useSWR(themeKeys.detail(experienceId), () => getTheme(brandId, experienceId), { revalidateOnFocus: false });
}
