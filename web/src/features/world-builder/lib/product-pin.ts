import type { Product } from "@vitrine/contract";

/** What the world builder needs of a product: who it is and where its hotspot stands. */
export type ProductPin = Pick<Product, "id" | "sku" | "name" | "hotspot">;
