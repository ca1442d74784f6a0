// Writes the heavy reference models (see lib/heavy-models.mjs) as GLB files into a folder, by
// default `heavy-models/` (ignored by git): `node scripts/generate-heavy-models.mjs [folder] [heavy|medium ...]`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HEAVY_MODELS, makeHeavyModel } from "./lib/heavy-models.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [folderArg, ...names] = process.argv.slice(2);
const outDir = path.resolve(folderArg ?? path.join(root, "heavy-models"));
mkdirSync(outDir, { recursive: true });
for (const name of names.length > 0 ? names : Object.keys(HEAVY_MODELS)) {
  const options = HEAVY_MODELS[name];
  if (!options) throw new Error(`No reference model named ${name} (known: ${Object.keys(HEAVY_MODELS).join(", ")})`);
  const model = await makeHeavyModel(options);
  const file = path.join(outDir, `${name}.glb`);
  writeFileSync(file, model.bytes);
  console.log(
    `${path.relative(process.cwd(), file)}: ${(model.bytes.byteLength / 1e6).toFixed(1)} MB, ${model.triangles} triangles, textures ${model.textureSizes.join(", ")} px`,
  );
}
