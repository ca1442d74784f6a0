import type { AreaProbes } from "../../helpers/probes.js";

export const openApiProbes: AreaProbes = async (name) => {
  switch (name) {
    // Public: anyone, signed in or not, reads the document.
    case "getOpenApiDocument":
      return { path: "/v1/openapi.json" };
    default:
      return undefined;
  }
};
