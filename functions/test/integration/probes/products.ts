import type { AreaProbes } from "../../helpers/probes.js";

export const productProbes: AreaProbes = async (name) => {
  switch (name) {
    default:
      return undefined;
  }
};
