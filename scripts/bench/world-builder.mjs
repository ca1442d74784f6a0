// The world builder with N library models: web/scripts/bench-world-builder.mjs does the work
// (fills a scene through the API, orbits in headless chromium, times input to frame, prints one
// JSON line); this runs it against the benchmark origin as the benchmark workspace's owner and
// turns its line into rows.
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../lib/local-stack.mjs";
import { BENCH } from "./lib/bench-workspace.mjs";

export async function benchWorldBuilder({ origin, ws, objects = 200, seconds = 6, log = console.log }) {
  const demo = { tenantSlug: BENCH.tenantSlug, ownerEmail: BENCH.ownerEmail, ownerPassword: BENCH.ownerPassword, brandId: ws.brandId };
  const output = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, "web/scripts/bench-world-builder.mjs"), "--objects", String(objects), "--seconds", String(seconds)],
      {
        cwd: path.join(ROOT, "web"),
        env: { ...process.env, VITRINE_BASE_URL: origin, VITRINE_DEMO: JSON.stringify(demo) },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    child.stderr.on("data", (chunk) => (text += chunk));
    child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`bench-world-builder exited with ${code}:\n${text.slice(-2000)}`))));
  });
  const line = output
    .split("\n")
    .reverse()
    .find((l) => l.startsWith("{"));
  const result = JSON.parse(line);
  for (const l of output.split("\n").filter((l) => l.startsWith("World builder") || l.startsWith("  input to frame"))) log(`  ${l.trim()}`);
  return [
    {
      section: "World builder",
      measure: `${result.objects} objects, median frame time while orbiting`,
      value: `${result.medianFrameMs} ms (${result.medianFps} fps)`,
      note: `p95 ${result.p95FrameMs} ms over ${result.frames} frames, ${result.drawnFrames} of them drawn (${result.drawnFps} drawn/s, ${result.drawCalls} draw calls); all models loaded in ${result.loadSeconds.toFixed(1)} s; renderer ${result.renderer ?? "unknown"}`,
    },
    ...Object.entries(result.latency ?? {}).map(([kind, figures]) => ({
      section: "World builder",
      measure: `${result.objects} objects, input to frame: ${kind}`,
      value: `median ${figures.medianMs} ms`,
      note: `p95 ${figures.p95Ms} ms over ${figures.samples} inputs`,
    })),
  ];
}
