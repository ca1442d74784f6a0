#!/usr/bin/env node
/**
 * Runs the local Firestore until SIGINT/SIGTERM: the first one stops it (and writes the export of
 * --export-on-exit), a second one ends it at once.
 *
 *   start.mjs [--host H] [--port P] [--import DIR] [--export-on-exit DIR] [--indexes FILE] [--project ID]
 */
import { parseArgs } from "node:util";
import { startFirestoreEmulator } from "../src/index.mjs";

const usage = "Usage: start.mjs [--host H] [--port P] [--import DIR] [--export-on-exit DIR] [--indexes FILE] [--project ID]";

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      host: { type: "string", default: "127.0.0.1" },
      port: { type: "string", default: "8080" },
      import: { type: "string" },
      "export-on-exit": { type: "string" },
      indexes: { type: "string" },
      project: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (err) {
  console.error(`${err.message}\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(args.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port ${args.port}\n${usage}`);
  process.exit(2);
}

// Signals are handled from the start: one SIGINT/SIGTERM always ends the process, also while
// it is still importing; a second one ends it at once, without the export.
let emulator = null;
let stopping = false;
async function shutdown(signal) {
  if (stopping) {
    console.error(`${signal} again: exiting without waiting for the export.`);
    process.exit(signal === "SIGINT" ? 130 : 143);
  }
  stopping = true;
  try {
    if (!emulator) process.exit(0); // still starting: nothing was written yet
    // Stop serving first, so the export holds exactly the writes that were acknowledged and no
    // client keeps the process busy while it writes.
    await emulator.stop();
    if (args["export-on-exit"]) {
      const { documentCount, dir } = await emulator.exportTo(args["export-on-exit"]);
      console.log(`Exported ${documentCount} documents to ${dir}`);
    }
    process.exit(0);
  } catch (err) {
    console.error(`Shutdown after ${signal} failed:`, err);
    process.exit(1);
  }
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));

emulator = await startFirestoreEmulator({
  host: args.host,
  port,
  importDir: args.import,
  indexesFile: args.indexes,
  projectId: args.project,
});
console.log(`Firestore emulator listening on ${args.host}:${emulator.port}`);
console.log(`  export FIRESTORE_EMULATOR_HOST=${args.host}:${emulator.port}`);
if (args.import) console.log(`  imported from ${args.import} (${emulator.engine.store.size} documents)`);
if (args.indexes) console.log(`  enforcing indexes from ${args.indexes}`);
