import type { LibraryObject, SceneObject } from "@vitrine/contract";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { IconCube, IconVideo } from "@/components/ui/icons";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useLibraryThumbnail } from "../hooks/use-library-thumbnail";
import type { SetObject } from "../lib/editor-state";
import { useT, type WorldBuilderT } from "../messages";
import type { EditorScene } from "./editor-scene";

/** The drag payload of a library model dropped onto the canvas. */
export const LIBRARY_DRAG_TYPE = "application/x-vitrine-library-object";
export const VIDEO_WALL_DRAG_ID = "__video-wall__";

type Tab = "library" | "outline";

interface LibraryPanelProps {
  scene: EditorScene;
  library: LibraryObject[] | undefined;
  libraryError: unknown;
  onRetryLibrary: () => void;
  setObjects: SetObject[];
  onAdd: (libraryObjectId: string) => void;
  onAddVideoWall: () => void;
}

/** The left side: the library to place from, and the outline of what the scene holds. */
export function LibraryPanel(props: LibraryPanelProps) {
  const t = useT();
  const [tab, setTab] = useState<Tab>("library");
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ library: null, outline: null });
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next: Tab = tab === "library" ? "outline" : "library";
    setTab(next);
    tabs.current[next]?.focus();
  };
  const tabButton = (value: Tab, label: string, count?: number) => (
    <button
      ref={(element) => {
        tabs.current[value] = element;
      }}
      type="button"
      role="tab"
      id={`wb-tab-${value}`}
      aria-controls={`wb-tabpanel-${value}`}
      aria-selected={tab === value}
      tabIndex={tab === value ? 0 : -1}
      className={cn("wb-tab", tab === value && "wb-tab-active")}
      onClick={() => setTab(value)}
      onKeyDown={onTabKey}
    >
      {label}
      {count !== undefined && <span className="wb-tab-count">{count}</span>}
    </button>
  );

  return (
    <aside className="wb-sidebar" aria-label={t("library.panelLabel")}>
      <div className="wb-tabs" role="tablist" aria-label={t("library.tabsLabel")}>
        {tabButton("library", t("library.tabLibrary"))}
        {tabButton("outline", t("library.tabOutline"), props.scene.objects.length)}
      </div>
      <div className="wb-tabpanel" role="tabpanel" id={`wb-tabpanel-${tab}`} aria-labelledby={`wb-tab-${tab}`}>
        {tab === "library" ? <LibraryList {...props} /> : <Outline {...props} />}
      </div>
    </aside>
  );
}

function LibraryList({ scene: { objects, editable, onSelect }, library, libraryError, onRetryLibrary, onAdd, onAddVideoWall }: LibraryPanelProps) {
  const t = useT();
  const [search, setSearch] = useState("");
  const query = search.trim().toLowerCase();
  const visible = useMemo(
    () => library?.filter((object) => !query || object.name.toLowerCase().includes(query) || object.tags.some((tag) => tag.toLowerCase().includes(query))),
    [library, query],
  );
  const wall = objects.find((object) => object.kind === "videoWall");

  return (
    <div className="wb-library">
      <SearchInput
        className="wb-panel-search"
        value={search}
        onChange={setSearch}
        label={t("library.searchLabel")}
        placeholder={t("library.searchPlaceholder")}
      />
      <p className="wb-panel-hint">{editable ? t("library.hintEditable") : t("library.hintViewer")}</p>
      {libraryError && !library ? (
        <ErrorState title={t("library.loadError")} error={libraryError} onRetry={onRetryLibrary} />
      ) : !visible ? (
        <div className="wb-panel-loading">
          <Spinner size={16} /> {t("library.loading")}
        </div>
      ) : (
        <ul className="wb-library-grid" aria-label={t("library.listLabel")}>
          {!query && (
            <li>
              <button
                type="button"
                className="wb-library-item wb-library-item-wall"
                disabled={!editable && !wall}
                draggable={editable && !wall}
                onDragStart={(event) => {
                  event.dataTransfer.setData(LIBRARY_DRAG_TYPE, VIDEO_WALL_DRAG_ID);
                  event.dataTransfer.effectAllowed = "copy";
                }}
                onClick={() => (wall ? onSelect({ kind: "object", id: wall.id }) : onAddVideoWall())}
                title={wall ? t("library.videoWall.selectTitle") : t("library.videoWall.addTitle")}
              >
                <span className="wb-library-thumb wb-library-thumb-wall" aria-hidden="true">
                  <IconVideo size={26} />
                </span>
                <span className="wb-library-name">
                  <span className="visually-hidden">{wall ? t("library.videoWall.select") : t("library.videoWall.add")} </span>
                  {t("library.videoWall.name")}
                </span>
                <span className="wb-library-meta">{wall ? t("library.videoWall.inScene") : t("library.videoWall.screenGrid")}</span>
              </button>
            </li>
          )}
          {visible.map((object) => (
            <li key={object._id}>
              <LibraryItem object={object} editable={editable} onAdd={onAdd} />
            </li>
          ))}
          {visible.length === 0 && <li className="wb-panel-empty">{query ? t("library.noMatch", { query: search.trim() }) : t("library.empty")}</li>}
        </ul>
      )}
    </div>
  );
}

function LibraryItem({ object, editable, onAdd }: { object: LibraryObject; editable: boolean; onAdd: (id: string) => void }) {
  const t = useT();
  const thumbnail = useLibraryThumbnail(object);
  const usable = object.status !== "failed";
  return (
    <button
      type="button"
      className="wb-library-item"
      disabled={!editable || !usable}
      draggable={editable && usable}
      data-library-id={object._id}
      onDragStart={(event) => {
        event.dataTransfer.setData(LIBRARY_DRAG_TYPE, object._id);
        event.dataTransfer.effectAllowed = "copy";
      }}
      onClick={() => onAdd(object._id)}
      title={editable ? t("library.item.addTitle", { name: object.name }) : object.name}
    >
      <span className="wb-library-thumb" aria-hidden="true">
        {thumbnail ? <img src={thumbnail} alt="" draggable={false} /> : <IconCube size={24} />}
      </span>
      <span className="wb-library-name">
        <span className="visually-hidden">{t("library.item.add")} </span>
        {object.name}
      </span>
      <span className="wb-library-meta">
        {object.status === "processing"
          ? t("library.item.processing")
          : object.status === "failed"
            ? t("library.item.failed")
            : object.sample
              ? t("library.item.sample")
              : (object.tags[0] ?? t("library.item.model"))}
      </span>
    </button>
  );
}

function Outline({ scene: { objects, libraryById, selection, onSelect }, setObjects }: LibraryPanelProps) {
  const t = useT();
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = Math.min(objects.length - 1, Math.max(0, index + step));
    items.current[next]?.focus();
    onSelect({ kind: "object", id: objects[next]!.id });
  };
  return (
    <div className="wb-outline">
      {objects.length === 0 ? (
        <p className="wb-panel-empty">{t("outline.empty")}</p>
      ) : (
        <ul className="wb-outline-list" aria-label={t("outline.listLabel")}>
          {objects.map((object, index) => {
            const selected = selection?.kind === "object" && selection.id === object.id;
            const name = objectName(object, libraryById, t);
            return (
              <li key={object.id}>
                <button
                  ref={(element) => {
                    items.current[index] = element;
                  }}
                  type="button"
                  className={cn("wb-outline-item", selected && "wb-outline-item-selected")}
                  aria-pressed={selected}
                  onClick={() => onSelect({ kind: "object", id: object.id })}
                  onKeyDown={(event) => onKey(event, index)}
                >
                  {object.kind === "videoWall" ? <IconVideo size={15} /> : <IconCube size={15} />}
                  <span className="wb-outline-name">{name}</span>
                  <span className="wb-outline-meta mono">
                    {object.transform.position.x.toFixed(1)}, {object.transform.position.z.toFixed(1)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {setObjects.length > 0 && (
        <div className="wb-outline-set">
          <p className="wb-outline-heading">{t("outline.fromSet")}</p>
          <ul className="wb-outline-list">
            {setObjects.map((object) => (
              <li key={object.id} className="wb-outline-item wb-outline-item-static">
                <IconCube size={15} />
                <span className="wb-outline-name">{object.name}</span>
                <span className="wb-outline-meta">{t("outline.backdrop")}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function objectName(object: SceneObject, libraryById: ReadonlyMap<string, LibraryObject>, t: WorldBuilderT): string {
  if (object.kind === "videoWall") return t("object.videoWall");
  return libraryById.get(object.libraryObjectId)?.name ?? t("object.missingModel");
}
