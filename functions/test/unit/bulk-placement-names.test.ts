import { expect } from "chai";
import { placementNameFor } from "../../src/placements/bulk-placements.js";

describe("placementNameFor: a bulk-created placement's name from the pattern", () => {
  it("fills in the store's name and code", () => {
    expect(placementNameFor("{store} QR ({code})", { name: "Lyon Part-Dieu", code: "LY-01" })).to.equal("Lyon Part-Dieu QR (LY-01)");
    expect(placementNameFor("{code} {code}", { name: "Lyon", code: "LY-01" })).to.equal("LY-01 LY-01");
  });

  it("closes the gap a store without a code leaves, and falls back to the store's name when nothing is left", () => {
    expect(placementNameFor("{store} {code} window", { name: "Nice", code: null })).to.equal("Nice window");
    expect(placementNameFor("{code}", { name: "Nice", code: null })).to.equal("Nice");
  });

  it("keeps a long name within the placement's 100 characters", () => {
    const name = placementNameFor("{store} — spring launch window display", { name: "x".repeat(95), code: null });
    expect(name).to.have.length.at.most(100);
    expect(name.startsWith("x".repeat(95))).to.equal(true);
  });
});
