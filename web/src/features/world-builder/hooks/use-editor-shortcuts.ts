import { useEffect, useRef } from "react";
import type { GizmoMode } from "../components/stage/selection-gizmo";

export interface EditorShortcutHandlers {
  editable: boolean;
  onMode: (mode: GizmoMode) => void;
  onUndo: () => void;
  onRedo: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onFocus: () => void;
  onEscape: () => void;
}

/** Typing in a field must never move, delete or undo scene objects. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag !== "INPUT") return false;
  const type = (target as HTMLInputElement).type;
  return !["checkbox", "radio", "button", "submit", "range", "color"].includes(type);
}

/** Which editor command a key press means, if any (exported for tests). */
export function commandFor(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">) {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (event.altKey) return null;
  if (mod && key === "z") return event.shiftKey ? "redo" : "undo";
  if (mod && key === "y") return "redo";
  if (mod && key === "d") return "duplicate";
  if (mod) return null;
  if (event.shiftKey) return null;
  switch (key) {
    case "w":
      return "translate";
    case "e":
      return "rotate";
    case "r":
      return "scale";
    case "f":
      return "focus";
    case "delete":
    case "backspace":
      return "delete";
    case "escape":
      return "escape";
    default:
      return null;
  }
}

/**
 * The editor's keys (W/E/R modes, F focus, Delete, Ctrl/Cmd+D, Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and
 * Ctrl+Y), listened to on the window while the screen is open and the focus is not in a field.
 */
export function useEditorShortcuts(handlers: EditorShortcutHandlers) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      // An open dialog or menu owns the keyboard.
      if (document.querySelector("[role=dialog][data-state=open], [role=menu]")) return;
      const command = commandFor(event);
      if (!command) return;
      const h = ref.current;
      if (command === "focus") h.onFocus();
      else if (command === "escape") h.onEscape();
      else if (!h.editable) return;
      else if (command === "undo") h.onUndo();
      else if (command === "redo") h.onRedo();
      else if (command === "duplicate") h.onDuplicate();
      else if (command === "delete") h.onDelete();
      else h.onMode(command);
      // Ctrl+D would bookmark the page, Backspace might navigate back in old browsers.
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
