import { Link } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { IconAlert, IconCheck, IconCube } from "@/components/ui/icons";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import type { LibraryObjectState } from "../hooks/use-preloaded-models";
import { useT } from "../messages";
import { formatBytes, formatCount } from "../lib/model-stats";

interface ModelListProps {
  /** Every object of the library (for the counts); undefined while the list loads. */
  objects: LibraryObjectState[] | undefined;
  /** The objects matching the search. */
  visible: LibraryObjectState[] | undefined;
  error: unknown;
  onReload: () => void;
  selectedId: string | undefined;
  search: string;
  onSearchChange: (search: string) => void;
}

/** The library down the left side: search, and each object with its load state. */
export function ModelList({ objects, visible, error, onReload, selectedId, search, onSearchChange }: ModelListProps) {
  const t = useT();
  const loadedCount = objects?.filter((object) => object.loaded).length ?? 0;
  return (
    <nav className="model-list" aria-label={t("list.label")}>
      <div className="model-list-header">
        <div className="model-list-heading">
          <h2 className="model-list-title">{t("list.title")}</h2>
          {objects && objects.length > 0 && (
            <span className="model-list-count" aria-live="polite">
              {loadedCount === objects.length ? t("list.count", { count: objects.length }) : t("list.loaded", { loaded: loadedCount, count: objects.length })}
            </span>
          )}
        </div>
        <SearchInput
          className="model-list-search"
          value={search}
          onChange={onSearchChange}
          label={t("list.search")}
          placeholder={t("list.searchPlaceholder")}
        />
      </div>
      {error && !objects ? (
        <ErrorState title={t("list.loadError")} error={error} onRetry={onReload} />
      ) : !visible ? (
        <SkeletonRows rows={4} />
      ) : visible.length === 0 ? (
        <div className="model-list-empty">
          {search ? (
            <>
              <p>{t("list.noMatch", { query: search.trim() })}</p>
              <Button size="sm" onClick={() => onSearchChange("")}>
                {t("list.clearSearch")}
              </Button>
            </>
          ) : (
            <p>{t("list.empty")}</p>
          )}
        </div>
      ) : (
        <ul className="model-list-items">
          {visible.map((object) => (
            <li key={object._id}>
              <ModelListItem object={object} selected={object._id === selectedId} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

interface ModelListItemProps {
  object: LibraryObjectState;
  selected: boolean;
}

function ModelListItem({ object, selected }: ModelListItemProps) {
  const t = useT();
  const state = object.loadError ? "error" : object.loaded ? "loaded" : "loading";
  return (
    <Link
      to={`?model=${encodeURIComponent(object._id)}`}
      className={cn("model-item", selected && "model-item-selected")}
      aria-current={selected ? "page" : undefined}
      data-model-id={object._id}
      // The browser test waits on this; it mirrors the seed's client-side `loaded` flag.
      data-loaded={String(object.loaded)}
    >
      <span className="model-item-thumb" aria-hidden="true">
        {object.thumbnail ? <img src={object.thumbnail} alt="" loading="lazy" /> : <IconCube size={18} />}
      </span>
      <span className="model-item-body">
        <span className="model-item-name">{object.name}</span>
        <span className="model-item-meta">
          {t("list.tris", { count: formatCount(object.triangles) })} · {formatBytes(object.size)}
          {object.sample && ` · ${t("list.sample")}`}
          {object.status === "processing" && ` · ${t("list.optimising")}`}
          {object.status === "failed" && ` · ${t("list.failed")}`}
        </span>
        {object.tags.length > 0 && (
          <span className="model-item-tags">
            {object.tags.map((tag) => (
              <Badge key={tag} size="sm">
                {tag}
              </Badge>
            ))}
          </span>
        )}
      </span>
      <span className={cn("model-item-state", `model-item-state-${state}`)} title={object.loadError ?? undefined}>
        {state === "error" ? (
          <IconAlert size={15} label={t("list.state.error")} />
        ) : state === "loaded" ? (
          <IconCheck size={15} label={t("list.state.loaded")} />
        ) : (
          <Spinner size={14} label={t("list.state.loading")} />
        )}
      </span>
    </Link>
  );
}
