import type { LibraryObject, SceneObject } from "@vitrine/contract";
import type { Selection } from "../lib/editor-state";

/**
 * What the library panel, the viewport and the inspector all show and act on: the scene's objects
 * (and the library models they place), the selection among them, and whether they may change.
 */
export interface EditorScene {
  objects: SceneObject[];
  libraryById: ReadonlyMap<string, LibraryObject>;
  selection: Selection;
  editable: boolean;
  onSelect: (selection: Selection) => void;
}

/** What can be done to the selection, from the toolbar, the inspector and the keyboard alike. */
export interface SelectionCommands {
  onDuplicate: () => void;
  onDelete: () => void;
  onFocus: () => void;
}
