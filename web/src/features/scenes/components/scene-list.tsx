import { useState, type DragEvent } from "react";
import type { Scene } from "@vitrine/contract";
import { IconButton } from "@/components/ui/icon-button";
import { IconArrowDown, IconArrowUp, IconGrip } from "@/components/ui/icons-extra";
import { cn } from "@/lib/cn";
import { useT } from "../messages";

interface SceneListProps {
  scenes: Scene[];
  selectedId: string | undefined;
  onSelect: (sceneId: string) => void;
  /** Called with the scene ids in their new order. */
  onReorder: (sceneIds: string[]) => void;
  editable: boolean;
}

type Drop = { index: number; side: "before" | "after" };

/** The scenes in viewer order. Drag by the grip (mouse) or use the arrows (keyboard, touch) to reorder. */
export function SceneList({ scenes, selectedId, onSelect, onReorder, editable }: SceneListProps) {
  const t = useT();
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= scenes.length || from === to) return;
    const ids = scenes.map((scene) => scene.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    onReorder(ids);
  };

  const endDrag = () => {
    setDragIndex(null);
    setDrop(null);
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (dragIndex === null) return;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    const side = event.clientY < rect.top + rect.height / 2 ? "before" : "after";
    if (drop?.index !== index || drop.side !== side) setDrop({ index, side });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (dragIndex !== null && drop) {
      const target = drop.side === "before" ? drop.index : drop.index + 1;
      // Index in the list once the dragged scene has been taken out.
      move(dragIndex, target > dragIndex ? target - 1 : target);
    }
    endDrag();
  };

  return (
    <ol className="scene-list" aria-label={t("list.label")}>
      {scenes.map((scene, index) => {
        const selected = scene.id === selectedId;
        const number = index + 1;
        return (
          <li
            key={scene.id}
            data-scene-id={scene.id}
            className={cn(
              "scene-item",
              selected && "scene-item-active",
              dragIndex === index && "reorder-dragging",
              drop?.index === index && dragIndex !== null && dragIndex !== index && `reorder-drop-${drop.side}`,
            )}
            onDragOver={(event) => onDragOver(event, index)}
            onDrop={onDrop}
          >
            {editable && scenes.length > 1 && (
              <span
                className="scene-grip"
                title={t("list.drag")}
                aria-hidden="true"
                draggable
                onDragStart={(event) => {
                  const item = event.currentTarget.closest("li");
                  if (item) event.dataTransfer.setDragImage(item, 16, 16);
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", scene.id);
                  setDragIndex(index);
                }}
                onDragEnd={endDrag}
              >
                <IconGrip size={16} />
              </span>
            )}
            <button type="button" className="scene-item-button" aria-current={selected ? "true" : undefined} onClick={() => onSelect(scene.id)}>
              <span className="scene-number">{number}</span>
              <span className="scene-item-text">
                <span className="scene-item-name">{scene.name}</span>
                <span className="scene-item-meta">{t("list.meta", { objects: scene.objects.length, segments: scene.segments.length })}</span>
              </span>
            </button>
            {editable && scenes.length > 1 && (
              <span className="scene-item-tools">
                <IconButton
                  label={t("list.moveUpLabel", { name: scene.name })}
                  title={t("list.moveUp")}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp />
                </IconButton>
                <IconButton
                  label={t("list.moveDownLabel", { name: scene.name })}
                  title={t("list.moveDown")}
                  disabled={index === scenes.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown />
                </IconButton>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
