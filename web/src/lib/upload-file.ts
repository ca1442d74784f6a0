import type { Upload, UploadKind } from "@vitrine/contract";
import { api } from "./api";
import { ApiError } from "./api-error";
import { useT } from "./messages";

export interface UploadFileOptions {
  brandId: string;
  kind: UploadKind;
  file: Blob;
  fileName: string;
  /** Defaults to the file's own type. GLB files often have none in browsers: pass model/gltf-binary. */
  contentType?: string;
  /** Fraction 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** PUTs bytes to an upload ticket's URL; XMLHttpRequest because fetch reports no upload progress. */
function putWithProgress(url: string, headers: Record<string, string>, file: Blob, onProgress?: (f: number) => void, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiError({ code: "invalid-argument", status: xhr.status, message: useT.now("upload.refused", { status: xhr.status }) }));
    };
    xhr.onerror = () => reject(new ApiError({ code: "network-error", message: useT.now("upload.failed") }));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * The one upload flow of the console: ask the API for a ticket (it checks size and type for the
 * kind), send the bytes straight to storage with progress, then let the API check what arrived.
 */
export async function uploadFile({ brandId, kind, file, fileName, contentType, onProgress, signal }: UploadFileOptions): Promise<Upload> {
  const ticket = await api("createUpload", {
    params: { brandId },
    body: { kind, fileName, contentType: contentType ?? file.type, size: file.size },
    signal,
  });
  await putWithProgress(ticket.uploadUrl, ticket.headers, file, onProgress, signal);
  onProgress?.(1);
  return api("completeUpload", { params: { brandId, uploadId: ticket.uploadId }, signal });
}
