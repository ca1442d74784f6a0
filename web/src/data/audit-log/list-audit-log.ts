import type { AuditEntry, ListAuditLogQuery, Page } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { auditLogKeys } from "./keys";

export type AuditLogFilters = Omit<ListAuditLogQuery, "limit" | "cursor">;

export function listAuditLog(query: ListAuditLogQuery = {}): Promise<Page<AuditEntry>> {
  return api("listAuditLog", { query });
}

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(query: ListAuditLogQuery) {
  return useSWR(auditLogKeys.list(query), () => listAuditLog(query), { keepPreviousData: true });
}

/** Every entry matching the filters, page after page, for the CSV export (at most `max`). */
export async function listAllAuditEntries(filters: AuditLogFilters, max = 10_000): Promise<{ items: AuditEntry[]; truncated: boolean }> {
  const items: AuditEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await listAuditLog({ ...filters, limit: 100, cursor });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && items.length < max);
  return { items: items.slice(0, max), truncated: Boolean(cursor) || items.length > max };
}
