import { addBrandMemberSchema, type AddBrandMember, type RouteResponse } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";

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
    invalidates: ({ brandId }) => [...memberKeys.afterBrandChange(brandId)],
    success: ({ member, invitation }) =>
      member ? `${member.email} can now work on this brand.` : `${invitation?.email ?? "They"} will get this brand role on accepting their invitation.`,
  });
}
