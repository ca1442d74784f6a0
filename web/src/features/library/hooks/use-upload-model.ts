import { useCallback, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import type { FieldIssue, LibraryObject } from "@vitrine/contract";
import { createLibraryObject } from "@/data/library/create-library-object";
import { libraryKeys } from "@/data/library/keys";
import { updateLibraryObject } from "@/data/library/update-library-object";
import { isApiError } from "@/lib/api-error";
import { errorMessage, toastError, toastSuccess } from "@/lib/notify";
import { keyStartsWith } from "@/lib/swr";
import { toast } from "@/lib/toast";
import { uploadFile } from "@/lib/upload-file";
import { useT } from "../messages";

export type UploadStage = "idle" | "uploading" | "checking" | "thumbnail";

/** What the validator refused, shown inside the dialog next to the file (not as a passing toast). */
export interface UploadRejection {
  message: string;
  /** The first few validator issues; the full list can be long. */
  issues: FieldIssue[];
}

export interface UploadModelInput {
  brandId: string;
  file: File;
  name: string;
  tags: string[];
}

const SHOWN_ISSUES = 3;

/**
 * The whole "add a model" flow: upload the GLB (with progress), add it to the library (validated
 * now, optimised in the background), then render and attach a thumbnail. The thumbnail is a nicety:
 * when it fails the model is still added and a warning says so.
 */
export function useUploadModel() {
  const { mutate } = useSWRConfig();
  const [stage, setStage] = useState<UploadStage>("idle");
  const [progress, setProgress] = useState(0);
  const [rejection, setRejection] = useState<UploadRejection | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const refreshLists = useCallback(() => mutate((key) => keyStartsWith(key, libraryKeys.lists())), [mutate]);

  const attachThumbnail = useCallback(async (brandId: string, file: File, object: LibraryObject) => {
    try {
      // three is loaded here, on the first upload, and never with the console itself.
      const { renderThumbnail } = await import("../lib/render-thumbnail");
      const png = await renderThumbnail(file);
      const image = await uploadFile({ brandId, kind: "image", file: png, fileName: `${object._id}-thumbnail.png`, contentType: "image/png" });
      await updateLibraryObject({ objectId: object._id, changes: { thumbnailUploadId: image.id } });
      return true;
    } catch (caught) {
      toast({ title: useT.now("upload.noThumbnail"), description: useT.now("upload.noThumbnailDescription", { error: errorMessage(caught) }) });
      return false;
    }
  }, []);

  const upload = useCallback(
    async ({ brandId, file, name, tags }: UploadModelInput): Promise<LibraryObject | null> => {
      const controller = new AbortController();
      abortRef.current = controller;
      setRejection(null);
      setProgress(0);
      setStage("uploading");
      try {
        // Browsers rarely know a .glb's type: say it, or the ticket is refused.
        const uploaded = await uploadFile({
          brandId,
          kind: "model",
          file,
          fileName: file.name,
          contentType: "model/gltf-binary",
          onProgress: setProgress,
          signal: controller.signal,
        });
        setStage("checking");
        const object = await createLibraryObject({ brandId, object: { uploadId: uploaded.id, name, tags } });
        // The card shows up (optimising) while the thumbnail is drawn.
        await refreshLists();
        setStage("thumbnail");
        const withThumbnail = await attachThumbnail(brandId, file, object);
        if (withThumbnail) await refreshLists();
        if (withThumbnail) toastSuccess({ description: useT.now("upload.added", { name: object.name }) });
        return object;
      } catch (caught) {
        if (caught instanceof DOMException && caught.name === "AbortError") return null;
        if (isApiError(caught) && caught.status === 422) {
          setRejection({ message: caught.message, issues: caught.issues.slice(0, SHOWN_ISSUES) });
        } else {
          toastError(caught);
        }
        return null;
      } finally {
        abortRef.current = null;
        setStage("idle");
      }
    },
    [attachThumbnail, refreshLists],
  );

  const cancel = useCallback(() => abortRef.current?.abort(), []);
  const reset = useCallback(() => {
    setRejection(null);
    setProgress(0);
  }, []);

  return { upload, cancel, reset, stage, progress, rejection, busy: stage !== "idle" };
}
