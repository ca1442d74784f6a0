import { useEffect, useState } from "react";
import { Outlet, useLocation, useNavigation, useParams } from "react-router-dom";
import type { Me } from "@vitrine/contract";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { VerifyEmailBanner } from "@/features/onboarding/components/verify-email-banner";
import { cn } from "@/lib/cn";
import { WorkspaceDeletionBanner } from "@/features/settings/components/workspace-deletion-banner";
import { Breadcrumbs } from "./breadcrumbs";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";
import { useT } from "../messages";

/**
 * While the next screen's code downloads, show the loading placeholder in the content area —
 * but only after a short delay, so fast navigations do not flash it.
 */
function usePendingScreen(delayMs = 150) {
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShow(false);
      return;
    }
    const timer = setTimeout(() => setShow(true), delayMs);
    return () => clearTimeout(timer);
  }, [pending, delayMs]);
  return show;
}

export function ConsoleShell({ me }: { me: Me }) {
  const { brandId } = useParams();
  const t = useT();
  const location = useLocation();
  const pending = usePendingScreen();
  const [navOpen, setNavOpen] = useState(false);
  // On phones the navigation is a drawer; close it once a link was followed.
  useEffect(() => setNavOpen(false), [location.pathname]);

  return (
    <div className={cn("shell", navOpen && "shell-nav-open")}>
      <Sidebar me={me} brandId={brandId} onClose={() => setNavOpen(false)} />
      <div className="shell-backdrop" onClick={() => setNavOpen(false)} aria-hidden="true" />
      <div className="shell-main">
        <TopBar me={me} brandId={brandId} onOpenNav={() => setNavOpen(true)} />
        <main className="shell-content" id="main">
          <div className="content">
            <VerifyEmailBanner />
            <WorkspaceDeletionBanner me={me} />
            <Breadcrumbs tenantName={me.tenant.name} />
            {pending ? <LoadingPlaceholder text={t("shell.loading")} /> : <Outlet />}
          </div>
        </main>
      </div>
    </div>
  );
}
