// `npm start`: the whole product on the emulators, data kept in emulator-data/ across restarts.
import path from "node:path";
import { HOSTING_URL, ROOT, startLocalStack } from "./lib/local-stack.mjs";

// VITRINE_DATA_DIR lets a test run the real `npm start` on a data folder of its own.
const dataDir = process.env.VITRINE_DATA_DIR ?? path.join(ROOT, "emulator-data");
const stack = await startLocalStack({ dataDir, persist: true });
const { demo } = stack;
console.log(`
  Vitrine is running.

  Console        ${HOSTING_URL}/manager
  Viewer (QR)    ${HOSTING_URL}/${demo.placementId}
  Dev models     ${HOSTING_URL}/dev/models
  API            ${HOSTING_URL}/v1/health

  Demo sign-in   workspace ${demo.tenantSlug}
                 email     ${demo.ownerEmail}
                 password  ${demo.ownerPassword}

  Press Ctrl-C to stop; data is saved to emulator-data/.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log("Stopping and saving data to emulator-data/ ...");
  await stack.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
