import { AsyncLocalStorage } from "node:async_hooks";
import type { AuditActor } from "@vitrine/contract";

/**
 * The audit entry a request that changes something will leave, known before its handler runs:
 * who, which route, from where. The writes the request commits fill in `documents`.
 */
export interface PendingAudit {
  /** Chosen by the server (never the client's request id), so no request can overwrite another's entry. */
  id: string;
  tenantId: string;
  actor: AuditActor;
  action: string;
  method: string;
  path: string;
  /** The route's path pattern and parameters: what names the target. */
  routePath: string;
  params: Record<string, string>;
  changes: string[];
  address: string;
  requestId: string;
  retentionDays: number;
  /** A created object's id when the handler's answer names it (filled in after the handler). */
  createdId?: string;
  /** The documents written by the commits that carried the entry so far. */
  documents: string[];
  /** Whether a commit carried the entry (else the route layer writes it once the handler is done). */
  recorded: boolean;
}

const storage = new AsyncLocalStorage<PendingAudit | undefined>();

/** Runs a request's handler so that every transaction and batch it commits carries its audit entry. */
export function runAudited<T>(audit: PendingAudit, run: () => Promise<T>): Promise<T> {
  return storage.run(audit, run);
}

/** The audit entry of the request whose handler is running, if it changes something. */
export function currentAudit(): PendingAudit | undefined {
  return storage.getStore();
}

/**
 * Runs bookkeeping that is not the request's change (rate-limit counters) outside its audit, so
 * that a counter's commit does not record a change the handler may then refuse.
 */
export function withoutAudit<T>(run: () => Promise<T>): Promise<T> {
  return storage.run(undefined, run);
}
