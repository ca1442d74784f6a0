import type { CreateSet, VitrineSet } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { setKeys } from "./keys";
import { useT } from "../messages";

export interface CreateSetInput {
  brandId: string;
  set: CreateSet;
}

export function createSet({ brandId, set }: CreateSetInput): Promise<VitrineSet> {
  return api("createSet", { params: { brandId }, body: set });
}

export function useCreateSet() {
  const t = useT();
  return useApiMutation(createSet, {
    invalidates: ({ brandId }) => [setKeys.lists(brandId)],
    success: (set) => t("sets.created", { name: set.name }),
  });
}
