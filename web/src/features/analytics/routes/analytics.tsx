import { useMemo, useRef } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import type { ExperienceAnalytics } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconQr, IconStore, IconUsers, IconVideo, IconEye } from "@/components/ui/icons";
import { IconClock } from "@/components/ui/icons-extra";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { Spinner } from "@/components/ui/spinner";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { useExperienceAnalytics } from "@/data/analytics/get-experience-analytics";
import { BreakdownBars, HourWeekdayGrid, StoreBars } from "../components/breakdown-charts";
import { DateRangePicker } from "../components/date-range-picker";
import { Funnel } from "../components/funnel";
import { FunnelsCard, RetentionCard } from "../components/funnels-card";
import { LanguageBreakdown } from "../components/language-breakdown";
import { StatTiles } from "../components/stat-tiles";
import { SurveyResults } from "../components/survey-results";
import { TimeSeriesChart, type ChartSeries } from "../components/time-series-chart";
import { downloadCsv } from "@/lib/csv";
import { barBreakdowns } from "../lib/breakdown-classes";
import { formatRange, readRange, toQuery, writeRange } from "../lib/date-range";
import { formatCount, formatDuration, formatShare } from "../lib/format";
import { reportToCsv } from "../lib/report-csv";
import { useT } from "../messages";
import "../components/analytics.css";

type Report = ExperienceAnalytics;

/** "iOS 3 · Android 1": where visitors launched "View in your space". */
function arPlatformsText(platforms: Record<string, number>, t: ReturnType<typeof useT>): string {
  const names: Record<string, string> = { ios: "iOS", android: "Android", webxr: "WebXR" };
  const parts = Object.entries(platforms).map(([platform, n]) => `${names[platform] ?? platform} ${formatCount(n)}`);
  return parts.length > 0 ? parts.join(" · ") : t("tiles.viewInYourSpace");
}

const COLORS = { sessions: "#4f46e5", visitors: "#0e9384", opens: "#4f46e5", linkOuts: "#dc6803", plays: "#079455", dwell: "#98a1b0" };

/** The experience's analytics: a range of days, its charts, funnel, products, QR codes, stores and surveys. */
export default function AnalyticsRoute() {
  const t = useT();
  const { brandId = "", experienceId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const selection = readRange(search);
  const query = toQuery(selection);
  const { data, error, isValidating, mutate } = useExperienceAnalytics(brandId, experienceId, query);
  // While a custom range is being typed the last report stays on screen.
  const last = useRef<Report | undefined>(undefined);
  if (data) last.current = data;
  const report = data ?? last.current;

  if (error && !report)
    return (
      <Card>
        <ErrorState title={t("report.loadError")} error={error} onRetry={() => mutate()} />
      </Card>
    );
  if (!report) return <LoadingPlaceholder text={t("report.loading")} />;

  const exportCsv = () => {
    const name =
      report.experienceName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "experience";
    downloadCsv(`${name}-analytics-${report.from}-to-${report.to}.csv`, reportToCsv(report, report.experienceName));
  };
  const empty = report.totals.sessions === 0 && report.series.every((p) => p.productOpens + p.sceneViews + p.videoPlays === 0);

  return (
    <div className="analytics" aria-busy={isValidating}>
      <div className="analytics-toolbar">
        <DateRangePicker
          value={selection}
          onChange={(next) => setSearch(writeRange(search, next), { replace: true })}
          timezone={report.timezone}
          shown={{ from: report.from, to: report.to }}
        />
        <div className="analytics-toolbar-end">
          <span className="analytics-range-caption">
            {isValidating && <Spinner size={12} />}
            {t("report.caption", { range: formatRange(report.from, report.to), timezone: report.timezone })}
          </span>
          <Button onClick={exportCsv} disabled={!data}>
            {t("report.exportCsv")}
          </Button>
        </div>
      </div>

      <StatTiles
        tiles={[
          {
            id: "sessions",
            label: t("tiles.sessions"),
            value: formatCount(report.totals.sessions),
            hint: t("tiles.visitsStarted"),
            icon: <IconEye size={14} />,
          },
          {
            id: "unique visitors",
            label: t("tiles.uniqueVisitors"),
            value: formatCount(report.totals.uniqueVisitors),
            hint: t("tiles.estimated"),
            icon: <IconUsers size={14} />,
          },
          {
            id: "product opens",
            label: t("tiles.productOpens"),
            value: formatCount(report.totals.productOpens),
            hint: t("tiles.linkOuts", { count: report.totals.linkOuts }),
            icon: <IconStore size={14} />,
          },
          {
            id: "video plays",
            label: t("tiles.videoPlays"),
            value: formatCount(report.totals.videoPlays),
            hint:
              report.totals.videoPlays === 0
                ? t("tiles.noVideo")
                : t("tiles.watchedToEnd", { share: formatShare(report.totals.videoCompletes, report.totals.videoPlays) }),
            icon: <IconVideo size={14} />,
          },
          {
            id: "average visit",
            label: t("tiles.averageVisit"),
            value: formatDuration(report.totals.averageDwellSeconds),
            hint: t("tiles.timeOnExperience"),
            icon: <IconClock size={14} />,
          },
          {
            id: "viewed in ar",
            label: t("tiles.viewedInAr"),
            value: formatCount(report.totals.arLaunches),
            hint:
              report.totals.averageArSeconds === null
                ? arPlatformsText(report.arPlatforms, t)
                : t("tiles.arAverage", { duration: formatDuration(report.totals.averageArSeconds) }),
            icon: <IconEye size={14} />,
          },
        ]}
      />

      {empty ? (
        <Card>
          <EmptyState icon={<IconQr size={20} />} title={t("report.emptyTitle")} description={t("report.emptyDescription")} />
        </Card>
      ) : (
        <ReportBody report={report} />
      )}
      <FunnelsCard brandId={brandId} funnels={report.funnels} />
      <RetentionCard retention={report.retention} />
    </div>
  );
}

function ReportBody({ report }: { report: Report }) {
  const t = useT();
  const days = useMemo(() => report.series.map((p) => p.day), [report]);
  const visits = useMemo<ChartSeries[]>(
    () => [
      { label: t("tiles.sessions"), values: report.series.map((p) => p.sessions), color: COLORS.sessions, bars: true },
      { label: t("tiles.uniqueVisitors"), values: report.series.map((p) => p.uniqueVisitors), color: COLORS.visitors },
    ],
    [report, t],
  );
  const engagement = useMemo<ChartSeries[]>(
    () => [
      { label: t("tiles.productOpens"), values: report.series.map((p) => p.productOpens), color: COLORS.opens },
      { label: t("report.linkOuts"), values: report.series.map((p) => p.linkOuts), color: COLORS.linkOuts },
      { label: t("tiles.videoPlays"), values: report.series.map((p) => p.videoPlays), color: COLORS.plays },
      {
        label: t("tiles.averageVisit"),
        values: report.series.map((p) => p.averageDwellSeconds),
        color: COLORS.dwell,
        rightAxis: true,
        format: (v) => formatDuration(v),
      },
    ],
    [report, t],
  );

  return (
    <>
      <div className="analytics-charts">
        <Card>
          <CardHeader title={t("report.visitsTitle")} description={t("report.visitsDescription")} />
          <CardBody>
            <TimeSeriesChart days={days} series={visits} label={t("report.visitsChart", { from: report.from, to: report.to })} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("report.engagementTitle")} description={t("report.engagementDescription")} />
          <CardBody>
            <TimeSeriesChart days={days} series={engagement} label={t("report.engagementChart", { from: report.from, to: report.to })} />
          </CardBody>
        </Card>
      </div>

      <div className="analytics-columns">
        <Card>
          <CardHeader title={t("report.funnelTitle")} description={t("report.funnelDescription")} />
          <CardBody>
            <Funnel funnel={report.funnel} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("report.topProducts")} description={t("report.topProductsDescription")} />
          {report.topProducts.length === 0 ? (
            <CardBody>
              <p className="analytics-none">{t("report.noProduct")}</p>
            </CardBody>
          ) : (
            <Table aria-label={t("report.topProducts")}>
              <thead>
                <Tr>
                  <Th>{t("report.product")}</Th>
                  <Th className="cell-end">{t("report.opens")}</Th>
                  <Th className="cell-end">{t("report.inAr")}</Th>
                  <Th className="cell-end">{t("report.linkOuts")}</Th>
                  <Th className="cell-end">{t("report.rate")}</Th>
                </Tr>
              </thead>
              <tbody>
                {report.topProducts.map((p) => (
                  <Tr key={p.productId}>
                    <Td>
                      <span className="analytics-cell">
                        <span className="cell-title">{p.name}</span>
                        {p.sku && <span className="cell-subtitle mono">{p.sku}</span>}
                        {p.optionSelects && Object.keys(p.optionSelects).length > 0 && (
                          <span className="cell-subtitle" data-option-selects>
                            {t("report.optionSelects", {
                              options: Object.entries(p.optionSelects)
                                .sort(([, a], [, b]) => b - a)
                                .map(([variant, selects]) => `${variant} ${formatCount(selects)}`)
                                .join(" · "),
                            })}
                          </span>
                        )}
                      </span>
                    </Td>
                    <Td className="cell-end num">{formatCount(p.opens)}</Td>
                    <Td className="cell-end num">{formatCount(p.arLaunches)}</Td>
                    <Td className="cell-end num">{formatCount(p.linkOuts)}</Td>
                    <Td className="cell-end num cell-muted">{formatShare(p.linkOuts, p.opens)}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
      </div>

      <Card>
        <CardHeader title={t("report.perQrTitle")} description={t("report.perQrDescription")} />
        <CountsTable
          rows={report.placements.map((p) => ({ key: p.placementId, name: p.name, detail: p.deleted ? t("report.deleted") : null, counts: p }))}
          firstColumn={t("report.qrCode")}
          none={t("report.noQr")}
        />
      </Card>
      <Card>
        <CardHeader title={t("report.languagesTitle")} description={t("report.languagesDescription")} />
        <LanguageBreakdown languages={report.languages} sessions={report.totals.sessions} />
      </Card>
      <Card>
        <CardHeader title={t("breakdowns.title")} description={t("breakdowns.description")} />
        <CardBody>
          <div className="analytics-breakdowns">
            {barBreakdowns.map((breakdown) => (
              <section key={breakdown}>
                <h3 className="analytics-breakdown-title">{t(`breakdowns.${breakdown}`)}</h3>
                <BreakdownBars breakdown={breakdown} rows={report.breakdowns[breakdown]} sessions={report.totals.sessions} />
              </section>
            ))}
          </div>
        </CardBody>
      </Card>
      <div className="analytics-columns">
        <Card>
          <CardHeader title={t("breakdowns.heatTitle")} description={t("breakdowns.heatDescription")} />
          <CardBody>
            <HourWeekdayGrid rows={report.breakdowns.hourWeekday} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("breakdowns.storesTitle")} description={t("report.perStoreDescription")} />
          <CardBody>
            <StoreBars stores={report.stores} sessions={report.totals.sessions} />
          </CardBody>
        </Card>
      </div>
      <Card>
        <CardHeader title={t("report.perStoreTitle")} description={t("report.perStoreDescription")} />
        <CountsTable
          rows={report.stores.map((s) => ({ key: s.storeId, name: s.name, detail: s.timezone, counts: s }))}
          firstColumn={t("report.store")}
          none={t("report.noStore")}
        />
      </Card>

      <div className="analytics-columns">
        <Card>
          <CardHeader title={t("report.scenesTitle")} description={t("report.scenesDescription")} />
          {report.scenes.length + report.segments.length === 0 ? (
            <CardBody>
              <p className="analytics-none">{t("report.noScene")}</p>
            </CardBody>
          ) : (
            <Table aria-label={t("report.scenesTable")}>
              <thead>
                <Tr>
                  <Th>{t("report.sceneOrSegment")}</Th>
                  <Th className="cell-end">{t("report.views")}</Th>
                </Tr>
              </thead>
              <tbody>
                {report.scenes.map((s) => (
                  <Tr key={`scene-${s.sceneId}`}>
                    <Td>
                      <span className="cell-title">{s.name}</span>
                    </Td>
                    <Td className="cell-end num">{formatCount(s.views)}</Td>
                  </Tr>
                ))}
                {report.segments.map((s) => (
                  <Tr key={`segment-${s.segmentId}`}>
                    <Td>
                      <span className="analytics-cell analytics-indent">
                        <span>{s.title}</span>
                        {s.sceneName && <span className="cell-subtitle">{t("report.inScene", { scene: s.sceneName })}</span>}
                      </span>
                    </Td>
                    <Td className="cell-end num">{formatCount(s.views)}</Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
        <Card>
          <CardHeader title={t("report.videosTitle")} description={t("report.videosDescription")} />
          {report.videos.length === 0 ? (
            <CardBody>
              <p className="analytics-none">{t("report.noVideo")}</p>
            </CardBody>
          ) : (
            <Table aria-label={t("report.videoPlaysTable")}>
              <thead>
                <Tr>
                  <Th>{t("report.video")}</Th>
                  <Th className="cell-end">{t("report.plays")}</Th>
                  <Th className="cell-end">{t("report.completed")}</Th>
                </Tr>
              </thead>
              <tbody>
                {report.videos.map((v) => (
                  <Tr key={v.videoId}>
                    <Td>
                      <span className="cell-title">{v.title}</span>
                    </Td>
                    <Td className="cell-end num">{formatCount(v.plays)}</Td>
                    <Td className="cell-end num">
                      {formatCount(v.completes)} <span className="cell-muted">({formatShare(v.completes, v.plays)})</span>
                    </Td>
                  </Tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
      </div>

      {report.surveys.map((survey) => (
        <Card key={survey.surveyId}>
          <CardHeader title={t("report.surveyTitle", { title: survey.title })} description={t("report.surveyResponses", { count: survey.submissions })} />
          <CardBody>
            <SurveyResults survey={survey} />
          </CardBody>
        </Card>
      ))}
    </>
  );
}

interface CountsRow {
  key: string;
  name: string;
  detail: string | null;
  counts: Report["totals"];
}

function CountsTable({ rows, firstColumn, none }: { rows: CountsRow[]; firstColumn: string; none: string }) {
  const t = useT();
  if (rows.length === 0) {
    return (
      <CardBody>
        <p className="analytics-none">{none}</p>
      </CardBody>
    );
  }
  return (
    <Table aria-label={firstColumn}>
      <thead>
        <Tr>
          <Th>{firstColumn}</Th>
          <Th className="cell-end">{t("tiles.sessions")}</Th>
          <Th className="cell-end">{t("report.visitors")}</Th>
          <Th className="cell-end">{t("tiles.productOpens")}</Th>
          <Th className="cell-end">{t("report.linkOuts")}</Th>
          <Th className="cell-end">{t("report.avgVisit")}</Th>
        </Tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Tr key={row.key}>
            <Td>
              <span className="analytics-cell">
                <span className="cell-title">{row.name}</span>
                {row.detail && <span className="cell-subtitle">{row.detail}</span>}
              </span>
            </Td>
            <Td className="cell-end num">{formatCount(row.counts.sessions)}</Td>
            <Td className="cell-end num">{formatCount(row.counts.uniqueVisitors)}</Td>
            <Td className="cell-end num">{formatCount(row.counts.productOpens)}</Td>
            <Td className="cell-end num">{formatCount(row.counts.linkOuts)}</Td>
            <Td className="cell-end num">{formatDuration(row.counts.averageDwellSeconds)}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
