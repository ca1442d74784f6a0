import type { Page, TenantMember, TenantMemberListItem } from "@vitrine/contract";
import { tenantAuth } from "../firebase.js";
import { accountMatchesMembership } from "../sso/sso-requirement.js";

/**
 * The member list's `accountEmailChanged`: whether a person's account has moved off the address
 * their membership was made for, which `authenticate` refuses until an owner re-links them. Owners
 * would otherwise only learn of it from the person. One Auth lookup per page (a page holds at most
 * 100 people, which is also `getUsers`' limit). An account that no longer exists is not marked:
 * there is nothing to re-link.
 */
export async function withAccountEmailState(authTenantId: string, page: Page<TenantMember>): Promise<Page<TenantMemberListItem>> {
  if (page.items.length === 0) return { ...page, items: [] };
  const { users } = await tenantAuth(authTenantId).getUsers(page.items.map((member) => ({ uid: member.uid })));
  const accountEmails = new Map(users.map((user) => [user.uid, user.email]));
  return {
    ...page,
    items: page.items.map((member) => ({
      ...member,
      accountEmailChanged: accountEmails.has(member.uid) && !accountMatchesMembership(member, accountEmails.get(member.uid)),
    })),
  };
}
