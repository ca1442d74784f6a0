#!/usr/bin/env node
// Benchmark of the world builder with a big scene: creates an experience whose scene holds N
// library models (200 by default, the four samples in a grid) through the API, opens the world
// builder in headless chromium, waits until every model is drawn, then orbits the camera with the
// mouse and prints the frame times seen by requestAnimationFrame (median, p95, frames per second).
// The experience is deleted afterwards (keep it with --keep).
//
//   VITRINE_BASE_URL=http://127.0.0.1:5000 VITRINE_DEMO="$(cat demo.json)" node web/scripts/bench-world-builder.mjs [--objects 200] [--seconds 6] [--keep]
//
// It needs the demo workspace's ids (VITRINE_DEMO, as the browser tests take it). Numbers under
// headless chromium use software WebGL (SwiftShader): compare runs on one machine, not machines.
import { parseArgs } from "node:util";
import { DEMO, launchBrowser, newPage } from "../e2e/support/browser.mjs";
import { apiAs, signInPage } from "../e2e/support/vitrine-api.mjs";

const { values } = parseArgs({
  options: {
    objects: { type: "string", default: "200" },
    seconds: { type: "string", default: "6" },
    keep: { type: "boolean", default: false },
  },
});
const COUNT = Number(values.objects);
const SECONDS = Number(values.seconds);
const SAMPLES = ["sample-oak-dining-table", "sample-round-cafe-table", "sample-glass-coffee-table", "sample-walnut-side-table"];
const OWNER = { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword };

if (!DEMO.brandId) {
  console.error("Set VITRINE_DEMO to the demo's ids (brandId is needed).");
  process.exit(2);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
}

async function main() {
  const call = await apiAs(OWNER);
  const brand = `/v1/brands/${DEMO.brandId}`;
  const created = await call("POST", `${brand}/experiences`, { name: `Benchmark world builder ${new Date().toISOString()}` });
  if (created.status !== 201) throw new Error(`could not create the experience: ${JSON.stringify(created.body)}`);
  const experienceId = created.body.id;
  let browser;
  try {
    const scene = (await call("GET", `${brand}/experiences/${experienceId}/scenes`)).body.items[0];
    const columns = Math.ceil(Math.sqrt(COUNT * 2));
    const objects = Array.from({ length: COUNT }, (_, i) => ({
      id: `bench${i}`,
      kind: "model",
      libraryObjectId: SAMPLES[i % SAMPLES.length],
      transform: {
        position: { x: ((i % columns) - columns / 2) * 2.2, y: 0, z: (Math.floor(i / columns) - COUNT / columns / 2) * 2.2 },
        rotation: { x: 0, y: ((i * 37) % 360) * (Math.PI / 180), z: 0 },
        scale: { x: 1, y: 1, z: 1 },
      },
    }));
    const saved = await call("PATCH", `${brand}/experiences/${experienceId}/scenes/${scene.id}`, { version: scene.version, objects });
    if (saved.status !== 200) throw new Error(`could not fill the scene: ${JSON.stringify(saved.body)}`);

    browser = await launchBrowser();
    const { page, problems } = await newPage(browser, { viewport: { width: 1600, height: 1000 } });
    const url = `/manager/panel/brands/${DEMO.brandId}/experience/${experienceId}/world-builder`;
    await signInPage(page, OWNER, url);
    await page.waitForURL((u) => u.pathname === url, { timeout: 120_000 });
    const opened = Date.now();
    await page.waitForFunction(
      (n) => {
        const viewport = document.querySelector(".wb-viewport");
        return viewport && Number(viewport.dataset.modelsLoaded) === n;
      },
      COUNT,
      { timeout: 300_000, polling: 250 },
    );
    const loadSeconds = (Date.now() - opened) / 1000;
    // Let the first frames (shader compilation) settle.
    await page.waitForTimeout(2000);

    const canvas = page.locator(".wb-viewport canvas");
    const box = await canvas.boundingBox();
    await page.evaluate(() => {
      const times = [];
      window.__wbFrames = times;
      const tick = (now) => {
        times.push(now);
        if (!window.__wbStop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // Orbit: hold the left button and sweep left and right across the view.
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    const end = Date.now() + SECONDS * 1000;
    for (let step = 0; Date.now() < end; step += 1) {
      const phase = (step % 120) / 120;
      const dx = Math.sin(phase * Math.PI * 2) * box.width * 0.3;
      await page.mouse.move(cx + dx, cy + Math.sin(phase * Math.PI * 4) * 20);
    }
    await page.mouse.up();
    const stamps = await page.evaluate(() => {
      window.__wbStop = true;
      return window.__wbFrames;
    });
    const deltas = stamps.slice(1).map((t, i) => t - stamps[i]).sort((a, b) => a - b);
    const median = percentile(deltas, 0.5);
    const result = {
      objects: COUNT,
      loadSeconds,
      frames: deltas.length,
      medianFrameMs: Number(median.toFixed(2)),
      p95FrameMs: Number(percentile(deltas, 0.95).toFixed(2)),
      medianFps: Number((1000 / median).toFixed(1)),
      renderer: await page.evaluate(() => {
        const gl = document.createElement("canvas").getContext("webgl2");
        const info = gl?.getExtension("WEBGL_debug_renderer_info");
        return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : null;
      }),
    };
    console.log(`World builder, ${COUNT} objects: median frame ${result.medianFrameMs} ms (${result.medianFps} fps), p95 ${result.p95FrameMs} ms over ${result.frames} frames of orbiting; loaded in ${loadSeconds.toFixed(1)} s`);
    console.log(JSON.stringify(result));
    const errors = problems.filter((p) => p.startsWith("pageerror"));
    if (errors.length) console.error(errors.join("\n"));
  } finally {
    await browser?.close();
    if (values.keep) console.log(`Kept experience ${experienceId}`);
    else await call("DELETE", `${brand}/experiences/${experienceId}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
