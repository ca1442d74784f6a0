import { useState } from "react";
import type { LibraryObject } from "@vitrine/contract";
import { CreateButton } from "@/components/ui/create-button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ContentListBody, NoMatchesState } from "@/components/ui/content-list-body";
import { EmptyState } from "@/components/ui/empty-state";
import { IconCube } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { useDeleteLibraryObject } from "@/data/library/delete-library-object";
import { useLibrary } from "@/data/library/list-library";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useDeleteConfirmation } from "@/hooks/use-delete-confirmation";
import { cn } from "@/lib/cn";
import { useCan } from "@/data/me/use-can";
import { useLibraryTags } from "../hooks/use-library-tags";
import { EditModelDialog } from "./edit-model-dialog";
import { LibraryCard } from "./library-card";
import { useT } from "../messages";
import { UploadModelDialog } from "./upload-model-dialog";
import "./library.css";

/** Four rows of a six-wide grid, and whole rows at two, three and four columns too. */
export const LIBRARY_PAGE_SIZE = 24;

interface LibraryPageProps {
  brandId: string;
}

export function LibraryPage({ brandId }: LibraryPageProps) {
  const t = useT();
  const can = useCan();
  const canWrite = can("brandContent.write", brandId);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<LibraryObject | null>(null);
  const [search, setSearch] = useState("");
  const [tag, setTag] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const filtered = Boolean(q || tag);

  // A new search or tag starts again at page 1.
  const pages = useCursorPages(`${q}|${tag ?? ""}`);
  const { data, error, isLoading, isValidating, mutate } = useLibrary({
    q: q || undefined,
    tag: tag ?? undefined,
    cursor: pages.cursor,
    limit: LIBRARY_PAGE_SIZE,
  });
  const deleteObject = useDeleteLibraryObject();
  const sourceTags = useLibraryTags();
  // The chosen tag stays offered even if it came from a model beyond the ones the chips are read from.
  const tags = tag && !sourceTags.includes(tag) ? [...sourceTags, tag].sort() : sourceTags;

  // The server decides for real; this only hides controls that would be refused.
  const editable = (object: LibraryObject) => !object.sample && object.brandId !== null && can("brandContent.write", object.brandId);

  // Optimistic: the card disappears now; a model still in use (409) comes back and the toast names its users.
  const deletion = useDeleteConfirmation((object: LibraryObject) => void deleteObject.trigger({ objectId: object._id, name: object.name }));

  const clearFilters = () => {
    setSearch("");
    setTag(null);
  };

  const uploadButton = canWrite && <CreateButton onClick={() => setUploading(true)}>{t("page.upload")}</CreateButton>;

  return (
    <>
      <PageHeader title={t("page.title")} description={canWrite ? t("page.description") : t("page.descriptionReadOnly")} actions={uploadButton} />
      <Card>
        <div className="toolbar toolbar-wrap">
          <SearchInput value={search} onChange={setSearch} label={t("page.search")} />
          {isValidating && data && <Spinner label={t("page.refreshing")} />}
        </div>
        {tags.length > 0 && (
          <div className="library-tag-filter" role="group" aria-label={t("page.filterByTag")}>
            <button type="button" className={cn("library-chip", !tag && "library-chip-active")} aria-pressed={!tag} onClick={() => setTag(null)}>
              {t("page.allTags")}
            </button>
            {tags.map((name) => (
              <button
                key={name}
                type="button"
                className={cn("library-chip", tag === name && "library-chip-active")}
                aria-pressed={tag === name}
                onClick={() => setTag(tag === name ? null : name)}
              >
                {name}
              </button>
            ))}
          </div>
        )}
        <ContentListBody
          response={{ data, error, isLoading, mutate }}
          errorTitle={t("page.loadError")}
          skeletonRows={4}
          pages={pages}
          empty={
            filtered ? (
              <NoMatchesState
                title={t("page.noMatches.title")}
                description={t("page.noMatches.description")}
                onClear={clearFilters}
                clearLabel={t("page.clearFilters")}
              />
            ) : (
              <EmptyState
                icon={<IconCube size={20} />}
                title={t("page.empty.title")}
                description={canWrite ? t("page.empty.description") : t("page.empty.descriptionReadOnly")}
                action={uploadButton}
              />
            )
          }
        >
          {(items) => (
            <div className="library-grid">
              {items.map((object) => (
                <LibraryCard key={object._id} object={object} editable={editable(object)} onEdit={setEditing} onDelete={deletion.ask} />
              ))}
            </div>
          )}
        </ContentListBody>
      </Card>
      {canWrite && <UploadModelDialog brandId={brandId} open={uploading} onOpenChange={setUploading} />}
      <EditModelDialog object={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t("page.deleteTitle", { name: deletion.item?.name ?? t("page.thisModel") })}
        description={t("page.deleteDescription")}
        confirmLabel={t("page.deleteConfirm")}
        destructive
      />
    </>
  );
}
