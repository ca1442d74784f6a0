import { addBrandMemberSchema, type AddBrandMember, type RouteResponse } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { brandMemberKeys } from "./brand-member-keys";

export { addBrandMemberSchema };

export interface AddBrandMemberInput {
  brandId: string;
  member: AddBrandMember;
}

export function addBrandMember({ brandId, member }: AddBrandMemberInput): Promise<RouteResponse<"addBrandMember">> {
  return api("addBrandMember", { params: { brandId }, body: member });
}

export function useAddBrandMember() {
  return useApiMutation(addBrandMember, {
    invalidates: ({ brandId }) => [brandMemberKeys.lists(brandId)],
    success: ({ member, invitation }) =>
      member ? `${member.email} can now work on this brand.` : `${invitation?.email ?? "They"} will get this brand role on accepting their invitation.`,
  });
}
