import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { Logo } from "@/components/logo";
import { isApiError } from "@/lib/api-error";
import { useAuth } from "@/lib/auth/auth-provider";
import { useMe } from "@/data/me/get-me";
import { errorDescription } from "@/lib/notify";
import { ConsoleShell } from "../../shell/console-shell";
import { signInPathFor } from "@/lib/auth/sign-in-path";
import { useT } from "../../messages";
import "../standalone-page.css";

/** Every `/manager/panel` screen: requires sign-in and the caller's roles, then the console shell. */
export default function PanelLayout() {
  const location = useLocation();
  const { authUser, isLoading } = useAuth();
  const { data: me, error, mutate } = useMe();
  const t = useT();

  if (isLoading) return <LoadingPlaceholder fullScreen text={t("loading.signingIn")} />;
  if (!authUser || authUser.isAnonymous) return <Navigate to={signInPathFor(location)} replace />;
  if (isApiError(error) && error.code === "workspace-suspended") {
    // Suspended by the people who run Vitrine: nothing the person can fix, so no retry button.
    return <SignOutPage title={t("panel.suspended.title")}>{t("panel.suspended.text")}</SignOutPage>;
  }
  if (isApiError(error) && (error.code === "not-a-member" || error.code === "sso-required")) {
    // Signed in, but this way of signing in does not let them in: say why, and what to do.
    const notMember = error.code === "not-a-member";
    const account = authUser.email ?? t("panel.thisAccount");
    return (
      <SignOutPage title={notMember ? t("panel.notMember.title") : t("panel.ssoRequired.title")}>
        {notMember ? t("panel.notMember.text", { account }) : t("panel.ssoRequired.text", { account })}
      </SignOutPage>
    );
  }
  if (error && !me) {
    const noAccess = isApiError(error) && (error.status === 403 || error.status === 404);
    return (
      <div className="standalone-page">
        <Logo />
        <h1 className="standalone-title">{noAccess ? t("panel.noAccess.title") : t("panel.loadFailed.title")}</h1>
        <p className="standalone-text">
          {noAccess ? t("panel.noAccess.text", { account: authUser.email ?? t("panel.thisAccount") }) : errorDescription(error)}
        </p>
        <div className="standalone-actions">
          {!noAccess && (
            <Button variant="primary" onClick={() => mutate()}>
              {t("panel.tryAgain")}
            </Button>
          )}
          <a className="btn btn-secondary" href="/manager/logout">
            {t("panel.signOut")}
          </a>
        </div>
      </div>
    );
  }
  if (!me) return <LoadingPlaceholder fullScreen text={t("loading.workspace")} />;
  return <ConsoleShell me={me} />;
}

/** A page the person can only leave: why they cannot use the workspace, and a way to sign out. */
function SignOutPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="standalone-page">
      <Logo />
      <h1 className="standalone-title">{title}</h1>
      <p className="standalone-text">{children}</p>
      <div className="standalone-actions">
        <a className="btn btn-secondary" href="/manager/logout">
          {t("panel.signOut")}
        </a>
      </div>
    </div>
  );
}
