import { expect } from "chai";
import { Timestamp } from "firebase-admin/firestore";
import { updateAnalyticsFunnelsSchema } from "@vitrine/contract";
import { emptyMetrics, mergeMetrics, metricsFromDoc, metricsToDoc } from "../../src/analytics/aggregate.js";
import { reachedStep, type StoredFunnel } from "../../src/analytics/funnels.js";
import { applySessionEvents, applyVisitorWeeks, type SessionState } from "../../src/analytics/roll-up-state.js";
import { isoWeekName, retentionCells, weekStartIn, weekStartOf } from "../../src/analytics/weeks.js";

const steps = [{ type: "session_start" }, { type: "product_card_open" }, { type: "product_link_out" }];

describe("analytics funnels: ordering", () => {
  it("reaches a step only when the steps before it came first, by event time", () => {
    expect(reachedStep(steps, { session_start: [1], product_card_open: [2], product_link_out: [3] })).to.equal(3);
    // The link followed before any product was opened does not count; a later one does.
    expect(reachedStep(steps, { session_start: [1], product_card_open: [5], product_link_out: [3] })).to.equal(2);
    expect(reachedStep(steps, { session_start: [1], product_card_open: [5], product_link_out: [3, 9] })).to.equal(3);
    // Without step 1 nothing is reached, whatever else happened.
    expect(reachedStep(steps, { product_card_open: [2], product_link_out: [3] })).to.equal(0);
    // Equal times are in order (a viewer sends several events within one millisecond).
    expect(reachedStep(steps, { session_start: [4], product_card_open: [4], product_link_out: [4] })).to.equal(3);
  });

  it("finds the order-respecting match even when the earliest of a kind is before its step", () => {
    // Open at 1 is before the start at 2: the open at 6 is the one that counts.
    expect(reachedStep(steps, { session_start: [2], product_card_open: [1, 6], product_link_out: [7] })).to.equal(3);
  });

  it("a product step matches only that product's events", () => {
    const productSteps = [{ type: "session_start" }, { type: "product_card_open", productId: "p2" }];
    expect(reachedStep(productSteps, { session_start: [1], product_card_open: [2] })).to.equal(1);
    expect(reachedStep(productSteps, { session_start: [1], "product_card_open:p2": [2] })).to.equal(2);
  });

  const funnel = (definedAt: number): StoredFunnel => ({
    id: "f1",
    name: "Buy",
    steps: steps.map((s) => ({ type: s.type as StoredFunnel["steps"][number]["type"], productId: null })),
    version: 2,
    definedAt: Timestamp.fromMillis(definedAt),
  });
  const fresh: SessionState = { day: "2026-12-01", experienceId: "e1", storeId: null, device: "phone", marks: {}, reached: {} };

  it("counts newly reached steps once, however the session's events are split and ordered across chunks", () => {
    // The link-out arrives first, then the open, then the start: only the last chunk completes the funnel.
    let state = fresh;
    const seen: Array<[number, number]> = [];
    for (const event of [
      { type: "product_link_out", at: 30 },
      { type: "product_card_open", at: 20 },
      { type: "session_start", at: 10 },
      { type: "product_link_out", at: 40 },
    ]) {
      const out = applySessionEvents(state, [event], [funnel(0)]);
      state = out.state;
      for (const r of out.reached) seen.push([r.from, r.to]);
    }
    expect(seen).to.deep.equal([[0, 3]]);
    expect(state.reached).to.deep.equal({ "f1.v2": 3 });
  });

  it("events before a version was defined count for none of its steps", () => {
    const out = applySessionEvents(
      fresh,
      [
        { type: "session_start", at: 10 },
        { type: "product_card_open", at: 200 },
      ],
      [funnel(100)],
    );
    expect(out.reached).to.deep.equal([]);
  });

  it("refuses unknown event types, too few or too many steps, the same step twice, a product on a non-product step, too many funnels", () => {
    const ok = { funnels: [{ name: "A", steps: [{ type: "session_start" }, { type: "product_card_open", productId: "p1" }] }] };
    expect(updateAnalyticsFunnelsSchema.safeParse(ok).success).to.equal(true);
    const bad = [
      { funnels: [{ name: "A", steps: [{ type: "session_start" }, { type: "teleport" }] }] },
      { funnels: [{ name: "A", steps: [{ type: "session_start" }] }] },
      { funnels: [{ name: "A", steps: Array.from({ length: 7 }, (_, i) => ({ type: "product_card_open", productId: `p${i}` })) }] },
      { funnels: [{ name: "A", steps: [{ type: "session_start" }, { type: "session_start" }] }] },
      { funnels: [{ name: "A", steps: [{ type: "session_start", productId: "p1" }, { type: "product_card_open" }] }] },
      { funnels: Array.from({ length: 6 }, () => ok.funnels[0]) },
      { funnels: [{ name: " ", steps: ok.funnels[0]!.steps }] },
    ];
    for (const body of bad) expect(updateAnalyticsFunnelsSchema.safeParse(body).success, JSON.stringify(body)).to.equal(false);
  });

  it("funnel counts and retention cells survive the stored form and add up", () => {
    const a = { ...emptyMetrics(), funnels: { "f1.v1": { all: [3, 2], device: { phone: [3, 2] }, store: { s1: [1, 1] } } }, retention: { "0": 4, "1": 1 } };
    const b = { ...emptyMetrics(), funnels: { "f1.v1": { all: [1, 0], device: { desktop: [1, 0] }, store: {} } }, retention: { "0": -1, "2": 1 } };
    const merged = mergeMetrics(metricsFromDoc(metricsToDoc(a)), metricsFromDoc(metricsToDoc(b)));
    expect(merged.funnels["f1.v1"]).to.deep.equal({ all: [4, 2], device: { phone: [3, 2], desktop: [1, 0] }, store: { s1: [1, 1] } });
    expect(merged.retention).to.deep.equal({ "0": 3, "1": 1, "2": 1 });
  });
});

describe("analytics retention: weeks", () => {
  it("buckets days into ISO weeks, across New Year and in week 53", () => {
    expect(weekStartOf("2026-12-06")).to.equal("2026-11-30"); // a Sunday belongs to the week of the Monday before
    expect(weekStartOf("2026-11-30")).to.equal("2026-11-30");
    expect(isoWeekName("2026-11-30")).to.equal("2026-W49");
    expect(isoWeekName("2027-01-01")).to.equal("2026-W53"); // a Friday: 2026 has 53 ISO weeks
    expect(isoWeekName("2025-12-29")).to.equal("2026-W01"); // a Monday of 2025 in 2026's first week
    expect(isoWeekName("2027-01-04")).to.equal("2027-W01");
  });

  it("takes the week on the brand's calendar: the same instant is Sunday in New York and Monday in Tokyo", () => {
    const instant = Date.parse("2026-12-07T02:00:00Z");
    expect(weekStartIn("America/New_York", instant)).to.equal("2026-11-30");
    expect(weekStartIn("Asia/Tokyo", instant)).to.equal("2026-12-07");
    expect(weekStartIn("UTC", instant)).to.equal("2026-12-07");
    // Spring forward in Paris (Sunday 2027-03-28): the night's last hour is still that week.
    expect(weekStartIn("Europe/Paris", Date.parse("2027-03-28T21:59:00Z"))).to.equal("2027-03-22");
    expect(weekStartIn("Europe/Paris", Date.parse("2027-03-28T22:00:00Z"))).to.equal("2027-03-29");
  });

  it("a visitor's first week starts a cohort, later weeks within 8 count as returns, a week beyond starts the next cohort", () => {
    expect([...retentionCells(["2026-11-30", "2026-12-07", "2026-12-21"])].sort()).to.deep.equal(["2026-11-30:0", "2026-11-30:1", "2026-11-30:3"]);
    expect([...retentionCells(["2026-11-30", "2027-02-01"])].sort()).to.deep.equal(["2026-11-30:0", "2027-02-01:0"]);
  });

  it("a late session in an earlier week moves the visitor to that week's cohort (take back, then add)", () => {
    const first = applyVisitorWeeks([], ["2026-12-07"]);
    expect(first.changes).to.deep.equal([{ cohort: "2026-12-07", offset: 0, n: 1 }]);
    const again = applyVisitorWeeks(first.weeks, ["2026-12-07"]);
    expect(again.changes).to.deep.equal([]);
    const earlier = applyVisitorWeeks(first.weeks, ["2026-11-30"]);
    expect(earlier.changes).to.have.deep.members([
      { cohort: "2026-11-30", offset: 0, n: 1 },
      { cohort: "2026-11-30", offset: 1, n: 1 },
      { cohort: "2026-12-07", offset: 0, n: -1 },
    ]);
  });
});
