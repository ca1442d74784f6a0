// Draws a picture of each sample model (with the functions' own renderer, as library uploads get
// theirs) next to it in web/public/models/samples/, and names it in samples.json, which the seed
// reads. Run by `npm run build` once the functions are built.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SAMPLES_DIR = path.join(ROOT, "web/public/models/samples");
const require = createRequire(import.meta.url);
const { readModel } = require(path.join(ROOT, "functions/lib/images/scene-picture/world-meshes.js"));
const { modelThumbnail } = require(path.join(ROOT, "functions/lib/models/model-thumbnail.js"));

const listPath = path.join(SAMPLES_DIR, "samples.json");
const samples = JSON.parse(readFileSync(listPath, "utf8"));
for (const sample of samples) {
  const file = `${sample.slug}.webp`;
  const doc = await readModel(new Uint8Array(readFileSync(path.join(SAMPLES_DIR, `${sample.slug}.glb`))));
  writeFileSync(path.join(SAMPLES_DIR, file), await modelThumbnail(doc));
  sample.thumbnail = `/models/samples/${file}`;
}
writeFileSync(listPath, JSON.stringify(samples, null, 2) + "\n");
console.log(`Sample thumbnails: ${samples.map((s) => s.thumbnail).join(", ")}`);
