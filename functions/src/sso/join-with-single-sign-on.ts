import { FieldValue } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { conflict, notMember } from "../errors.js";
import { readInvitationBrands, usableInvitationFor, writeAcceptedInvitation } from "../invitations/invitations.js";
import { coversEmail } from "./sso.js";
import { membersCol } from "../firestore/collections.js";
import type { MemberDoc, SsoDoc } from "../firestore/stored-documents.js";

/** The identity an SSO sign-in proved, from the verified ID token. */
export interface SsoIdentity {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

const notAMember = (workspaceName: string) => notMember(`You are not a member of ${workspaceName} yet: ask one of its admins for an invitation`);

/**
 * Just-in-time joining: a person the workspace's provider signed in, whose verified email is of one
 * of its domains, becomes an active member, if the owners allowed it. An admin who invited that
 * address chose its role and brands on purpose, so a pending invitation of it is accepted with
 * them; without one the person gets the default role. One transaction that reads the member first,
 * so concurrent first requests make one member (the others see it when their transaction retries).
 */
export async function joinWithSingleSignOn(tenant: { id: string; name: string }, sso: SsoDoc, identity: SsoIdentity): Promise<MemberDoc> {
  if (!sso.jitJoining.enabled || !identity.emailVerified || !coversEmail(sso, identity.email)) throw notAMember(tenant.name);
  const email = identity.email!.toLowerCase();
  const ref = membersCol(tenant.id).doc(identity.uid);
  const displayName = identity.name ?? email.split("@")[0]!;
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const existing = snap.data() as MemberDoc | undefined;
    if (existing?.status === "active") return existing;
    const sameEmail = await tx.get(membersCol(tenant.id).where("email", "==", email));
    if (sameEmail.docs.some((d) => d.id !== identity.uid && (d.data() as MemberDoc).status === "active")) {
      throw conflict(`${email} is already a member of ${tenant.name} with another account: sign in with that one`);
    }
    const invitation = await usableInvitationFor(tx, tenant.id, email);
    if (invitation) {
      const brandSnaps = await readInvitationBrands(tx, invitation.doc);
      return writeAcceptedInvitation(tx, tenant.id, invitation, brandSnaps, { uid: identity.uid, displayName }, { joinedWith: sso.providerId });
    }
    const member: MemberDoc = {
      uid: identity.uid,
      email,
      displayName,
      role: sso.jitJoining.defaultRole,
      status: "active",
      brandRoles: {},
      joinedWith: sso.providerId,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: identity.uid,
    };
    tx.set(ref, member);
    return member;
  });
}
