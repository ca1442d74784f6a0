import { updateBrandMemberSchema, type BrandMember, type BrandRole } from "@vitrine/contract";
import { api } from "@/lib/api";
import { meKeys } from "@/data/me/keys";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";
import { useT } from "../messages";

export { updateBrandMemberSchema };

export interface UpdateBrandMemberInput {
  brandId: string;
  uid: string;
  role: BrandRole;
}

export function updateBrandMember({ brandId, uid, role }: UpdateBrandMemberInput): Promise<BrandMember> {
  return api("updateBrandMember", { params: { brandId, uid }, body: { role } });
}

export function useUpdateBrandMember() {
  const t = useT();
  return useApiMutation(updateBrandMember, {
    invalidates: ({ brandId }) => [...memberKeys.afterBrandChange(brandId), meKeys.all],
    success: (member) => t("members.brandRoleChanged", { name: member.displayName ?? member.email, role: member.role }),
  });
}
