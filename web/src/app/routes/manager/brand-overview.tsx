import { useParams } from "react-router-dom";
import { BrandOverview } from "@/features/brands/components/brand-overview";
import { AnalyticsSummary } from "@/features/analytics/components/analytics-summary";
import { ExperienceList } from "@/features/experiences/components/experience-list";

export default function BrandOverviewRoute() {
  const { brandId = "" } = useParams();
  // Keyed by brand so switching brands resets the forms instead of carrying edits across.
  return (
    <BrandOverview
      key={brandId}
      brandId={brandId}
      experiences={
        <>
          <AnalyticsSummary brandId={brandId} />
          <ExperienceList brandId={brandId} />
        </>
      }
    />
  );
}
