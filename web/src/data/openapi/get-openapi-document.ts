import type { OpenApiDocument } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { openApiKeys } from "./keys";

export function getOpenApiDocument(): Promise<OpenApiDocument> {
  return api("getOpenApiDocument");
}

/** The document changes only with a deployment: read once per visit, not on every focus. */
export function useOpenApiDocument() {
  return useSWR(openApiKeys.document(), getOpenApiDocument, { revalidateOnFocus: false, revalidateIfStale: false });
}
