import { expect } from "chai";
import { framedAspect, SCENE_FRAMING } from "@vitrine/contract";
import { PICTURE_SIZES } from "../../src/manifests/scene-pictures.js";
import { fitCamera } from "../../src/images/scene-picture/render-scene-picture.js";

describe("scene framing shared by the pictures and the viewer", () => {
  it("fits a band's own aspect up to 4:3 of the whole screen", () => {
    // A phone held upright: narrower than 4:3, the band's own shape.
    expect(framedAspect(390, 600, 844)).to.be.closeTo(390 / 600, 1e-9);
    // A desktop: as wide as the picture that covered it frames, 4:3 of its full height, in the band's terms.
    expect(framedAspect(1440, 700, 900)).to.be.closeTo(((4 / 3) * 900) / 700, 1e-9);
    // The server's pictures have no overlays: the picture's own aspect, at most 4:3.
    expect(framedAspect(1200, 630)).to.equal(4 / 3);
    expect(framedAspect(720, 1560)).to.be.closeTo(720 / 1560, 1e-9);
    expect(framedAspect(0, 100)).to.equal(1);
  });

  it("draws the wide picture for the widest screen the viewer frames for", () => {
    expect(PICTURE_SIZES.landscape.fitAspect).to.equal(SCENE_FRAMING.widestAspect);
  });

  it("frames a picture's content with the viewer's margin: a wide box just fits 4:3 with 1/1.08 of each half", () => {
    const content = { min: [-2, 0, -0.1] as [number, number, number], max: [2, 0.2, 0.1] as [number, number, number] };
    const camera = fitCamera({ position: [0, 0.1, 0.01], target: [0, 0.1, 0] }, content, 4 / 3);
    const distance = Math.hypot(camera.position[0] - camera.target[0], camera.position[1] - camera.target[1], camera.position[2] - camera.target[2]);
    const tanHorizontal = Math.tan((SCENE_FRAMING.fovDegrees * Math.PI) / 360) * (4 / 3);
    // The box's front corners (0.1 nearer) at 2 m to the side fill 1/1.08 of the half-width.
    expect(2 / ((distance - 0.1) * tanHorizontal)).to.be.closeTo(1 / SCENE_FRAMING.contentMargin, 1e-6);
  });
});
