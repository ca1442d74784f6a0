import type { ReactNode } from "react";

export type StatTileProps = {
  /** Names the figure for tests and styles (`data-stat`), whatever the console's language. */
  id: string;
  label: string;
  /** Undefined while loading: a skeleton holds the value's place. */
  value: string | undefined;
  hint?: string;
  icon?: ReactNode;
  /**
   * The screen's own class for its tiles: `<tileClass>-icon`, `-value` and `-skeleton` size the
   * parts (the dashboard's cards and the analytics tiles draw the same parts at different sizes).
   */
  tileClass: string;
};

/** The inside of a headline figure's tile: its label with an icon, the value, and a hint under it. */
export function StatTileContent({ id, label, value, hint, icon, tileClass }: StatTileProps) {
  return (
    <>
      <span className="stat-label">
        {icon && (
          <span className={`stat-icon ${tileClass}-icon`} aria-hidden="true">
            {icon}
          </span>
        )}
        {label}
      </span>
      {value === undefined ? (
        <span className={`skeleton ${tileClass}-skeleton`} />
      ) : (
        <span className={`stat-value ${tileClass}-value`} data-stat={id}>
          {value}
        </span>
      )}
      {hint && <span className="stat-hint">{hint}</span>}
    </>
  );
}
