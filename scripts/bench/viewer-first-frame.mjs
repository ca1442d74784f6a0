// Time from navigation to the first rendered frame: Vitrine's public viewer drawing the benchmark
// placement's full scene (set, floor, lights, four tables) against Google's <model-viewer>
// showing one of the same sample GLBs, both pages from the same origin, each run in a fresh
// browser profile (cold cache), runs interleaved so machine load hits both alike.
import path from "node:path";
import { ROOT } from "../lib/local-stack.mjs";
import { median, percentile, round } from "./lib/stats.mjs";

export const MODEL_VIEWER_JS = path.join(ROOT, "node_modules/@google/model-viewer/dist/model-viewer.min.js");
export const SAMPLE_GLB = "/models/samples/oak-dining-table.glb";

/** The reference page: model-viewer's standard script and one element filling the screen, showing `src`. */
export const modelViewerPage = ({ src, alt, title = "model-viewer reference" }) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<script type="module" src="/bench/model-viewer.min.js"></script>
<style>html, body { margin: 0; height: 100%; } model-viewer { width: 100vw; height: 100vh; background: #efe7dc; }</style>
</head>
<body>
<model-viewer src="${src}" alt="${alt}" camera-controls shadow-intensity="1"></model-viewer>
<script>
  // model-visibility fires when the model becomes visible; the frame showing it is drawn by the
  // next animation frame (as Vitrine's own "drawn" report, which waits one frame after rendering).
  const viewer = document.querySelector("model-viewer");
  viewer.addEventListener("model-visibility", (event) => {
    if (event.detail.visible && window.__benchModelViewerFrame === undefined) requestAnimationFrame(() => { window.__benchModelViewerFrame = performance.now(); });
  });
</script>
</body>
</html>
`;

export const MODEL_VIEWER_PAGE = modelViewerPage({ src: SAMPLE_GLB, alt: "Oak dining table" });

/**
 * Installed in both pages before they load. The first frame is, in order of preference:
 * Vitrine's own report (a `vitrine:first-frame` performance mark or `window.__vitrineFirstFrame`,
 * then its root's `data-scene`, set once a frame with the scene's models was drawn), model-viewer's
 * (set by its page above), else the first animation frame in which a canvas of the page shows
 * something other than one flat colour (polled by copying it, scaled down, into a 2D canvas).
 * `window.__benchMethod` says which one answered.
 */
function installFirstFrameProbe() {
  const found = (time, method) => {
    if (window.__benchFirstFrame !== undefined) return;
    window.__benchFirstFrame = time;
    window.__benchMethod = method;
  };
  const probe = document.createElement("canvas");
  probe.width = probe.height = 48;
  const context = probe.getContext("2d", { willReadFrequently: true });
  const canvases = () =>
    [...document.querySelectorAll("canvas, model-viewer")].flatMap((el) => (el.shadowRoot ? [...el.shadowRoot.querySelectorAll("canvas")] : [el]));
  const showsSomething = (canvas) => {
    if (!canvas.width || !canvas.height) return false;
    context.clearRect(0, 0, 48, 48);
    try {
      context.drawImage(canvas, 0, 0, 48, 48);
    } catch {
      return false;
    }
    const data = context.getImageData(0, 0, 48, 48).data;
    let differing = 0;
    for (let i = 4; i < data.length; i += 4) {
      const d = Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]) + Math.abs(data[i + 3] - data[3]);
      if (d > 24) differing += 1;
    }
    return differing > 20; // more than ~1% of the picture
  };
  const check = () => {
    const mark = performance.getEntriesByName("vitrine:first-frame")[0];
    if (mark) return found(mark.startTime, "vitrine:first-frame mark");
    if (typeof window.__vitrineFirstFrame === "number") return found(window.__vitrineFirstFrame, "window.__vitrineFirstFrame");
    if (document.querySelector(".viewer[data-scene]")) return found(performance.now(), "viewer data-scene");
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-scene"] });
  const poll = () => {
    check();
    if (window.__benchFirstFrame !== undefined) return;
    if (window.__benchModelViewerFrame !== undefined) return found(window.__benchModelViewerFrame, "model-visibility event");
    if (canvases().some(showsSomething)) return found(performance.now(), "first non-blank canvas");
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** `inspect(page)`, when given, runs once the frame is found and its answer is returned as `extra`. */
export async function firstFrame(browser, origin, url, inspect) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, baseURL: origin });
  const page = await context.newPage();
  await page.addInitScript(installFirstFrameProbe);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => window.__benchFirstFrame !== undefined, undefined, { timeout: 180_000, polling: 50 });
    const found = await page.evaluate(() => ({ ms: window.__benchFirstFrame, method: window.__benchMethod }));
    return inspect ? { ...found, extra: await inspect(page) } : found;
  } finally {
    await context.close();
  }
}

/** Rows for the runner's table. */
export async function benchFirstFrame({ browser, origin, ws, runs = 10, log = console.log }) {
  // `sharePage`: the same viewer, its HTML rendered by the API with the share tags (the origin
  // proxies `?page=api` to the stack's Hosting, which rewrites placement paths to the function).
  const pages = { vitrine: `/${ws.placementId}`, sharePage: `/${ws.placementId}?page=api`, modelViewer: "/bench/model-viewer.html" };
  // One unmeasured load of each: server caches and the browser's shader compiler warm up.
  for (const url of Object.values(pages)) await firstFrame(browser, origin, url);
  const times = { vitrine: [], sharePage: [], modelViewer: [] };
  const methods = { vitrine: new Set(), sharePage: new Set(), modelViewer: new Set() };
  const kinds = Object.keys(pages);
  for (let i = 0; i < runs; i++) {
    // Rotated, so machine load hits each alike.
    const order = kinds.map((_, k) => kinds[(k + i) % kinds.length]);
    for (const kind of order) {
      const { ms, method } = await firstFrame(browser, origin, pages[kind]);
      times[kind].push(ms);
      methods[kind].add(method);
    }
    log(
      `  run ${i + 1}/${runs}: Vitrine ${round(times.vitrine.at(-1))} ms (share page ${round(times.sharePage.at(-1))} ms), model-viewer ${round(times.modelViewer.at(-1))} ms`,
    );
  }
  const v = median(times.vitrine);
  const share = median(times.sharePage);
  const m = median(times.modelViewer);
  const spread = (t) => `min ${round(Math.min(...t))}, p90 ${round(percentile(t, 0.9))}, max ${round(Math.max(...t))} ms`;
  return [
    {
      section: "Viewer",
      measure: `first frame, Vitrine viewer (full scene, 4 GLBs + set), median of ${runs}`,
      value: `${round(v)} ms`,
      note: `${spread(times.vitrine)}; detected by ${[...methods.vitrine].join(", ")}`,
    },
    {
      section: "Viewer",
      measure: `first frame, <model-viewer> 4.x (one sample GLB), median of ${runs}`,
      value: `${round(m)} ms`,
      note: `${spread(times.modelViewer)}; detected by ${[...methods.modelViewer].join(", ")}`,
    },
    {
      section: "Viewer",
      measure: "ratio Vitrine / model-viewer",
      value: `${(v / m).toFixed(2)}x`,
      note: v <= m ? "goal met (no slower)" : "goal not met (slower)",
    },
    {
      section: "Viewer",
      measure: `first frame, Vitrine viewer from its share page (HTML with share tags rendered by the API), median of ${runs}`,
      value: `${round(share)} ms`,
      note: `${spread(times.sharePage)}; detected by ${[...methods.sharePage].join(", ")}`,
    },
    {
      section: "Viewer",
      measure: "ratio share page / static page",
      value: `${(share / v).toFixed(2)}x`,
      note: share <= v * 1.05 ? "goal met (at most 5% slower)" : "goal not met (more than 5% slower)",
    },
  ];
}
