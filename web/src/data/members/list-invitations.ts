import type { Page, TenantInvitation } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export interface ListInvitationsQuery {
  limit?: number;
  cursor?: string;
}

export function listInvitations(query: ListInvitationsQuery = {}): Promise<Page<TenantInvitation>> {
  return api("listInvitations", { query });
}

/** Pending and expired invitations; only owners and admins may read them, so others pass `enabled: false`. */
export function useInvitations(query: ListInvitationsQuery, enabled: boolean) {
  return useSWR(enabled ? memberKeys.invitationList(query) : null, () => listInvitations(query), { keepPreviousData: true });
}
