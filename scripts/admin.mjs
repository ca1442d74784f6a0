// `npm run admin -- <command>`: what an operator of a deployment does to its workspaces, with
// firebase-admin. Against the local stack with `--local` (or when the emulator variables are set),
// else against the Firebase project of `--project` with Google credentials (see README, "Deploying").
import { parseArgs } from "node:util";
import { connect } from "./admin/connect.mjs";

const COMMANDS = {
  create: () => import("./admin/create.mjs"),
  list: () => import("./admin/list.mjs"),
  suspend: () => import("./admin/suspend.mjs"),
  resume: () => import("./admin/resume.mjs"),
  delete: () => import("./admin/delete.mjs"),
  "allow-reserved": () => import("./admin/allow-reserved.mjs"),
  "import-workspace": () => import("./admin/import-workspace.mjs"),
  "warehouse-setup": () => import("./admin/warehouse-setup.mjs"),
};

const USAGE = `Usage: npm run admin -- [--local [--data-dir DIR] | --project PROJECT_ID] <command>

Commands:
  create <slug> --name NAME --owner EMAIL [--owner-name NAME] [--allow-reserved [--reason TEXT]]
                          create a workspace and invite its owner (prints the invitation link);
                          --allow-reserved: its names may read like Vitrine's own (see allow-reserved)
  list [--json]           every workspace with its state and size
  suspend <slug> [--reason TEXT]
                          refuse its people (the console says why) and pause its QR codes
  resume <slug>           undo a suspension
  delete <slug> --yes     delete the workspace now: every document, every file, its auth tenant
  allow-reserved <slug> [--reason TEXT] [--revoke]
                          let the workspace's name and its brands' read like Vitrine's own
                          (sign-up, renames and brands refuse them otherwise); --revoke undoes it
  import-workspace <archive.zip> [--slug SLUG] [--name NAME] [--allow-reserved]
                          restore a workspace export as a new workspace (the archive's slug and
                          name unless given), all or nothing; prints an invitation link per member
  warehouse-setup <slug> [--dataset NAME] [--table NAME] [--location LOC] [--bucket NAME] [--dry-run]
                          the BigQuery table over the workspace's event export files (dataset
                          vitrine_events by default), and the SQL for the console's headline figures

Options:
  --local                 the local stack (npm start) on its default ports
  --data-dir DIR          the local stack's data folder (default emulator-data), for its files
  --project PROJECT_ID    a Firebase project, with Application Default Credentials
  --public-url URL        the console's origin, for invitation links (default VITRINE_PUBLIC_BASE_URL)`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      local: { type: "boolean" },
      "data-dir": { type: "string" },
      project: { type: "string" },
      "public-url": { type: "string" },
      name: { type: "string" },
      slug: { type: "string" },
      owner: { type: "string" },
      "owner-name": { type: "string" },
      reason: { type: "string" },
      json: { type: "boolean" },
      yes: { type: "boolean" },
      "allow-reserved": { type: "boolean" },
      revoke: { type: "boolean" },
      dataset: { type: "string" },
      table: { type: "string" },
      location: { type: "string" },
      bucket: { type: "string" },
      "dry-run": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
} catch (err) {
  console.error(`${err.message}\n\n${USAGE}`);
  process.exit(2);
}
const [command, ...args] = parsed.positionals;
if (parsed.values.help || !command) {
  console.log(USAGE);
  process.exit(command || parsed.values.help ? 0 : 2);
}
if (!COMMANDS[command]) {
  console.error(`Unknown command: ${command}\n\n${USAGE}`);
  process.exit(2);
}

const services = await connect(parsed.values);
try {
  const { run } = await COMMANDS[command]();
  await run(args, parsed.values, services);
  await services.close();
} catch (err) {
  // The services' own errors (ApiError) carry a sentence meant for people: print that, not a trace.
  console.error(err?.code && err?.status ? `${err.message}` : (err?.stack ?? String(err)));
  await services.close().catch(() => {});
  process.exit(err?.usage ? 2 : 1);
}
