/**
 * What a Firestore (gRPC) error means, named once: services and the HTTP error handler ask these
 * predicates instead of comparing status numbers inline.
 */
const GRPC = { DEADLINE_EXCEEDED: 4, NOT_FOUND: 5, ALREADY_EXISTS: 6, RESOURCE_EXHAUSTED: 8, ABORTED: 10, UNAVAILABLE: 14 } as const;

function grpcCode(err: unknown): unknown {
  return (err as { code?: unknown } | null | undefined)?.code;
}

/** An update or delete aimed at a document that does not exist. */
export function isNotFound(err: unknown): boolean {
  return grpcCode(err) === GRPC.NOT_FOUND;
}

/** A create aimed at a document that exists already (someone else made it first). */
export function isAlreadyExists(err: unknown): boolean {
  return grpcCode(err) === GRPC.ALREADY_EXISTS;
}

/** A transaction that kept meeting concurrent writes (the client library already retried it). */
export function isContended(err: unknown): boolean {
  return grpcCode(err) === GRPC.ABORTED;
}

/** The database is over its quota or capacity. */
export function isOverCapacity(err: unknown): boolean {
  return grpcCode(err) === GRPC.RESOURCE_EXHAUSTED;
}

/** Firestore cannot be reached or answer in time. */
export function isUnreachable(err: unknown): boolean {
  const code = grpcCode(err);
  return code === GRPC.DEADLINE_EXCEEDED || code === GRPC.UNAVAILABLE;
}
