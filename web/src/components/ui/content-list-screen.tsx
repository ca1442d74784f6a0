import type { ReactNode } from "react";
import { Card } from "./card";
import type { ContentListProps } from "./content-list";
import { ContentListTable } from "./content-list-table";
import { EmptyState } from "./empty-state";
import { PageHeader } from "./page-header";
import type { Column } from "./table";
import { useT } from "../messages";

interface ContentListScreenProps<T, S extends string> extends Pick<ContentListProps<T, S>, "response" | "sortOptions" | "searchOrder"> {
  query: ContentListProps<T, S>["query"] & { nothingAtAll: (data: { items: unknown[] } | undefined) => boolean };
  title: string;
  description: string;
  /** What the list holds, in its texts: `{ one: "store", many: "stores" }`. */
  noun: { one: string; many: string };
  /** The create button, or false for people who may not create. */
  action: ReactNode;
  /** The nothing-yet state's icon and what it says. */
  empty: { icon: ReactNode; description: string };
  columns: readonly Column[];
  /** One item's row. */
  children: (item: T) => ReactNode;
}

/**
 * A brand's content list screen (stores, sets, videos): the header with its create button, then
 * the searchable, sortable, paged table, with texts that name what it lists.
 */
export function ContentListScreen<T, S extends string>({
  query,
  response,
  sortOptions,
  searchOrder,
  title,
  description,
  noun,
  action,
  empty,
  columns,
  children,
}: ContentListScreenProps<T, S>) {
  const t = useT();
  const nothingAtAll = query.nothingAtAll(response.data);
  const one = noun.one.charAt(0).toUpperCase() + noun.one.slice(1);
  return (
    <>
      {/* With nothing at all, the empty state offers the same button. */}
      <PageHeader title={title} description={description} actions={nothingAtAll ? undefined : action} />
      <Card>
        <ContentListTable
          columns={columns}
          query={query}
          response={response}
          showToolbar={!nothingAtAll}
          searchLabel={t("contentListScreen.search", { nouns: noun.many, order: searchOrder })}
          sortLabel={t("contentListScreen.sort", { nouns: noun.many })}
          sortOptions={sortOptions}
          searchOrder={searchOrder}
          errorTitle={t("contentListScreen.loadError", { nouns: noun.many })}
          noMatches={{
            title: t("contentListScreen.noMatchesTitle", { nouns: noun.many, query: query.q }),
            description: t("contentListScreen.noMatchesDescription", { noun: one, order: searchOrder }),
          }}
          empty={
            <EmptyState icon={empty.icon} title={t("contentListScreen.emptyTitle", { nouns: noun.many })} description={empty.description} action={action} />
          }
        >
          {children}
        </ContentListTable>
      </Card>
    </>
  );
}
