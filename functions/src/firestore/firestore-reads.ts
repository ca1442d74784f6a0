import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot, Transaction } from "firebase-admin/firestore";
import { db } from "../firebase.js";

/*
 * Reads that go through a transaction when one is given. A GET's representation is computed by
 * one function; an update that honours If-Match calls the same function inside its transaction,
 * so the ETag it compares is the GET's and the documents it depends on are the transaction's
 * reads (a concurrent change to any of them makes the transaction retry).
 */

export const readDoc = (ref: DocumentReference, tx?: Transaction): Promise<DocumentSnapshot> => (tx ? tx.get(ref) : ref.get());

export const readQuery = (query: Query, tx?: Transaction): Promise<QuerySnapshot> => (tx ? tx.get(query) : query.get());

export async function readDocs(refs: DocumentReference[], tx?: Transaction): Promise<DocumentSnapshot[]> {
  if (refs.length === 0) return [];
  return tx ? tx.getAll(...refs) : db().getAll(...refs);
}
