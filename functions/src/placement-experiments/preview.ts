import type { z } from "zod";
import type { PlacementPreview, previewPlacementQuerySchema } from "@vitrine/contract";
import { countsScans, ruleWarnings } from "@vitrine/contract/placement-rules";
import { db } from "../firebase.js";
import { decide, runningExperimentOf, smartRulesOf } from "../placements/decide.js";
import { readPlacement } from "../placements/placements.js";
import { scanShardRefs, scansIn } from "../placements/scan-counter.js";

type PreviewQuery = z.output<typeof previewPlacementQuerySchema>;

/**
 * What a visitor would see, by the resolver's own `decide`: at a moment (default now), on a device,
 * in a language, at a scan number (default the placement's count now). With a running experiment
 * the answer names the arms and their shares instead of one visitor's draw.
 */
export async function previewPlacement(brandId: string, placementId: string, query: PreviewQuery, now = Date.now()): Promise<PlacementPreview> {
  const { ref, data } = await readPlacement(null, brandId, placementId);
  const at = query.at ? Date.parse(query.at) : now;
  let scans = query.scans;
  if (scans === undefined) scans = countsScans(smartRulesOf(data)) ? scansIn(await db().getAll(...scanShardRefs(ref))) : 0;
  const decision = decide(data, { now: at, device: query.device, language: query.language ?? null, scans, visitorId: null, point: 0 });
  const experiment = runningExperimentOf(data);
  const total = experiment ? experiment.arms.reduce((sum, a) => sum + a.weight, 0) : 0;
  return {
    at: new Date(at).toISOString(),
    device: query.device,
    language: query.language ?? null,
    scans,
    source: decision.source,
    experienceId: decision.source === "experiment" ? null : decision.experienceId,
    ruleId: decision.ruleId,
    scheduleId: decision.scheduleId,
    arms:
      decision.source === "experiment" && experiment
        ? experiment.arms.map((a) => ({ armId: a.id, experienceId: a.experienceId, share: total > 0 ? a.weight / total : 0 }))
        : [],
    warnings: ruleWarnings(smartRulesOf(data), at),
  };
}
