import { useCallback, useEffect, useRef, useState } from "react";
import { uploadKinds, type Upload } from "@vitrine/contract";
import { errorMessage } from "@/lib/notify";
import { uploadFile } from "@/lib/upload-file";
import { formatNumber } from "@/lib/format";
import { useT } from "./messages";

export type ImageUploadState =
  | { status: "idle" }
  | { status: "uploading"; fraction: number; previewUrl: string }
  | { status: "done"; upload: Upload; previewUrl: string }
  | { status: "failed"; message: string };

const MB = 1024 * 1024;

/** Why a picked file cannot be an image upload, before any byte is sent; null when it can. */
export function imageFileIssue(file: File): string | null {
  const rule = uploadKinds.image;
  if (!(rule.contentTypes as readonly string[]).includes(file.type)) return useT.now("imageUpload.wrongType");
  if (file.size > rule.maxBytes)
    return useT.now("imageUpload.tooLarge", {
      size: formatNumber(file.size / MB, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
      max: formatNumber(rule.maxBytes / MB, { useGrouping: false }),
    });
  if (file.size === 0) return useT.now("imageUpload.empty");
  return null;
}

/**
 * One image upload at a time, with progress and a local preview: picking a new file (or
 * `reset`, or unmounting) cancels the one in flight. The caller keeps `upload.id` to save.
 */
export function useImageUpload(brandId: string) {
  const [state, setState] = useState<ImageUploadState>({ status: "idle" });
  const abort = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const dropPreview = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  };

  const reset = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    dropPreview();
    setState({ status: "idle" });
  }, []);

  useEffect(() => reset, [reset]);

  const start = useCallback(
    async (file: File): Promise<Upload | null> => {
      reset();
      const issue = imageFileIssue(file);
      if (issue) {
        setState({ status: "failed", message: issue });
        return null;
      }
      const controller = new AbortController();
      abort.current = controller;
      const previewUrl = URL.createObjectURL(file);
      preview.current = previewUrl;
      setState({ status: "uploading", fraction: 0, previewUrl });
      try {
        const upload = await uploadFile({
          brandId,
          kind: "image",
          file,
          fileName: file.name,
          onProgress: (fraction) => !controller.signal.aborted && setState({ status: "uploading", fraction, previewUrl }),
          signal: controller.signal,
        });
        if (controller.signal.aborted) return null;
        setState({ status: "done", upload, previewUrl });
        return upload;
      } catch (caught) {
        if (caught instanceof DOMException && caught.name === "AbortError") return null;
        setState({ status: "failed", message: errorMessage(caught) });
        return null;
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [brandId, reset],
  );

  return { state, start, reset, busy: state.status === "uploading" };
}
