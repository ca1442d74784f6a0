import { useMemo, useRef } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import type { ExperienceAnalytics } from "@contract";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { IconQr, IconStore, IconUsers, IconVideo } from "@/components/ui/icons";
import { IconClock, IconEye } from "@/components/ui/icons-extra";
import { LoadingPlaceholder } from "@/components/ui/loading-placeholder";
import { Spinner } from "@/components/ui/spinner";
import { Table, Td, Th, Tr } from "@/components/ui/table";
import { useExperienceAnalytics } from "@/data/analytics/get-experience-analytics";
import { DateRangePicker } from "../components/date-range-picker";
import { Funnel } from "../components/funnel";
import { LanguageBreakdown } from "../components/language-breakdown";
import { StatTiles } from "../components/stat-tiles";
import { SurveyResults } from "../components/survey-results";
import { TimeSeriesChart, type ChartSeries } from "../components/time-series-chart";
import { downloadCsv } from "@/lib/csv";
import { formatRange, readRange, toQuery, writeRange } from "../lib/date-range";
import { formatCount, formatDuration, formatShare } from "../lib/format";
import { reportToCsv } from "../lib/report-csv";
import "../components/analytics.css";

type Report = ExperienceAnalytics;

/** "iOS 3 · Android 1": where visitors launched "View in your space". */
function arPlatformsText(platforms: Record<string, number>): string {
  const names: Record<string, string> = { ios: "iOS", android: "Android", webxr: "WebXR" };
  const parts = Object.entries(platforms).map(([platform, n]) => `${names[platform] ?? platform} ${formatCount(n)}`);
  return parts.length > 0 ? parts.join(" · ") : "View in your space";
}

const COLORS = { sessions: "#4f46e5", visitors: "#0e9384", opens: "#4f46e5", linkOuts: "#dc6803", plays: "#079455", dwell: "#98a1b0" };

/** The experience's analytics: a range of days, its charts, funnel, products, QR codes, stores and surveys. */
export default function AnalyticsRoute() {
  const { brandId = "", experienceId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const selection = readRange(search);
  const query = toQuery(selection);
  const { data, error, isValidating, mutate } = useExperienceAnalytics(brandId, experienceId, query);
  // While a custom range is being typed the last report stays on screen.
  const last = useRef<Report | undefined>(undefined);
  if (data) last.current = data;
  const report = data ?? last.current;

  if (error && !report) return <Card><ErrorState title="Could not load analytics" error={error} onRetry={() => mutate()} /></Card>;
  if (!report) return <LoadingPlaceholder text="Loading analytics…" />;

  const exportCsv = () => {
    const name = report.experienceName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "experience";
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
            {formatRange(report.from, report.to)} · days in {report.timezone}
          </span>
          <Button onClick={exportCsv} disabled={!data}>
            Export CSV
          </Button>
        </div>
      </div>

      <StatTiles
        tiles={[
          { label: "Sessions", value: formatCount(report.totals.sessions), hint: "Visits started", icon: <IconEye size={14} /> },
          { label: "Unique visitors", value: formatCount(report.totals.uniqueVisitors), hint: "Estimated", icon: <IconUsers size={14} /> },
          { label: "Product opens", value: formatCount(report.totals.productOpens), hint: `${formatCount(report.totals.linkOuts)} link-outs`, icon: <IconStore size={14} /> },
          { label: "Video plays", value: formatCount(report.totals.videoPlays), hint: report.totals.videoPlays === 0 ? "No video played" : `${formatShare(report.totals.videoCompletes, report.totals.videoPlays)} watched to the end`, icon: <IconVideo size={14} /> },
          { label: "Average visit", value: formatDuration(report.totals.averageDwellSeconds), hint: "Time on the experience", icon: <IconClock size={14} /> },
          {
            label: "Viewed in AR",
            value: formatCount(report.totals.arLaunches),
            hint: report.totals.averageArSeconds === null ? arPlatformsText(report.arPlatforms) : `${formatDuration(report.totals.averageArSeconds)} in AR on average`,
            icon: <IconEye size={14} />,
          },
        ]}
      />

      {empty ? (
        <Card>
          <EmptyState
            icon={<IconQr size={20} />}
            title="No visits in this range"
            description="Visits appear here a minute or two after someone opens the experience from one of its QR codes or links."
          />
        </Card>
      ) : (
        <ReportBody report={report} />
      )}
    </div>
  );
}

function ReportBody({ report }: { report: Report }) {
  const days = useMemo(() => report.series.map((p) => p.day), [report]);
  const visits = useMemo<ChartSeries[]>(
    () => [
      { label: "Sessions", values: report.series.map((p) => p.sessions), color: COLORS.sessions, bars: true },
      { label: "Unique visitors", values: report.series.map((p) => p.uniqueVisitors), color: COLORS.visitors },
    ],
    [report],
  );
  const engagement = useMemo<ChartSeries[]>(
    () => [
      { label: "Product opens", values: report.series.map((p) => p.productOpens), color: COLORS.opens },
      { label: "Link-outs", values: report.series.map((p) => p.linkOuts), color: COLORS.linkOuts },
      { label: "Video plays", values: report.series.map((p) => p.videoPlays), color: COLORS.plays },
      { label: "Average visit", values: report.series.map((p) => p.averageDwellSeconds), color: COLORS.dwell, rightAxis: true, format: (v) => formatDuration(v) },
    ],
    [report],
  );

  return (
    <>
      <div className="analytics-charts">
        <Card>
          <CardHeader title="Visits per day" description="Sessions started and the distinct visitors behind them." />
          <CardBody>
            <TimeSeriesChart days={days} series={visits} label={`Sessions and unique visitors per day, ${report.from} to ${report.to}`} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Engagement per day" description="Products opened, links followed, videos played; visit length on the right." />
          <CardBody>
            <TimeSeriesChart days={days} series={engagement} label={`Product opens, link-outs, video plays and average visit length per day, ${report.from} to ${report.to}`} />
          </CardBody>
        </Card>
      </div>

      <div className="analytics-columns">
        <Card>
          <CardHeader title="Funnel" description="How far sessions go towards buying." />
          <CardBody>
            <Funnel funnel={report.funnel} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Top products" description="Most opened product cards and their links followed." />
          {report.topProducts.length === 0 ? (
            <CardBody>
              <p className="analytics-none">No product was opened in this range.</p>
            </CardBody>
          ) : (
            <Table aria-label="Top products">
              <thead>
                <Tr>
                  <Th>Product</Th>
                  <Th className="cell-end">Opens</Th>
                  <Th className="cell-end">In AR</Th>
                  <Th className="cell-end">Link-outs</Th>
                  <Th className="cell-end">Rate</Th>
                </Tr>
              </thead>
              <tbody>
                {report.topProducts.map((p) => (
                  <Tr key={p.productId}>
                    <Td>
                      <span className="analytics-cell">
                        <span className="cell-title">{p.name}</span>
                        {p.sku && <span className="cell-subtitle mono">{p.sku}</span>}
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
        <CardHeader title="Per QR code" description="Each QR code’s sessions are its scans." />
        <CountsTable rows={report.placements.map((p) => ({ key: p.placementId, name: p.name, detail: p.deleted ? "deleted" : null, counts: p }))} firstColumn="QR code" none="No session came from a QR code in this range." />
      </Card>
      <Card>
        <CardHeader title="Languages" description="The language visitors read the experience in: their browser’s, or the one they picked." />
        <LanguageBreakdown languages={report.languages} sessions={report.totals.sessions} />
      </Card>
      <Card>
        <CardHeader title="Per store" description="Counted in each store’s own time zone." />
        <CountsTable rows={report.stores.map((s) => ({ key: s.storeId, name: s.name, detail: s.timezone, counts: s }))} firstColumn="Store" none="No session came from a store’s QR code in this range." />
      </Card>

      <div className="analytics-columns">
        <Card>
          <CardHeader title="Scenes and segments" description="How often each was viewed." />
          {report.scenes.length + report.segments.length === 0 ? (
            <CardBody>
              <p className="analytics-none">No scene views in this range.</p>
            </CardBody>
          ) : (
            <Table aria-label="Scene and segment views">
              <thead>
                <Tr>
                  <Th>Scene or segment</Th>
                  <Th className="cell-end">Views</Th>
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
                        {s.sceneName && <span className="cell-subtitle">in {s.sceneName}</span>}
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
          <CardHeader title="Videos" description="Plays on the video wall and how many were watched to the end." />
          {report.videos.length === 0 ? (
            <CardBody>
              <p className="analytics-none">No video was played in this range.</p>
            </CardBody>
          ) : (
            <Table aria-label="Video plays">
              <thead>
                <Tr>
                  <Th>Video</Th>
                  <Th className="cell-end">Plays</Th>
                  <Th className="cell-end">Completed</Th>
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
          <CardHeader title={`Survey: ${survey.title}`} description={`${formatCount(survey.submissions)} ${survey.submissions === 1 ? "response" : "responses"} in this range.`} />
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
          <Th className="cell-end">Sessions</Th>
          <Th className="cell-end">Visitors</Th>
          <Th className="cell-end">Product opens</Th>
          <Th className="cell-end">Link-outs</Th>
          <Th className="cell-end">Avg. visit</Th>
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
