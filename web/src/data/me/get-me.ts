/**
 * The signed-in caller as the API sees them (`GET /v1/me`): tenant, tenant role and brand roles.
 * Shared by every feature because permissions (`can()` from the contract, `use-can.ts`) hang off it.
 */
import type { Me } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { useAuth } from "@/lib/auth/auth-provider";
import { meKeys } from "./keys";

export function getMe(): Promise<Me> {
  return api("getMe");
}

export function useMe() {
  const { authUser } = useAuth();
  return useSWR(authUser ? meKeys.current() : null, getMe);
}
