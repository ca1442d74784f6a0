import { Fragment, type ReactNode } from "react";
import { Link, useMatches, useParams } from "react-router-dom";
import { IconChevronRight } from "@/components/ui/icons";
import { useExperience } from "@/data/experiences/get-experience";
import { useBrand } from "@/data/brands/get-brand";
import { useT } from "../messages";
import type Source from "../messages/en.json";
import { experienceTabs } from "../routes/manager/experience-tabs";

/** Labels (keys of the app's catalogue) of the route ids that show up as a breadcrumb. */
export const crumbLabels: Record<string, keyof typeof Source> = {
  brands: "breadcrumbs.brands",
  "panel-index": "breadcrumbs.brands",
  settings: "breadcrumbs.settings",
  "settings-api-keys": "breadcrumbs.apiKeys",
  "settings-webhooks": "breadcrumbs.webhooks",
  "settings-api-reference": "breadcrumbs.apiReference",
  "settings-sso": "breadcrumbs.sso",
  "settings-audit-log": "breadcrumbs.auditLog",
  "tenant-users": "breadcrumbs.tenantUsers",
  "brand-users": "breadcrumbs.brandUsers",
  sets: "breadcrumbs.sets",
  library: "breadcrumbs.library",
  surveys: "breadcrumbs.surveys",
  stores: "breadcrumbs.stores",
  store: "breadcrumbs.store",
  videos: "breadcrumbs.videos",
  experience: "breadcrumbs.experience",
};

/**
 * The signed-in panel's route ids that add no crumb of their own: a layout, an index page whose
 * parent's crumb names it, or one the loop below names itself. Every other id of the panel needs a
 * label above (a unit test holds the two lists to the route table).
 */
export const routesWithoutOwnCrumb = new Set([
  "panel",
  "brand",
  "brand-overview",
  "experience",
  "experience-index",
  "settings-profile",
  "settings-webhook",
  "panel-not-found",
]);

function BrandName({ brandId }: { brandId: string }) {
  const { data } = useBrand(brandId);
  const t = useT();
  return <>{data?.name ?? t("breadcrumbs.brand")}</>;
}

function ExperienceName({ brandId, experienceId }: { brandId: string; experienceId: string }) {
  const { data } = useExperience(brandId, experienceId);
  const t = useT();
  return <>{data?.name ?? t("breadcrumbs.experience")}</>;
}

export function Breadcrumbs({ tenantName }: { tenantName: string }) {
  const matches = useMatches();
  const t = useT();
  const { brandId, experienceId } = useParams();
  // The workspace is context, not a destination: it is shown but not linked.
  const crumbs: Array<{ key: string; to: string | null; label: ReactNode }> = [{ key: "tenant", to: null, label: tenantName }];

  for (const match of matches) {
    if (match.id === "brand" && brandId) {
      crumbs.push({ key: "brands", to: "/manager/panel/brands", label: t("breadcrumbs.brands") });
      crumbs.push({ key: "brand", to: match.pathname, label: <BrandName brandId={brandId} /> });
    } else if (match.id === "experience" && brandId && experienceId) {
      crumbs.push({ key: "experience", to: match.pathname, label: <ExperienceName brandId={brandId} experienceId={experienceId} /> });
    } else if (match.id.startsWith("experience-") && match.id !== "experience-index") {
      const area = match.id.slice("experience-".length);
      const tab = experienceTabs.find((candidate) => candidate.path === area);
      crumbs.push({ key: match.id, to: match.pathname, label: tab ? t(tab.crumb) : area });
    } else if (match.id === "settings-webhook") {
      // An endpoint's page is reached from the webhooks list, which is not its parent route.
      crumbs.push({ key: "settings-webhooks", to: "/manager/panel/settings/webhooks", label: t("breadcrumbs.webhooks") });
      crumbs.push({ key: match.id, to: match.pathname, label: t("breadcrumbs.endpoint") });
    } else if (crumbLabels[match.id]) {
      crumbs.push({ key: match.id, to: match.pathname, label: t(crumbLabels[match.id]) });
    }
  }

  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs.label")}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.key}>
              <li>{last || !crumb.to ? <span aria-current={last ? "page" : undefined}>{crumb.label}</span> : <Link to={crumb.to}>{crumb.label}</Link>}</li>
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
