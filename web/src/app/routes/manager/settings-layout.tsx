import { useEffect, useRef } from "react";
import { NavLink, Outlet, useLocation } from "react-router-dom";
import { PageHeader } from "@/components/ui/page-header";
import { cn } from "@/lib/cn";
import { useT } from "../../messages";
import { settingsTabs } from "./settings-tabs";

/** Settings: one header, then a tab bar over the profile, API keys, webhooks and API reference screens. */
export default function SettingsLayout() {
  const t = useT();
  const tabs = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On a phone the tab bar scrolls sideways: keep the open section's tab in sight.
  useEffect(() => {
    const bar = tabs.current;
    const active = bar?.querySelector<HTMLElement>(".tab-active");
    if (!bar || !active) return;
    if (active.offsetLeft < bar.scrollLeft || active.offsetLeft + active.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = active.offsetLeft - 16;
    }
  }, [pathname]);

  return (
    <>
      <PageHeader title={t("settingsLayout.title")} description={t("settingsLayout.description")} />
      <nav ref={tabs} className="tabs" aria-label={t("settingsLayout.sections")}>
        {settingsTabs.map((tab) => (
          <NavLink
            key={tab.path}
            to={tab.path ? `/manager/panel/settings/${tab.path}` : "/manager/panel/settings"}
            end={tab.path === ""}
            className={({ isActive }) => cn("tab", isActive && "tab-active")}
          >
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
