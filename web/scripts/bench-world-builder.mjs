#!/usr/bin/env node
// Benchmark of the world builder with a big scene: creates an experience whose scene holds N
// library models (200 by default, the four samples in a grid) through the API, opens the world
// builder in headless chromium, waits until every model is drawn, then
//  - orbits the camera with the mouse and prints the frame times seen by requestAnimationFrame
//    (median, p95, frames per second) and how many frames the scene really drew (the editor draws
//    on demand: a frame with nothing changed is not drawn);
//  - measures input-to-frame latency: from the input event's timestamp to the first animation
//    frame after the one that drew its effect, for a click selecting an object (the selection box
//    moves), a drag of the move gizmo (the object moves) and an arrow-key nudge (the object moves).
// The scene's renderer is found through three.js' devtools hook (`__THREE_DEVTOOLS__`), so the
// benchmark needs nothing from the app. The experience is deleted afterwards (keep it with --keep).
//
//   VITRINE_BASE_URL=http://127.0.0.1:5000 VITRINE_DEMO="$(cat demo.json)" node web/scripts/bench-world-builder.mjs [--objects 200] [--seconds 6] [--samples 12] [--keep]
//
// It needs the demo workspace's ids (VITRINE_DEMO, as the browser tests take it). Numbers under
// headless chromium use software WebGL (SwiftShader): compare runs on one machine, not machines.
import { parseArgs } from "node:util";
import { launchChromium } from "../../scripts/lib/chromium.mjs";
import { DEMO, newPage } from "../e2e/support/browser.mjs";
import { apiAs, signInPage } from "../e2e/support/api.mjs";

const { values } = parseArgs({
  options: {
    objects: { type: "string", default: "200" },
    seconds: { type: "string", default: "6" },
    samples: { type: "string", default: "12" },
    keep: { type: "boolean", default: false },
  },
});
const COUNT = Number(values.objects);
const SECONDS = Number(values.seconds);
const LATENCY_SAMPLES = Number(values.samples);
const SAMPLES = ["sample-oak-dining-table", "sample-round-cafe-table", "sample-glass-coffee-table", "sample-walnut-side-table"];
const OWNER = { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword };

if (!DEMO.brandId) {
  console.error("Set VITRINE_DEMO to the demo's ids (brandId is needed).");
  process.exit(2);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
}

const round = (value) => (value === undefined ? null : Number(value.toFixed(1)));
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { samples: sorted.length, medianMs: round(percentile(sorted, 0.5)), p95Ms: round(percentile(sorted, 0.95)) };
};

/**
 * Runs in the page before its scripts: keeps the renderer three.js announces to its devtools hook,
 * stamps every frame it draws, and lets the benchmark wait for the first drawn frame in which a
 * condition holds after an input event of a given type.
 */
function instrumentPage() {
  const hook = new EventTarget();
  // Conditions checked on each drawn frame while a measurement waits for its effect.
  function selectionBoxMoved(probe, arg) {
    let centre = null;
    probe.scene.traverse((node) => {
      if (node.type === "Box3Helper" && node.visible) centre = node.box.getCenter(node.box.min.clone());
    });
    if (arg.arming) {
      arg.state.centre = centre;
      return false;
    }
    return centre !== null && (arg.state.centre === null || centre.distanceTo(arg.state.centre) > 1e-3);
  }

  function objectMoved(probe, arg) {
    let object = null;
    probe.scene.traverse((node) => {
      if (node.userData?.sceneObjectId === arg.id) object = node;
    });
    if (!object) return false;
    if (arg.arming) {
      arg.state.position = object.position.clone();
      return false;
    }
    return object.position.distanceTo(arg.state.position) > 1e-6;
  }
  const probe = { renders: [], pending: null, results: [], conditions: { selectionBoxMoved, objectMoved } };
  window.__wbProbe = probe;
  window.__THREE_DEVTOOLS__ = hook;
  hook.addEventListener("observe", (event) => {
    const renderer = event.detail;
    if (!renderer?.isWebGLRenderer) return;
    const render = renderer.render.bind(renderer);
    renderer.render = (scene, camera) => {
      render(scene, camera);
      // Only the editor's canvas (the library thumbnails have a renderer of their own).
      if (!renderer.domElement.closest(".wb-viewport")) return;
      probe.scene = scene;
      probe.camera = camera;
      probe.renderer = renderer;
      probe.renders.push(performance.now());
      const pending = probe.pending;
      if (pending?.start !== undefined && pending.drawn === undefined && pending.check()) {
        pending.drawn = performance.now();
        // The frame is on screen by the time the next one starts.
        requestAnimationFrame((now) => {
          probe.results.push({ kind: pending.kind, ms: now - pending.start });
          probe.pending = null;
        });
      }
    };
  });
  for (const type of ["pointerup", "pointermove", "keydown"]) {
    window.addEventListener(
      type,
      (event) => {
        const pending = probe.pending;
        if (pending && pending.eventType === type && pending.start === undefined) pending.start = event.timeStamp;
      },
      true,
    );
  }
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

    browser = await launchChromium();
    const { page, problems } = await newPage(browser, { viewport: { width: 1600, height: 1000 } });
    await page.addInitScript(instrumentPage);
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
    const rendersBefore = await page.evaluate(() => window.__wbProbe.renders.length);
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
    const { stamps, renders, drawCalls } = await page.evaluate((from) => {
      window.__wbStop = true;
      return { stamps: window.__wbFrames, renders: window.__wbProbe.renders.slice(from), drawCalls: window.__wbProbe.renderer.info.render.calls };
    }, rendersBefore);
    const deltas = stamps
      .slice(1)
      .map((t, i) => t - stamps[i])
      .sort((a, b) => a - b);
    const median = percentile(deltas, 0.5);
    const orbitMs = stamps.at(-1) - stamps[0];
    const drawnIntervals = renders.slice(1).map((t, i) => t - renders[i]);
    await page.waitForTimeout(1000);
    const latency = await measureLatency(page, box);
    const result = {
      objects: COUNT,
      loadSeconds,
      frames: deltas.length,
      medianFrameMs: Number(median.toFixed(2)),
      p95FrameMs: Number(percentile(deltas, 0.95).toFixed(2)),
      medianFps: Number((1000 / median).toFixed(1)),
      drawnFrames: renders.length,
      drawnFps: Number(((renders.length * 1000) / orbitMs).toFixed(1)),
      medianDrawnIntervalMs: summary(drawnIntervals).medianMs,
      drawCalls,
      latency,
      renderer: await page.evaluate(() => {
        const gl = document.createElement("canvas").getContext("webgl2");
        const info = gl?.getExtension("WEBGL_debug_renderer_info");
        return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : null;
      }),
    };
    console.log(
      `World builder, ${COUNT} objects: median frame ${result.medianFrameMs} ms (${result.medianFps} fps), p95 ${result.p95FrameMs} ms over ${result.frames} frames of orbiting ` +
        `(${result.drawnFrames} drawn, ${result.drawnFps} drawn/s, ${result.drawCalls} draw calls); loaded in ${loadSeconds.toFixed(1)} s`,
    );
    for (const [kind, figures] of Object.entries(latency))
      console.log(`  input to frame, ${kind}: median ${figures.medianMs} ms, p95 ${figures.p95Ms} ms (${figures.samples} samples)`);
    console.log(JSON.stringify(result));
    const errors = problems.filter((p) => p.startsWith("pageerror"));
    if (errors.length) console.error(errors.join("\n"));
  } finally {
    await browser?.close();
    if (values.keep) console.log(`Kept experience ${experienceId}`);
    else await call("DELETE", `${brand}/experiences/${experienceId}`);
  }
}

/**
 * Arms the probe for the next `eventType` event, runs `act`, and returns the milliseconds from that
 * event to the frame after the first drawn frame where the condition named `check` holds.
 */
async function timeInput(page, kind, eventType, check, arg, act) {
  await page.evaluate(
    ({ kind, eventType, check, arg }) => {
      const probe = window.__wbProbe;
      const condition = probe.conditions[check];
      const state = {};
      probe.pending = { kind, eventType, check: () => condition(probe, { ...arg, state }) };
      condition(probe, { ...arg, state, arming: true });
    },
    { kind, eventType, check, arg },
  );
  const before = await page.evaluate(() => window.__wbProbe.results.length);
  await act();
  try {
    await page.waitForFunction((n) => window.__wbProbe.results.length > n, before, { timeout: 5000, polling: 20 });
  } catch {
    await page.evaluate(() => (window.__wbProbe.pending = null));
    return null;
  }
  return page.evaluate(() => window.__wbProbe.results.at(-1).ms);
}

/** Where placed objects stand on screen (their group's origin, and 40 cm above it). */
function objectsOnScreen(page, box) {
  return page.evaluate((rect) => {
    const { scene, camera } = window.__wbProbe;
    const found = [];
    scene.traverse((node) => {
      if (!node.userData?.sceneObjectId) return;
      const base = node.getWorldPosition(node.position.clone());
      const body = base.clone();
      body.y += 0.4;
      const toScreen = (v) => {
        const p = v.clone().project(camera);
        return { x: rect.x + ((p.x + 1) / 2) * rect.width, y: rect.y + ((1 - p.y) / 2) * rect.height, depth: p.z };
      };
      found.push({ id: node.userData.sceneObjectId, base: toScreen(base), body: toScreen(body), distance: base.distanceTo(camera.position) });
    });
    const inside = (p) => p.x > rect.x + 40 && p.x < rect.x + rect.width - 40 && p.y > rect.y + 60 && p.y < rect.y + rect.height - 60 && p.depth < 1;
    return found.filter((o) => inside(o.base) && inside(o.body)).sort((a, b) => a.distance - b.distance);
  }, box);
}

async function measureLatency(page, box) {
  // Closer in, as when arranging things: objects big enough to hit, the gizmo on one of them.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.7);
  for (let i = 0; i < 6; i += 1) {
    await page.mouse.wheel(0, -240);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(1500);
  const candidates = await objectsOnScreen(page, box);
  if (candidates.length < 2) return {};
  // Two objects near the camera, apart on screen: clicking one then the other moves the box.
  const first = candidates[0];
  const second = candidates.find((o) => Math.hypot(o.body.x - first.body.x, o.body.y - first.body.y) > 120) ?? candidates[1];
  const select = [];
  for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
    const target = i % 2 === 0 ? first : second;
    const ms = await timeInput(page, "click to select", "pointerup", "selectionBoxMoved", {}, () => page.mouse.click(target.body.x, target.body.y));
    if (ms !== null) select.push(ms);
    await page.waitForTimeout(300);
  }
  // The next measurements need a selection.
  await page.mouse.click(first.body.x, first.body.y);
  await page.waitForTimeout(1000);

  // Whatever the last click selected: nudge it with the arrow keys, then drag its move gizmo.
  const selectedId = await page.evaluate(() => {
    let id = null;
    let helper = null;
    const { scene } = window.__wbProbe;
    scene.traverse((node) => {
      if (node.type === "Box3Helper") helper = node;
    });
    if (!helper) return null;
    const centre = helper.box.getCenter(helper.box.min.clone());
    let best = Infinity;
    scene.traverse((node) => {
      if (!node.userData?.sceneObjectId) return;
      const d = node.getWorldPosition(centre.clone()).setY(centre.y).distanceTo(centre);
      if (d < best) {
        best = d;
        id = node.userData.sceneObjectId;
      }
    });
    return id;
  });
  const nudge = [];
  const drag = [];
  if (selectedId) {
    for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
      const key = i % 2 === 0 ? "ArrowRight" : "ArrowLeft";
      const ms = await timeInput(page, "arrow-key nudge", "keydown", "objectMoved", { id: selectedId }, () => page.keyboard.press(key));
      if (ms !== null) nudge.push(ms);
      await page.waitForTimeout(300);
    }
    const where = (await objectsOnScreen(page, box)).find((o) => o.id === selectedId);
    if (where) {
      // Hovering the gizmo's centre picks its free-move handle; pressing there drags the object.
      await page.mouse.move(where.base.x, where.base.y);
      await page.waitForTimeout(300);
      await page.mouse.down();
      for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
        const x = where.base.x + (i % 2 === 0 ? 12 : -12) * (1 + (i % 4 >= 2 ? 1 : 0));
        const ms = await timeInput(page, "gizmo drag", "pointermove", "objectMoved", { id: selectedId }, () => page.mouse.move(x, where.base.y + (i % 3) * 4));
        if (ms !== null) drag.push(ms);
        await page.waitForTimeout(150);
      }
      await page.mouse.up();
      // Put it back where it was, so the next run starts from the same scene.
      await page.keyboard.press("Control+z");
    }
  }
  const figures = {};
  if (select.length) figures["click to select"] = summary(select);
  if (drag.length) figures["gizmo drag"] = summary(drag);
  if (nudge.length) figures["arrow-key nudge"] = summary(nudge);
  return figures;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
