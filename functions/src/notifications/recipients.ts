import { effectiveBrandRole } from "@vitrine/contract";
import type { BrandDoc, MemberDoc } from "../firestore/stored-documents.js";

/**
 * Who, of the people an event concerns, is told: each once, never the person who acted, and only
 * active members of the workspace who still reach the brand (a member removed from the workspace,
 * or from the brand, is told nothing of it).
 */
export function chooseRecipients(
  candidates: readonly string[],
  actorUid: string | null,
  brandId: string,
  memberOf: (uid: string) => Pick<MemberDoc, "status" | "role" | "brandRoles"> | undefined,
): string[] {
  const chosen: string[] = [];
  for (const uid of new Set(candidates)) {
    if (!uid || uid === actorUid) continue;
    const member = memberOf(uid);
    if (!member || member.status !== "active") continue;
    if (effectiveBrandRole(member.role, member.brandRoles?.[brandId]) === undefined) continue;
    chosen.push(uid);
  }
  return chosen;
}

/**
 * Who is asked to decide a publish request: the brand's own admins and its named approvers. When
 * none of them may be told (none exist, or the only one is who asked), the workspace's admins and
 * owners are (they count as admins of every brand), so a request never waits unseen.
 */
export function chooseApprovers(
  brand: Pick<BrandDoc, "publishApprovers">,
  brandAdminUids: readonly string[],
  workspaceAdminUids: readonly string[],
  actorUid: string | null,
  brandId: string,
  memberOf: (uid: string) => Pick<MemberDoc, "status" | "role" | "brandRoles"> | undefined,
): string[] {
  const own = chooseRecipients([...brandAdminUids, ...(brand.publishApprovers ?? [])], actorUid, brandId, memberOf);
  return own.length > 0 ? own : chooseRecipients(workspaceAdminUids, actorUid, brandId, memberOf);
}
