import type { productRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { createProduct, deleteProduct, getProduct, importProductsCsv, listProducts, updateProduct } from "./products.js";

export const productHandlers: RouteHandlers<typeof productRoutes> = {
  listProducts: ({ brand, params, query }) => listProducts(brand.id, params.experienceId, query),
  createProduct: ({ caller, brand, params, body }) => createProduct(caller, brand.id, params.experienceId, body),
  importProductsCsv: ({ caller, brand, params, body }) => importProductsCsv(caller, brand.id, params.experienceId, body),
  getProduct: ({ brand, params }) => getProduct(brand.id, params.experienceId, params.productId),
  updateProduct: ({ caller, brand, params, body, ifMatch }) => updateProduct(caller, brand.id, params.experienceId, params.productId, body, ifMatch),
  async deleteProduct({ brand, params, ifMatch }) {
    await deleteProduct(brand.id, params.experienceId, params.productId, ifMatch);
    return { ok: true };
  },
};
