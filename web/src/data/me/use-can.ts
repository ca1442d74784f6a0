import { can, type Action } from "@vitrine/contract";
import { useCallback } from "react";
import { useMe } from "./get-me";

/** `can(action, brandId?)` for the caller; false while their roles are still loading. */
export function useCan() {
  const { data: me } = useMe();
  return useCallback((action: Action, brandId?: string) => (me ? can(action, me, brandId) : false), [me]);
}
