import { updateBrandMemberSchema, type BrandMember, type BrandRole } from "@contract";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/me";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";

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
  return useApiMutation(updateBrandMember, {
    invalidates: ({ brandId }) => [...memberKeys.afterBrandChange(brandId), meKeys.all],
    success: (member) => `${member.displayName ?? member.email} is now ${member.role === "admin" || member.role === "editor" ? "an" : "a"} ${member.role}.`,
  });
}
