import type { TestAccess } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { manifestKeys } from "./keys";

export function listTestAccess(brandId: string, experienceId: string): Promise<{ items: TestAccess[] }> {
  return api("listTestAccess", { params: { brandId, experienceId } });
}

/** The experience's preview links, active first. */
export function useTestAccess(brandId: string, experienceId: string) {
  return useSWR(manifestKeys.testAccess(brandId, experienceId), () => listTestAccess(brandId, experienceId));
}
