import { api } from "@/lib/api";
import { brandKeys } from "@/data/brands/keys";
import { meKeys } from "@/data/me/keys";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";
import { useT } from "../messages";

export interface RemoveBrandMemberInput {
  brandId: string;
  uid: string;
}

export function removeBrandMember({ brandId, uid }: RemoveBrandMemberInput): Promise<{ ok: true }> {
  return api("removeBrandMember", { params: { brandId, uid } });
}

export function useRemoveBrandMember() {
  const t = useT();
  return useApiMutation(removeBrandMember, {
    // The brand drops a removed member from its named approvers.
    invalidates: ({ brandId }) => [...memberKeys.afterBrandChange(brandId), meKeys.all, brandKeys.detail(brandId)],
    success: t("members.removedFromBrand"),
  });
}
