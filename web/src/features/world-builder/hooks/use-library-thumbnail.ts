import type { LibraryObject } from "@vitrine/contract";
import { useEffect, useState } from "react";
import { libraryThumbnail } from "../lib/thumbnail-renderer";

/** The model's stored thumbnail, or one drawn here from its GLB (null until drawn, or if it cannot be). */
export function useLibraryThumbnail(object: LibraryObject): string | null {
  const [drawn, setDrawn] = useState<{ key: string; url: string | null } | null>(null);
  const key = `${object._id}\n${object.glb}`;
  const needsDrawing = !object.thumbnail && object.status !== "failed";
  useEffect(() => {
    if (!needsDrawing) return;
    let current = true;
    void libraryThumbnail(object._id, object.glb).then((url) => {
      if (current) setDrawn({ key, url });
    });
    return () => {
      current = false;
    };
  }, [needsDrawing, key, object._id, object.glb]);
  if (object.thumbnail) return object.thumbnail;
  return drawn?.key === key ? drawn.url : null;
}
