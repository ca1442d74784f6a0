import type { AreaProbes } from "../../helpers/probes.js";

export const videoWallProbes: AreaProbes = async (name) => {
  switch (name) {
    default:
      return undefined;
  }
};
