// `npm run reset`: forget the local stack's data; the next `npm start` seeds the demo again.
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/local-stack.mjs";

const dir = path.join(ROOT, "emulator-data");
for (const entry of readdirSync(dir)) {
  if (entry !== "README.md") rmSync(path.join(dir, entry), { recursive: true, force: true });
}
console.log("Local data removed; the next `npm start` seeds the demo workspace again.");
