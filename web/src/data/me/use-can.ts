import { can, type Action, type NamedHolderLists } from "@vitrine/contract";
import { useCallback } from "react";
import { useMe } from "./get-me";

/**
 * `can(action, brandId?, brand?)` for the caller; false while their roles are still loading. Pass
 * the brand for actions it can name people for (a named approver approves whatever their role).
 */
export function useCan() {
  const { data: me } = useMe();
  return useCallback((action: Action, brandId?: string, brand?: NamedHolderLists) => (me ? can(action, me, brandId, brand) : false), [me]);
}
