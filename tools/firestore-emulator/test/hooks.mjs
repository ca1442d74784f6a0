/**
 * Mocha root hooks: the suite runs against whatever FIRESTORE_EMULATOR_HOST
 * points to. When it is unset, this package's emulator is started on a free
 * port for the run, and tests of emulator-only features (which need its handle)
 * can run; against any other emulator those tests skip themselves.
 */
import { startFirestoreEmulator } from "../src/index.mjs";
import { setOwnEmulator } from "./support/context.mjs";

let emulator = null;

export const mochaHooks = {
  async beforeAll() {
    if (process.env.FIRESTORE_EMULATOR_HOST) return;
    emulator = await startFirestoreEmulator({ host: "127.0.0.1", port: 0, projectId: "demo-vitrine-test" });
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
    setOwnEmulator(emulator);
  },
  async afterAll() {
    await emulator?.stop();
  },
};
