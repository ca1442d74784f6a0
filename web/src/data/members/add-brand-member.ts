import { addBrandMemberSchema, type AddBrandMember, type RouteResponse } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";
import { useT } from "../messages";

export { addBrandMemberSchema };

export interface AddBrandMemberInput {
  brandId: string;
  member: AddBrandMember;
}

export function addBrandMember({ brandId, member }: AddBrandMemberInput): Promise<RouteResponse<"addBrandMember">> {
  return api("addBrandMember", { params: { brandId }, body: member });
}

export function useAddBrandMember() {
  const t = useT();
  return useApiMutation(addBrandMember, {
    invalidates: ({ brandId }) => [...memberKeys.afterBrandChange(brandId)],
    success: ({ member, invitation }) =>
      member
        ? t("members.addedToBrand", { email: member.email })
        : invitation
          ? t("members.brandRoleOnAcceptance", { email: invitation.email })
          : t("members.brandRoleOnAcceptanceNoEmail"),
  });
}
