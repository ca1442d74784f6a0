import { NavLink, Outlet, useParams } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { cn } from "@/lib/cn";
import { experienceTabs } from "./experience-tabs";

/** The experience area: a tab bar over its twelve sub-screens (built in later issues). */
export default function ExperienceLayout() {
  const { experienceId = "" } = useParams();
  return (
    <>
      <PageHeader
        title="Experience"
        description={
          <>
            <span className="mono">{experienceId}</span> <Badge tone="neutral">Draft</Badge>
          </>
        }
      />
      <nav className="tabs" aria-label="Experience sections">
        {experienceTabs.map((tab) => (
          <NavLink key={tab.path} to={tab.path} className={({ isActive }) => cn("tab", isActive && "tab-active")}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
