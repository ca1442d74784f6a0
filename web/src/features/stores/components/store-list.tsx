import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { Store } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { CreateButton } from "@/components/ui/create-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListScreen } from "@/components/ui/content-list-screen";
import { IconChevronRight, IconStore, IconTrash } from "@/components/ui/icons";
import { LinkIdentity } from "@/components/ui/link-identity";
import { RowActionButton } from "@/components/ui/row-action-button";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { useDeleteConfirmation } from "@/hooks/use-delete-confirmation";
import { formatDate } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { useDeleteStore } from "@/data/stores/delete-store";
import { useStores } from "@/data/stores/list-stores";
import { exportStoresCsv } from "@/data/stores/export-stores-csv";
import { downloadCsv } from "@/lib/csv";
import { toastError } from "@/lib/notify";
import { countryName } from "../lib/countries";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { useT } from "../messages";
import { CreateStoreDialog } from "./create-store-dialog";
import { ImportStoresDialog } from "./import-stores-dialog";

export const STORES_PAGE_SIZE = 20;

interface StoreListProps {
  brandId: string;
}

export function StoreList({ brandId }: StoreListProps) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const sortOptions = useMemo(
    () =>
      [
        { value: "name", label: t("list.sortName") },
        { value: "-updatedAt", label: t("list.sortUpdated") },
      ] as const,
    [t],
  );
  const columns = useMemo<Column[]>(
    () => [
      { label: t("list.columnStore") },
      { label: t("list.columnLocation"), className: "hide-sm" },
      { label: t("list.columnTimeZone"), className: "hide-md" },
      { label: t("list.columnPlacements"), className: "th-numeric" },
      { label: t("list.columnUpdated"), className: "hide-md" },
    ],
    [t],
  );
  const can = useCan();
  const navigate = useNavigate();
  const canWrite = can("brandContent.write", brandId);
  const [creating, setCreating] = useState(false);
  const query = useContentListQuery("name");
  const stores = useStores(brandId, { ...query.pageQuery, limit: STORES_PAGE_SIZE });
  const deleteStore = useDeleteStore();
  const deletion = useDeleteConfirmation((store: Store) => void deleteStore.trigger({ brandId, storeId: store.id, name: store.name }));

  const storeUrl = (store: Store) => `/manager/panel/brands/${brandId}/stores/${store.id}`;

  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await exportStoresCsv(brandId);
      downloadCsv(file.filename, file.csv);
    } catch (error) {
      toastError(error);
    } finally {
      setExporting(false);
    }
  };

  const actions = (
    <>
      {(stores.data?.items.length ?? 0) > 0 && (
        <Button onClick={() => void exportCsv()} loading={exporting}>
          {t("list.exportCsv")}
        </Button>
      )}
      {canWrite && <Button onClick={() => setImporting(true)}>{t("list.importCsv")}</Button>}
      {canWrite && <CreateButton onClick={() => setCreating(true)}>{t("list.newStore")}</CreateButton>}
    </>
  );

  return (
    <>
      <ContentListScreen
        title={t("list.title")}
        description={canWrite ? t("list.descriptionEditor") : t("list.descriptionReader")}
        noun={{ one: t("list.nounOne"), many: t("list.nounMany") }}
        action={actions}
        query={query}
        response={stores}
        sortOptions={sortOptions}
        searchOrder="name"
        empty={{
          icon: <IconStore size={20} />,
          description: canWrite ? t("list.emptyEditor") : t("list.emptyReader"),
        }}
        columns={columns}
      >
        {(store) => (
          // The whole row is clickable for the mouse; the name is the real link for keyboards.
          <Tr key={store.id} className="tr-link" onClick={() => navigate(storeUrl(store))}>
            <Td>
              <LinkIdentity
                icon={<IconStore size={16} />}
                to={storeUrl(store)}
                name={store.name}
                subtitle={
                  <>
                    {[store.code, store.address?.line1].filter(Boolean).join(" · ")}
                    {store.address && (
                      <span className="show-sm">
                        {" · "}
                        {store.address.city}
                      </span>
                    )}
                  </>
                }
              />
            </Td>
            <Td className="hide-sm">
              <div className="cell-stacked">
                <span>{store.address?.city ?? "—"}</span>
                {store.address && <span className="cell-subtitle">{countryName(store.address.country, locale)}</span>}
              </div>
            </Td>
            <Td className="hide-md cell-muted">{store.timezone}</Td>
            <Td className="td-numeric">{store.placementCount}</Td>
            <Td className="hide-md cell-muted">{formatDate(store.updatedAt)}</Td>
            <Td className="cell-end">
              <div className="row-actions">
                {canWrite && (
                  <RowActionButton label={t("list.deleteLabel", { name: store.name })} title={t("list.deleteTitle")} onClick={() => deletion.ask(store)}>
                    <IconTrash />
                  </RowActionButton>
                )}
                <IconChevronRight className="cell-chevron" />
              </div>
            </Td>
          </Tr>
        )}
      </ContentListScreen>
      {canWrite && <CreateStoreDialog brandId={brandId} open={creating} onOpenChange={setCreating} />}
      {canWrite && <ImportStoresDialog brandId={brandId} open={importing} onOpenChange={setImporting} />}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={deletion.item ? t("list.confirmTitle", { name: deletion.item.name }) : t("list.confirmTitleFallback")}
        description={
          deletion.item && deletion.item.placementCount > 0
            ? t("list.confirmWithPlacements", { count: deletion.item.placementCount })
            : t("list.confirmDescription")
        }
        confirmLabel={t("list.confirmLabel")}
        destructive
      />
    </>
  );
}
