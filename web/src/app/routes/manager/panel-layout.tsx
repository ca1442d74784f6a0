import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { Logo } from "@/components/logo";
import { isApiError } from "@/lib/api-error";
import { useAuth } from "@/lib/auth/auth-provider";
import { useMe } from "@/lib/me";
import { errorDescription } from "@/lib/notify";
import { ConsoleShell } from "../../shell/console-shell";
import { signInPathFor } from "@/lib/auth/sign-in-path";

/** Every `/manager/panel` screen: requires sign-in and the caller's roles, then the console shell. */
export default function PanelLayout() {
  const location = useLocation();
  const { authUser, isLoading } = useAuth();
  const { data: me, error, mutate } = useMe();

  if (isLoading) return <LoadingPlaceholder fullScreen text="Signing you in…" />;
  if (!authUser || authUser.isAnonymous) return <Navigate to={signInPathFor(location)} replace />;
  if (isApiError(error) && error.code === "workspace-suspended") {
    // Suspended by the people who run Vitrine: nothing the person can fix, so no retry button.
    return (
      <SignOutPage title="This workspace is suspended">
        Nobody can use it for now, and its QR codes show a paused page. Nothing was deleted. Contact the people who run Vitrine for you to have it resumed.
      </SignOutPage>
    );
  }
  if (isApiError(error) && (error.code === "not-a-member" || error.code === "sso-required")) {
    // Signed in, but this way of signing in does not let them in: say why, and what to do.
    const notMember = error.code === "not-a-member";
    return (
      <SignOutPage title={notMember ? "You are not a member of this workspace yet" : "Sign in with your organisation"}>
        {notMember
          ? `${authUser.email ?? "This account"} signed in with your organisation’s single sign-on, but this workspace does not let people join by themselves. Ask one of its admins for an invitation, then open its link.`
          : `${authUser.email ?? "This account"} belongs to a domain that signs in to this workspace with single sign-on only. Sign out, then choose “Continue with …” on the sign-in screen.`}
      </SignOutPage>
    );
  }
  if (error && !me) {
    const noAccess = isApiError(error) && (error.status === 403 || error.status === 404);
    return (
      <div className="standalone-page">
        <Logo />
        <h1 className="standalone-title">{noAccess ? "No access to this workspace" : "Could not load your workspace"}</h1>
        <p className="standalone-text">
          {noAccess
            ? `${authUser.email ?? "This account"} is not a member of a Vitrine workspace, or its access was removed. Ask your workspace admin for an invitation.`
            : errorDescription(error)}
        </p>
        <div className="standalone-actions">
          {!noAccess && (
            <Button variant="primary" onClick={() => mutate()}>
              Try again
            </Button>
          )}
          <a className="btn btn-secondary" href="/manager/logout">
            Sign out
          </a>
        </div>
      </div>
    );
  }
  if (!me) return <LoadingPlaceholder fullScreen text="Loading your workspace…" />;
  return <ConsoleShell me={me} />;
}

/** A page the person can only leave: why they cannot use the workspace, and a way to sign out. */
function SignOutPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="standalone-page">
      <Logo />
      <h1 className="standalone-title">{title}</h1>
      <p className="standalone-text">{children}</p>
      <div className="standalone-actions">
        <a className="btn btn-secondary" href="/manager/logout">
          Sign out
        </a>
      </div>
    </div>
  );
}
