/**
 * Walking through the tour: which step comes next, where each scene starts, and what the
 * progress dots show. The steps come from the render plan (every segment of every scene).
 */
import type { TourStep } from "./render-plan";

export interface TourPosition {
  index: number;
  count: number;
  isFirst: boolean;
  isLast: boolean;
  /** 1-based step within its scene, and how many steps the scene has. */
  inScene: { number: number; count: number };
}

export function clampStep(steps: readonly TourStep[], index: number): number {
  if (steps.length === 0) return 0;
  return Math.min(Math.max(Math.round(index), 0), steps.length - 1);
}

export function nextStep(steps: readonly TourStep[], index: number): number {
  return clampStep(steps, index + 1);
}

export function previousStep(steps: readonly TourStep[], index: number): number {
  return clampStep(steps, index - 1);
}

/** The first step of a scene (to switch scenes directly); -1 when the scene has none. */
export function firstStepOfScene(steps: readonly TourStep[], sceneIndex: number): number {
  return steps.findIndex((step) => step.sceneIndex === sceneIndex);
}

export function tourPosition(steps: readonly TourStep[], index: number): TourPosition {
  const current = clampStep(steps, index);
  const sceneIndex = steps[current]?.sceneIndex ?? 0;
  const ofScene = steps.filter((step) => step.sceneIndex === sceneIndex);
  return {
    index: current,
    count: steps.length,
    isFirst: current === 0,
    isLast: current >= steps.length - 1,
    inScene: { number: ofScene.findIndex((step) => step.index === current) + 1, count: ofScene.length },
  };
}

/** Whether moving between two steps changes scene (the viewer then swaps the scene's content). */
export function changesScene(steps: readonly TourStep[], from: number, to: number): boolean {
  return steps[from]?.sceneIndex !== steps[to]?.sceneIndex;
}

/** Steps grouped by scene, for the progress dots (a gap between scenes). */
export function dotGroups(steps: readonly TourStep[]): TourStep[][] {
  const groups: TourStep[][] = [];
  for (const step of steps) {
    const last = groups[groups.length - 1];
    if (last && last[0].sceneIndex === step.sceneIndex) last.push(step);
    else groups.push([step]);
  }
  return groups;
}
