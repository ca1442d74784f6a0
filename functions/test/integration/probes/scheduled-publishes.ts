import { fixture, is, missing, NOBODY, type AreaProbes } from "../../helpers/probes.js";

export const scheduledPublishProbes: AreaProbes = async (name, ws) => {
  const experience = async () => `/v1/brands/${ws.brandId}/experiences/${await fixture(ws, "experiences", { name: "Matrix experience" })}`;
  switch (name) {
    // Bodies that validation refuses: the role check comes first, so the 400 shows it let the caller in.
    case "schedulePublish":
      return { path: `${await experience()}/scheduled-publishes`, json: {}, allowed: is(400) };
    case "listScheduledPublishes":
      return { path: `${await experience()}/scheduled-publishes` };
    case "listBrandScheduledPublishes":
      return { path: `/v1/brands/${ws.brandId}/scheduled-publishes` };
    case "getScheduledPublish":
      return { path: `${await experience()}/scheduled-publishes/${NOBODY}`, allowed: missing("Scheduled publish") };
    case "reschedulePublish":
      return { path: `${await experience()}/scheduled-publishes/${NOBODY}`, json: {}, allowed: is(400) };
    case "cancelScheduledPublish":
      return { path: `${await experience()}/scheduled-publishes/${NOBODY}/cancel`, allowed: missing("Scheduled publish") };
    default:
      return undefined;
  }
};
