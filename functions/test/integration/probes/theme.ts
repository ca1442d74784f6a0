import { probeExperience } from "../../helpers/experience-fixtures.js";
import { is, type AreaProbes } from "../../helpers/probes.js";

export const themeProbes: AreaProbes = async (name, ws) => {
  switch (name) {
    case "getTheme":
      return { path: `/v1/brands/${ws.brandId}/experiences/${await probeExperience(ws)}/theme` };
    case "updateTheme":
      return { path: `/v1/brands/${ws.brandId}/experiences/${await probeExperience(ws)}/theme`, json: {}, allowed: is(400) };
    default:
      return undefined;
  }
};
