import type { ReactNode } from "react";
import { Td } from "./table";

interface RowActionsCellProps {
  /** The row's buttons; `false` (nothing the person may do) leaves the cell empty. */
  children: ReactNode;
}

/** A table row's last cell, under the table's hidden "Actions" header: the row's buttons side by side. */
export function RowActionsCell({ children }: RowActionsCellProps) {
  return <Td className="cell-end">{children ? <div className="row-actions">{children}</div> : null}</Td>;
}
