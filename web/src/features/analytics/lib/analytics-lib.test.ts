import { analyticsBreakdownClasses, type AnalyticsBreakdownRow, type ExperienceAnalytics } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { csvCell } from "@/lib/csv";
import { buildCsv } from "./csv";
import { addDays, rangeError, readRange, toQuery, todayIn, writeRange } from "./date-range";
import { formatDuration, formatShare } from "./format";
import { languageName } from "@/lib/language-name";
import { reportToCsv } from "./report-csv";
import { translate, type MessageParams } from "@/lib/i18n/define-messages";
import en from "../messages/en.json?messages";
import fr from "../messages/fr.json?messages";

describe("analytics date ranges", () => {
  it("reads and writes the range the address holds", () => {
    expect(readRange(new URLSearchParams(""))).toEqual({ preset: "7" });
    expect(readRange(new URLSearchParams("days=90"))).toEqual({ preset: "90" });
    expect(readRange(new URLSearchParams("days=12"))).toEqual({ preset: "7" });
    expect(readRange(new URLSearchParams("from=2026-01-01&to=2026-01-31"))).toEqual({ preset: "custom", from: "2026-01-01", to: "2026-01-31" });
    expect(writeRange(new URLSearchParams("days=30&x=1"), { preset: "custom", from: "2026-01-01", to: "2026-01-02" }).toString()).toBe(
      "x=1&from=2026-01-01&to=2026-01-02",
    );
    expect(writeRange(new URLSearchParams("from=2026-01-01&to=2026-01-02"), { preset: "7" }).toString()).toBe("");
  });

  it("asks the API only for a complete, valid range", () => {
    expect(toQuery({ preset: "30" })).toEqual({ days: 30 });
    expect(toQuery({ preset: "custom", from: "2026-02-01", to: "2026-01-01" })).toBeNull();
    expect(toQuery({ preset: "custom", from: "2026-01-01", to: "2026-01-31" })).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(rangeError("2024-01-01", "2026-01-01")).toMatch(/at most 366 days/);
    expect(rangeError("", "2026-01-01")).toBe("Pick both dates");
  });

  it("knows today in the brand's zone", () => {
    const instant = Date.parse("2026-03-10T03:00:00Z");
    expect(todayIn("UTC", instant)).toBe("2026-03-10");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-03-09");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });

  it("formats durations and shares", () => {
    expect(formatDuration(null)).toBe("–");
    expect(formatDuration(42.4)).toBe("42s");
    expect(formatDuration(75)).toBe("1m 15s");
    expect(formatDuration(3725)).toBe("1h 2m");
    expect(formatShare(1, 3)).toBe("33%");
    expect(formatShare(1, 200)).toBe("0.5%");
    expect(formatShare(1, 0)).toBe("–");
  });
});

describe("analytics CSV", () => {
  it("quotes cells as RFC 4180 says and defuses spreadsheet formulas", () => {
    expect(csvCell('Oak "classic", 2m')).toBe('"Oak ""classic"", 2m"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(buildCsv([{ title: "T", header: ["a", "b"], rows: [[1, "x\ny"]] }])).toBe('T\r\na,b\r\n1,"x\ny"\r\n');
  });

  it("exports every table of the screen", () => {
    const counts = {
      sessions: 3,
      uniqueVisitors: 2,
      sceneViews: 4,
      segmentViews: 1,
      objectTaps: 0,
      productOpens: 2,
      linkOuts: 1,
      videoPlays: 0,
      videoCompletes: 0,
      surveySubmits: 1,
      chatMessages: 0,
      averageDwellSeconds: 42,
      arLaunches: 1,
      averageArSeconds: 30,
    };
    const breakdownFigures: Record<string, Partial<AnalyticsBreakdownRow>> = {
      "device/desktop": { sessions: 2, productOpens: 1 },
      "device/phone": { sessions: 1, productOpens: 1, arLaunches: 1, linkOuts: 1 },
      "source/qr": { sessions: 3, productOpens: 2, arLaunches: 1, linkOuts: 1 },
      "visitor/returning": { sessions: 1 },
      "hourWeekday/tue-09": { sessions: 2, productOpens: 2 },
    };
    const report: ExperienceAnalytics = {
      experienceId: "e1",
      experienceName: "Lounge",
      timezone: "Europe/Paris",
      from: "2026-03-01",
      to: "2026-03-02",
      generatedAt: "2026-03-02T10:00:00Z",
      totals: counts,
      series: [
        { day: "2026-03-01", ...counts },
        { day: "2026-03-02", ...counts, sessions: 0 },
      ],
      funnel: { sessions: 3, productOpenSessions: 2, arSessions: 1, linkOutSessions: 1 },
      arPlatforms: { ios: 1 },
      breakdowns: Object.fromEntries(
        Object.entries(analyticsBreakdownClasses).map(([breakdown, classes]) => [
          breakdown,
          classes.map((klass) => ({ class: klass, sessions: 0, productOpens: 0, arLaunches: 0, linkOuts: 0, ...breakdownFigures[`${breakdown}/${klass}`] })),
        ]),
      ) as ExperienceAnalytics["breakdowns"],
      funnels: [
        {
          id: "f1",
          name: "Buy",
          steps: [
            { type: "session_start", productId: null },
            { type: "product_link_out", productId: null },
          ],
          version: 1,
          definedAt: "2026-03-01T00:00:00Z",
          sessions: [3, 1],
          byDevice: [{ class: "phone", sessions: [2, 1] }],
          byStore: [{ storeId: "s1", name: "Paris", deleted: false, sessions: [1, 1] }],
        },
      ],
      retention: { weeks: 2, cohorts: [{ week: "2026-W09", start: "2026-02-23", visitors: 5, returned: [2, null] }] },
      languages: [
        { language: "fr", sessions: 2 },
        { language: "de", sessions: 1 },
      ],
      topProducts: [{ productId: "p1", name: "Oak, table", sku: "OAK-1", opens: 2, arLaunches: 1, linkOuts: 1, deleted: false }],
      scenes: [],
      segments: [],
      videos: [],
      placements: [{ placementId: "q1", name: "Window", storeId: null, deleted: false, ...counts }],
      stores: [{ storeId: "s1", name: "Paris", timezone: "Europe/Paris", deleted: false, ...counts }],
      surveys: [
        {
          surveyId: "sv",
          title: "Visit",
          submissions: 1,
          questions: [{ field: "score", label: "How was it?", type: "rating", answered: 1, answers: [{ value: "5", count: 1 }], average: 5 }],
        },
      ],
    };
    const csv = reportToCsv(report, "Lounge");
    expect(csv).toContain("Lounge: 2026-03-01 to 2026-03-02 (Europe/Paris)\r\n");
    expect(csv).toContain("2026-03-02,0,2,2,1,0,0,42,4,1\r\n");
    expect(csv).toContain('"Oak, table",OAK-1,2,1,1\r\n');
    expect(csv).toContain("Viewed in your space (AR),1\r\n");
    expect(csv).toContain("AR launches,1\r\n");
    expect(csv).toContain("Followed a product link,1\r\n");
    expect(csv).toContain("Paris,Europe/Paris,3,2,2,1,0,0,42\r\n");
    expect(csv).toContain("How was it?,Average rating,5\r\n");
    expect(csv).toContain("Languages\r\nLanguage,Sessions\r\nFrench,2\r\nGerman,1\r\n");
    expect(csv).toContain("Survey: Visit (1 submission)\r\nQuestion,Answer,Count\r\n");
    // Each breakdown as a table of its classes, zeros included, and the 168 hours of the week.
    expect(csv).toContain(
      "Device\r\nClass,Sessions,Product opens,AR launches,Link-outs\r\nPhone,1,1,1,1\r\nTablet,0,0,0,0\r\nComputer,2,1,0,0\r\nOther,0,0,0,0\r\n",
    );
    expect(csv).toContain("Came from\r\nClass,Sessions,Product opens,AR launches,Link-outs\r\nQR code,3,2,1,1\r\nLink,0,0,0,0\r\n");
    expect(csv).toContain("New or returning\r\nClass,Sessions,Product opens,AR launches,Link-outs\r\nNew,0,0,0,0\r\nReturning,1,0,0,0\r\n");
    expect(csv).toContain("Tuesday 09:00,2,2,0,0\r\n");
    // A brand-defined funnel: each step's sessions overall, per device class and per store; then the retention cohorts.
    expect(csv).toContain("Funnel: Buy\r\nSplit,Session started,Followed a product link\r\nAll sessions,3,1\r\nPhone,2,1\r\nParis,1,1\r\n");
    expect(csv).toContain("Weekly retention (the brand's visitors)\r\nWeek,Starts,Visitors,Week +1,Week +2\r\n2026-W09,2026-02-23,5,2,\r\n");
    const hoursTable = csv.slice(csv.indexOf("Sessions by hour of the week (store’s clock)"));
    expect(hoursTable.split("\r\n").filter((line) => /^\w+day \d{2}:00,/.test(line))).toHaveLength(168);

    // People read it in the console's language; its numbers stay plain numbers.
    const french = reportToCsv(report, "Lounge", (key, params?: MessageParams) => translate(fr, en, key, params));
    expect(french).toContain("Lounge\u00a0: du 2026-03-01 au 2026-03-02 (Europe/Paris)\r\n");
    expect(french).toContain("Vu dans son espace (RA),1\r\n");
    expect(french).toContain("Par magasin (jours du magasin)\r\nMagasin,Fuseau horaire,Sessions,Visiteurs uniques,");
    expect(french).toContain("Paris,Europe/Paris,3,2,2,1,0,0,42\r\n");
    expect(french).toContain("Enquête\u00a0: Visit (1 réponse)\r\nQuestion,Réponse,Nombre\r\nHow was it?,Répondu,1\r\n");
    expect(french).not.toMatch(/Sessions started|Average rating|Per day/);
  });

  it("names languages by their tag, and says so for the ones past the key limit", () => {
    expect(languageName("fr")).toBe("French");
    expect(languageName("pt-BR")).toBe("Brazilian Portuguese");
    expect(languageName("_other")).toBe("Other languages");
  });
});
