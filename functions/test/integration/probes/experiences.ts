import { call } from "../../helpers/http.js";
import { create, fixture, is, missing, type AreaProbes } from "../../helpers/probes.js";
import type { Workspace } from "../../helpers/workspace.js";

const EXPERIENCE = { name: "Matrix experience" };

/** The first scene of the shared matrix experience. */
const introScenes = new Map<string, Promise<string>>();
function introScene(ws: Workspace, experienceId: string): Promise<string> {
  if (!introScenes.has(experienceId)) {
    introScenes.set(
      experienceId,
      call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/scenes`, { token: ws.users.owner.token }).then((res) => {
        if (res.status !== 200) throw new Error(`fixture scenes: ${res.text}`);
        return res.body.items[0].id as string;
      }),
    );
  }
  return introScenes.get(experienceId)!;
}

export const experienceProbes: AreaProbes = async (name, ws) => {
  const b = ws.brandId;
  const experiences = `/v1/brands/${b}/experiences`;
  const experience = `${experiences}/${await fixture(ws, "experiences", EXPERIENCE)}`;
  const scene = async () => `${experience}/scenes/${await introScene(ws, experience.split("/").pop()!)}`;
  switch (name) {
    case "listExperiences":
      return { path: experiences };
    case "createExperience":
      return { path: experiences, json: {}, allowed: is(400) };
    case "getExperience":
      return { path: experience };
    case "getExperienceSummary":
      return { path: `${experience}/summary` };
    case "updateExperience":
      return { path: experience, json: {}, allowed: is(400) };
    case "duplicateExperience":
      return { path: `${experience}/duplicate` };
    // A throwaway experience, so an allowed delete removes nothing the other probes need.
    case "deleteExperience":
      return { path: `${experiences}/${await create(ws, "experiences", { name: "Doomed experience" })}` };
    case "listScenes":
      return { path: `${experience}/scenes` };
    case "createScene":
      return { path: `${experience}/scenes`, json: { name: "" }, allowed: is(400) };
    case "reorderScenes":
      return { path: `${experience}/scene-order`, json: {}, allowed: is(400) };
    case "getScene":
      return { path: await scene() };
    case "updateScene":
      return { path: await scene(), json: {}, allowed: is(400) };
    case "duplicateScene":
      return { path: `${await scene()}/duplicate` };
    case "deleteScene": {
      // Its own throwaway scene: the experience always keeps another, so an allowed delete succeeds.
      const res = await call("POST", `${experience}/scenes`, { token: ws.users.owner.token, json: { name: "Doomed scene" } });
      if (res.status !== 201) throw new Error(`fixture scene: ${res.text}`);
      return { path: `${experience}/scenes/${res.body.id}` };
    }
    case "listVirtualObjects":
      return { path: `${experience}/virtual-objects` };
    // The matrix experience places no model: an allowed caller is told this one is not in it.
    case "getVirtualObject":
      return { path: `${experience}/virtual-objects/sample-oak-dining-table`, allowed: missing("Virtual object") };
    case "updateVirtualObject":
      return { path: `${experience}/virtual-objects/sample-oak-dining-table`, json: {}, allowed: is(400) };
    default:
      return undefined;
  }
};
