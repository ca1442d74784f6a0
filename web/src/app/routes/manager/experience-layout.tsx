import { useEffect, useRef } from "react";
import { NavLink, Outlet, useLocation, useParams } from "react-router-dom";
import { ExperienceHeader } from "@/features/experiences/components/experience-header";
import { cn } from "@/lib/cn";
import { useT } from "../../messages";
import { experienceTabs } from "./experience-tabs";

/** The experience area: its header, then a tab bar over its sub-screens. */
export default function ExperienceLayout() {
  const { brandId = "", experienceId = "" } = useParams();
  const { pathname } = useLocation();
  const t = useT();
  const tabsRef = useRef<HTMLElement>(null);
  // On a phone the strip scrolls: keep the current section's tab in sight, not cut off at the edge.
  useEffect(() => {
    tabsRef.current?.querySelector(".tab-active")?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    // Keyed so that moving to another experience (e.g. a fresh duplicate) starts from its own state.
    <ExperienceHeader key={`${brandId}/${experienceId}`} brandId={brandId} experienceId={experienceId}>
      <nav ref={tabsRef} className="tabs" aria-label={t("experienceTabs.label")}>
        {experienceTabs.map((tab) => (
          <NavLink key={tab.path} to={tab.path} className={({ isActive }) => cn("tab", isActive && "tab-active")}>
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </ExperienceHeader>
  );
}
