import type { AreaProbes } from "../../helpers/probes.js";

export const publicViewerProbes: AreaProbes = async (name) => {
  switch (name) {
    default:
      return undefined;
  }
};
