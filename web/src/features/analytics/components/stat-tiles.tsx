import { StatTileContent, type StatTileProps } from "@/components/ui/stat-tile";

/** A headline figure of the analytics screens; `id` names it for tests (`data-stat`). */
export type StatTile = Omit<StatTileProps, "tileClass">;

/** A row of headline numbers; undefined values show as skeletons while loading. */
export function StatTiles({ tiles, compact = false }: { tiles: StatTile[]; compact?: boolean }) {
  return (
    <div className={compact ? "analytics-tiles analytics-tiles-compact" : "analytics-tiles"}>
      {tiles.map((tile) => (
        <div key={tile.id} className="analytics-tile">
          <StatTileContent {...tile} tileClass="analytics-tile" />
        </div>
      ))}
    </div>
  );
}
