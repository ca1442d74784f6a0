import { probeExperience } from "../../helpers/experience-fixtures.js";
import { is, type AreaProbes } from "../../helpers/probes.js";

export const translationProbes: AreaProbes = async (name, ws) => {
  if (!["getTranslations", "exportTranslationsCsv", "importTranslationsCsv", "updateTranslations"].includes(name)) return undefined;
  const base = `/v1/brands/${ws.brandId}/experiences/${await probeExperience(ws)}/translations`;
  switch (name) {
    case "getTranslations":
      return { path: base };
    case "exportTranslationsCsv":
      return { path: `${base}/csv` };
    case "importTranslationsCsv":
      return { path: `${base}/import`, json: {}, allowed: is(400) };
    case "updateTranslations":
      return { path: `${base}/fr`, json: {}, allowed: is(400) };
    default:
      return undefined;
  }
};
