import { status as Status } from "@grpc/grpc-js";

export { Status };

/**
 * An error Firestore would answer with: a gRPC status code and a message.
 * Everything the engine rejects is thrown as one of these, so the gRPC layer can
 * turn it into the same status a client gets from production.
 */
export class FirestoreError extends Error {
  /** @param {number} code a gRPC status code @param {string} message */
  constructor(code, message) {
    super(message);
    this.name = "FirestoreError";
    this.code = code;
  }
}

export const invalidArgument = (message) => new FirestoreError(Status.INVALID_ARGUMENT, message);
export const notFound = (message) => new FirestoreError(Status.NOT_FOUND, message);
export const alreadyExists = (message) => new FirestoreError(Status.ALREADY_EXISTS, message);
export const failedPrecondition = (message) => new FirestoreError(Status.FAILED_PRECONDITION, message);
export const aborted = (message) => new FirestoreError(Status.ABORTED, message);
export const unimplemented = (message) => new FirestoreError(Status.UNIMPLEMENTED, message);
