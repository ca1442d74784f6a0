import { Fragment, type ReactNode } from "react";
import { Link, useMatches, useParams } from "react-router-dom";
import { IconChevronRight } from "@/components/ui/icons";
import { useExperience } from "@/data/experiences/get-experience";
import { useBrand } from "@/data/brands/get-brand";
import { experienceTabs } from "../routes/manager/experience-tabs";

/** Labels of the route ids that show up as a breadcrumb. */
const crumbLabels: Record<string, string> = {
  brands: "Brands",
  "panel-index": "Brands",
  settings: "Settings",
  "settings-api-keys": "API keys",
  "settings-webhooks": "Webhooks",
  "settings-api-reference": "API reference",
  "tenant-users": "Tenant users",
  "brand-users": "Brand users",
  sets: "Sets",
  surveys: "Surveys",
  stores: "Stores",
  store: "Store",
  videos: "Videos",
  experience: "Experience",
};

function BrandName({ brandId }: { brandId: string }) {
  const { data } = useBrand(brandId);
  return <>{data?.name ?? "Brand"}</>;
}

function ExperienceName({ brandId, experienceId }: { brandId: string; experienceId: string }) {
  const { data } = useExperience(brandId, experienceId);
  return <>{data?.name ?? "Experience"}</>;
}

export function Breadcrumbs({ tenantName }: { tenantName: string }) {
  const matches = useMatches();
  const { brandId, experienceId } = useParams();
  // The workspace is context, not a destination: it is shown but not linked.
  const crumbs: Array<{ key: string; to: string | null; label: ReactNode }> = [{ key: "tenant", to: null, label: tenantName }];

  for (const match of matches) {
    if (match.id === "brand" && brandId) {
      crumbs.push({ key: "brands", to: "/manager/panel/brands", label: "Brands" });
      crumbs.push({ key: "brand", to: match.pathname, label: <BrandName brandId={brandId} /> });
    } else if (match.id === "experience" && brandId && experienceId) {
      crumbs.push({ key: "experience", to: match.pathname, label: <ExperienceName brandId={brandId} experienceId={experienceId} /> });
    } else if (match.id.startsWith("experience-") && match.id !== "experience-index") {
      const area = match.id.slice("experience-".length);
      const tab = experienceTabs.find((candidate) => candidate.path === area);
      crumbs.push({ key: match.id, to: match.pathname, label: tab?.crumb ?? area });
    } else if (match.id === "settings-webhook") {
      // An endpoint's page is reached from the webhooks list, which is not its parent route.
      crumbs.push({ key: "settings-webhooks", to: "/manager/panel/settings/webhooks", label: "Webhooks" });
      crumbs.push({ key: match.id, to: match.pathname, label: "Endpoint" });
    } else if (crumbLabels[match.id]) {
      crumbs.push({ key: match.id, to: match.pathname, label: crumbLabels[match.id] });
    }
  }

  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.key}>
              <li>
                {last || !crumb.to ? (
                  <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
                ) : (
                  <Link to={crumb.to}>{crumb.label}</Link>
                )}
              </li>
              {!last && (
                <li aria-hidden="true" className="breadcrumbs-separator">
                  <IconChevronRight size={14} />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
