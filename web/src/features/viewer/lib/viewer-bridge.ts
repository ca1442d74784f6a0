/**
 * What the viewer offers a page around it (the embed page's host bridge): the experience's own
 * controls, and a word when a product is opened. Types only, so the viewer's bundle gains nothing;
 * the bridge itself loads with the embed route.
 */
export interface ViewerControls {
  /** The experience's scenes and products, as the host page may name them. */
  scenes: { id: string; name: string }[];
  /** `options` (only for a product that has them): `id` is the option's material variant, what `setOption` takes. */
  products: { id: string; sku: string; name: string; options?: { id: string; sku: string; name: string }[] }[];
  /** Goes to the first step of that scene; false for an id the experience does not have. */
  goToScene(sceneId: string): boolean;
  /** Opens that product's card; false for an id the experience does not have. */
  openProduct(productId: string): boolean;
  /** Shows that option of the product (by its id or its SKU) on its model and sheet; false when the product has no such option. */
  setOption(productId: string, optionId: string): boolean;
}

export interface ViewerBridge {
  /** Called with the controls of the experience on screen; returns a function that disconnects them. */
  connect(controls: ViewerControls): () => void;
  /** A visitor (or the page, through `openProduct`) opened a product's card. */
  productOpened(productId: string, source: "hotspot" | "object" | "host"): void;
  /** A visitor chose one of a product's options. */
  optionSelected(productId: string, option: { variant: string; sku: string; name: string }): void;
}
