// A retail chain's scale: a brand of 2,000 stores made for the run; one bulk creation makes 500
// placements (the stores of one tag) through the API, all in one transaction; a second run of
// the same selection skips them all. Then the console's lists at that size: a page of stores, a
// search, and a page of the experience's QR codes, each answering one page with a cursor to the
// next (never everything). The brand is deleted at the end (its placements go with it).
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { HOSTING_URL, ROOT } from "../lib/local-stack.mjs";
import { round } from "./lib/stats.mjs";

const require = createRequire(path.join(ROOT, "functions/package.json"));
const STORES = 2_000;
const WAVE = 500;

async function seedStores(brandId) {
  const { db } = require("./lib/firebase.js");
  const { FieldValue } = require("firebase-admin/firestore");
  const stores = db().collection("brands").doc(brandId).collection("stores");
  for (let start = 0; start < STORES; start += 400) {
    const batch = db().batch();
    for (let i = start; i < Math.min(STORES, start + 400); i++) {
      const name = `Store ${String(i).padStart(4, "0")}`;
      const code = `S-${String(i).padStart(4, "0")}`;
      batch.set(stores.doc(), {
        brandId,
        name,
        nameLower: name.toLowerCase(),
        code,
        codeKey: code.toLowerCase(),
        tags: [`wave-${Math.floor(i / WAVE) + 1}`],
        address: { line1: `${i} Main St`, city: "Lyon", country: "FR" },
        location: { lat: 45.7, lng: 4.8 },
        timezone: "Europe/Paris",
        openingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
        placementCount: 0,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
        createdBy: "bench",
      });
    }
    await batch.commit();
  }
}

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { ms: performance.now() - started, result };
}

export async function benchBulkPlacements(ws, { log = console.log } = {}) {
  const { call } = ws;
  const brandId = (await call("POST", "/v1/brands", { name: `Chain benchmark ${Date.now().toString(36)}` }, 201)).body.id;
  try {
    log(`  seeding ${STORES} stores…`);
    await seedStores(brandId);
    const experienceId = (await call("POST", `/v1/brands/${brandId}/experiences`, { name: "Chain launch" }, 201)).body.id;
    const bulk = (key) =>
      fetch(`${HOSTING_URL}/v1/brands/${brandId}/placements/bulk`, {
        method: "POST",
        headers: { Authorization: `Bearer ${ws.token}`, "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({
          defaultExperienceId: experienceId,
          stores: { tag: "wave-1" },
          namePattern: "{store} QR",
          schedules: [{ experienceId, label: "Launch", startDate: "2030-01-01", endDate: "2030-01-31", weekdays: ["sat", "sun"] }],
        }),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));

    const first = await timed(() => bulk(randomUUID()));
    if (first.result.status !== 201 || first.result.body.created !== WAVE)
      throw new Error(`bulk creation: ${first.result.status} ${JSON.stringify(first.result.body).slice(0, 300)}`);
    log(`  ${WAVE} placements created in ${round(first.ms)} ms`);
    const again = await timed(() => bulk(randomUUID()));
    if (again.result.body.skipped !== WAVE) throw new Error(`re-run: ${JSON.stringify(again.result.body).slice(0, 300)}`);

    const page = async (urlPath) => {
      const { ms, result } = await timed(() => call("GET", urlPath, undefined, 200));
      if (!result.body.nextCursor) throw new Error(`${urlPath}: one page held everything`);
      return { ms, count: result.body.items.length };
    };
    const stores = await page(`/v1/brands/${brandId}/stores?limit=50`);
    const search = await timed(() => call("GET", `/v1/brands/${brandId}/stores?q=store%2000&sort=name&limit=50`, undefined, 200));
    const placements = await page(`/v1/brands/${brandId}/placements?experienceId=${experienceId}&limit=100`);
    const note = `${STORES} stores in the brand`;
    return [
      {
        section: "Chain scale",
        measure: `bulk creation of ${WAVE} placements`,
        value: `${round(first.ms)} ms`,
        note: `${note}; one transaction, schedule template copied`,
      },
      { section: "Chain scale", measure: `same selection again (${WAVE} skipped)`, value: `${round(again.ms)} ms`, note },
      { section: "Chain scale", measure: `stores list, first page (${stores.count})`, value: `${round(stores.ms)} ms`, note: "paged: a cursor to the next" },
      { section: "Chain scale", measure: `stores search (${search.result.body.items.length} found)`, value: `${round(search.ms)} ms`, note },
      {
        section: "Chain scale",
        measure: `QR codes list, first page (${placements.count})`,
        value: `${round(placements.ms)} ms`,
        note: `${WAVE} placements for the experience`,
      },
    ];
  } finally {
    await call("DELETE", `/v1/brands/${brandId}`).catch(() => {});
  }
}
