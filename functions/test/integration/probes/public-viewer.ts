import { fixture, is, type AreaProbes } from "../../helpers/probes.js";

// Public routes: anyone reaches validation, signed in or not, whatever their role.
export const publicViewerProbes: AreaProbes = async (name, ws) => {
  const experience = async () => `/v1/public/brands/${ws.brandId}/experiences/${await fixture(ws, "experiences", { name: "Matrix experience" })}`;
  switch (name) {
    case "publicChat":
      return { path: `${await experience()}/chat`, json: {}, allowed: is(400) };
    case "submitSurveyResponse":
      return { path: `${await experience()}/survey-responses`, json: {}, allowed: is(400) };
    default:
      return undefined;
  }
};
