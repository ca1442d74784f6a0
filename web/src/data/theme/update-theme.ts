import type { ThemeResponse, UpdateTheme } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { themeKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateThemeInput {
  brandId: string;
  experienceId: string;
  theme: UpdateTheme;
}

export function updateTheme({ brandId, experienceId, theme }: UpdateThemeInput): Promise<ThemeResponse> {
  return api("updateTheme", { params: { brandId, experienceId }, body: theme });
}

export function useUpdateTheme() {
  const t = useT();
  return useApiMutation(updateTheme, {
    invalidates: ({ experienceId }) => [themeKeys.detail(experienceId)],
    success: t("theme.saved"),
  });
}
