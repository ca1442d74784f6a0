import type { ReactNode } from "react";

export interface StatTile {
  /** Names the tile for tests and styles (`data-stat`), whatever the console's language. */
  id: string;
  label: string;
  value: string | undefined;
  hint?: string;
  icon?: ReactNode;
}

/** A row of headline numbers; undefined values show as skeletons while loading. */
export function StatTiles({ tiles, compact = false }: { tiles: StatTile[]; compact?: boolean }) {
  return (
    <div className={compact ? "analytics-tiles analytics-tiles-compact" : "analytics-tiles"}>
      {tiles.map((tile) => (
        <div key={tile.id} className="analytics-tile">
          <span className="stat-label">
            {tile.icon && (
              <span className="stat-icon analytics-tile-icon" aria-hidden="true">
                {tile.icon}
              </span>
            )}
            {tile.label}
          </span>
          {tile.value === undefined ? (
            <span className="skeleton analytics-tile-skeleton" />
          ) : (
            <span className="stat-value analytics-tile-value" data-stat={tile.id}>
              {tile.value}
            </span>
          )}
          {tile.hint && <span className="stat-hint">{tile.hint}</span>}
        </div>
      ))}
    </div>
  );
}
