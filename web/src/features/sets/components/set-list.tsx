import { useState } from "react";
import type { VitrineSet } from "@contract";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListScreen } from "@/components/ui/content-list-screen";
import { IconCube, IconPlus, IconTrash } from "@/components/ui/icons";
import { RowActionButton } from "@/components/ui/row-action-button";
import { type Column, Td, Tr } from "@/components/ui/table";
import { useContentListQuery } from "@/hooks/use-content-list-query";
import { useDeleteConfirmation } from "@/hooks/use-delete-confirmation";
import { formatDate } from "@/lib/format";
import { useCan } from "@/lib/me";
import { useDeleteSet } from "@/data/sets/delete-set";
import { useLibrary } from "../hooks/use-library";
import { useSets } from "@/data/sets/list-sets";
import { floorLabels, lightingLabels } from "../lib/set-draft";
import { SetDialog } from "./set-dialog";
import "./sets.css";

export const SETS_PAGE_SIZE = 20;

const sortOptions = [
  { value: "name", label: "Name (A–Z)" },
  { value: "-updatedAt", label: "Recently updated" },
] as const;

interface SetListProps {
  brandId: string;
}

const columns: Column[] = [
  { label: "Set" },
  { label: "Backdrop", className: "hide-sm" },
  { label: "Lighting" },
  { label: "Floor", className: "hide-md" },
  { label: "Updated", className: "hide-md" },
];

export function SetList({ brandId }: SetListProps) {
  const can = useCan();
  const canWrite = can("brandContent.write", brandId);
  // `null` set with the dialog open means "new set".
  const [dialog, setDialog] = useState<{ open: boolean; set: VitrineSet | null }>({ open: false, set: null });
  const query = useContentListQuery("name");
  const sets = useSets(brandId, { ...query.pageQuery, limit: SETS_PAGE_SIZE });
  // Only to name backdrops in the list; a set still shows if the library cannot be read.
  const library = useLibrary(Boolean(sets.data?.items.some((set) => set.backdropObjectId)));
  const backdropName = (id: string | null) => (id ? (library.data?.items.find((model) => model._id === id)?.name ?? "Library model") : "None");
  const deleteSet = useDeleteSet();
  const deletion = useDeleteConfirmation((set: VitrineSet) => void deleteSet.trigger({ brandId, setId: set.id, name: set.name }));

  const openSet = (set: VitrineSet) => canWrite && setDialog({ open: true, set });
  const createButton = canWrite && (
    <Button variant="primary" onClick={() => setDialog({ open: true, set: null })}>
      <IconPlus /> New set
    </Button>
  );

  return (
    <>
      <ContentListScreen
        title="Sets"
        description={
          canWrite
            ? "Reusable 3D environments for experiences: a backdrop model, lighting, background and floor."
            : "Reusable 3D environments for experiences. Only brand editors can change them."
        }
        noun={{ one: "set", many: "sets" }}
        action={createButton}
        query={query}
        response={sets}
        sortOptions={sortOptions}
        searchOrder="name"
        empty={{
          icon: <IconCube size={20} />,
          description: canWrite
            ? "Create a set to give experiences a place to stand: pick a backdrop from the library, a light and a floor."
            : "When an editor creates the brand’s sets, they show up here.",
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
                  title={`Background ${set.background}`}
                  aria-hidden="true"
                />
                <div className="cell-identity-text">
                  {canWrite ? (
                    <button
                      type="button"
                      className="cell-title set-title-button"
                      onClick={(event) => {
                        event.stopPropagation();
                        openSet(set);
                      }}
                    >
                      {set.name}
                    </button>
                  ) : (
                    <span className="cell-title">{set.name}</span>
                  )}
                  <div className="cell-subtitle show-sm">{backdropName(set.backdropObjectId)}</div>
                </div>
              </div>
            </Td>
            <Td className={set.backdropObjectId ? "hide-sm" : "hide-sm cell-muted"}>{backdropName(set.backdropObjectId)}</Td>
            <Td>{lightingLabels[set.lighting]}</Td>
            <Td className="hide-md cell-muted">{set.floor.kind === "none" ? "None" : `${floorLabels[set.floor.kind]} · ${set.floor.size} m`}</Td>
            <Td className="hide-md cell-muted">{formatDate(set.updatedAt)}</Td>
            <Td className="cell-end">
              {canWrite && (
                <div className="row-actions">
                  <RowActionButton label={`Delete ${set.name}`} title="Delete set" onClick={() => deletion.ask(set)}>
                    <IconTrash />
                  </RowActionButton>
                </div>
              )}
            </Td>
          </Tr>
        )}
      </ContentListScreen>
      {canWrite && <SetDialog brandId={brandId} open={dialog.open} set={dialog.set} onClose={() => setDialog({ open: false, set: dialog.set })} />}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={`Delete ${deletion.item?.name ?? "this set"}?`}
        description="The set is deleted for everyone. This cannot be undone."
        confirmLabel="Delete set"
        destructive
      />
    </>
  );
}
