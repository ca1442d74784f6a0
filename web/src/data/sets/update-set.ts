import type { Page, UpdateSet, VitrineSet } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { setKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateSetInput {
  brandId: string;
  setId: string;
  changes: UpdateSet;
}

export function updateSet({ brandId, setId, changes }: UpdateSetInput): Promise<VitrineSet> {
  return api("updateSet", { params: { brandId, setId }, body: changes });
}

// The server fills the floor's defaults; until it answers, show what was sent over what was there.
const applyChanges = (set: VitrineSet, { floor, name, ...changes }: UpdateSet): VitrineSet => ({
  ...set,
  ...changes,
  ...(name !== undefined && { name: name.trim() }),
  ...(floor !== undefined && { floor: { ...set.floor, ...floor } }),
});

export function useUpdateSet() {
  const t = useT();
  return useApiMutation(updateSet, {
    // The edit shows at once in the list; a refused save puts the old values back.
    optimistic: ({ brandId, setId, changes }) => [
      { key: setKeys.detail(brandId, setId), update: (set: VitrineSet | undefined) => set && applyChanges(set, changes) },
      {
        key: setKeys.lists(brandId),
        update: (page: Page<VitrineSet> | undefined) =>
          page && { ...page, items: page.items.map((set) => (set.id === setId ? applyChanges(set, changes) : set)) },
      },
    ],
    invalidates: ({ brandId, setId }) => [setKeys.lists(brandId), setKeys.detail(brandId, setId)],
    success: t("sets.saved"),
  });
}
