import type { HTMLAttributes, ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { useT } from "../messages";

/** A data table that scrolls sideways inside its card on narrow screens instead of overflowing the page. */
export function Table({ className, ...rest }: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-scroll">
      <table className={cn("table", className)} {...rest} />
    </div>
  );
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn("th", className)} {...rest} />;
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn("td", className)} {...rest} />;
}

export function Tr({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn("tr", className)} {...rest} />;
}

export interface Column {
  /** The header's text; a column without one (an image) names itself with `ariaLabel`. */
  label?: ReactNode;
  ariaLabel?: string;
  /** e.g. "hide-sm" to drop it on phones, "th-numeric" to right-align it. */
  className?: string;
}

interface ColumnTableProps<T> extends Omit<TableHTMLAttributes<HTMLTableElement>, "children"> {
  columns: readonly Column[];
  items: readonly T[];
  /** False for people who get no row buttons: the table then has no empty last column. */
  actions?: boolean;
  /** One item's row: a `Tr` whose cells follow `columns`, then the actions cell. */
  children: (item: T) => ReactNode;
}

/** A list screen's table: its columns' headers, a hidden "Actions" header for the row buttons, a row an item. */
export function ColumnTable<T>({ columns, items, actions = true, children, ...rest }: ColumnTableProps<T>) {
  const t = useT();
  return (
    <Table {...rest}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <Th key={index} className={column.className} aria-label={column.ariaLabel}>
              {column.label}
            </Th>
          ))}
          {actions && (
            <Th>
              <span className="visually-hidden">{t("table.actions")}</span>
            </Th>
          )}
        </tr>
      </thead>
      <tbody>{items.map(children)}</tbody>
    </Table>
  );
}
