// Writes the reference model with material variants (KHR_materials_variants; see
// lib/variant-chair.mjs) as GLB files into a folder, by default `heavy-models/` (ignored by git):
// `node scripts/generate-variant-models.mjs [folder] [chair|small ...]`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeVariantChair, VARIANT_CHAIRS } from "./lib/variant-chair.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [folderArg, ...names] = process.argv.slice(2);
const outDir = path.resolve(folderArg ?? path.join(root, "heavy-models"));
mkdirSync(outDir, { recursive: true });
for (const name of names.length > 0 ? names : Object.keys(VARIANT_CHAIRS)) {
  const options = VARIANT_CHAIRS[name];
  if (!options) throw new Error(`No variant model named ${name} (known: ${Object.keys(VARIANT_CHAIRS).join(", ")})`);
  const model = await makeVariantChair(options);
  const file = path.join(outDir, `variant-${name}.glb`);
  writeFileSync(file, model.bytes);
  console.log(
    `${path.relative(process.cwd(), file)}: ${(model.bytes.byteLength / 1e6).toFixed(1)} MB, ${model.triangles} triangles, variants ${model.variants.join(", ")}`,
  );
}
