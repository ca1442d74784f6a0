/**
 * Where each publish problem is fixed. The server names a problem by a dotted path into the
 * experience (`scenes.<id>.objects.<id>`, `videoWall.videoIds`, `surveyId`…); this maps it to the
 * screen that edits that part.
 */
export interface ProblemLink {
  to: string;
  /** The screen's name, for the link text ("Fix in World builder"). */
  screen: string;
}

export function problemLink(path: string, brandId: string, experienceId: string): ProblemLink {
  const brand = `/manager/panel/brands/${brandId}`;
  const experience = `${brand}/experience/${experienceId}`;
  const [head, id] = path.split(".");
  switch (head) {
    case "scenes":
      // Objects and the scene's set are edited in the world builder, which opens the named scene.
      return id ? { to: `${experience}/world-builder?scene=${encodeURIComponent(id)}`, screen: "World builder" } : { to: `${experience}/scenes`, screen: "Scenes" };
    case "sets":
      return { to: `${brand}/sets`, screen: "Sets" };
    case "products":
      return { to: `${experience}/products`, screen: "Products" };
    case "virtualObjects":
      return { to: `${experience}/experience-virtual-objects`, screen: "Virtual objects" };
    case "videoWall":
      return { to: `${experience}/video-wall`, screen: "Video wall" };
    case "host":
      return { to: `${experience}/host-editor`, screen: "Host" };
    case "theme":
      return { to: `${experience}/theme`, screen: "Theme" };
    case "aiChat":
      return { to: `${experience}/ai-chat`, screen: "AI chat" };
    case "models":
      return { to: `${brand}/library`, screen: "Library" };
    default:
      // The experience itself: its status, its survey, its name.
      return { to: `${experience}/dashboard`, screen: "Dashboard" };
  }
}
