import type { AreaProbes } from "../../helpers/probes.js";

export const themeProbes: AreaProbes = async (name) => {
  switch (name) {
    default:
      return undefined;
  }
};
