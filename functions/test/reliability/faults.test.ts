/**
 * Faults: the Firestore stops in the middle of load (viewers reading, console users creating
 * experiences and importing products), then comes back. While it is down the API answers 503
 * `unavailable` with Retry-After (never a 500, never a hang past the client's patience); once it is
 * back the API recovers by itself; and no write is half-done: every experience has its Intro scene,
 * every CSV import is there whole or not at all, and every write the API confirmed is stored.
 * The Firestore stopped is the suite's own (support/private-api.ts), never the shared stack's.
 */
import { expect } from "chai";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { send, type Answer } from "./support/client.js";
import { privateApi, type PrivateApi } from "./support/private-api.js";
import { publishedExperience, type PublishedFixture } from "./support/viewer-fixture.js";

const ROWS_PER_IMPORT = 20;
/** How long a request may take while Firestore is down: its client retries for up to about a minute. */
const REQUEST_TIMEOUT_MS = 90_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = {
  label: string;
  started: number;
  ended: number;
  status: number | "timeout";
  retryAfter?: string;
  code?: string;
  id?: string;
  importIndex?: number;
};

describe("Faults: Firestore stops during load and comes back", function () {
  this.timeout(6 * 60_000);
  let api: PrivateApi;
  let ws: Workspace;
  let fixture: PublishedFixture;
  const outcomes: Outcome[] = [];
  const timeline = { stoppedAt: 0, restartedAt: 0 };

  before(async () => {
    api = await privateApi();
    ws = await createWorkspace("faults");
    fixture = await publishedExperience(api.url, ws);
  });

  after(async () => {
    await api?.startFirestore(); // never leave the suite's Firestore down for the tests after this one
  });

  it("answers 503 with Retry-After while Firestore is down, then recovers by itself", async () => {
    let stop = false;
    const b = `/v1/brands/${ws.brandId}`;
    const track = async (
      label: string,
      method: string,
      path: string,
      options: Parameters<typeof send>[3],
      extra: Partial<Outcome> = {},
    ): Promise<Answer | undefined> => {
      const started = Date.now();
      try {
        const answer = await send(api.url, method, path, { ...options, timeoutMs: REQUEST_TIMEOUT_MS });
        outcomes.push({
          label,
          started,
          ended: Date.now(),
          status: answer.status,
          retryAfter: answer.headers["retry-after"] as string | undefined,
          code: answer.body?.error?.code,
          id: answer.body?.id,
          ...extra,
        });
        return answer;
      } catch {
        outcomes.push({ label, started, ended: Date.now(), status: "timeout", ...extra });
        return undefined;
      }
    };
    const pause = () => sleep(150);
    const viewer = async (n: number) => {
      const headers = { "X-Forwarded-For": `10.30.0.${n + 1}` };
      while (!stop) {
        await track("resolve", "GET", `/v1/public/placements/${fixture.placementId}`, { headers });
        await track("manifest", "GET", `/v1/public/brands/${ws.brandId}/experiences/${fixture.experienceId}/manifests/${fixture.version}`, { headers });
        await pause();
      }
    };
    let experiences = 0;
    const creator = async () => {
      while (!stop) {
        experiences += 1;
        await track("create experience", "POST", `${b}/experiences`, { token: ws.users.owner.token, json: { name: `Fault experience ${experiences}` } });
        await pause();
      }
    };
    let imports = 0;
    const importer = async () => {
      while (!stop) {
        const k = ++imports;
        const rows = Array.from({ length: ROWS_PER_IMPORT }, (_, i) => `FAULT-${k}-${i},Fault product ${k}.${i},,${(i + 1).toFixed(2)},EUR`);
        await track(
          "import products",
          "POST",
          `${b}/experiences/${fixture.experienceId}/products/import`,
          { token: ws.users.admin.token, json: { csv: `sku,name,description,price,currency\n${rows.join("\n")}\n` } },
          { importIndex: k },
        );
        await pause();
      }
    };
    const loops = Promise.all([viewer(0), viewer(1), viewer(2), creator(), importer()]);

    await sleep(3000);
    timeline.stoppedAt = Date.now();
    await api.stopFirestore();
    // Down until a 503 has been seen (requests started after the stop give up within about a minute).
    const downDeadline = Date.now() + 100_000;
    while (Date.now() < downDeadline && !outcomes.some((o) => o.status === 503 && o.started >= timeline.stoppedAt)) await sleep(500);
    timeline.restartedAt = Date.now();
    await api.startFirestore();
    // Up until a few seconds of requests started after the restart have all succeeded.
    const upDeadline = Date.now() + 120_000;
    while (Date.now() < upDeadline) {
      const after = outcomes.filter((o) => o.started >= timeline.restartedAt);
      const firstOk = after.find((o) => typeof o.status === "number" && o.status < 400);
      if (firstOk && after.filter((o) => o.started > firstOk.started + 3000).length >= 10) break;
      await sleep(500);
    }
    stop = true;
    await loops;

    const during = outcomes.filter((o) => o.ended > timeline.stoppedAt && o.started < timeline.restartedAt);
    const unavailable = during.filter((o) => o.status === 503);
    const firstOkAfter = outcomes
      .filter((o) => o.started >= timeline.restartedAt && typeof o.status === "number" && o.status < 400)
      .sort((x, y) => x.ended - y.ended)[0];
    const firstUnavailable = unavailable.sort((x, y) => x.ended - y.ended)[0];
    console.log(
      `      ${outcomes.length} requests; Firestore down ${((timeline.restartedAt - timeline.stoppedAt) / 1000).toFixed(0)} s: ` +
        `${unavailable.length} answered 503 (first ${firstUnavailable ? ((firstUnavailable.ended - timeline.stoppedAt) / 1000).toFixed(1) : "-"} s after the stop, ` +
        `slowest ${Math.max(0, ...unavailable.map((o) => o.ended - o.started)) / 1000} s); ` +
        `first success ${firstOkAfter ? ((firstOkAfter.ended - timeline.restartedAt) / 1000).toFixed(1) : "-"} s after the restart`,
    );

    const statuses = [...new Set(outcomes.map((o) => o.status))];
    expect(statuses, "statuses seen").to.not.include(500);
    expect(
      outcomes.filter((o) => o.status === "timeout"),
      "requests without an answer",
    ).to.deep.equal([]);
    for (const o of outcomes.filter((x) => typeof x.status === "number" && x.status >= 400)) {
      expect(o.status, `${o.label}: only 503 while down`).to.equal(503);
      expect(o.code, `${o.label}: envelope code`).to.equal("unavailable");
      expect(Number(o.retryAfter), `${o.label}: Retry-After`).to.be.above(0);
    }
    expect(unavailable.length, "503s while Firestore was down").to.be.above(0);
    expect(firstOkAfter, "a success after the restart").to.not.equal(undefined);
    const last = outcomes.sort((x, y) => x.started - y.started).slice(-10);
    expect(
      last.map((o) => o.status).every((s) => typeof s === "number" && s < 400),
      "the last requests all succeed",
    ).to.equal(true);
  });

  it("left no write half-done and lost none it confirmed", async () => {
    const { db } = require("../../src/firebase.js") as typeof import("../../src/firebase.js");
    const brand = db().collection("brands").doc(ws.brandId);
    const experienceDocs = (await brand.collection("experiences").get()).docs;
    for (const experience of experienceDocs) {
      const scenes = (await experience.ref.collection("scenes").get()).size;
      expect(scenes, `experience ${experience.id} (${experience.get("name")}) has its scenes`).to.be.at.least(1);
    }
    const confirmed = outcomes.filter((o) => o.label === "create experience" && o.status === 201);
    for (const o of confirmed)
      expect(
        experienceDocs.map((d) => d.id),
        "a confirmed experience is stored",
      ).to.include(o.id);

    const products = (await brand.collection("experiences").doc(fixture.experienceId).collection("products").get()).docs.map((d) => String(d.get("sku")));
    const perImport = new Map<number, number>();
    for (const sku of products) {
      const k = /^FAULT-(\d+)-/.exec(sku)?.[1];
      if (k) perImport.set(Number(k), (perImport.get(Number(k)) ?? 0) + 1);
    }
    for (const [k, count] of perImport) expect(count, `import ${k}: all rows or none`).to.equal(ROWS_PER_IMPORT);
    for (const o of outcomes.filter((x) => x.label === "import products" && x.status === 200)) {
      expect(perImport.get(o.importIndex!), `confirmed import ${o.importIndex} is stored`).to.equal(ROWS_PER_IMPORT);
    }
    console.log(
      `      ${experienceDocs.length} experiences, each with its scenes; ${perImport.size} imports stored whole (${confirmed.length} experiences and ${outcomes.filter((x) => x.label === "import products" && x.status === 200).length} imports confirmed)`,
    );
  });
});
