import { fixture, is, type AreaProbes } from "../../helpers/probes.js";

export const videoWallProbes: AreaProbes = async (name, ws) => {
  const experience = () => fixture(ws, "experiences", { name: "Matrix experience" });
  const wall = async () => `/v1/brands/${ws.brandId}/experiences/${await experience()}/video-wall`;
  switch (name) {
    case "getVideoWall":
      return { path: await wall() };
    case "updateVideoWall":
      return { path: await wall(), json: {}, allowed: is(400) };
    default:
      return undefined;
  }
};
