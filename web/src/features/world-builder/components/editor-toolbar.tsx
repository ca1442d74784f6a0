import type { Scene } from "@vitrine/contract";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { IconCopy, IconTrash, IconEye } from "@/components/ui/icons";
import { IconFocus, IconGrid, IconMove, IconRedo, IconRotate, IconScale, IconSnap, IconUndo } from "@/components/ui/icons-3d";
import { Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { SaveStatus } from "../lib/save-queue";
import { useT } from "../messages";
import type { EditorTools, SelectionCommands } from "./editor-scene";
import { SaveStatusIndicator } from "./save-status";

interface EditorToolbarProps {
  scenes: Scene[];
  sceneId: string;
  onSceneChange: (sceneId: string) => void;
  tools: EditorTools;
  onToolsChange: (tools: EditorTools) => void;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  /** The selection is an object (duplicable), not a product pin. */
  selectionIsObject: boolean;
  editable: boolean;
  canWrite: boolean;
  saveStatus: SaveStatus;
  onUndo: () => void;
  onRedo: () => void;
  commands: SelectionCommands;
}

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? "⌘" : "Ctrl+";

const MODES: { mode: EditorTools["mode"]; label: "toolbar.move" | "toolbar.rotate" | "toolbar.scale"; key: string; icon: ReactNode }[] = [
  { mode: "translate", label: "toolbar.move", key: "W", icon: <IconMove size={15} /> },
  { mode: "rotate", label: "toolbar.rotate", key: "E", icon: <IconRotate size={15} /> },
  { mode: "scale", label: "toolbar.scale", key: "R", icon: <IconScale size={15} /> },
];

/** Scene picker, gizmo modes, snapping, history and selection actions, and the save state. */
export function EditorToolbar(props: EditorToolbarProps) {
  const t = useT();
  const { editable, tools } = props;
  const change = (changes: Partial<EditorTools>) => props.onToolsChange({ ...tools, ...changes });
  return (
    <div className="wb-toolbar" role="toolbar" aria-label={t("toolbar.label")}>
      <label className="wb-scene-picker">
        <span className="wb-toolbar-label">{t("toolbar.scene")}</span>
        <Select
          value={props.sceneId}
          onChange={(event) => props.onSceneChange(event.target.value)}
          options={props.scenes.map((scene) => ({ value: scene.id, label: scene.name }))}
          aria-label={t("toolbar.scene")}
        />
      </label>
      <span className="wb-toolbar-separator" aria-hidden="true" />
      <div className="wb-tool-group" role="radiogroup" aria-label={t("toolbar.transformTool")}>
        {MODES.map(({ mode, label, key, icon }) => (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={tools.mode === mode}
            className={cn("wb-tool", tools.mode === mode && "wb-tool-on")}
            onClick={() => change({ mode })}
            disabled={!editable}
            title={t("toolbar.withShortcut", { label: t(label), shortcut: key })}
          >
            {icon}
            <span className="wb-tool-label">{t(label)}</span>
            <kbd className="wb-kbd">{key}</kbd>
          </button>
        ))}
      </div>
      <button
        type="button"
        className={cn("wb-tool", tools.snap && "wb-tool-on")}
        aria-pressed={tools.snap}
        onClick={() => change({ snap: !tools.snap })}
        disabled={!editable}
        title={t("toolbar.snapTitle")}
      >
        <IconSnap size={15} />
        <span className="wb-tool-label">{t("toolbar.snap")}</span>
      </button>
      <button
        type="button"
        className={cn("wb-tool", tools.showGrid && "wb-tool-on")}
        aria-pressed={tools.showGrid}
        onClick={() => change({ showGrid: !tools.showGrid })}
        title={t("toolbar.gridTitle")}
      >
        <IconGrid size={15} />
        <span className="wb-tool-label">{t("toolbar.grid")}</span>
      </button>
      <span className="wb-toolbar-separator" aria-hidden="true" />
      <div className="wb-tool-group">
        <IconTool label={t("toolbar.undo")} shortcut={`${MOD}Z`} keys="Control+Z Meta+Z" onClick={props.onUndo} disabled={!editable || !props.canUndo}>
          <IconUndo size={15} />
        </IconTool>
        <IconTool
          label={t("toolbar.redo")}
          shortcut={isMac ? "⇧⌘Z" : "Ctrl+Y"}
          keys="Control+Y Shift+Control+Z Shift+Meta+Z"
          onClick={props.onRedo}
          disabled={!editable || !props.canRedo}
        >
          <IconRedo size={15} />
        </IconTool>
      </div>
      <div className="wb-tool-group">
        <IconTool label={t("toolbar.focus")} shortcut="F" keys="F" onClick={props.commands.onFocus}>
          <IconFocus size={15} />
        </IconTool>
        <IconTool
          label={t("toolbar.duplicate")}
          shortcut={`${MOD}D`}
          keys="Control+D Meta+D"
          onClick={props.commands.onDuplicate}
          disabled={!editable || !props.selectionIsObject}
        >
          <IconCopy size={15} />
        </IconTool>
        <IconTool
          label={t("toolbar.delete")}
          shortcut={t("toolbar.deleteKey")}
          keys="Delete Backspace"
          onClick={props.commands.onDelete}
          disabled={!editable || !props.hasSelection}
        >
          <IconTrash size={15} />
        </IconTool>
      </div>
      <span className="wb-toolbar-spacer" />
      {props.canWrite ? (
        <SaveStatusIndicator status={props.saveStatus} />
      ) : (
        <Badge tone="neutral">
          <IconEye size={13} /> {t("toolbar.viewOnly")}
        </Badge>
      )}
    </div>
  );
}

interface IconToolProps {
  label: string;
  /** As people read it, in the tooltip. */
  shortcut: string;
  /** As assistive tech reads it (`aria-keyshortcuts`). */
  keys: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}

function IconTool({ label, shortcut, keys, onClick, disabled, children }: IconToolProps) {
  const t = useT();
  return (
    <button
      type="button"
      className="wb-tool wb-tool-icon"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={t("toolbar.withShortcut", { label, shortcut })}
      aria-keyshortcuts={keys}
    >
      {children}
    </button>
  );
}
