import { createRequire } from "node:module";
import path from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";

/**
 * The google.firestore.v1.Firestore service definition, loaded from the official
 * .proto files that ship with @google-cloud/firestore (the same files the
 * Firebase SDKs speak). Messages decode to plain objects: camelCase fields,
 * int64 as strings (no precision loss), enums as their names, bytes as Buffers,
 * and only the fields actually set (so a oneof's member is the key present).
 */
const require = createRequire(import.meta.url);
const protosDir = path.join(path.dirname(require.resolve("@google-cloud/firestore/package.json")), "build", "protos");

let cached = null;

export function loadFirestoreProtos() {
  if (cached) return cached;
  const definition = protoLoader.loadSync("google/firestore/v1/firestore.proto", {
    includeDirs: [protosDir],
    keepCase: false,
    longs: String,
    enums: String,
    bytes: Buffer,
    defaults: false,
    oneofs: false,
  });
  const loaded = grpc.loadPackageDefinition(definition);
  cached = {
    definition,
    FirestoreService: loaded.google.firestore.v1.Firestore,
    /** The encoder/decoder of a message type, e.g. "google.firestore.v1.Document". */
    messageType: (name) => definition[name],
  };
  return cached;
}
