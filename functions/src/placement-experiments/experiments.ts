import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { z } from "zod";
import type { Placement, startExperimentSchema, stopExperimentSchema } from "@vitrine/contract";
import { db } from "../firebase.js";
import { conflict, invalid } from "../errors.js";
import { notifyWebhooks } from "../webhooks/index.js";
import { runningExperimentOf, smartRulesOf, type StoredExperiment } from "../placements/decide.js";
import { assertExperiences, experienceIdsOf, getPlacement, materialisedFields, readPlacement, rulesOf } from "../placements/placements.js";

type StartInput = z.output<typeof startExperimentSchema>;
type StopInput = z.output<typeof stopExperimentSchema>;

const ARM_IDS = ["a", "b", "c", "d"] as const;

/**
 * An experiment lives on its placement (`experiment`), so the resolver splits visitors from the
 * one document it already reads. While it runs it takes the default experience's place (smart
 * rules and schedules still come first); stopping it keeps it there, stopped, with its winner,
 * and makes the winner's experience the placement's default. Start and stop are transactions on
 * the placement: of two concurrent starts (or stops) one wins and the other gets 409.
 */
export async function startExperiment(brandId: string, placementId: string, input: StartInput, now = Date.now()): Promise<Placement> {
  let tenantId = "";
  await db().runTransaction(async (tx) => {
    const { ref, data } = await readPlacement(tx, brandId, placementId);
    tenantId = data.tenantId;
    await assertExperiences(
      tx,
      brandId,
      input.arms.map((arm, i) => ({ path: `arms.${i}.experienceId`, id: arm.experienceId })),
    );
    if (runningExperimentOf(data)) throw conflict("An experiment is already running on this placement: stop it first");
    const experiment: StoredExperiment = {
      id: randomBytes(6).toString("base64url"),
      name: input.name,
      status: "running",
      arms: input.arms.map((arm, i) => ({ id: ARM_IDS[i]!, experienceId: arm.experienceId, weight: arm.weight })),
      startedAt: Timestamp.fromMillis(now),
      stoppedAt: null,
      winnerArmId: null,
    };
    tx.update(ref, {
      experiment,
      experienceIds: experienceIdsOf(rulesOf(data), smartRulesOf(data), experiment),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  const placement = await getPlacement(brandId, placementId);
  await notifyWebhooks(tenantId, "placement.schedule_changed", changeOf(brandId, placement));
  return placement;
}

export async function stopExperiment(brandId: string, placementId: string, input: StopInput, now = Date.now()): Promise<Placement> {
  let tenantId = "";
  await db().runTransaction(async (tx) => {
    const { ref, data } = await readPlacement(tx, brandId, placementId);
    tenantId = data.tenantId;
    const running = runningExperimentOf(data);
    if (!running) throw conflict("No experiment is running on this placement");
    const winner = running.arms.find((arm) => arm.id === input.winnerArmId);
    if (!winner) throw invalid("No such arm in this experiment", [{ path: "winnerArmId", message: `Pick one of ${running.arms.map((a) => a.id).join(", ")}` }]);
    const stopped: StoredExperiment = { ...running, status: "stopped", stoppedAt: Timestamp.fromMillis(now), winnerArmId: winner.id };
    const rules = { ...rulesOf(data), defaultExperienceId: winner.experienceId };
    tx.update(ref, {
      experiment: stopped,
      defaultExperienceId: winner.experienceId,
      experienceIds: experienceIdsOf(rules, smartRulesOf(data), null),
      ...materialisedFields(rules, now),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  const placement = await getPlacement(brandId, placementId);
  await notifyWebhooks(tenantId, "placement.schedule_changed", changeOf(brandId, placement));
  return placement;
}

const changeOf = (brandId: string, placement: Placement) => ({
  brandId,
  placementId: placement.id,
  name: placement.name,
  defaultExperienceId: placement.defaultExperienceId,
  schedules: placement.schedules,
  activeExperienceId: placement.activeExperienceId,
});
