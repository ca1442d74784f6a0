import type { ExperienceAnalytics } from "@contract";
import { buildCsv, type CsvSection } from "./csv";
import { languageName } from "@/lib/language-name";

const seconds = (value: number | null) => (value === null ? "" : value);

/** Everything the analytics screen shows for a range, as one CSV file of titled tables. */
export function reportToCsv(report: ExperienceAnalytics, experienceName: string): string {
  const countsHeader = ["Sessions", "Unique visitors", "Product opens", "Link-outs", "Video plays", "Video completions", "Average dwell (s)"];
  const counts = (c: ExperienceAnalytics["totals"]) => [
    c.sessions,
    c.uniqueVisitors,
    c.productOpens,
    c.linkOuts,
    c.videoPlays,
    c.videoCompletes,
    seconds(c.averageDwellSeconds),
  ];
  const sections: CsvSection[] = [
    {
      title: `${experienceName}: ${report.from} to ${report.to} (${report.timezone})`,
      header: ["Metric", "Value"],
      rows: [
        ["Sessions", report.totals.sessions],
        ["Unique visitors (estimated)", report.totals.uniqueVisitors],
        ["Scene views", report.totals.sceneViews],
        ["Segment views", report.totals.segmentViews],
        ["Object taps", report.totals.objectTaps],
        ["Product opens", report.totals.productOpens],
        ["Link-outs", report.totals.linkOuts],
        ["Video plays", report.totals.videoPlays],
        ["Video completions", report.totals.videoCompletes],
        ["Survey submissions", report.totals.surveySubmits],
        ["Chat messages", report.totals.chatMessages],
        ["Average dwell (s)", seconds(report.totals.averageDwellSeconds)],
        ["AR launches", report.totals.arLaunches],
        ["Average time in AR (s)", seconds(report.totals.averageArSeconds)],
      ],
    },
    {
      title: "Per day",
      header: ["Day", ...countsHeader, "Scene views", "Segment views"],
      rows: report.series.map((p) => [p.day, ...counts(p), p.sceneViews, p.segmentViews]),
    },
    {
      title: "Funnel",
      header: ["Step", "Sessions"],
      rows: [
        ["Session started", report.funnel.sessions],
        ["Opened a product", report.funnel.productOpenSessions],
        ["Viewed in your space (AR)", report.funnel.arSessions],
        ["Followed a product link", report.funnel.linkOutSessions],
      ],
    },
    {
      title: "Top products",
      header: ["Product", "SKU", "Opens", "AR launches", "Link-outs"],
      rows: report.topProducts.map((p) => [p.name, p.sku, p.opens, p.arLaunches, p.linkOuts]),
    },
    {
      title: "Per QR code",
      header: ["QR code", ...countsHeader],
      rows: report.placements.map((p) => [p.name, ...counts(p)]),
    },
    {
      title: "Languages",
      header: ["Language", "Sessions"],
      rows: report.languages.map((l) => [languageName(l.language), l.sessions]),
    },
    {
      title: "Per store (store's own days)",
      header: ["Store", "Time zone", ...countsHeader],
      rows: report.stores.map((s) => [s.name, s.timezone, ...counts(s)]),
    },
  ];
  for (const survey of report.surveys) {
    sections.push({
      title: `Survey: ${survey.title} (${survey.submissions} submissions)`,
      header: ["Question", "Answer", "Count"],
      rows: survey.questions.flatMap((q) => [
        [q.label, "Answered", q.answered],
        ...q.answers.map((a) => [q.label, a.value, a.count]),
        ...(q.average !== null ? [[q.label, "Average rating", q.average]] : []),
      ]),
    });
  }
  return buildCsv(sections);
}
