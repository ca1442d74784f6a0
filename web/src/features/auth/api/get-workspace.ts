import type { Workspace } from "@vitrine/contract";
import useSWR from "swr";
import { publicApi } from "@/lib/public-api";

/** Public: what signing in to a workspace needs (its Identity Platform tenant). */
export function getWorkspace(slug: string): Promise<Workspace> {
  return publicApi("getWorkspace", { params: { slug } });
}

export const workspaceKeys = {
  detail: (slug: string) => ["workspace", slug] as const,
};

const slugPattern = /^[a-z0-9-]{1,63}$/;

/** Looks the workspace up as the slug is typed, to greet people with its name. */
export function useWorkspace(slug: string) {
  const valid = slugPattern.test(slug);
  return useSWR(valid ? workspaceKeys.detail(slug) : null, () => getWorkspace(slug), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
