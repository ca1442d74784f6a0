import type { AreaProbes } from "../../helpers/probes.js";

export const manifestProbes: AreaProbes = async (name) => {
  switch (name) {
    default:
      return undefined;
  }
};
