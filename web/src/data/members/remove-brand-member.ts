import { api } from "@/lib/api";
import { meKeys } from "@/lib/me";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";

export interface RemoveBrandMemberInput {
  brandId: string;
  uid: string;
}

export function removeBrandMember({ brandId, uid }: RemoveBrandMemberInput): Promise<{ ok: true }> {
  return api("removeBrandMember", { params: { brandId, uid } });
}

export function useRemoveBrandMember() {
  return useApiMutation(removeBrandMember, {
    invalidates: ({ brandId }) => [...memberKeys.afterBrandChange(brandId), meKeys.all],
    success: "Removed from the brand.",
  });
}
