// The delivery goal, measured: on a phone viewport, Vitrine's viewer showing the phone
// variant of the heavy reference model (scripts/lib/heavy-models.mjs: 540 000 triangles, six
// 2048-4096 px textures, 95 MB) against Google's <model-viewer> showing the file as uploaded, same
// origin and page conditions, fresh browser profile each run, runs interleaved. The model is
// uploaded, processed by the background function, published on a placement of its own, and
// deleted at the end.
import { makeHeavyModel, HEAVY_MODELS } from "../lib/heavy-models.mjs";
import { median, round } from "./lib/stats.mjs";
import { firstFrame, modelViewerPage } from "./viewer-first-frame.mjs";

async function uploadHeavyModel(ws, log) {
  const { bytes, triangles } = await makeHeavyModel(HEAVY_MODELS.heavy);
  const ticket = (
    await ws.call(
      "POST",
      `/v1/brands/${ws.brandId}/uploads`,
      { kind: "model", fileName: "heavy-reference.glb", contentType: "model/gltf-binary", size: bytes.byteLength },
      201,
    )
  ).body;
  const put = await fetch(ticket.uploadUrl, { method: "PUT", headers: ticket.headers, body: bytes });
  if (!put.ok) throw new Error(`PUT of the heavy model: ${put.status}`);
  const upload = (await ws.call("POST", `/v1/brands/${ws.brandId}/uploads/${ticket.uploadId}/complete`, undefined, 200)).body;
  const created = (await ws.call("POST", `/v1/brands/${ws.brandId}/library`, { uploadId: ticket.uploadId, name: "Heavy reference model" }, 201)).body;
  log(`  uploaded the heavy reference model (${(bytes.byteLength / 1e6).toFixed(1)} MB, ${triangles} triangles); waiting for its variants…`);
  for (const deadline = Date.now() + 600_000; ;) {
    const model = (await ws.call("GET", `/v1/library/${created._id}`, undefined, 200)).body;
    if (model.status === "ready") return { model, originalUrl: upload.url, originalBytes: bytes.byteLength };
    if (model.status === "failed") throw new Error(`the heavy model failed: ${model.error}`);
    if (Date.now() > deadline) throw new Error("the heavy model was still processing after 600 s");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Rows for the runner's table. `pages` is the static server's page table (read per request). */
export async function benchHeavyFirstFrame({ browser, origin, ws, pages, runs = 3, log = console.log }) {
  const { model, originalUrl, originalBytes } = await uploadHeavyModel(ws, log);
  const ids = { model: model._id };
  try {
    const phone = model.variants.find((v) => v.name === "phone");
    if (!phone?.glb) throw new Error(`no phone variant: ${phone?.error}`);
    ids.experience = (await ws.call("POST", `/v1/brands/${ws.brandId}/experiences`, { name: "Benchmark heavy model" }, 201)).body.id;
    const exp = `/v1/brands/${ws.brandId}/experiences/${ids.experience}`;
    const intro = (await ws.call("GET", `${exp}/scenes`, undefined, 200)).body.items[0];
    const transform = { position: { x: 0, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } };
    await ws.call(
      "PATCH",
      `${exp}/scenes/${intro.id}`,
      { version: intro.version, objects: [{ id: "heavy", kind: "model", libraryObjectId: ids.model, transform }] },
      200,
    );
    await ws.call("POST", `${exp}/publish`, undefined, 201);
    ids.placement = (
      await ws.call("POST", `/v1/brands/${ws.brandId}/placements`, { name: "Benchmark heavy model", defaultExperienceId: ids.experience }, 201)
    ).body.id;
    pages["/bench/model-viewer-heavy.html"] = modelViewerPage({ src: originalUrl, alt: "Heavy reference model", title: "model-viewer reference, heavy model" });
    const urls = { vitrine: `/${ids.placement}`, modelViewer: "/bench/model-viewer-heavy.html" };
    const times = { vitrine: [], modelViewer: [] };
    // When the page had the model's file: what is left of the first frame is parsing and drawing.
    const downloaded = { vitrine: [], modelViewer: [] };
    const fileLoadedAt = (page) =>
      page.evaluate(() =>
        Math.max(
          0,
          ...performance
            .getEntriesByType("resource")
            .filter((e) => e.name.endsWith(".glb"))
            .map((e) => e.responseEnd),
        ),
      );
    for (let i = 0; i < runs; i++) {
      for (const kind of i % 2 === 0 ? ["vitrine", "modelViewer"] : ["modelViewer", "vitrine"]) {
        const { ms, extra } = await firstFrame(browser, origin, urls[kind], fileLoadedAt);
        times[kind].push(ms);
        downloaded[kind].push(extra);
      }
      log(
        `  run ${i + 1}/${runs}: Vitrine (phone variant) ${round(times.vitrine.at(-1))} ms (file in at ${round(downloaded.vitrine.at(-1))} ms), model-viewer (original) ${round(times.modelViewer.at(-1))} ms (file in at ${round(downloaded.modelViewer.at(-1))} ms)`,
      );
    }
    const v = median(times.vitrine);
    const m = median(times.modelViewer);
    return [
      {
        section: "Heavy model",
        measure: "bytes, phone variant / original",
        value: `${(phone.size / 1e6).toFixed(2)} MB / ${(originalBytes / 1e6).toFixed(2)} MB`,
        note: `${((phone.size / originalBytes) * 100).toFixed(1)}% (goal ≤ 10%); ${phone.triangles} of ${model.triangles} triangles`,
      },
      {
        section: "Heavy model",
        measure: `first frame, Vitrine viewer with the phone variant (390x844), median of ${runs}`,
        value: `${round(v)} ms`,
        note: `${times.vitrine.map(round).join(", ")} ms; file downloaded at ${round(median(downloaded.vitrine))} ms (median)`,
      },
      {
        section: "Heavy model",
        measure: `first frame, <model-viewer> with the original, median of ${runs}`,
        value: `${round(m)} ms`,
        note: `${times.modelViewer.map(round).join(", ")} ms; file downloaded at ${round(median(downloaded.modelViewer))} ms (median)`,
      },
      {
        section: "Heavy model",
        measure: "ratio Vitrine / model-viewer",
        value: `${(v / m).toFixed(2)}x`,
        note: v <= m / 2 ? "goal met (at most half)" : "goal not met (more than half)",
      },
    ];
  } finally {
    if (ids.placement) await ws.call("DELETE", `/v1/brands/${ws.brandId}/placements/${ids.placement}`).catch(() => undefined);
    if (ids.experience) await ws.call("DELETE", `/v1/brands/${ws.brandId}/experiences/${ids.experience}`).catch(() => undefined);
    await ws.call("DELETE", `/v1/library/${ids.model}`).catch(() => undefined);
  }
}
