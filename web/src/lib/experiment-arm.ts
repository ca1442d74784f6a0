/**
 * The experiment arm the public resolver put this visitor in (`<experimentId>.<armId>`), kept
 * from the resolver's answer until the analytics session of that placement starts, which stamps
 * it on every event. Only the arm's own experience carries it: a visitor who switches to another
 * experience is no longer measuring the arm. Imports nothing, so the resolver's request sets it
 * without loading analytics.
 */
const arms = new Map<string, { arm: string; experienceId: string }>();

export function rememberArm(placementId: string, arm: { experimentId: string; armId: string } | null | undefined, experienceId: string | null): void {
  if (arm && experienceId) arms.set(placementId, { arm: `${arm.experimentId}.${arm.armId}`, experienceId });
  else arms.delete(placementId);
}

export function armOf(placementId: string | null, experienceId: string): string | null {
  const kept = placementId ? arms.get(placementId) : undefined;
  return kept && kept.experienceId === experienceId ? kept.arm : null;
}
