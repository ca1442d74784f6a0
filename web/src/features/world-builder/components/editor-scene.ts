import type { LibraryObject, SceneObject } from "@vitrine/contract";
import type { Selection } from "../lib/editor-state";
import type { ProductPin } from "../lib/product-pin";
import type { GizmoMode } from "./stage/selection-gizmo";

/**
 * What the library panel, the viewport and the inspector all show and act on: the scene's objects
 * (and the library models they place) and product pins, the selection among them, and whether they
 * may change.
 */
export interface EditorScene {
  objects: SceneObject[];
  libraryById: ReadonlyMap<string, LibraryObject>;
  /** Products with a hotspot in this scene. */
  pins: ProductPin[];
  selection: Selection;
  editable: boolean;
  onSelect: (selection: Selection) => void;
}

/** The toolbar's switches, read by the stage (and snapping by the inspector). */
export interface EditorTools {
  mode: GizmoMode;
  snap: boolean;
  showGrid: boolean;
}

/** What can be done to the selection, from the toolbar, the inspector and the keyboard alike. */
export interface SelectionCommands {
  onDuplicate: () => void;
  onDelete: () => void;
  onFocus: () => void;
}
