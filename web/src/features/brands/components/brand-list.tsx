import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { CreateButton } from "@/components/ui/create-button";
import { BrandMark } from "@/components/ui/brand-mark";
import { Card } from "@/components/ui/card";
import { ContentListBody, NoMatchesState } from "@/components/ui/content-list-body";
import { EmptyState } from "@/components/ui/empty-state";
import { IconBrands, IconChevronRight } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { type Column, ColumnTable, Td, Tr } from "@/components/ui/table";
import { useBrands } from "@/data/brands/list-brands";
import { useCursorPages } from "@/hooks/use-cursor-pages";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { formatDate } from "@/lib/format";
import { useCan } from "@/data/me/use-can";
import { CreateBrandDialog } from "./create-brand-dialog";
import { useT } from "../messages";
import "./brand-list.css";

export const BRANDS_PAGE_SIZE = 20;

export function BrandList() {
  const t = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  // A new search starts again from the first page.
  const pages = useCursorPages(q);

  const { data, error, isLoading, isValidating, mutate } = useBrands({ q: q || undefined, cursor: pages.cursor, limit: BRANDS_PAGE_SIZE });
  const canCreate = can("brands.create");
  const columns: Column[] = [
    { label: t("list.columns.brand") },
    { label: t("list.columns.colours"), className: "hide-sm" },
    { label: t("list.columns.created"), className: "hide-sm" },
    // The rows' chevrons: no row buttons, so the last header names what a row does.
    { label: <span className="visually-hidden">{t("list.columns.open")}</span> },
  ];
  const createButton = canCreate && <CreateButton onClick={() => setCreating(true)}>{t("list.newBrand")}</CreateButton>;

  return (
    <>
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        // With no brands at all, the empty state offers the same button.
        actions={data && data.items.length === 0 && !q && pages.page === 1 ? undefined : createButton}
      />
      <Card>
        <div className="toolbar">
          <SearchInput value={search} onChange={setSearch} label={t("list.search")} />
          {isValidating && data && <Spinner label={t("list.refreshing")} />}
        </div>
        <ContentListBody
          response={{ data, error, isLoading, mutate }}
          errorTitle={t("list.loadError")}
          pages={pages}
          empty={
            q ? (
              <NoMatchesState title={t("list.noMatches", { query: q })} description={t("list.noMatchesHint")} onClear={() => setSearch("")} />
            ) : (
              <EmptyState
                icon={<IconBrands size={20} />}
                title={t("list.empty")}
                description={canCreate ? t("list.emptyCanCreate") : t("list.emptyNoAccess")}
                action={createButton}
              />
            )
          }
        >
          {(items) => (
            <ColumnTable columns={columns} items={items} actions={false}>
              {(brand) => (
                // The whole row is clickable for the mouse; the name is the real link for keyboards.
                <Tr key={brand.id} className="tr-link" onClick={() => navigate(`/manager/panel/brands/${brand.id}`)}>
                  <Td>
                    <div className="cell-identity">
                      <BrandMark name={brand.name} color={brand.colors.accent} />
                      <div>
                        <Link to={`/manager/panel/brands/${brand.id}`} className="cell-title" onClick={(event) => event.stopPropagation()}>
                          {brand.name}
                        </Link>
                        <div className="cell-subtitle">{brand.slug}</div>
                      </div>
                    </div>
                  </Td>
                  <Td className="hide-sm">
                    <span className="swatches">
                      <span className="swatch" style={{ background: brand.colors.primary }} title={t("list.primarySwatch", { colour: brand.colors.primary })} />
                      <span className="swatch" style={{ background: brand.colors.accent }} title={t("list.accentSwatch", { colour: brand.colors.accent })} />
                    </span>
                  </Td>
                  <Td className="hide-sm cell-muted">{formatDate(brand.createdAt)}</Td>
                  <Td className="cell-end">
                    <IconChevronRight className="cell-chevron" />
                  </Td>
                </Tr>
              )}
            </ColumnTable>
          )}
        </ContentListBody>
      </Card>
      {canCreate && <CreateBrandDialog open={creating} onOpenChange={setCreating} />}
    </>
  );
}
