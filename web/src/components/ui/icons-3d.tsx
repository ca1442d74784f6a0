/**
 * Line icons in the style of `icons.tsx` for the 3D screens' toolbars (the model viewer and the
 * world builder): transform tools, snapping, view toggles, history, framing and the camera. Both
 * screens draw them at 15px (`size={15}`).
 */
import { makeIcon as lineIcon } from "./icons";

export const IconMove = lineIcon(["M12 3v18", "M3 12h18", "M9 6l3-3 3 3", "M9 18l3 3 3-3", "M6 9l-3 3 3 3", "M18 9l3 3-3 3"], "IconMove");
/** Rotating, and turning on its own (the model viewer's auto-rotate). */
export const IconRotate = lineIcon(["M20 12a8 8 0 1 1-2.34-5.66", "M20 4v4h-4"], "IconRotate");
export const IconScale = lineIcon(["M4 20L20 4", "M14 4h6v6", "M4 14v6h6"], "IconScale");
export const IconSnap = lineIcon(["M4 4h4v4H4z", "M16 4h4v4h-4z", "M4 16h4v4H4z", "M16 16h4v4h-4z", "M8 6h8", "M6 8v8", "M18 8v8", "M8 18h8"], "IconSnap");
export const IconGrid = lineIcon(["M3 9h18", "M3 15h18", "M9 3v18", "M15 3v18", "M3 3h18v18H3z"], "IconGrid");
export const IconUndo = lineIcon(["M9 14L4 9l5-5", "M4 9h11a5 5 0 0 1 0 10h-3"], "IconUndo");
export const IconRedo = lineIcon(["M15 14l5-5-5-5", "M20 9H9a5 5 0 0 0 0 10h3"], "IconRedo");
export const IconFocus = lineIcon(["M4 8V4h4", "M16 4h4v4", "M20 16v4h-4", "M8 20H4v-4", "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"], "IconFocus");
export const IconWireframe = lineIcon(["M4 20L12 4l8 16H4z", "M8 12h8", "M12 4v16", "M8 12l4 8 4-8"], "IconWireframe");
export const IconBounds = lineIcon(["M4 8V4h4", "M16 4h4v4", "M20 16v4h-4", "M8 20H4v-4", "M9 9h6v6H9z"], "IconBounds");
export const IconCamera = lineIcon(
  ["M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3l-2.5-3z", "M12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z"],
  "IconCamera",
);
