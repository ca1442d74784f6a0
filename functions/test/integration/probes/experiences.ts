import type { AreaProbes } from "../../helpers/probes.js";

export const experienceProbes: AreaProbes = async (name) => {
  switch (name) {
    default:
      return undefined;
  }
};
