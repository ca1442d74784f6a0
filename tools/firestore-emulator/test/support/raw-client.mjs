import * as grpc from "@grpc/grpc-js";
import { loadFirestoreProtos } from "../../src/proto.mjs";
import { PROJECT_ID } from "./context.mjs";

/**
 * A bare gRPC Firestore client, to send requests the SDKs would refuse to build
 * (malformed names, invalid values) and check the status the server answers.
 */
export const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;
export const ROOT = `${DATABASE}/documents`;

export function rawClient() {
  const { FirestoreService } = loadFirestoreProtos();
  const client = new FirestoreService(process.env.FIRESTORE_EMULATOR_HOST, grpc.credentials.createInsecure());
  const metadata = () => {
    const m = new grpc.Metadata();
    m.set("authorization", "Bearer owner"); // what the SDKs send to an emulator
    return m;
  };
  return {
    close: () => client.close(),
    /** Resolves to { error, response } of a unary call. */
    unary: (method, request) => new Promise((resolve) => client[method](request, metadata(), (error, response) => resolve({ error, response }))),
    /** Resolves to { error, responses } of a server-streaming call. */
    stream: (method, request) =>
      new Promise((resolve) => {
        const responses = [];
        const call = client[method](request, metadata());
        call.on("data", (r) => responses.push(r));
        call.on("error", (error) => resolve({ error, responses }));
        call.on("end", () => resolve({ error: null, responses }));
      }),
    /** Sends raw bytes as a method's request (a corrupt message). */
    garbage: (method, bytes) =>
      new Promise((resolve) => {
        client.makeUnaryRequest(
          `/google.firestore.v1.Firestore/${method}`,
          (b) => b,
          (b) => b,
          bytes,
          metadata(),
          (error, response) => resolve({ error, response }),
        );
      }),
  };
}
