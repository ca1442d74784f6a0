import { useT } from "../messages";

/**
 * Where each publish problem is fixed. The server names a problem by a dotted path into the
 * experience (`scenes.<id>.objects.<id>`, `videoWall.videoIds`, `surveyId`…); this maps it to the
 * screen that edits that part.
 */
export interface ProblemLink {
  to: string;
  /** The screen's name in the console's language, for the link text ("Fix in World builder"). */
  screen: string;
}

export function problemLink(path: string, brandId: string, experienceId: string): ProblemLink {
  const t = useT.now;
  const brand = `/manager/panel/brands/${brandId}`;
  const experience = `${brand}/experience/${experienceId}`;
  const [head, id] = path.split(".");
  switch (head) {
    case "scenes":
      // Objects and the scene's set are edited in the world builder, which opens the named scene.
      return id
        ? { to: `${experience}/world-builder?scene=${encodeURIComponent(id)}`, screen: t("screens.worldBuilder") }
        : { to: `${experience}/scenes`, screen: t("screens.scenes") };
    case "sets":
      return { to: `${brand}/sets`, screen: t("screens.sets") };
    case "products":
      return { to: `${experience}/products`, screen: t("screens.products") };
    case "virtualObjects":
      return { to: `${experience}/experience-virtual-objects`, screen: t("screens.virtualObjects") };
    case "videoWall":
      return { to: `${experience}/video-wall`, screen: t("screens.videoWall") };
    case "host":
      return { to: `${experience}/host-editor`, screen: t("screens.host") };
    case "theme":
      return { to: `${experience}/theme`, screen: t("screens.theme") };
    case "aiChat":
      return { to: `${experience}/ai-chat`, screen: t("screens.aiChat") };
    case "models":
      return { to: `${brand}/library`, screen: t("screens.library") };
    default:
      // The experience itself: its status, its survey, its name.
      return { to: `${experience}/dashboard`, screen: t("screens.dashboard") };
  }
}
