#!/usr/bin/env node
/**
 * Runs the local Firestore until SIGINT/SIGTERM.
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

const emulator = await startFirestoreEmulator({
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

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  try {
    if (args["export-on-exit"]) {
      const { documentCount, dir } = await emulator.exportTo(args["export-on-exit"]);
      console.log(`Exported ${documentCount} documents to ${dir}`);
    }
    await emulator.stop();
    process.exit(0);
  } catch (err) {
    console.error(`Shutdown after ${signal} failed:`, err);
    process.exit(1);
  }
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
