import { useMemo, useState } from "react";
import type { VitrineSet } from "@vitrine/contract";
import { CreateButton } from "@/components/ui/create-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListScreen } from "@/components/ui/content-list-screen";
import { IconCube, IconTrash } from "@/components/ui/icons";
import { CellTitleButton } from "@/components/ui/cell-title-button";
import { RowActionButton } from "@/components/ui/row-action-button";
import { RowActionsCell } from "@/components/ui/row-actions-cell";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { useDeleteConfirmation } from "@/hooks/use-delete-confirmation";
import { formatDate, formatNumber } from "@/lib/format";
import { nameOrRecentSortOptions } from "@/lib/list-sort";
import { useCan } from "@/data/me/use-can";
import { useDeleteSet } from "@/data/sets/delete-set";
import { useLibrary } from "../hooks/use-library";
import { useSets } from "@/data/sets/list-sets";
import { useT } from "../messages";
import { SetDialog } from "./set-dialog";
import "./sets.css";

export const SETS_PAGE_SIZE = 20;

interface SetListProps {
  brandId: string;
}

export function SetList({ brandId }: SetListProps) {
  const t = useT();
  const { sortOptions, columns } = useMemo(
    () => ({
      sortOptions: nameOrRecentSortOptions(t("list.sort.name"), t("list.sort.recent")),
      columns: [
        { label: t("list.column.set") },
        { label: t("list.column.backdrop"), className: "hide-sm" },
        { label: t("list.column.lighting") },
        { label: t("list.column.floor"), className: "hide-md" },
        { label: t("list.column.updated"), className: "hide-md" },
      ] as Column[],
    }),
    [t],
  );
  const can = useCan();
  const canWrite = can("brandContent.write", brandId);
  // `null` set with the dialog open means "new set".
  const [dialog, setDialog] = useState<{ open: boolean; set: VitrineSet | null }>({ open: false, set: null });
  const query = useContentListQuery("name");
  const sets = useSets(brandId, { ...query.pageQuery, limit: SETS_PAGE_SIZE });
  // Only to name backdrops in the list; a set still shows if the library cannot be read.
  const library = useLibrary(Boolean(sets.data?.items.some((set) => set.backdropObjectId)));
  const backdropName = (id: string | null) => (id ? (library.data?.items.find((model) => model._id === id)?.name ?? t("list.libraryModel")) : t("list.none"));
  const deleteSet = useDeleteSet();
  const deletion = useDeleteConfirmation((set: VitrineSet) => void deleteSet.trigger({ brandId, setId: set.id, name: set.name }));

  const openSet = (set: VitrineSet) => canWrite && setDialog({ open: true, set });
  const createButton = canWrite && <CreateButton onClick={() => setDialog({ open: true, set: null })}>{t("list.new")}</CreateButton>;

  return (
    <>
      <ContentListScreen
        title={t("list.title")}
        description={canWrite ? t("list.description") : t("list.descriptionReadOnly")}
        noun={{ one: t("list.noun.one"), many: t("list.noun.many") }}
        action={createButton}
        query={query}
        response={sets}
        sortOptions={sortOptions}
        searchOrder="name"
        empty={{
          icon: <IconCube size={20} />,
          description: canWrite ? t("list.empty") : t("list.emptyReadOnly"),
        }}
        columns={columns}
      >
        {(set) => (
          // Editors open a row to edit it; the name is the real button for keyboards.
          <Tr key={set.id} className={canWrite ? "tr-link" : undefined} onClick={() => openSet(set)}>
            <Td>
              <div className="cell-identity">
                <span
                  className="cell-icon set-background-swatch"
                  style={{ background: set.background }}
                  title={t("list.background", { colour: set.background })}
                  aria-hidden="true"
                />
                <div className="cell-identity-text">
                  {canWrite ? <CellTitleButton onClick={() => openSet(set)}>{set.name}</CellTitleButton> : <span className="cell-title">{set.name}</span>}
                  <div className="cell-subtitle show-sm">{backdropName(set.backdropObjectId)}</div>
                </div>
              </div>
            </Td>
            <Td className={set.backdropObjectId ? "hide-sm" : "hide-sm cell-muted"}>{backdropName(set.backdropObjectId)}</Td>
            <Td>{t(`lighting.${set.lighting}`)}</Td>
            <Td className="hide-md cell-muted">
              {set.floor.kind === "none" ? t("list.none") : t("list.floorSize", { floor: t(`floor.${set.floor.kind}`), size: formatNumber(set.floor.size) })}
            </Td>
            <Td className="hide-md cell-muted">{formatDate(set.updatedAt)}</Td>
            <RowActionsCell>
              {canWrite && (
                <RowActionButton label={t("list.deleteLabel", { name: set.name })} title={t("list.delete")} onClick={() => deletion.ask(set)}>
                  <IconTrash />
                </RowActionButton>
              )}
            </RowActionsCell>
          </Tr>
        )}
      </ContentListScreen>
      {canWrite && <SetDialog brandId={brandId} open={dialog.open} set={dialog.set} onClose={() => setDialog({ open: false, set: dialog.set })} />}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t("list.deleteTitle", { name: deletion.item?.name ?? t("list.thisSet") })}
        description={t("list.deleteDescription")}
        confirmLabel={t("list.deleteConfirm")}
        destructive
      />
    </>
  );
}
