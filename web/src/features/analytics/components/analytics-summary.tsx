import { Link } from "react-router-dom";
import { buttonClass } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { IconChevronRight } from "@/components/ui/icons";
import { useBrandAnalyticsSummary } from "@/data/analytics/get-brand-analytics-summary";
import { useExperienceAnalytics } from "@/data/analytics/get-experience-analytics";
import { formatCount, formatDuration } from "../lib/format";
import { useT } from "../messages";
import { SessionsSparkline } from "./sessions-sparkline";
import { StatTiles } from "./stat-tiles";
import "./analytics.css";

interface AnalyticsSummaryProps {
  brandId: string;
  /** An experience's week; without it, the whole brand's with its busiest experiences. */
  experienceId?: string;
}

const WEEK = { days: 7 };

/**
 * The last 7 days at a glance, for the brand overview and the experience dashboard: headline
 * numbers, sessions per day, and the way to the full analytics.
 */
export function AnalyticsSummary({ brandId, experienceId }: AnalyticsSummaryProps) {
  return experienceId ? <ExperienceWeek brandId={brandId} experienceId={experienceId} /> : <BrandWeek brandId={brandId} />;
}

type Totals = { sessions: number; uniqueVisitors: number; productOpens: number; linkOuts: number; averageDwellSeconds: number | null };

function tiles(totals: Totals | undefined, t: ReturnType<typeof useT>) {
  return [
    { id: "sessions", label: t("tiles.sessions"), value: totals && formatCount(totals.sessions) },
    { id: "visitors", label: t("tiles.visitors"), value: totals && formatCount(totals.uniqueVisitors) },
    { id: "product opens", label: t("tiles.productOpens"), value: totals && formatCount(totals.productOpens) },
    { id: "average visit", label: t("tiles.averageVisit"), value: totals && formatDuration(totals.averageDwellSeconds) },
  ];
}

function ExperienceWeek({ brandId, experienceId }: { brandId: string; experienceId: string }) {
  const t = useT();
  const { data, error, mutate } = useExperienceAnalytics(brandId, experienceId, WEEK);
  return (
    <Card className="analytics-summary" data-testid="analytics-summary">
      <CardHeader
        title={t("summary.title")}
        description={data ? t("summary.daysIn", { timezone: data.timezone }) : t("summary.experienceDescription")}
        actions={
          <Link to={`/manager/panel/brands/${brandId}/experience/${experienceId}/analytics`} className={buttonClass("ghost", "sm")}>
            {t("summary.analytics")} <IconChevronRight />
          </Link>
        }
      />
      {error && !data ? (
        <ErrorState title={t("summary.loadError")} error={error} onRetry={() => mutate()} />
      ) : (
        <CardBody className="analytics-summary-body">
          <StatTiles compact tiles={tiles(data?.totals, t)} />
          {data && <SessionsSparkline series={data.series} />}
        </CardBody>
      )}
    </Card>
  );
}

function BrandWeek({ brandId }: { brandId: string }) {
  const t = useT();
  const { data, error, mutate } = useBrandAnalyticsSummary(brandId, WEEK);
  const busiest = data?.experiences.filter((e) => !e.deleted && e.sessions > 0).slice(0, 3) ?? [];
  return (
    <Card className="analytics-summary" data-testid="analytics-summary">
      <CardHeader title={t("summary.title")} description={data ? t("summary.brandDaysIn", { timezone: data.timezone }) : t("summary.brandDescription")} />
      {error && !data ? (
        <ErrorState title={t("summary.loadError")} error={error} onRetry={() => mutate()} />
      ) : (
        <CardBody className="analytics-summary-body">
          <StatTiles compact tiles={tiles(data?.totals, t)} />
          {data && <SessionsSparkline series={data.series} />}
          {busiest.length > 0 && (
            <ul className="analytics-summary-list" aria-label={t("summary.busiest")}>
              {busiest.map((e) => (
                <li key={e.experienceId}>
                  <Link to={`/manager/panel/brands/${brandId}/experience/${e.experienceId}/analytics`} className="analytics-summary-link">
                    <span className="cell-title">{e.name}</span>
                    <span className="cell-muted num">{t("summary.sessions", { count: e.sessions })}</span>
                    <IconChevronRight />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      )}
    </Card>
  );
}
