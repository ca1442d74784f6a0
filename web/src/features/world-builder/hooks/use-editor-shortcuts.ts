import { useEffect, useRef } from "react";
import type { SelectionCommands } from "../components/editor-scene";
import type { GizmoMode } from "../components/stage/selection-gizmo";

export interface EditorShortcutHandlers extends SelectionCommands {
  editable: boolean;
  onMode: (mode: GizmoMode) => void;
  onUndo: () => void;
  onRedo: () => void;
  onEscape: () => void;
  /**
   * Moves the selected object along the floor (metres, x to the right, z towards the viewer) or
   * turns it about the vertical (degrees); answers false when nothing is selected, so the key
   * keeps its usual meaning (scrolling).
   */
  onNudge: (move: { x: number; z: number; turnDegrees: number }) => boolean;
}

/** Arrow keys move 10 cm (1 m with Shift); [ and ] turn 15° (45° with Shift). */
const NUDGE = { step: 0.1, bigStep: 1, turn: 15, bigTurn: 45 };

type Nudge = { x: number; z: number; turnDegrees: number };

/** What an arrow or bracket key does to the selected object, if it is one of them. */
export function nudgeFor(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">): Nudge | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const step = event.shiftKey ? NUDGE.bigStep : NUDGE.step;
  const turn = event.shiftKey ? NUDGE.bigTurn : NUDGE.turn;
  switch (event.key) {
    case "ArrowLeft":
      return { x: -step, z: 0, turnDegrees: 0 };
    case "ArrowRight":
      return { x: step, z: 0, turnDegrees: 0 };
    case "ArrowUp":
      return { x: 0, z: -step, turnDegrees: 0 };
    case "ArrowDown":
      return { x: 0, z: step, turnDegrees: 0 };
    case "[":
    case "{":
      return { x: 0, z: 0, turnDegrees: turn };
    case "]":
    case "}":
      return { x: 0, z: 0, turnDegrees: -turn };
    default:
      return null;
  }
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
 * Ctrl+Y, arrows and [ ] to nudge and turn the selection), listened to on the window while the screen is open and the focus is not in a field.
 */
export function useEditorShortcuts(handlers: EditorShortcutHandlers) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      // An open dialog or menu owns the keyboard.
      if (document.querySelector("[role=dialog][data-state=open], [role=menu]")) return;
      const nudge = nudgeFor(event);
      if (nudge) {
        if (ref.current.editable && ref.current.onNudge(nudge)) event.preventDefault();
        return;
      }
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
