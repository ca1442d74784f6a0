import { Storage } from "@google-cloud/storage";
import { expect } from "chai";
import { generateKeyPairSync } from "node:crypto";
import { CloudStorageBlobStore } from "../../src/storage/cloud-storage-blob-store.js";

describe("Cloud Storage upload URLs", () => {
  // A throwaway service account key: V4 signing happens locally, nothing is sent anywhere.
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const storage = new Storage({
    projectId: "vitrine-test",
    credentials: { client_email: "signer@vitrine-test.iam.gserviceaccount.com", private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString() },
  });
  const store = new CloudStorageBlobStore(() => storage.bucket("vitrine-test.appspot.com"));

  it("signs the create-only precondition and the exact size, and tells the client to send them", async () => {
    const expires = new Date(Date.now() + 30 * 60_000);
    const { url, headers } = await store.createUploadUrl("brands/b1/images/u1/logo.png", { contentType: "image/png", size: 64, expires });
    const signed = new URL(url).searchParams.get("X-Goog-SignedHeaders")!.split(";");
    // Storage refuses a request that lacks a signed header or sends another value for it.
    expect(signed).to.include.members(["content-type", "x-goog-content-length-range", "x-goog-if-generation-match"]);
    expect(headers).to.deep.equal({
      "Content-Type": "image/png",
      "x-goog-content-length-range": "64,64",
      // Generation 0 = "only if no object exists": a completed upload can never be replaced.
      "x-goog-if-generation-match": "0",
    });
  });
});
