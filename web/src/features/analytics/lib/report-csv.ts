import type { AnalyticsBreakdownRow, ExperienceAnalytics } from "@vitrine/contract";
import { barBreakdowns, className, hourOfWeekName } from "./breakdown-classes";
import { eventTypeName } from "./event-types";
import { buildCsv, type CsvSection } from "./csv";
import { languageName } from "@/lib/language-name";
import { useT } from "../messages";

type Translate = typeof useT.now;

const seconds = (value: number | null) => (value === null ? "" : value);

/**
 * Everything the analytics screen shows for a range, as one CSV file of titled tables, for people
 * to read: its titles and labels in the console's language, its numbers as plain numbers.
 */
export function reportToCsv(report: ExperienceAnalytics, experienceName: string, t: Translate = useT.now): string {
  const countsHeader = [
    t("csv.sessions"),
    t("csv.uniqueVisitors"),
    t("csv.productOpens"),
    t("csv.linkOuts"),
    t("csv.videoPlays"),
    t("csv.videoCompletions"),
    t("csv.averageDwell"),
  ];
  const counts = (c: ExperienceAnalytics["totals"]) => [
    c.sessions,
    c.uniqueVisitors,
    c.productOpens,
    c.linkOuts,
    c.videoPlays,
    c.videoCompletes,
    seconds(c.averageDwellSeconds),
  ];
  const breakdownHeader = [t("csv.sessions"), t("csv.productOpens"), t("csv.arLaunches"), t("csv.linkOuts")];
  const breakdownCounts = (row: AnalyticsBreakdownRow) => [row.sessions, row.productOpens, row.arLaunches, row.linkOuts];
  const sections: CsvSection[] = [
    {
      title: t("csv.title", { experience: experienceName, from: report.from, to: report.to, timezone: report.timezone }),
      header: [t("csv.metric"), t("csv.value")],
      rows: [
        [t("csv.sessions"), report.totals.sessions],
        [t("csv.uniqueVisitorsEstimated"), report.totals.uniqueVisitors],
        [t("csv.sceneViews"), report.totals.sceneViews],
        [t("csv.segmentViews"), report.totals.segmentViews],
        [t("csv.objectTaps"), report.totals.objectTaps],
        [t("csv.productOpens"), report.totals.productOpens],
        [t("csv.linkOuts"), report.totals.linkOuts],
        [t("csv.videoPlays"), report.totals.videoPlays],
        [t("csv.videoCompletions"), report.totals.videoCompletes],
        [t("csv.surveySubmissions"), report.totals.surveySubmits],
        [t("csv.chatMessages"), report.totals.chatMessages],
        [t("csv.averageDwell"), seconds(report.totals.averageDwellSeconds)],
        [t("csv.arLaunches"), report.totals.arLaunches],
        [t("csv.averageAr"), seconds(report.totals.averageArSeconds)],
      ],
    },
    {
      title: t("csv.perDay"),
      header: [t("csv.day"), ...countsHeader, t("csv.sceneViews"), t("csv.segmentViews")],
      rows: report.series.map((p) => [p.day, ...counts(p), p.sceneViews, p.segmentViews]),
    },
    {
      title: t("csv.funnel"),
      header: [t("csv.step"), t("csv.sessions")],
      rows: [
        [t("csv.sessionStarted"), report.funnel.sessions],
        [t("csv.openedProduct"), report.funnel.productOpenSessions],
        [t("csv.viewedAr"), report.funnel.arSessions],
        [t("csv.followedLink"), report.funnel.linkOutSessions],
      ],
    },
    {
      title: t("csv.topProducts"),
      header: [t("csv.product"), t("csv.sku"), t("csv.opens"), t("csv.arLaunches"), t("csv.linkOuts")],
      rows: report.topProducts.map((p) => [p.name, p.sku, p.opens, p.arLaunches, p.linkOuts]),
    },
    {
      title: t("csv.perQrCode"),
      header: [t("csv.qrCode"), ...countsHeader],
      rows: report.placements.map((p) => [p.name, ...counts(p)]),
    },
    {
      title: t("csv.languages"),
      header: [t("csv.language"), t("csv.sessions")],
      rows: report.languages.map((l) => [languageName(l.language), l.sessions]),
    },
    {
      title: t("csv.perStore"),
      header: [t("csv.store"), t("csv.timeZone"), ...countsHeader],
      rows: report.stores.map((s) => [s.name, s.timezone, ...counts(s)]),
    },
    ...barBreakdowns.map((breakdown) => ({
      title: t(`breakdowns.${breakdown}`),
      header: [t("csv.class"), ...breakdownHeader],
      rows: report.breakdowns[breakdown].map((row) => [className(breakdown, row.class, t), ...breakdownCounts(row)]),
    })),
    {
      title: t("csv.perHourWeekday"),
      header: [t("csv.hourOfWeek"), ...breakdownHeader],
      rows: report.breakdowns.hourWeekday.map((row) => [hourOfWeekName(row.class, t), ...breakdownCounts(row)]),
    },
  ];
  // The brand's funnels: each step's sessions, overall, per device class and per store.
  for (const funnel of report.funnels) {
    sections.push({
      title: t("csv.customFunnel", { name: funnel.name }),
      header: [t("csv.split"), ...funnel.steps.map((step) => eventTypeName(step, t))],
      rows: [
        [t("csv.allSessions"), ...funnel.sessions],
        ...funnel.byDevice.map((row) => [className("device", row.class, t), ...row.sessions]),
        ...funnel.byStore.map((row) => [row.name, ...row.sessions]),
      ],
    });
  }
  sections.push({
    title: t("csv.retention"),
    header: [
      t("csv.week"),
      t("csv.weekStarts"),
      t("csv.visitors"),
      ...Array.from({ length: report.retention.weeks }, (_, i) => t("csv.weekOffset", { n: i + 1 })),
    ],
    rows: report.retention.cohorts.map((c) => [c.week, c.start, c.visitors, ...c.returned.map((n) => n ?? "")]),
  });
  for (const survey of report.surveys) {
    sections.push({
      title: t("csv.survey", { title: survey.title, count: survey.submissions }),
      header: [t("csv.question"), t("csv.answer"), t("csv.count")],
      rows: survey.questions.flatMap((q) => [
        [q.label, t("csv.answered"), q.answered],
        ...q.answers.map((a) => [q.label, a.value, a.count]),
        ...(q.average !== null ? [[q.label, t("csv.averageRating"), q.average]] : []),
      ]),
    });
  }
  return buildCsv(sections);
}
