import type { AreaProbes } from "../../helpers/probes.js";

export const placementProbes: AreaProbes = async (name) => {
  switch (name) {
    default:
      return undefined;
  }
};
