import { describe, expect, it } from "vitest";
import { problemLink } from "./problem-links";

const brand = "/manager/panel/brands/b1";
const experience = `${brand}/experience/e1`;

describe("problemLink", () => {
  it("sends scene problems to the world builder on that scene, and a missing scene list to Scenes", () => {
    expect(problemLink("scenes.s1.objects.o1", "b1", "e1")).to.deep.equal({ to: `${experience}/world-builder?scene=s1`, screen: "World builder" });
    expect(problemLink("scenes.s1.setId", "b1", "e1").to).to.equal(`${experience}/world-builder?scene=s1`);
    expect(problemLink("scenes", "b1", "e1")).to.deep.equal({ to: `${experience}/scenes`, screen: "Scenes" });
  });

  it("sends each settings problem to its own screen", () => {
    expect(problemLink("products.p1.hotspot", "b1", "e1").to).to.equal(`${experience}/products`);
    expect(problemLink("virtualObjects.m1.productId", "b1", "e1").to).to.equal(`${experience}/experience-virtual-objects`);
    expect(problemLink("videoWall.videoIds.v1", "b1", "e1").to).to.equal(`${experience}/video-wall`);
    expect(problemLink("host.avatar", "b1", "e1").to).to.equal(`${experience}/host-editor`);
    expect(problemLink("theme.colors.primary", "b1", "e1").to).to.equal(`${experience}/theme`);
    expect(problemLink("aiChat.name", "b1", "e1").to).to.equal(`${experience}/ai-chat`);
  });

  it("sends brand-level problems to the brand's screens, and the rest to the dashboard", () => {
    expect(problemLink("sets.set1.backdropObjectId", "b1", "e1")).to.deep.equal({ to: `${brand}/sets`, screen: "Sets" });
    expect(problemLink("models.m1", "b1", "e1").to).to.equal(`${brand}/library`);
    expect(problemLink("surveyId", "b1", "e1")).to.deep.equal({ to: `${experience}/dashboard`, screen: "Dashboard" });
    expect(problemLink("status", "b1", "e1").to).to.equal(`${experience}/dashboard`);
  });
});
