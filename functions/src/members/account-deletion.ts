import type { Caller } from "../auth/caller.js";
import type { IfMatch } from "../conditional.js";
import { db, tenantAuth } from "../firebase.js";
import { conflict, notFound } from "../errors.js";
import { getMe } from "./me.js";
import { brandMembersCol, membersCol } from "../firestore/collections.js";
import { forgetNotifications } from "../notifications/notifications.js";
import type { MemberDoc } from "../firestore/stored-documents.js";

/**
 * A person leaves: their membership of the workspace and of each brand, then their account (an
 * account exists for one workspace only). What they made stays, attributed to their uid. The last
 * owner cannot leave (409): they make someone else owner first, or delete the workspace.
 */
export async function deleteOwnAccount(caller: Caller, ifMatch?: IfMatch): Promise<void> {
  const ref = membersCol(caller.tenantId).doc(caller.uid);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Workspace member");
    await ifMatch?.assert(() => getMe(caller, tx));
    const member = snap.data() as MemberDoc;
    if (member.role === "owner") {
      const owners = await tx.get(membersCol(caller.tenantId).where("role", "==", "owner"));
      if (owners.size <= 1) {
        throw conflict("You are the workspace's last owner: make someone else owner first, or delete the workspace");
      }
    }
    tx.delete(ref);
    for (const brandId of Object.keys(member.brandRoles ?? {})) {
      tx.delete(brandMembersCol(brandId).doc(caller.uid));
    }
  });
  await forgetNotifications(caller.tenantId, caller.uid);
  await tenantAuth(caller.authTenantId)
    .deleteUser(caller.uid)
    .catch((err: { code?: string }) => {
      if (err.code !== "auth/user-not-found") throw err;
    });
}
