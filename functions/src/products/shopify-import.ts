/**
 * A Shopify product export imported as products, all or nothing, matched by handle.
 *
 * Each handle is one product. The handle's claim document (`productHandles`, one per lower-cased
 * handle) names the product it imports into and is read in the import's transaction, so two
 * imports of a new handle never both create it: Firestore runs the later one again, which then
 * finds the product. A handle with no claim adopts a product that already stands for it (its
 * stored `shopHandle`, or the handle as its SKU: a product made in the console first, with its
 * model picked, is where its variants find their material variants); otherwise it creates one,
 * with the handle as its SKU and no model.
 *
 * Variants become options only on a product whose model has material variants: each is matched by
 * name, case-insensitively (the whole option name, "Oak / Large", or one of its values, "Oak"), and
 * each material variant is worn by the first variant that matches it. The others are reported as
 * unmatched and are not options (an option is a material variant of the model). The first variant's
 * price is the product's. Prices are in the currency of the product (a new one takes the request's
 * currency, or the one the experience's products share).
 */
import { FieldValue, type DocumentData, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import {
  priceIssue,
  productNameSchema,
  PRODUCT_IMPORT_LISTED_ROWS,
  PRODUCT_IMPORT_MAX_ROWS,
  SHOPIFY_IMPORT_MAX_PRODUCTS,
  type ImportProductsResult,
  type ProductOption,
} from "@vitrine/contract";
import type { Caller } from "../auth/caller.js";
import { db } from "../firebase.js";
import { notFound, payloadTooLarge, unprocessable } from "../errors.js";
import { refusedImport } from "../csv/csv-table.js";
import { experienceRef, libraryCol, productHandlesCol, productsCol } from "../firestore/collections.js";
import { visibleInLibrary } from "../library/library.js";
import { productSearchKeys } from "./product-search.js";
import { checkShopifyCsv, type ShopifyCsvIssue } from "./shopify-csv.js";

/** `in` queries take at most 30 values. */
const IN_LIMIT = 30;

type Listed = ImportProductsResult["products"][number];

const chunked = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / IN_LIMIT) }, (_, i) => items.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT));

const storedOptions = (data: DocumentData): ProductOption[] =>
  ((data.options ?? []) as ProductOption[]).map((o) => ({ variant: o.variant, name: o.name, sku: o.sku, price: o.price, url: o.url ?? null }));

/** The model's material variant each of the product's variants wears, or null (see the file's comment). */
export function matchVariants(variantNames: string[], materialVariants: string[]): (string | null)[] {
  const byName = new Map(materialVariants.map((name) => [name.trim().toLowerCase(), name]));
  const worn = new Set<string>();
  return variantNames.map((name) => {
    if (name === "") return null;
    const candidates = [name, ...name.split(" / ")].map((candidate) => candidate.trim().toLowerCase());
    for (const candidate of candidates) {
      const match = byName.get(candidate);
      if (match !== undefined && !worn.has(match)) {
        worn.add(match);
        return match;
      }
    }
    return null;
  });
}

/**
 * The currency of the experience's products when they all share one, read in `tx`; null when it
 * has none or several.
 */
async function sharedCurrency(tx: Transaction, brandId: string, experienceId: string): Promise<string | null> {
  const col = productsCol(brandId, experienceId);
  const first = await tx.get(col.select("currency").limit(1));
  const currency = first.docs[0]?.get("currency") as string | undefined;
  if (!currency) return null;
  const other = await tx.get(col.where("currency", "!=", currency).select("currency").limit(1));
  return other.empty ? currency : null;
}

export async function importShopifyCsv(
  caller: Caller,
  brandId: string,
  experienceId: string,
  { csv, dryRun, currency: requestCurrency }: { csv: string; dryRun: boolean; currency?: string | undefined },
): Promise<ImportProductsResult> {
  const checked = checkShopifyCsv(csv);
  if (!checked.ok && checked.tooMany) {
    throw payloadTooLarge(
      checked.what === "rows"
        ? `This file has ${checked.rowCount} product rows; one import takes at most ${PRODUCT_IMPORT_MAX_ROWS}. Split it into smaller files.`
        : `This file has ${checked.rowCount} products; one import takes at most ${SHOPIFY_IMPORT_MAX_PRODUCTS}. Split it into smaller files, each handle's rows together.`,
    );
  }
  if (!checked.ok) throw refusedImport(checked.issues);
  const products = checked.products;
  const col = productsCol(brandId, experienceId);
  const claimsCol = productHandlesCol(brandId, experienceId);

  return db().runTransaction(async (tx) => {
    if (!(await tx.get(experienceRef(brandId, experienceId))).exists) throw notFound("Experience");
    const claims = await tx.getAll(...products.map((p) => claimsCol.doc(p.handleKey)));
    const claimedIds = claims.map((claim) => (claim.exists ? (claim.get("productId") as string) : null));
    const held = claimedIds.filter((id): id is string => id !== null);
    const heldSnaps = new Map((held.length > 0 ? await tx.getAll(...held.map((id) => col.doc(id))) : []).map((snap) => [snap.id, snap]));
    const target = new Map<string, DocumentSnapshot>();
    products.forEach((product, i) => {
      const snap = claimedIds[i] ? heldSnaps.get(claimedIds[i]!) : undefined;
      if (snap?.exists) target.set(product.handleKey, snap);
    });

    // Handles without a live claim: a product that already stands for one is adopted.
    const unclaimed = products.filter((p) => !target.has(p.handleKey)).map((p) => p.handleKey);
    const taken = new Set([...target.values()].map((snap) => snap.id));
    const issues: ShopifyCsvIssue[] = [];
    if (unclaimed.length > 0) {
      const [byHandle, bySku] = await Promise.all([
        Promise.all(chunked(unclaimed).map((chunk) => tx.get(col.where("shopHandle", "in", chunk)))),
        Promise.all(chunked(unclaimed).map((chunk) => tx.get(col.where("skuLower", "in", chunk)))),
      ]);
      const handleOwner = new Map(byHandle.flatMap((snap) => snap.docs).map((doc) => [doc.get("shopHandle") as string, doc]));
      const skuOwner = new Map(bySku.flatMap((snap) => snap.docs).map((doc) => [doc.get("skuLower") as string, doc]));
      for (const product of products.filter((p) => !target.has(p.handleKey))) {
        const owner = [handleOwner.get(product.handleKey), skuOwner.get(product.handleKey)].find((doc) => doc && !taken.has(doc.id));
        if (owner) {
          target.set(product.handleKey, owner);
          taken.add(owner.id);
        } else if (skuOwner.has(product.handleKey)) {
          // The product whose SKU the new one would take already stands for another handle.
          issues.push({
            row: product.row,
            column: "Handle",
            message: `The product with SKU ${product.handle} already stands for another handle; give one of them another SKU in the console`,
          });
        }
      }
    }

    let newCurrency: string | null = requestCurrency ?? null;
    if (newCurrency === null && products.some((p) => !target.has(p.handleKey))) {
      newCurrency = await sharedCurrency(tx, brandId, experienceId);
      if (newCurrency === null) {
        throw unprocessable("This shop export names no currency, and the experience's products share none: say which currency its prices are in", [
          { path: "currency", message: "Choose the currency of the shop's prices" },
        ]);
      }
    }

    const modelIds = [...new Set([...target.values()].map((snap) => snap.get("modelId") as string | null).filter((id): id is string => !!id))];
    const models = new Map((modelIds.length > 0 ? await tx.getAll(...modelIds.map((id) => libraryCol().doc(id))) : []).map((snap) => [snap.id, snap]));
    const materialVariantsOf = (modelId: string | null): string[] => {
      const model = modelId ? models.get(modelId) : undefined;
      if (!model?.exists || !visibleInLibrary(caller, model.data()!)) return [];
      const variants = model.get("materialVariants") as unknown;
      return Array.isArray(variants) ? variants.filter((v): v is string => typeof v === "string") : [];
    };

    const result: ImportProductsResult = { dryRun, format: "shopify", created: 0, updated: 0, unchanged: 0, products: [] };
    const writes: ((tx: Transaction) => void)[] = [];
    const list = (entry: Listed) => void (result.products.length < PRODUCT_IMPORT_LISTED_ROWS && result.products.push(entry));

    products.forEach((product, i) => {
      const stored = target.get(product.handleKey);
      const data = stored?.data();
      const currency = (data?.currency as string | undefined) ?? newCurrency!;
      const issueCount = issues.length;
      const flag = (row: number, column: ShopifyCsvIssue["column"], message: string) => issues.push({ row, column, message });

      for (const variant of product.variants) {
        const issue = priceIssue(variant.price, currency);
        if (issue) flag(variant.row, "Variant Price", issue);
      }
      const named = product.variants.filter((v) => v.name !== "");
      const matches = matchVariants(
        named.map((v) => v.name),
        materialVariantsOf((data?.modelId as string | null | undefined) ?? null),
      );
      const optionSkus = new Map<string, number>();
      named.forEach((variant, index) => {
        if (!productNameSchema.safeParse(variant.name).success) flag(variant.row, "Option1 Value", "An option's name is at most 200 characters");
        if (matches[index] === null) return;
        if (variant.sku === "") {
          flag(variant.row, "Variant SKU", `This variant is the model's ${matches[index]} and becomes an option, which needs its SKU`);
          return;
        }
        const earlier = optionSkus.get(variant.sku.toLowerCase());
        if (earlier !== undefined) flag(variant.row, "Variant SKU", `The variant on row ${earlier} has the SKU ${variant.sku} too`);
        else optionSkus.set(variant.sku.toLowerCase(), variant.row);
      });
      const listedOptions = named.map((variant, index) => ({
        row: variant.row,
        name: variant.name,
        sku: variant.sku,
        price: variant.price,
        variant: matches[index] ?? null,
      }));
      if (issues.length > issueCount) return;

      const previous = data ? storedOptions(data) : [];
      const options: ProductOption[] = listedOptions.flatMap((option) =>
        option.variant === null
          ? []
          : [
              {
                variant: option.variant,
                name: option.name,
                sku: option.sku,
                price: option.price,
                // A link set in the console for this variant stays.
                url: previous.find((o) => o.variant === option.variant)?.url ?? null,
              },
            ],
      );
      const defaultOption = options.some((o) => o.variant === data?.defaultOption) ? (data!.defaultOption as string) : (options[0]?.variant ?? null);
      const wanted: Record<string, unknown> = {
        name: product.title,
        price: product.variants[0]!.price,
        options,
        defaultOption,
      };
      if (product.description !== undefined) wanted.description = product.description;
      // A shop's picture by its address, unless the product has one uploaded in the console.
      if (product.imageUrl !== null && !data?.imageUploadId) wanted.imageUrl = product.imageUrl;
      const claimRef = claimsCol.doc(product.handleKey);
      const claimed = claims[i]!.exists && claimIdOf(claims[i]!) === stored?.id;

      const entry = { row: product.row, handle: product.handle, name: product.title, options: listedOptions };
      if (stored && data) {
        const fields = Object.keys(wanted).filter((field) => JSON.stringify(wanted[field] ?? null) !== JSON.stringify(comparable(data, field)));
        if (fields.length === 0) {
          result.unchanged++;
          list({ ...entry, sku: data.sku as string, action: "unchanged", fields: [] });
        } else {
          result.updated++;
          list({ ...entry, sku: data.sku as string, action: "update", fields });
        }
        writes.push((t) => {
          if (fields.length > 0 || data.shopHandle !== product.handleKey) {
            const update: Record<string, unknown> = { shopHandle: product.handleKey, updatedAt: FieldValue.serverTimestamp() };
            for (const field of fields) update[field] = wanted[field];
            if (fields.includes("imageUrl")) Object.assign(update, { imageVariants: [], imageUploadId: null });
            if (fields.includes("name"))
              Object.assign(update, { nameLower: product.title.toLowerCase(), searchKeys: productSearchKeys(data.sku, product.title) });
            t.update(stored.ref, update);
          }
          if (!claimed) t.set(claimRef, { productId: stored.id, handle: product.handle, updatedAt: FieldValue.serverTimestamp() });
        });
        return;
      }
      result.created++;
      list({ ...entry, sku: product.handle, action: "create", fields: [] });
      writes.push((t) => {
        const ref = col.doc();
        t.create(ref, {
          sku: product.handle,
          name: product.title,
          description: product.description ?? "",
          price: product.variants[0]!.price,
          currency,
          imageUrl: product.imageUrl,
          imageVariants: [],
          imageUploadId: null,
          url: null,
          hotspot: null,
          modelId: null,
          options: [],
          defaultOption: null,
          shopHandle: product.handleKey,
          skuLower: product.handleKey,
          nameLower: product.title.toLowerCase(),
          searchKeys: productSearchKeys(product.handle, product.title),
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
          createdBy: caller.uid,
        });
        // A claim left by a deleted product is taken over; one naming a live product was read above.
        t.set(claimRef, { productId: ref.id, handle: product.handle, updatedAt: FieldValue.serverTimestamp() });
      });
    });
    if (issues.length > 0) throw refusedImport(issues.sort((a, b) => a.row - b.row));
    if (!dryRun) for (const write of writes) write(tx);
    return result;
  });
}

const claimIdOf = (claim: DocumentSnapshot) => claim.get("productId") as string | undefined;

/** A stored field as the import would write it, to tell an update from no change. */
function comparable(data: DocumentData, field: string): unknown {
  if (field === "options") return storedOptions(data);
  if (field === "description") return data.description ?? "";
  return data[field] ?? null;
}
