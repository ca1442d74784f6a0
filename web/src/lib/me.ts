/**
 * The signed-in caller as the API sees them (`GET /v1/me`): tenant, tenant role and brand roles.
 * Shared by every feature because permissions (`can()` from the contract) hang off it.
 */
import { can, type Action, type Me } from "@vitrine/contract";
import { useCallback } from "react";
import useSWR from "swr";
import { api } from "./api";
import { useAuth } from "./auth/auth-provider";

export const meKeys = {
  all: ["me"] as const,
  current: () => ["me", "current"] as const,
};

export function getMe(): Promise<Me> {
  return api("getMe");
}

export function useMe() {
  const { authUser } = useAuth();
  return useSWR(authUser ? meKeys.current() : null, getMe);
}

/** `can(action, brandId?)` for the caller; false while their roles are still loading. */
export function useCan() {
  const { data: me } = useMe();
  return useCallback((action: Action, brandId?: string) => (me ? can(action, me, brandId) : false), [me]);
}
