import type { AreaProbes } from "../../helpers/probes.js";

export const aiChatProbes: AreaProbes = async (name) => {
  switch (name) {
    default:
      return undefined;
  }
};
