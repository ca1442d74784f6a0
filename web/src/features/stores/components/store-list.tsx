import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { Store } from "@contract";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListScreen } from "@/components/ui/content-list-screen";
import { IconChevronRight, IconPlus, IconStore, IconTrash } from "@/components/ui/icons";
import { RowActionButton } from "@/components/ui/row-action-button";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { useDeleteConfirmation } from "@/hooks/use-delete-confirmation";
import { formatDate } from "@/lib/format";
import { useCan } from "@/lib/me";
import { useDeleteStore } from "@/data/stores/delete-store";
import { useStores } from "@/data/stores/list-stores";
import { countryName } from "../lib/countries";
import { CreateStoreDialog } from "./create-store-dialog";

export const STORES_PAGE_SIZE = 20;

const sortOptions = [
  { value: "name", label: "Name (A–Z)" },
  { value: "-updatedAt", label: "Recently updated" },
] as const;

interface StoreListProps {
  brandId: string;
}

const columns: Column[] = [
  { label: "Store" },
  { label: "Location", className: "hide-sm" },
  { label: "Time zone", className: "hide-md" },
  { label: "Placements", className: "th-numeric" },
  { label: "Updated", className: "hide-md" },
];

export function StoreList({ brandId }: StoreListProps) {
  const can = useCan();
  const navigate = useNavigate();
  const canWrite = can("brandContent.write", brandId);
  const [creating, setCreating] = useState(false);
  const query = useContentListQuery("name");
  const stores = useStores(brandId, { ...query.pageQuery, limit: STORES_PAGE_SIZE });
  const deleteStore = useDeleteStore();
  const deletion = useDeleteConfirmation((store: Store) => void deleteStore.trigger({ brandId, storeId: store.id, name: store.name }));

  const storeUrl = (store: Store) => `/manager/panel/brands/${brandId}/stores/${store.id}`;

  const createButton = canWrite && (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <IconPlus /> New store
    </Button>
  );

  return (
    <>
      <ContentListScreen
        title="Stores"
        description={
          canWrite
            ? "The brand’s physical stores. QR placements stand in them and follow their time zone and hours."
            : "The brand’s physical stores. Only brand editors can change them."
        }
        noun={{ one: "store", many: "stores" }}
        action={createButton}
        query={query}
        response={stores}
        sortOptions={sortOptions}
        searchOrder="name"
        empty={{
          icon: <IconStore size={20} />,
          description: canWrite
            ? "Add the brand’s stores with their address, time zone and opening hours. QR codes are then placed in them."
            : "When an editor adds the brand’s stores, they show up here.",
        }}
        columns={columns}
      >
        {(store) => (
          // The whole row is clickable for the mouse; the name is the real link for keyboards.
          <Tr key={store.id} className="tr-link" onClick={() => navigate(storeUrl(store))}>
            <Td>
              <div className="cell-identity">
                <span className="cell-icon" aria-hidden="true">
                  <IconStore size={16} />
                </span>
                <div className="cell-identity-text">
                  <Link to={storeUrl(store)} className="cell-title" onClick={(event) => event.stopPropagation()}>
                    {store.name}
                  </Link>
                  <div className="cell-subtitle">
                    {store.address.line1}
                    <span className="show-sm">
                      {" · "}
                      {store.address.city}
                    </span>
                  </div>
                </div>
              </div>
            </Td>
            <Td className="hide-sm">
              <div className="cell-stacked">
                <span>{store.address.city}</span>
                <span className="cell-subtitle">{countryName(store.address.country)}</span>
              </div>
            </Td>
            <Td className="hide-md cell-muted">{store.timezone}</Td>
            <Td className="td-numeric">{store.placementCount}</Td>
            <Td className="hide-md cell-muted">{formatDate(store.updatedAt)}</Td>
            <Td className="cell-end">
              <div className="row-actions">
                {canWrite && (
                  <RowActionButton label={`Delete ${store.name}`} title="Delete store" onClick={() => deletion.ask(store)}>
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
      <ConfirmDialog
        {...deletion.dialogProps}
        title={`Delete ${deletion.item?.name ?? "this store"}?`}
        description={
          deletion.item && deletion.item.placementCount > 0
            ? `${deletion.item.placementCount} QR placement${deletion.item.placementCount === 1 ? " stands" : "s stand"} in this store. Move or delete them first, or the delete is refused.`
            : "The store and its opening hours are deleted for everyone. This cannot be undone."
        }
        confirmLabel="Delete store"
        destructive
      />
    </>
  );
}
