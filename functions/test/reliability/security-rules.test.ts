/**
 * firestore.rules and storage.rules deny every client request, and say why. The web client never
 * touches Firestore or Storage (everything goes through /v1 with firebase-admin, which rules do not
 * apply to), so the only correct client rule is "no".
 *
 * Proving it with the client SDK needs Google's emulators (Java): @firebase/rules-unit-testing
 * against a Firestore emulator that evaluates rules (FIRESTORE_RULES_EMULATOR_HOST, or
 * FIRESTORE_EMULATOR_HOST when it points at Google's) and a Storage emulator
 * (FIREBASE_STORAGE_EMULATOR_HOST). The project's own Firestore (tools/firestore-emulator) has no
 * rules engine, so here that part is skipped with the reason printed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "chai";
import { ROOT } from "./support/private-api.js";

const read = (name: string) => readFileSync(path.join(ROOT, name), "utf8");
/** The rules without comments. */
const code = (text: string) => text.replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");

/** Google's emulators answer HTTP on their port ("Ok"); the project's Firestore speaks gRPC only. */
async function googleEmulator(host: string | undefined): Promise<string | undefined> {
  if (!host) return undefined;
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? host : undefined;
  } catch {
    return undefined;
  }
}

describe("Security rules deny all client access", function () {
  this.timeout(60_000);

  for (const [file, service, root] of [
    ["firestore.rules", "cloud.firestore", "/databases/{database}/documents"],
    ["storage.rules", "firebase.storage", "/b/{bucket}/o"],
  ] as const) {
    it(`${file}: one rule, everything denied, and a comment saying why`, () => {
      const text = read(file);
      const rules = code(text);
      expect(rules).to.include(`service ${service}`);
      expect(rules).to.include(`match ${root}`);
      const allows = rules.match(/allow\s+[^;]+;/g) ?? [];
      expect(
        allows.map((a) => a.replace(/\s+/g, " ")),
        "the only allow statement",
      ).to.deep.equal(["allow read, write: if false;"]);
      expect(rules, "matches every path").to.match(/match \/\{(document|allPaths)=\*\*\}/);
      const comments = text.match(/\/\/.*$/gm)?.join(" ") ?? "";
      expect(comments, "says the API (firebase-admin) does the access").to.match(/API/);
      expect(comments, "says clients are denied").to.match(/den(y|ied)/i);
    });
  }

  it("the client SDK is refused (rules-unit-testing, needs Google's emulators)", async function () {
    const firestoreHost = (await googleEmulator(process.env.FIRESTORE_RULES_EMULATOR_HOST)) ?? (await googleEmulator(process.env.FIRESTORE_EMULATOR_HOST));
    const storageHost = await googleEmulator(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
    if (!firestoreHost) {
      console.log(
        "      skipped: no Firestore emulator that evaluates security rules is reachable (Google's emulator needs Java;" +
          " the project's own Firestore has no rules engine). Start it and set FIRESTORE_RULES_EMULATOR_HOST to run this check.",
      );
      this.skip();
    }
    const testing = await import("@firebase/rules-unit-testing");
    const [fsHost, fsPort] = firestoreHost!.split(":");
    const env = await testing.initializeTestEnvironment({
      projectId: "demo-vitrine-rules",
      firestore: { rules: read("firestore.rules"), host: fsHost, port: Number(fsPort) },
      ...(storageHost ? { storage: { rules: read("storage.rules"), host: storageHost.split(":")[0], port: Number(storageHost.split(":")[1]) } } : {}),
    });
    try {
      for (const context of [env.unauthenticatedContext(), env.authenticatedContext("someone", { firebase: { tenant: "t" } })]) {
        const db = context.firestore();
        await testing.assertFails(db.doc("brands/b1").get());
        await testing.assertFails(db.doc("brands/b1").set({ name: "x" }));
        await testing.assertFails(db.collection("placements").get());
        if (storageHost) {
          const storage = context.storage();
          // Every prefix the API writes (docs/security.md, "Private files"): no client reads or writes any of them.
          for (const key of [
            "models/x.glb",
            "brands/b1/images/u1/photo.jpg",
            "brands/b1/images/u1/variants/640w.webp",
            "brands/b1/models/u1/chair.optimized.glb",
            "brands/b1/experiences/e1/manifests/1/pictures/s1-landscape.jpg",
            "tenants/t/exports/2026-12-05-1.zip",
          ]) {
            await testing.assertFails(storage.ref(key).getDownloadURL());
            await testing.assertFails(storage.ref(key).getMetadata());
            await testing.assertFails(storage.ref(key).putString("x"));
          }
        }
      }
      if (!storageHost) console.log("      (storage rules not exercised: no Storage emulator at FIREBASE_STORAGE_EMULATOR_HOST)");
    } finally {
      await env.cleanup();
    }
  });
});
