import type { AreaProbes } from "../../helpers/probes.js";

export const hostProbes: AreaProbes = async (name) => {
  switch (name) {
    default:
      return undefined;
  }
};
