import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { RETURNING_VISITOR_DAYS } from "@vitrine/contract";
import { db } from "../firebase.js";
import { visitorsCol } from "../firestore/collections.js";

/**
 * New or returning: a session is `returning` when the same visitor (the browser's lasting id)
 * started another session of the brand in the 30 days before it. Decided at ingest, once per
 * session, from the visitor's document (`analyticsVisitors/{hash}`: when each of their recent
 * sessions started), and stamped on every event of the session like its device, so the roll-up
 * counts the class exactly and the outcomes that follow it.
 *
 * Cost: one read per batch whose sessions this instance has not seen yet (one `getAll` for the
 * whole batch), one write per new session. The decision depends only on the visitor's other
 * sessions, never on this one's entry, so two instances deciding the same session at once decide
 * alike, and a batch sent again (or a write that failed) decides the same again.
 */

export type VisitorClass = "new" | "returning";

const WINDOW_MS = RETURNING_VISITOR_DAYS * 86_400_000;
/** Sessions kept per visitor: past it, only the most recent (a returning decision needs just one). */
const MAX_SESSIONS = 50;

/** A session's start as the visitor's document keeps it. */
export interface SessionEntry {
  at: number;
}

/** Whether another of the visitor's sessions started in the 30 days before `at`. */
export function isReturning(entries: Record<string, SessionEntry>, sessionId: string, at: number): boolean {
  return Object.entries(entries).some(([id, entry]) => id !== sessionId && entry.at < at && entry.at >= at - WINDOW_MS);
}

/** Entries no session arriving now can look back to (the ingest takes events up to a day old), or past the cap: deleted. */
export function staleEntries(entries: Record<string, SessionEntry>, now: number): string[] {
  const horizon = now - WINDOW_MS - 2 * 86_400_000;
  const byAge = Object.entries(entries).sort(([, a], [, b]) => b.at - a.at);
  return byAge.filter(([, entry], i) => entry.at < horizon || i >= MAX_SESSIONS).map(([id]) => id);
}

/** The visitor's document id: a hash, so a visitor id is never a key anyone can list by. */
export function visitorKey(brandId: string, visitorId: string): string {
  return createHash("sha256").update(`${brandId}/${visitorId}`).digest("base64url").slice(0, 32);
}

/** One session of a batch: its visitor and its earliest event in the batch. */
export interface BatchSession {
  brandId: string;
  sessionId: string;
  visitorId: string | null;
  at: number;
}

export interface VisitorWrite {
  ref: DocumentReference;
  data: Record<string, unknown>;
}

/** Sessions this instance has decided: their later batches need no read. */
const decided = new Map<string, VisitorClass>();
const sessionKey = (brandId: string, sessionId: string) => `${brandId}/${sessionId}`;

function readEntries(value: unknown): Record<string, SessionEntry> {
  const out: Record<string, SessionEntry> = {};
  if (value && typeof value === "object") {
    for (const [id, entry] of Object.entries(value as Record<string, unknown>)) {
      const at = (entry as { at?: unknown } | null)?.at;
      if (at instanceof Timestamp) out[id] = { at: at.toMillis() };
    }
  }
  return out;
}

/**
 * Decides each session's class, reading the visitors' documents this instance needs; returns the
 * classes by `brandId/sessionId` and the writes recording the new sessions (for the ingest's writer).
 * A session without a visitor id is its own visitor: `new`.
 */
export async function classifyVisitors(sessions: BatchSession[], now: number): Promise<{ classes: Map<string, VisitorClass>; writes: VisitorWrite[] }> {
  const classes = new Map<string, VisitorClass>();
  const pending = new Map<string, { ref: DocumentReference; brandId: string; sessions: BatchSession[] }>();
  for (const session of sessions) {
    const key = sessionKey(session.brandId, session.sessionId);
    const known = decided.get(key);
    if (known) classes.set(key, known);
    else if (!session.visitorId) classes.set(key, "new");
    else {
      const id = visitorKey(session.brandId, session.visitorId);
      const group = pending.get(`${session.brandId}/${id}`) ?? { ref: visitorsCol(session.brandId).doc(id), brandId: session.brandId, sessions: [] };
      group.sessions.push(session);
      pending.set(`${session.brandId}/${id}`, group);
    }
  }
  const groups = [...pending.values()];
  if (groups.length === 0) return { classes, writes: [] };
  const snaps = await db().getAll(...groups.map((g) => g.ref));
  const writes: VisitorWrite[] = [];
  groups.forEach((group, i) => {
    const entries = readEntries(snaps[i]!.get("sessions"));
    const added: Record<string, unknown> = {};
    // Oldest first, so two sessions of one visitor in one batch see each other in order.
    for (const session of group.sessions.sort((a, b) => a.at - b.at)) {
      const key = sessionKey(session.brandId, session.sessionId);
      const known = entries[session.sessionId];
      const visitorClass: VisitorClass = isReturning(entries, session.sessionId, known?.at ?? session.at) ? "returning" : "new";
      classes.set(key, visitorClass);
      if (decided.size >= 50_000) decided.clear();
      decided.set(key, visitorClass);
      if (!known) {
        entries[session.sessionId] = { at: session.at };
        added[session.sessionId] = { at: Timestamp.fromMillis(session.at) };
      }
    }
    if (Object.keys(added).length === 0) return;
    for (const id of staleEntries(entries, now)) if (!(id in added)) added[id] = FieldValue.delete();
    writes.push({
      ref: group.ref,
      data: {
        sessions: added,
        expireAt: Timestamp.fromMillis(now + WINDOW_MS),
        updatedAt: FieldValue.serverTimestamp(),
        createdBy: "analytics-ingest",
      },
    });
  });
  return { classes, writes };
}
