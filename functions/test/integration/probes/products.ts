import { probeExperience } from "../../helpers/experience-fixtures.js";
import { call } from "../../helpers/http.js";
import { is, type AreaProbes } from "../../helpers/probes.js";
import type { Workspace } from "../../helpers/workspace.js";

async function createProduct(ws: Workspace, base: string): Promise<string> {
  const res = await call("POST", base, {
    token: ws.users.owner.token,
    json: { sku: `M-${Math.random().toString(36).slice(2, 10)}`, name: "Matrix product", price: 1, currency: "EUR" },
  });
  if (res.status !== 201) throw new Error(`fixture product: ${res.text}`);
  return res.body.id;
}

const sharedProducts = new Map<string, Promise<string>>();

export const productProbes: AreaProbes = async (name, ws) => {
  if (!["listProducts", "createProduct", "importProductsCsv", "getProduct", "updateProduct", "deleteProduct"].includes(name)) return undefined;
  const base = `/v1/brands/${ws.brandId}/experiences/${await probeExperience(ws)}/products`;
  if (!sharedProducts.has(base)) sharedProducts.set(base, createProduct(ws, base));
  const product = `${base}/${await sharedProducts.get(base)!}`;
  switch (name) {
    case "listProducts":
      return { path: base };
    case "createProduct":
      return { path: base, json: {}, allowed: is(400) };
    case "importProductsCsv":
      return { path: `${base}/import`, json: {}, allowed: is(400) };
    case "getProduct":
      return { path: product };
    case "updateProduct":
      return { path: product, json: {}, allowed: is(400) };
    // A throwaway product, so an allowed delete removes nothing the other probes need.
    case "deleteProduct":
      return { path: `${base}/${await createProduct(ws, base)}` };
    default:
      return undefined;
  }
};
