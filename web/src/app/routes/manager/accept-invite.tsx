import { AcceptInviteScreen } from "@/features/auth/components/accept-invite-screen";

/** Public like sign-in: the invitee has no account until they accept. */
export default function AcceptInvite() {
  return <AcceptInviteScreen />;
}
