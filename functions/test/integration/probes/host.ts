import { probeExperience } from "../../helpers/experience-fixtures.js";
import { is, type AreaProbes } from "../../helpers/probes.js";

export const hostProbes: AreaProbes = async (name, ws) => {
  switch (name) {
    case "getHost":
      return { path: `/v1/brands/${ws.brandId}/experiences/${await probeExperience(ws)}/host` };
    case "updateHost":
      return { path: `/v1/brands/${ws.brandId}/experiences/${await probeExperience(ws)}/host`, json: {}, allowed: is(400) };
    default:
      return undefined;
  }
};
