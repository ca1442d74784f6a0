import type { ReactNode } from "react";
import { ContentList, type ContentListProps } from "./content-list";
import { ColumnTable, type Column } from "./table";

interface ContentListTableProps<T, S extends string> extends Omit<ContentListProps<T, S>, "children"> {
  columns: readonly Column[];
  /** The table's own class, e.g. to size a column. */
  tableClassName?: string;
  /** One item's row. */
  children: (item: T) => ReactNode;
}

/** A content list shown as a table: the columns' headers, then a row an item of the page. */
export function ContentListTable<T, S extends string>({ columns, tableClassName, children, ...list }: ContentListTableProps<T, S>) {
  return (
    <ContentList {...list}>
      {(items) => (
        <ColumnTable className={tableClassName} columns={columns} items={items}>
          {children}
        </ColumnTable>
      )}
    </ContentList>
  );
}
