import useSWR from "swr";
import { virtualObjectKeys } from "./keys";
import { listVirtualObjects } from "./list-virtual-objects";

/** The names of the models the scenes place (the experience's display name first), keyed by library id. */
export function useObjectNames(brandId: string, experienceId: string) {
  const result = useSWR(virtualObjectKeys.list(brandId, experienceId), () => listVirtualObjects(brandId, experienceId));
  const names = new Map((result.data?.items ?? []).map((object) => [object.libraryObjectId, object.displayName ?? object.name]));
  return { ...result, names };
}
