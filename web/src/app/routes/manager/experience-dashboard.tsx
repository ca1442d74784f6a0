import { useParams } from "react-router-dom";
import { AnalyticsSummary } from "@/features/analytics/components/analytics-summary";
import { ExperienceDashboard } from "@/features/experiences/routes/experience-dashboard";

/** The experience dashboard with its last 7 days at a glance. */
export default function ExperienceDashboardRoute() {
  const { brandId = "", experienceId = "" } = useParams();
  return <ExperienceDashboard analytics={<AnalyticsSummary brandId={brandId} experienceId={experienceId} />} />;
}
