import { expect } from "chai";
import { GeoPoint, Timestamp } from "firebase-admin/firestore";
import { toPlain } from "../../src/workspaces/workspace-export-archive.js";

describe("workspace export: documents as JSON", () => {
  it("writes timestamps as ISO strings and geo points as coordinates, at any depth", () => {
    const at = Timestamp.fromMillis(Date.parse("2026-03-04T05:06:07.008Z"));
    expect(toPlain({ createdAt: at, schedules: [{ startAt: at }], location: new GeoPoint(45.5, 4.75), n: 3, none: null })).to.deep.equal({
      createdAt: "2026-03-04T05:06:07.008Z",
      schedules: [{ startAt: "2026-03-04T05:06:07.008Z" }],
      location: { latitude: 45.5, longitude: 4.75 },
      n: 3,
      none: null,
    });
  });

  it("leaves out secrets wherever they are: hashes, signing secrets, preview-link ids, leases", () => {
    const plain = toPlain({
      name: "Showroom",
      testAccessIds: ["previewLinkSecretId"],
      hash: "abc",
      nested: { tokenHash: "def", secret: "whsec_x", keep: 1 },
      lease: { id: "l", until: 1 },
    });
    expect(plain).to.deep.equal({ name: "Showroom", nested: { keep: 1 } });
  });
});
