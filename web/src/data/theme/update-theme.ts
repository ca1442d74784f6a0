import type { ThemeResponse, UpdateTheme } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { themeKeys } from "./keys";

export interface UpdateThemeInput {
  brandId: string;
  experienceId: string;
  theme: UpdateTheme;
}

export function updateTheme({ brandId, experienceId, theme }: UpdateThemeInput): Promise<ThemeResponse> {
  return api("updateTheme", { params: { brandId, experienceId }, body: theme });
}

export function useUpdateTheme() {
  return useApiMutation(updateTheme, {
    invalidates: ({ experienceId }) => [themeKeys.detail(experienceId)],
    success: "Theme saved.",
  });
}
