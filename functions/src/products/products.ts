import { FieldValue, type DocumentData, type DocumentSnapshot, type Query, type Transaction } from "firebase-admin/firestore";
import type { z } from "zod";
import type { Caller } from "../auth/caller.js";
import {
  priceIssue,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_LISTED_ROWS,
  type createProductSchema,
  type ImportProductsResult,
  type FieldIssue,
  type ProductOption,
  type listProductsQuerySchema,
  type Page,
  type Product,
  type updateProductSchema,
} from "@vitrine/contract";
import { db } from "../firebase.js";
import { invalid, notFound, alreadyExists, payloadTooLarge, unprocessable } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { readExperience, readyImage } from "../experiences/experience-docs.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { refusedImport } from "../csv/csv-table.js";
import { checkProductCsv, type ProductCsvRow } from "./products-csv.js";
import { isShopifyCsv } from "./shopify-csv.js";
import { importShopifyCsv } from "./shopify-import.js";
import { productSearchKeys } from "./product-search.js";
import { cursorPage, BY_NAME, RECENTLY_UPDATED } from "../firestore/cursor-page.js";
import { experienceRef, libraryCol, productsCol, scenesCol, virtualObjectsCol } from "../firestore/collections.js";
import { visibleInLibrary } from "../library/library.js";
import { commentsPinnedTo } from "../comments/comments.js";

function toProduct(id: string, data: DocumentData): Product {
  return {
    id,
    sku: data.sku,
    name: data.name,
    description: data.description ?? "",
    price: data.price,
    currency: data.currency,
    imageUrl: data.imageUrl ?? null,
    imageVariants: data.imageVariants ?? [],
    url: data.url ?? null,
    hotspot: data.hotspot ?? null,
    modelId: data.modelId ?? null,
    options: ((data.options ?? []) as ProductOption[]).map((o) => ({ variant: o.variant, name: o.name, sku: o.sku, price: o.price, url: o.url ?? null })),
    defaultOption: data.defaultOption ?? null,
    showDimensions: data.showDimensions === true,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

/** The derived fields stored beside what the user typed. */
function derived(sku: string, name: string) {
  return { skuLower: sku.toLowerCase(), nameLower: name.toLowerCase(), searchKeys: productSearchKeys(sku, name) };
}

type ListQuery = z.output<typeof listProductsQuerySchema>;

export async function listProducts(brandId: string, experienceId: string, query: ListQuery): Promise<Page<Product>> {
  let ref: Query = productsCol(brandId, experienceId);
  if (query.sort === "name") {
    const q = query.q?.toLowerCase();
    if (q) ref = ref.where("searchKeys", "array-contains", q);
  }
  const sort = query.sort === "name" ? BY_NAME : RECENTLY_UPDATED;
  const [page] = await Promise.all([cursorPage(ref, sort, query, (d) => toProduct(d.id, d.data())), readExperience(brandId, experienceId)]);
  return page;
}

export async function getProduct(brandId: string, experienceId: string, productId: string, tx?: Transaction): Promise<Product> {
  const [snap] = await Promise.all([readDoc(productsCol(brandId, experienceId).doc(productId), tx), readExperience(brandId, experienceId, tx)]);
  if (!snap.exists) throw notFound("Product");
  return toProduct(snap.id, snap.data()!);
}

const duplicateSku = (sku: string) =>
  alreadyExists(`Another product of this experience already has SKU ${sku}`, [{ path: "sku", message: "This SKU is already used in this experience" }]);

/**
 * Reads, inside `tx`, whether another product of the experience has this SKU (case-insensitive).
 * Firestore transactions are serializable: a concurrent write of the same SKU makes one of the
 * two commits retry and then see the other.
 */
async function assertSkuFree(tx: Transaction, brandId: string, experienceId: string, sku: string, exceptId?: string) {
  const existing = await tx.get(productsCol(brandId, experienceId).where("skuLower", "==", sku.toLowerCase()).limit(2));
  if (existing.docs.some((d) => d.id !== exceptId)) throw duplicateSku(sku);
}

async function assertExperienceIn(tx: Transaction, brandId: string, experienceId: string) {
  if (!(await tx.get(experienceRef(brandId, experienceId))).exists) throw notFound("Experience");
}

async function assertSceneIn(tx: Transaction, brandId: string, experienceId: string, sceneId: string) {
  const scene = await tx.get(scenesCol(brandId, experienceId).doc(sceneId));
  if (!scene.exists) {
    throw invalid("The hotspot's scene is not a scene of this experience", [{ path: "hotspot.sceneId", message: "No such scene in this experience" }]);
  }
}

interface OptionsState {
  modelId: string | null;
  options: ProductOption[];
  defaultOption: string | null;
}

/**
 * Checks a product's options against its model, inside `tx`: the model is one of the caller's
 * library (a sample or their workspace's), each option names one of its material variants, once,
 * with an SKU used by no other option, and the default is one of them (the first when not given).
 * Returns what to store. A client's slip in the body is a 400; an option naming a variant the model
 * lacks is a 422 naming it, as the body is well formed but does not fit the model.
 */
async function checkedOptions(tx: Transaction, caller: Caller, state: OptionsState): Promise<OptionsState> {
  const { modelId, options } = state;
  if (options.length === 0) {
    if (state.defaultOption !== null)
      throw invalid("This product has no options to choose a default from", [{ path: "defaultOption", message: "Add options first" }]);
    return { modelId, options: [], defaultOption: null };
  }
  if (modelId === null) {
    throw invalid("Options are material variants of the product's model: pick its model first", [{ path: "modelId", message: "Pick the product's model" }]);
  }
  const issues: FieldIssue[] = [];
  const variants = new Set<string>();
  const skus = new Set<string>();
  options.forEach((option, i) => {
    if (variants.has(option.variant)) issues.push({ path: `options.${i}.variant`, message: `The variant ${option.variant} already has an option` });
    if (skus.has(option.sku.toLowerCase())) issues.push({ path: `options.${i}.sku`, message: `Another option already has SKU ${option.sku}` });
    variants.add(option.variant);
    skus.add(option.sku.toLowerCase());
  });
  const defaultOption = state.defaultOption ?? options[0]!.variant;
  if (!variants.has(defaultOption)) issues.push({ path: "defaultOption", message: `No option is the variant ${defaultOption}` });
  if (issues.length > 0) throw invalid("Some options cannot be saved", issues);

  const model = await tx.get(libraryCol().doc(modelId));
  if (!model.exists || !visibleInLibrary(caller, model.data()!)) {
    throw invalid("The product's model is not a model of your library", [{ path: "modelId", message: `"${modelId}" is not a model of your library` }]);
  }
  const modelName = String(model.get("name") ?? modelId);
  const offered = new Set<string>(Array.isArray(model.get("materialVariants")) ? (model.get("materialVariants") as string[]) : []);
  const missing = options.flatMap((option, i) => (offered.has(option.variant) ? [] : [{ i, variant: option.variant }]));
  if (missing.length > 0) {
    const variantNames = missing.map((m) => m.variant).join(", ");
    throw unprocessable(
      `The model ${modelName} has no material variant ${variantNames}`,
      missing.map((m) => ({ path: `options.${m.i}.variant`, message: `${modelName} has no material variant ${m.variant}` })),
    );
  }
  return { modelId, options, defaultOption };
}

type CreateInput = z.output<typeof createProductSchema>;
type UpdateInput = z.output<typeof updateProductSchema>;

export async function createProduct(caller: Caller, brandId: string, experienceId: string, body: CreateInput): Promise<Product> {
  const image = body.imageUploadId ? await readyImage(brandId, body.imageUploadId, "imageUploadId") : null;
  const ref = productsCol(brandId, experienceId).doc();
  await db().runTransaction(async (tx) => {
    await assertExperienceIn(tx, brandId, experienceId);
    await assertSkuFree(tx, brandId, experienceId, body.sku);
    if (body.hotspot) await assertSceneIn(tx, brandId, experienceId, body.hotspot.sceneId);
    const options = await checkedOptions(tx, caller, { modelId: body.modelId, options: body.options, defaultOption: body.defaultOption });
    tx.create(ref, {
      ...options,
      sku: body.sku,
      name: body.name,
      description: body.description,
      price: body.price,
      currency: body.currency,
      imageUrl: image?.url ?? null,
      imageVariants: image?.variants ?? [],
      imageUploadId: body.imageUploadId ?? null,
      url: body.url,
      hotspot: body.hotspot,
      showDimensions: body.showDimensions,
      ...derived(body.sku, body.name),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: caller.uid,
    });
  });
  return toProduct(ref.id, (await ref.get()).data()!);
}

export async function updateProduct(
  caller: Caller,
  brandId: string,
  experienceId: string,
  productId: string,
  body: UpdateInput,
  ifMatch?: IfMatch,
): Promise<Product> {
  const ref = productsCol(brandId, experienceId).doc(productId);
  const image =
    body.imageUploadId === undefined
      ? undefined
      : body.imageUploadId === null
        ? { imageUrl: null, imageVariants: [], imageUploadId: null }
        : await readyImage(brandId, body.imageUploadId, "imageUploadId").then(({ url, variants }) => ({
            imageUrl: url,
            imageVariants: variants,
            imageUploadId: body.imageUploadId,
          }));
  await db().runTransaction(async (tx) => {
    const [experience, snap] = await Promise.all([tx.get(experienceRef(brandId, experienceId)), tx.get(ref)]);
    if (!experience.exists) throw notFound("Experience");
    if (!snap.exists) throw notFound("Product");
    await ifMatch?.assert(() => getProduct(brandId, experienceId, productId, tx));
    const current = snap.data()!;
    const sku: string = body.sku ?? current.sku;
    const name: string = body.name ?? current.name;
    if (body.sku !== undefined && body.sku.toLowerCase() !== current.skuLower) await assertSkuFree(tx, brandId, experienceId, body.sku, productId);
    if (body.hotspot) await assertSceneIn(tx, brandId, experienceId, body.hotspot.sceneId);
    // A price checked alone against the stored currency, or the stored price against a new currency.
    const currency: string = body.currency ?? current.currency;
    const issue = priceIssue(body.price ?? current.price, currency);
    if (issue) throw invalid(issue, [{ path: "price", message: issue }]);
    const optionsChange = body.modelId !== undefined || body.options !== undefined || body.defaultOption !== undefined;
    let options: OptionsState | null = null;
    if (optionsChange) {
      const stored = toProduct(productId, current);
      options = await checkedOptions(tx, caller, {
        modelId: body.modelId !== undefined ? body.modelId : stored.modelId,
        options: body.options ?? stored.options,
        // A new list without a default keeps the stored one only when it is still among them.
        defaultOption:
          body.defaultOption !== undefined
            ? body.defaultOption
            : (body.options ?? stored.options).some((o) => o.variant === stored.defaultOption)
              ? stored.defaultOption
              : null,
      });
    }
    // The stored options' prices against a new currency.
    const optionsToPrice = options?.options ?? toProduct(productId, current).options;
    if (body.currency !== undefined) {
      optionsToPrice.forEach((option, i) => {
        const optionIssue = priceIssue(option.price, currency);
        if (optionIssue) throw invalid(optionIssue, [{ path: `options.${i}.price`, message: optionIssue }]);
      });
    }

    const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
    for (const field of ["sku", "name", "description", "price", "currency", "url", "hotspot", "showDimensions"] as const) {
      if (body[field] !== undefined) update[field] = body[field];
    }
    if (image) Object.assign(update, image);
    if (options) Object.assign(update, options);
    if (body.sku !== undefined || body.name !== undefined) Object.assign(update, derived(sku, name));
    tx.update(ref, update);
  });
  return toProduct(ref.id, (await ref.get()).data()!);
}

/** Deletes a product; virtual objects whose tap opened it stop opening anything (no dangling id). */
export async function deleteProduct(brandId: string, experienceId: string, productId: string, ifMatch?: IfMatch): Promise<void> {
  const ref = productsCol(brandId, experienceId).doc(productId);
  const openers = virtualObjectsCol(brandId, experienceId).where("productId", "==", productId);
  await db().runTransaction(async (tx) => {
    const [experience, snap, users] = await Promise.all([tx.get(experienceRef(brandId, experienceId)), tx.get(ref), tx.get(openers)]);
    if (!experience.exists) throw notFound("Experience");
    if (!snap.exists) throw notFound("Product");
    await ifMatch?.assert(() => getProduct(brandId, experienceId, productId, tx));
    const comments = await commentsPinnedTo(tx, brandId, experienceId, { productId });
    for (const user of users.docs) tx.update(user.ref, { productId: null, updatedAt: FieldValue.serverTimestamp() });
    tx.delete(ref);
    for (const comment of comments) tx.delete(comment);
  });
}

/** `in` queries take at most 30 values. */
const IN_LIMIT = 30;

/**
 * Creates or updates products from a CSV, all or nothing: every row is checked first (a refused
 * file answers 422 listing each problem and writes nothing), then all rows are written in one
 * transaction, which is also why a file holds at most PRODUCT_IMPORT_MAX_ROWS rows. A Shopify
 * product export (told by its header) is matched by handle instead (`shopify-import.ts`). A dry
 * run says what the import would create, update and leave unchanged, and writes nothing.
 */
export async function importProductsCsv(
  caller: Caller,
  brandId: string,
  experienceId: string,
  body: { csv: string; dryRun: boolean; currency?: string | undefined },
): Promise<ImportProductsResult> {
  if (isShopifyCsv(body.csv)) return importShopifyCsv(caller, brandId, experienceId, body);
  const { csv, dryRun } = body;
  const checked = checkProductCsv(csv);
  if (!checked.ok && checked.tooMany) {
    throw payloadTooLarge(`This file has ${checked.rowCount} product rows; one import takes at most ${PRODUCT_IMPORT_MAX_ROWS}. Split it into smaller files.`);
  }
  if (!checked.ok) throw refusedImport(checked.issues);
  const rows = checked.rows;
  const col = productsCol(brandId, experienceId);
  return db().runTransaction(async (tx) => {
    await assertExperienceIn(tx, brandId, experienceId);
    const skus = rows.map((r) => r.sku.toLowerCase());
    const chunks: string[][] = [];
    for (let start = 0; start < skus.length; start += IN_LIMIT) chunks.push(skus.slice(start, start + IN_LIMIT));
    const snaps = await Promise.all(chunks.map((chunk) => tx.get(col.where("skuLower", "in", chunk))));
    const existing = new Map<string, DocumentSnapshot>();
    for (const doc of snaps.flatMap((snap) => snap.docs)) existing.set(doc.get("skuLower") as string, doc);
    const result: ImportProductsResult = { dryRun, format: "vitrine", created: 0, updated: 0, unchanged: 0, products: [] };
    const list = (entry: Omit<ImportProductsResult["products"][number], "handle" | "options">) =>
      void (result.products.length < PRODUCT_IMPORT_LISTED_ROWS && result.products.push({ ...entry, handle: null, options: [] }));
    for (const row of rows) {
      const stored = existing.get(row.sku.toLowerCase());
      if (stored) {
        const update = rowUpdate(row);
        const current = stored.data()!;
        const fields = ["sku", "name", "description", "price", "currency", "imageUrl", "url"].filter(
          (field) => field in update && update[field] !== (current[field] ?? (field === "description" ? "" : null)),
        );
        if (fields.length === 0) {
          result.unchanged++;
          list({ row: row.row, sku: row.sku, name: row.name, action: "unchanged", fields });
          continue;
        }
        result.updated++;
        list({ row: row.row, sku: row.sku, name: row.name, action: "update", fields });
        if (!dryRun) tx.update(stored.ref, update);
      } else {
        result.created++;
        list({ row: row.row, sku: row.sku, name: row.name, action: "create", fields: [] });
        if (dryRun) continue;
        tx.create(col.doc(), {
          ...rowUpdate(row),
          description: row.description ?? "",
          imageUrl: row.imageUrl ?? null,
          imageVariants: [],
          imageUploadId: null,
          url: row.url ?? null,
          hotspot: null,
          createdAt: FieldValue.serverTimestamp(),
          createdBy: caller.uid,
        });
      }
    }
    return result;
  });
}

/**
 * What a row changes on a product. An empty (or absent) image_url or url cell keeps the current
 * image or link, so re-importing prices from a sheet never wipes images uploaded in the console.
 */
function rowUpdate(row: ProductCsvRow): Record<string, unknown> {
  const update: Record<string, unknown> = {
    sku: row.sku,
    name: row.name,
    price: row.price,
    currency: row.currency,
    ...derived(row.sku, row.name),
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (row.description !== undefined) update.description = row.description;
  if (row.imageUrl) Object.assign(update, { imageUrl: row.imageUrl, imageVariants: [], imageUploadId: null });
  if (row.url) update.url = row.url;
  return update;
}
