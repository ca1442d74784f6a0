import { useMemo, useState } from "react";
import type { Product, UpdateProduct } from "@vitrine/contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CreateButton } from "@/components/ui/create-button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListTable } from "@/components/ui/content-list-table";
import { EmptyState } from "@/components/ui/empty-state";
import { IconCube, IconExternal, IconTrash } from "@/components/ui/icons";
import { IconMapPin, IconPencil } from "@/components/ui/icons-extra";
import { RowActionButton } from "@/components/ui/row-action-button";
import { RowActionsCell } from "@/components/ui/row-actions-cell";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useScenes } from "@/data/scenes/list-scenes";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { useDeleteConfirmation } from "@/hooks/use-delete-confirmation";
import { apiFieldErrors } from "@/lib/form";
import { nameOrRecentSortOptions } from "@/lib/list-sort";
import { useCan } from "@/data/me/use-can";
import { useDeleteProduct } from "@/data/products/delete-product";
import { useProducts, type ProductsScope } from "@/data/products/list-products";
import { useUpdateProduct } from "@/data/products/update-product";
import { formatPrice } from "../lib/price";
import type { ProductDraft } from "../lib/product-draft";
import { ImportCsvDialog } from "./import-csv-dialog";
import { ProductDialog, type ProductDialogState } from "./product-dialog";
import { ProductThumbnail } from "./product-thumbnail";
import { useT } from "../messages";
import "./products.css";

export const PRODUCTS_PAGE_SIZE = 25;

/** Where a product's link goes, shortened for the table: `shop.example.com/oak-table`. */
function shortUrl(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
  } catch {
    return url;
  }
}

export function ProductList({ brandId, experienceId }: ProductsScope) {
  const t = useT();
  const { sortOptions, columns } = useMemo(
    () => ({
      sortOptions: nameOrRecentSortOptions(t("list.sort.name"), t("list.sort.recent")),
      columns: [
        { ariaLabel: t("list.column.image"), className: "product-col-thumb" },
        { label: t("list.column.sku") },
        { label: t("list.column.name") },
        { label: t("list.column.price"), className: "th-numeric" },
        { label: t("list.column.link"), className: "hide-sm" },
        { label: t("list.column.hotspot"), className: "hide-md" },
      ] as Column[],
    }),
    [t],
  );
  const scope = useMemo(() => ({ brandId, experienceId }), [brandId, experienceId]);
  const can = useCan();
  const canWrite = can("brandContent.write", brandId);
  const [dialog, setDialog] = useState<ProductDialogState>({ mode: "closed" });
  const [importing, setImporting] = useState(false);
  const query = useContentListQuery("name");
  const products = useProducts(scope, { ...query.pageQuery, limit: PRODUCTS_PAGE_SIZE });
  const { data: scenes } = useScenes(brandId, experienceId);
  const updateProduct = useUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const deletion = useDeleteConfirmation((product: Product) => void deleteProduct.trigger({ ...scope, productId: product.id, name: product.name }));

  const sceneName = (sceneId: string) => scenes?.items.find((scene) => scene.id === sceneId)?.name;
  // New products start in the currency the catalogue already uses.
  const lastCurrency = products.data?.items[0]?.currency ?? "EUR";

  const saveEdit = async (product: Product, changes: UpdateProduct, draft: ProductDraft, previewImageUrl: string | null) => {
    const preview = previewImageUrl ? { imageUrl: previewImageUrl } : changes.imageUploadId === null ? { imageUrl: null } : undefined;
    const outcome = await updateProduct.trigger({ ...scope, productId: product.id, changes, preview });
    // Refused (e.g. the SKU is taken): the row is back as it was; reopen the edit as typed, with the reasons.
    if (!outcome.ok) setDialog({ mode: "edit", product, draft, errors: apiFieldErrors(outcome.error) });
  };

  const nothingAtAll = query.nothingAtAll(products.data);
  const actions = canWrite && (
    <>
      <Button onClick={() => setImporting(true)}>{t("list.importCsv")}</Button>
      <CreateButton onClick={() => setDialog({ mode: "create", currency: lastCurrency })}>{t("list.new")}</CreateButton>
    </>
  );

  return (
    <>
      <Card className="product-card">
        <CardHeader
          title={t("list.title")}
          description={canWrite ? t("list.description") : t("list.descriptionReadOnly")}
          // With no products at all, the empty state offers the same buttons.
          actions={nothingAtAll ? undefined : actions}
        />
        <ContentListTable
          tableClassName="product-table"
          columns={columns}
          query={query}
          response={products}
          showToolbar={!nothingAtAll}
          searchLabel={t("list.search")}
          sortLabel={t("list.sort")}
          sortOptions={sortOptions}
          searchOrder="name"
          errorTitle={t("list.loadError")}
          noMatches={{ title: t("list.noMatches.title", { query: query.q }), description: t("list.noMatches.description") }}
          empty={
            <EmptyState
              icon={<IconCube size={20} />}
              title={t("list.empty.title")}
              description={canWrite ? t("list.empty.description") : t("list.empty.descriptionReadOnly")}
              action={actions || undefined}
            />
          }
        >
          {(product) => (
            <Tr key={product.id} data-product-id={product.id}>
              <Td className="product-col-thumb">
                <ProductThumbnail url={product.imageUrl} variants={product.imageVariants} />
              </Td>
              <Td>
                <span className="mono product-sku">{product.sku}</span>
              </Td>
              <Td>
                <div className="cell-identity-text">
                  <span className="cell-title">{product.name}</span>
                  {product.description && <div className="cell-subtitle product-description">{product.description}</div>}
                </div>
              </Td>
              <Td className="td-numeric product-price">{formatPrice(product.price, product.currency)}</Td>
              <Td className="hide-sm">
                {product.url ? (
                  <a className="product-link" href={product.url} target="_blank" rel="noopener noreferrer" title={product.url}>
                    <span>{shortUrl(product.url)}</span>
                    <IconExternal size={13} />
                  </a>
                ) : (
                  <span className="cell-muted">—</span>
                )}
              </Td>
              <Td className="hide-md">
                {product.hotspot ? (
                  <Badge tone="accent" className="product-hotspot" title={t("list.hotspotTitle")}>
                    <IconMapPin size={13} />
                    {sceneName(product.hotspot.sceneId) ?? t("list.someScene")}
                  </Badge>
                ) : (
                  <span className="cell-muted">—</span>
                )}
              </Td>
              <RowActionsCell>
                {canWrite && (
                  <>
                    <RowActionButton
                      label={t("list.editLabel", { name: product.name })}
                      title={t("list.edit")}
                      onClick={() => setDialog({ mode: "edit", product })}
                    >
                      <IconPencil />
                    </RowActionButton>
                    <RowActionButton label={t("list.deleteLabel", { name: product.name })} title={t("list.delete")} onClick={() => deletion.ask(product)}>
                      <IconTrash />
                    </RowActionButton>
                  </>
                )}
              </RowActionsCell>
            </Tr>
          )}
        </ContentListTable>
      </Card>
      {canWrite && (
        <>
          <ProductDialog scope={scope} state={dialog} onClose={() => setDialog({ mode: "closed" })} onSaveEdit={saveEdit} />
          <ImportCsvDialog scope={scope} currency={lastCurrency} open={importing} onOpenChange={setImporting} />
        </>
      )}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t("list.deleteTitle", { name: deletion.item?.name ?? t("list.thisProduct") })}
        description={deletion.item?.hotspot ? t("list.deleteWithHotspot") : t("list.deleteDescription")}
        confirmLabel={t("list.deleteConfirm")}
        destructive
      />
    </>
  );
}
