import { expect } from "chai";
import fc from "fast-check";
import {
  armFor,
  covers,
  deviceKinds,
  deviceOf,
  firstMatchingRule,
  nextRuleBoundary,
  preferredLanguage,
  ruleWarnings,
  type DeviceKind,
  type RuleConditions,
  type SmartRule,
  type VisitorContext,
} from "@vitrine/contract/placement-rules";
import { normalCdf, twoProportionZTest } from "@vitrine/contract/experiment-stats";

const T0 = Date.parse("2026-01-01T00:00:00Z");
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The reference: the rules read literally, one condition at a time, every match collected and the
 * first one taken. Slow and obvious, so the evaluator is checked against what the rules say.
 */
function referenceEvaluate(rules: SmartRule[], ctx: VisitorContext): number {
  const matches: number[] = [];
  rules.forEach((rule, i) => {
    const w = rule.when;
    const checks: boolean[] = [];
    if (w.devices && w.devices.length > 0) checks.push(w.devices.some((d) => d === ctx.device));
    if (w.languages && w.languages.length > 0) {
      const primary = ctx.language === null ? null : ctx.language.split("-")[0]!.toLowerCase();
      checks.push(primary !== null && w.languages.map((l) => l.toLowerCase()).includes(primary));
    }
    if (typeof w.firstScans === "number") checks.push(ctx.scans + 1 <= w.firstScans);
    if (w.from) checks.push(Date.parse(w.from) <= ctx.now);
    if (w.to) checks.push(ctx.now < Date.parse(w.to));
    if (checks.every(Boolean)) matches.push(i);
  });
  return matches.length > 0 ? matches[0]! : -1;
}

const languages = ["en", "fr", "de", "pt"];
const conditionsArb: fc.Arbitrary<RuleConditions> = fc.record(
  {
    devices: fc.option(fc.subarray([...deviceKinds]), { nil: null }),
    languages: fc.option(fc.subarray(languages), { nil: null }),
    firstScans: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    from: fc.option(
      fc.integer({ min: -48, max: 48 }).map((h) => iso(T0 + h * HOUR)),
      { nil: null },
    ),
    to: fc.option(
      fc.integer({ min: -48, max: 48 }).map((h) => iso(T0 + h * HOUR)),
      { nil: null },
    ),
  },
  { requiredKeys: [] },
);
const rulesArb = fc
  .array(conditionsArb, { maxLength: 12 })
  .map((list) => list.map((when, i): SmartRule => ({ id: `r${i}`, label: "", experienceId: `e${i % 3}`, when })));
const contextArb: fc.Arbitrary<VisitorContext> = fc.record({
  now: fc.integer({ min: -60, max: 60 }).map((h) => T0 + h * HOUR + (h % 2 === 0 ? 0 : 1)),
  device: fc.constantFrom<DeviceKind>(...deviceKinds),
  language: fc.option(fc.constantFrom("en", "fr-CA", "DE", "pt-BR", "es", "it-IT"), { nil: null }),
  scans: fc.integer({ min: 0, max: 25 }),
});

describe("Smart rules: the evaluator", () => {
  it("agrees with the reference evaluator on random rule lists and visitors", () => {
    fc.assert(
      fc.property(rulesArb, contextArb, (rules, ctx) => {
        expect(firstMatchingRule(rules, ctx)).to.equal(referenceEvaluate(rules, ctx));
      }),
      { numRuns: 2000 },
    );
  });

  it("never lets a rule flagged shadowed or never-matching win, for any visitor", () => {
    fc.assert(
      fc.property(rulesArb, contextArb, (rules, ctx) => {
        const dead = new Set(ruleWarnings(rules).map((w) => w.index));
        expect(dead.has(firstMatchingRule(rules, ctx))).to.equal(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("takes the first match in order, and -1 (the schedules) when none matches", () => {
    const rules: SmartRule[] = [
      { id: "ios", label: "", experienceId: "ar", when: { devices: ["ios"] } },
      { id: "fr", label: "", experienceId: "french", when: { languages: ["fr"] } },
      { id: "launch", label: "", experienceId: "launch", when: { firstScans: 500 } },
    ];
    const ctx = (over: Partial<VisitorContext>): VisitorContext => ({ now: T0, device: "desktop", language: "en-GB", scans: 1000, ...over });
    expect(firstMatchingRule(rules, ctx({ device: "ios", language: "fr" }))).to.equal(0);
    expect(firstMatchingRule(rules, ctx({ language: "fr-CA" }))).to.equal(1);
    expect(firstMatchingRule(rules, ctx({ scans: 499 }))).to.equal(2);
    expect(firstMatchingRule(rules, ctx({ scans: 500 }))).to.equal(-1);
    expect(firstMatchingRule(rules, ctx({ language: null }))).to.equal(-1);
  });

  it("names the next instant a date range opens or closes", () => {
    const rules: SmartRule[] = [{ id: "a", label: "", experienceId: "x", when: { from: iso(T0 + HOUR), to: iso(T0 + 5 * HOUR) } }];
    expect(nextRuleBoundary(rules, T0)).to.equal(T0 + HOUR);
    expect(nextRuleBoundary(rules, T0 + HOUR)).to.equal(T0 + 5 * HOUR);
    expect(nextRuleBoundary(rules, T0 + 5 * HOUR)).to.equal(null);
  });
});

describe("Smart rules: warnings of rules that can never match", () => {
  const rule = (id: string, when: RuleConditions): SmartRule => ({ id, label: "", experienceId: "e", when });

  it("flags every rule after a catch-all as shadowed by it", () => {
    const warnings = ruleWarnings([rule("ios", { devices: ["ios"] }), rule("all", {}), rule("fr", { languages: ["fr"] })]);
    expect(warnings).to.deep.equal([{ ruleId: "fr", index: 2, reason: "shadowed", byRuleId: "all" }]);
  });

  it("flags empty date ranges, zero scans, ranges over by the moment checked, and narrower rules after wider ones", () => {
    const warnings = ruleWarnings(
      [
        rule("empty", { from: iso(T0 + HOUR), to: iso(T0) }),
        rule("zero", { firstScans: 0 }),
        rule("over", { to: iso(T0 - HOUR) }),
        rule("mobile", { devices: ["ios", "android"] }),
        rule("android-fr", { devices: ["android"], languages: ["fr"] }),
        rule("launch", { firstScans: 100 }),
        rule("launch-small", { firstScans: 50 }),
      ],
      T0,
    );
    expect(warnings.map((w) => [w.ruleId, w.reason, w.byRuleId])).to.deep.equal([
      ["empty", "empty-date-range", undefined],
      ["zero", "no-scans", undefined],
      ["over", "ended", undefined],
      ["android-fr", "shadowed", "mobile"],
      ["launch-small", "shadowed", "launch"],
    ]);
  });

  it("does not call a rule shadowed when an earlier one covers only part of its visitors", () => {
    expect(covers({ devices: ["ios"] }, { devices: ["ios", "android"] })).to.equal(false);
    expect(covers({ firstScans: 10 }, {})).to.equal(false);
    expect(covers({ from: iso(T0) }, { from: iso(T0 - HOUR) })).to.equal(false);
    expect(ruleWarnings([rule("a", { languages: ["fr"] }), rule("b", { devices: ["ios"] })])).to.deep.equal([]);
  });
});

describe("Smart rules: what the resolver reads from a request", () => {
  it("tells iOS, Android and desktop apart from the User-Agent and the platform hint", () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
    const pixel = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
    const mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
    expect(deviceOf(iphone)).to.equal("ios");
    expect(deviceOf(pixel)).to.equal("android");
    expect(deviceOf(mac)).to.equal("desktop");
    expect(deviceOf(undefined)).to.equal("desktop");
    expect(deviceOf("Mozilla/5.0 (Linux; K) Chrome/124", '"Android"')).to.equal("android");
  });

  it("takes the Accept-Language entry of highest weight", () => {
    expect(preferredLanguage("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5")).to.equal("fr-CH");
    expect(preferredLanguage("en;q=0.5, de;q=0.9")).to.equal("de");
    expect(preferredLanguage("*")).to.equal(null);
    expect(preferredLanguage("")).to.equal(null);
    expect(preferredLanguage("fr;q=0, en;q=0.1")).to.equal("en");
  });
});

describe("Experiments: the split", () => {
  const arms = [
    { id: "a", experienceId: "x", weight: 50 },
    { id: "b", experienceId: "y", weight: 50 },
  ];
  /** Visitor ids as the viewer makes them (random UUIDs), from a seeded generator so the test is repeatable. */
  function visitorIds(count: number): string[] {
    let seed = 0x2f6b1d;
    const next = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed;
    };
    return Array.from({ length: count }, () => {
      const hex = Array.from({ length: 4 }, () => next().toString(16).padStart(8, "0")).join("");
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    });
  }

  it("puts 10,000 visitors within 2% of each arm's share of a 50/50 split", () => {
    const counts = { a: 0, b: 0 } as Record<string, number>;
    for (const id of visitorIds(10_000)) counts[armFor(arms, "exp-1", id).id]! += 1;
    expect(Math.abs(counts.a! / 10_000 - 0.5)).to.be.at.most(0.02);
    expect(Math.abs(counts.b! / 10_000 - 0.5)).to.be.at.most(0.02);
  });

  it("follows uneven weights over four arms", () => {
    const four = [
      { id: "a", experienceId: "w", weight: 10 },
      { id: "b", experienceId: "x", weight: 20 },
      { id: "c", experienceId: "y", weight: 30 },
      { id: "d", experienceId: "z", weight: 40 },
    ];
    const counts: Record<string, number> = { a: 0, b: 0, c: 0, d: 0 };
    for (const id of visitorIds(10_000)) counts[armFor(four, "exp-2", id).id]! += 1;
    expect(Object.values(counts).map((n) => Math.round(n / 1000))).to.deep.equal([1, 2, 3, 4]);
  });

  it("gives the same visitor the same arm on every scan, and splits another experiment independently", () => {
    const ids = visitorIds(1000);
    const first = ids.map((id) => armFor(arms, "exp-1", id).id);
    for (let scan = 0; scan < 5; scan++) expect(ids.map((id) => armFor(arms, "exp-1", id).id)).to.deep.equal(first);
    const other = ids.map((id) => armFor(arms, "exp-other", id).id);
    const same = other.filter((arm, i) => arm === first[i]).length;
    expect(same).to.be.within(420, 580);
  });

  it("uses the given point for a visitor without a lasting id", () => {
    expect(armFor(arms, "exp-1", null, 0.1).id).to.equal("a");
    expect(armFor(arms, "exp-1", null, 0.9).id).to.equal("b");
  });
});

describe("Experiments: the two-proportion z-test", () => {
  it("matches textbook values", () => {
    expect(normalCdf(0)).to.be.closeTo(0.5, 1e-7);
    expect(normalCdf(1.959964)).to.be.closeTo(0.975, 1e-6);
    expect(normalCdf(-1)).to.be.closeTo(0.158655, 1e-6);
    // 200/1000 against 250/1000: pooled 0.225, z = 0.05 / sqrt(0.225 * 0.775 * 0.002) = 2.6774, p = 0.00742.
    const r = twoProportionZTest(200, 1000, 250, 1000);
    expect(r.difference).to.be.closeTo(0.05, 1e-12);
    expect(r.z!).to.be.closeTo(2.6774, 1e-4);
    expect(r.pValue!).to.be.closeTo(0.00742, 1e-4);
    expect(r.significant).to.equal(true);
  });

  it("is symmetric, calls small differences on few visitors not significant, and answers nothing without data", () => {
    const ab = twoProportionZTest(10, 100, 14, 100);
    const ba = twoProportionZTest(14, 100, 10, 100);
    expect(ab.pValue).to.be.closeTo(ba.pValue!, 1e-12);
    expect(ab.z).to.be.closeTo(-ba.z!, 1e-12);
    expect(ab.significant).to.equal(false);
    expect(twoProportionZTest(0, 0, 5, 10).z).to.equal(null);
    expect(twoProportionZTest(0, 10, 0, 10).pValue).to.equal(null);
    // Estimated counts above their trials are clamped, never a rate above 1.
    expect(twoProportionZTest(12, 10, 5, 10).rateA).to.equal(1);
  });
});
