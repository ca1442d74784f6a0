import { send } from "./client.js";
import type { Workspace } from "../../helpers/workspace.js";

export interface PublishedFixture {
  experienceId: string;
  placementId: string;
  version: number;
  sceneId: string;
  productIds: string[];
}

const at = (x: number) => ({ position: { x, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } });

/** A published experience of two sample tables with `products` products, on a placement. */
export async function publishedExperience(url: string, ws: Workspace, products = 3): Promise<PublishedFixture> {
  const token = ws.users.owner.token;
  const b = `/v1/brands/${ws.brandId}`;
  const must = async (method: string, path: string, json?: unknown) => {
    const res = await send(url, method, path, { token, json });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text.slice(0, 300)}`);
    return res.body;
  };
  const experienceId = (await must("POST", `${b}/experiences`, { name: "Reliability showroom" })).id as string;
  const exp = `${b}/experiences/${experienceId}`;
  const intro = (await must("GET", `${exp}/scenes`)).items[0];
  await must("PATCH", `${exp}/scenes/${intro.id}`, {
    version: intro.version,
    objects: [
      { id: "oak", kind: "model", libraryObjectId: "sample-oak-dining-table", transform: at(0) },
      { id: "cafe", kind: "model", libraryObjectId: "sample-round-cafe-table", transform: at(1.5) },
    ],
  });
  const productIds: string[] = [];
  for (let i = 0; i < products; i++) {
    productIds.push((await must("POST", `${exp}/products`, { sku: `REL-${i}`, name: `Reliability product ${i}`, price: 10 + i, currency: "EUR" })).id);
  }
  const version = (await must("POST", `${exp}/publish`)).version as number;
  const placementId = (await must("POST", `${b}/placements`, { name: "Reliability QR", defaultExperienceId: experienceId })).id as string;
  return { experienceId, placementId, version, sceneId: intro.id, productIds };
}

/** A browser's user agent: the analytics ingest ignores clients that look automated. */
export const BROWSER_UA = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
