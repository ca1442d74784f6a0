import { fixture, is, missing, NOBODY, type AreaProbes } from "../../helpers/probes.js";

export const publishRequestProbes: AreaProbes = async (name, ws) => {
  const experience = async () => `/v1/brands/${ws.brandId}/experiences/${await fixture(ws, "experiences", { name: "Matrix experience" })}`;
  switch (name) {
    // Bodies that validation refuses: the role check comes first, so the 400 shows it let the caller in.
    case "createPublishRequest":
      return { path: `${await experience()}/publish-requests`, json: { releaseNotes: 42 }, allowed: is(400) };
    case "listPublishRequests":
      return { path: `${await experience()}/publish-requests` };
    case "getPublishRequest":
      return { path: `${await experience()}/publish-requests/${NOBODY}`, allowed: missing("Publish request") };
    // Deciding is for brand admins only (editors and API keys are refused).
    case "approvePublishRequest":
      return { path: `${await experience()}/publish-requests/${NOBODY}/approve`, json: {}, allowed: missing("Publish request") };
    case "rejectPublishRequest":
      return { path: `${await experience()}/publish-requests/${NOBODY}/reject`, json: {}, allowed: is(400) };
    default:
      return undefined;
  }
};
