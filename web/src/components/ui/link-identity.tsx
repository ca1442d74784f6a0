import type { ReactNode } from "react";
import { Link, type To } from "react-router-dom";
import { cn } from "@/lib/cn";

interface LinkIdentityProps {
  /** The item's icon, in the row's icon square. */
  icon: ReactNode;
  iconClassName?: string;
  /** Where the item opens. */
  to: To;
  name: ReactNode;
  /** The line under the name. */
  subtitle: ReactNode;
}

/**
 * What a clickable list row's first cell shows: the item's icon, its name and a line under it. The
 * whole row is clickable for the mouse; the name is the real link for keyboards (its click does not
 * also click the row).
 */
export function LinkIdentity({ icon, iconClassName, to, name, subtitle }: LinkIdentityProps) {
  return (
    <div className="cell-identity">
      <span className={cn("cell-icon", iconClassName)} aria-hidden="true">
        {icon}
      </span>
      <div className="cell-identity-text">
        <Link to={to} className="cell-title" onClick={(event) => event.stopPropagation()}>
          {name}
        </Link>
        <div className="cell-subtitle">{subtitle}</div>
      </div>
    </div>
  );
}
