import { expect } from "chai";
import { analyticsBreakdownClasses, hourWeekdayClasses } from "@vitrine/contract";
import { countBreakdowns, emptyMetrics, mergeMetrics, metricsFromDoc, metricsToDoc } from "../../src/analytics/aggregate.js";
import { hourWeekdayIn } from "../../src/analytics/days.js";
import { classifyUserAgent } from "../../src/analytics/user-agent-classes.js";
import { isReturning, staleEntries } from "../../src/analytics/visitor-classes.js";

const DAY = 86_400_000;

describe("analytics breakdowns: user-agent classes", () => {
  const cases: Array<[string, string, string, string, string]> = [
    [
      "iPhone Safari",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      "phone",
      "ios",
      "safari",
    ],
    [
      "Samsung Internet",
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
      "phone",
      "android",
      "samsung",
    ],
    [
      "Pixel Chrome",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      "phone",
      "android",
      "chrome",
    ],
    [
      "Android tablet",
      "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      "tablet",
      "android",
      "chrome",
    ],
    [
      "iPad Chrome",
      "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
      "tablet",
      "ios",
      "chrome",
    ],
    [
      "iPad asking for the desktop site (says Macintosh)",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      "tablet",
      "macos",
      "safari",
    ],
    [
      "Mac Safari",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
      "desktop",
      "macos",
      "safari",
    ],
    [
      "Windows Edge",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "desktop",
      "windows",
      "edge",
    ],
    [
      "Chromebook",
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      "desktop",
      "chromeos",
      "chrome",
    ],
    ["Linux Firefox", "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "desktop", "linux", "firefox"],
    ["Android Firefox", "Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0", "phone", "android", "firefox"],
    [
      "Android Opera (a browser not listed)",
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36 OPR/80.0",
      "phone",
      "android",
      "other",
    ],
    ["garbage", "not a browser at all", "other", "other", "other"],
    ["empty", "", "other", "other", "other"],
  ];
  for (const [name, ua, device, os, browser] of cases) {
    it(`${name}: ${device} / ${os} / ${browser}`, () => {
      expect(classifyUserAgent(ua)).to.deep.equal({ device, os, browser });
    });
  }

  it("answers only classes the contract lists", () => {
    for (const [, ua] of cases) {
      const classes = classifyUserAgent(ua);
      expect(analyticsBreakdownClasses.device).to.include(classes.device);
      expect(analyticsBreakdownClasses.os).to.include(classes.os);
      expect(analyticsBreakdownClasses.browser).to.include(classes.browser);
    }
  });
});

describe("analytics breakdowns: hour of the week in a zone", () => {
  const at = (iso: string) => Date.parse(iso);

  it("reads the zone's wall clock, across its midnight", () => {
    // Monday 15:30 UTC is already Tuesday 00:30 in Tokyo.
    expect(hourWeekdayIn("Asia/Tokyo", at("2026-03-09T15:30:00Z"))).to.equal("tue-00");
    expect(hourWeekdayIn("UTC", at("2026-03-09T15:30:00Z"))).to.equal("mon-15");
    expect(hourWeekdayIn("America/New_York", at("2026-03-10T03:59:00Z"))).to.equal("mon-23");
  });

  it("New York's spring-forward Sunday skips 02:00 and its fall-back Sunday counts 01:00 twice", () => {
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT (07:00 UTC).
    expect(hourWeekdayIn("America/New_York", at("2026-03-08T06:30:00Z"))).to.equal("sun-01");
    expect(hourWeekdayIn("America/New_York", at("2026-03-08T06:59:59Z"))).to.equal("sun-01");
    expect(hourWeekdayIn("America/New_York", at("2026-03-08T07:00:00Z"))).to.equal("sun-03");
    const springDay = Array.from({ length: 24 }, (_, h) => hourWeekdayIn("America/New_York", at("2026-03-08T05:00:00Z") + h * 3_600_000));
    expect(springDay).to.not.include("sun-02");
    expect(springDay.filter((cell) => cell.startsWith("sun"))).to.have.length(23);
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST (06:00 UTC); 05:30 and 06:30 UTC are both 01:30.
    expect(hourWeekdayIn("America/New_York", at("2026-11-01T05:30:00Z"))).to.equal("sun-01");
    expect(hourWeekdayIn("America/New_York", at("2026-11-01T06:30:00Z"))).to.equal("sun-01");
    expect(hourWeekdayIn("America/New_York", at("2026-11-01T07:30:00Z"))).to.equal("sun-02");
  });

  it("Paris and Sydney change on their own days", () => {
    // Europe: last Sunday of March, 01:00 UTC.
    expect(hourWeekdayIn("Europe/Paris", at("2026-03-29T00:30:00Z"))).to.equal("sun-01");
    expect(hourWeekdayIn("Europe/Paris", at("2026-03-29T01:30:00Z"))).to.equal("sun-03");
    // The same instant in New York (already on summer time since March 8) is Saturday evening.
    expect(hourWeekdayIn("America/New_York", at("2026-03-29T01:30:00Z"))).to.equal("sat-21");
    // Sydney leaves summer time on 2026-04-05 at 03:00 AEDT (16:00 UTC the day before): 02:30 twice.
    expect(hourWeekdayIn("Australia/Sydney", at("2026-04-04T15:30:00Z"))).to.equal("sun-02");
    expect(hourWeekdayIn("Australia/Sydney", at("2026-04-04T16:30:00Z"))).to.equal("sun-02");
    expect(hourWeekdayIn("Australia/Sydney", at("2026-04-04T17:30:00Z"))).to.equal("sun-03");
  });

  it("always names a cell of the contract's grid", () => {
    for (let t = at("2026-01-01T00:00:00Z"); t < at("2026-01-09T00:00:00Z"); t += 1_234_567) {
      expect(hourWeekdayClasses).to.include(hourWeekdayIn("Asia/Kolkata", t));
    }
    expect(hourWeekdayClasses).to.have.length(168);
  });
});

describe("analytics breakdowns: new and returning visitors", () => {
  const now = Date.parse("2026-06-15T12:00:00Z");

  it("is returning only with another session in the 30 days before", () => {
    expect(isReturning({}, "s2", now)).to.equal(false);
    expect(isReturning({ s1: { at: now - 29 * DAY } }, "s2", now)).to.equal(true);
    expect(isReturning({ s1: { at: now - 30 * DAY } }, "s2", now)).to.equal(true);
    expect(isReturning({ s1: { at: now - 30 * DAY - 1 } }, "s2", now)).to.equal(false);
    // Its own entry (a batch sent again, another instance's write) never makes it returning.
    expect(isReturning({ s2: { at: now - DAY } }, "s2", now)).to.equal(false);
    // A later session does not make an earlier one returning.
    expect(isReturning({ s3: { at: now + 1000 } }, "s2", now)).to.equal(false);
  });

  it("forgets sessions no new session can look back to, and keeps the 50 most recent", () => {
    expect(staleEntries({ old: { at: now - 40 * DAY }, recent: { at: now - 10 * DAY } }, now)).to.deep.equal(["old"]);
    const many = Object.fromEntries(Array.from({ length: 55 }, (_, i) => [`s${i}`, { at: now - i * 1000 }]));
    expect(staleEntries(many, now)).to.deep.equal(["s50", "s51", "s52", "s53", "s54"]);
  });
});

describe("analytics breakdowns: counting", () => {
  const classes = { device: "phone", os: "ios", browser: "safari", source: "qr", visitor: "returning" };

  it("counts sessions and outcomes per class and hour, adds up across shards and survives storage", () => {
    const a = emptyMetrics();
    countBreakdowns(a, { type: "session_start", classes }, "mon-09");
    countBreakdowns(a, { type: "product_card_open", classes }, "mon-09");
    countBreakdowns(a, { type: "product_link_out", classes }, "mon-10");
    countBreakdowns(a, { type: "scene_view", classes }, "mon-10");
    const b = emptyMetrics();
    countBreakdowns(b, { type: "session_start", classes: { ...classes, device: "desktop", source: "embed", visitor: "new" } }, "sun-23");
    countBreakdowns(b, { type: "ar_launch", classes }, "mon-09");

    const merged = metricsFromDoc(metricsToDoc(mergeMetrics(a, b)));
    expect(merged.breakdowns.device).to.deep.equal({ phone: { sessions: 1, productOpens: 1, linkOuts: 1, arLaunches: 1 }, desktop: { sessions: 1 } });
    expect(merged.breakdowns.source).to.deep.equal({ qr: { sessions: 1, productOpens: 1, linkOuts: 1, arLaunches: 1 }, embed: { sessions: 1 } });
    expect(merged.breakdowns.visitor).to.deep.equal({ returning: { sessions: 1, productOpens: 1, linkOuts: 1, arLaunches: 1 }, new: { sessions: 1 } });
    expect(merged.breakdowns.hourWeekday).to.deep.equal({
      "mon-09": { sessions: 1, productOpens: 1, arLaunches: 1 },
      "mon-10": { linkOuts: 1 },
      "sun-23": { sessions: 1 },
    });
  });

  it("counts a class outside the lists as other, and an event stored before classes in the hour grid only", () => {
    const m = emptyMetrics();
    countBreakdowns(
      m,
      { type: "session_start", classes: { device: "toaster", os: "ios", browser: "safari", source: "carrier-pigeon", visitor: "maybe" } },
      "tue-12",
    );
    countBreakdowns(m, { type: "session_start" }, "tue-12");
    expect(m.breakdowns.device).to.deep.equal({ other: { sessions: 1 } });
    expect(m.breakdowns.source).to.deep.equal({ other: { sessions: 1 } });
    // `visitor` has no `other`: a value it does not know is not counted.
    expect(m.breakdowns.visitor).to.equal(undefined);
    expect(m.breakdowns.hourWeekday).to.deep.equal({ "tue-12": { sessions: 2 } });
  });
});
