import type { VitrineSet } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { setKeys } from "./set-keys";

export function getSet(brandId: string, setId: string): Promise<VitrineSet> {
  return api("getSet", { params: { brandId, setId } });
}

export function useSet(brandId: string, setId: string | undefined) {
  return useSWR(setId ? setKeys.detail(brandId, setId) : null, () => getSet(brandId, setId!));
}
