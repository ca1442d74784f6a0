import { expect } from "chai";
import { defaultTheme, themeResponseSchema } from "@vitrine/contract";
import { createExperience, experienceDoc, uploadFile } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Theme", () => {
  let ws: Workspace;
  let token: string;
  let experienceId: string;
  let path: string;
  before(async () => {
    ws = await createWorkspace("theme");
    token = ws.users.editor.token;
    experienceId = await createExperience(ws, "Themed");
    path = `/v1/brands/${ws.brandId}/experiences/${experienceId}/theme`;
  });

  const theme = (overrides: Record<string, unknown> = {}) => {
    const { logoUrl: _logo, ...rest } = defaultTheme();
    return { ...rest, ...overrides };
  };

  it("reads the defaults, without warnings, for an experience never themed", async () => {
    const res = await call("GET", path, { token: ws.users.viewer.token });
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.equal({ ...defaultTheme(), contrastWarnings: [] });
  });

  it("saves the theme on the experience document and answers it with its contrast warnings", async () => {
    const colors = { primary: "#FFD700", background: "#ffffff", text: "#999999", accent: "#eeeeee" };
    const res = await call("PUT", path, {
      token,
      json: theme({ colors, fontFamily: "Georgia", buttonStyle: "pill", loadingText: "  Opening the showroom…  " }),
    });
    expect(res.status, res.text).to.equal(200);
    expect(themeResponseSchema.safeParse(res.body).success).to.equal(true);
    expect(res.body).to.include({ fontFamily: "Georgia", buttonStyle: "pill", loadingText: "Opening the showroom…", logoUrl: null });
    expect(res.body.colors).to.deep.equal({ ...colors, primary: "#ffd700" });
    expect(res.body.contrastWarnings).to.deep.equal([
      {
        pair: "text-background",
        foreground: "#999999",
        background: "#ffffff",
        ratio: 2.84,
        required: 4.5,
        message: "Text on background: 2.84:1 is hard to read. AA needs 4.5:1 for text.",
      },
      {
        pair: "accent-background",
        foreground: "#eeeeee",
        background: "#ffffff",
        ratio: 1.16,
        required: 3,
        message: "Accent on background: 1.16:1 is hard to read. AA needs 3:1 for markers and highlights.",
      },
    ]);
    const stored = (await experienceDoc(ws.brandId, experienceId).get()).get("theme");
    expect(stored).to.deep.equal({ colors: res.body.colors, fontFamily: "Georgia", buttonStyle: "pill", loadingText: "Opening the showroom…" });
    expect((await call("GET", path, { token })).body).to.deep.equal(res.body);
  });

  it("sets a logo from an image upload, keeps it on later saves and removes it with null", async () => {
    const logoUploadId = await uploadFile(ws, token, { fileName: "logo.png" });
    const withLogo = await call("PUT", path, { token, json: theme({ logoUploadId }) });
    expect(withLogo.status, withLogo.text).to.equal(200);
    expect(withLogo.body.logoUrl).to.be.a("string").and.match(/^http/);
    const kept = await call("PUT", path, { token, json: theme({ loadingText: "Still here" }) });
    expect(kept.body.logoUrl).to.equal(withLogo.body.logoUrl);
    const removed = await call("PUT", path, { token, json: theme({ logoUrl: null }) });
    expect(removed.body.logoUrl).to.equal(null);

    const notImage = await uploadFile(ws, token, {
      kind: "video",
      fileName: "v.mp4",
      contentType: "video/mp4",
      bytes: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(100, 3)]),
    });
    const refused = await call("PUT", path, { token, json: theme({ logoUploadId: notImage }) });
    expect(refused.status).to.equal(400);
    expect(refused.body.error.issues).to.deep.equal([{ path: "logoUploadId", message: "Expected an image upload" }]);
  });

  it("validates colours, font, button style, loading text and the logo fields", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ colors: { ...defaultTheme().colors, text: "red" } }, "colors.text"],
      [{ colors: { ...defaultTheme().colors, text: "#abc" } }, "colors.text"],
      [{ fontFamily: "Comic Sans MS" }, "fontFamily"],
      [{ buttonStyle: "blob" }, "buttonStyle"],
      [{ loadingText: "x".repeat(121) }, "loadingText"],
      [{ logoUrl: "https://evil.example/logo.png" }, "logoUrl"],
      [{ logoUrl: null, logoUploadId: "abc" }, "logoUrl"],
    ];
    for (const [overrides, field] of cases) {
      const res = await call("PUT", path, { token, json: theme(overrides) });
      expect(res.status, JSON.stringify(overrides)).to.equal(400);
      expect(
        res.body.error.issues.map((i: { path: string }) => i.path),
        res.text,
      ).to.include(field);
    }
    const partial = await call("PUT", path, { token, json: { colors: defaultTheme().colors } });
    expect(partial.status).to.equal(400);
  });

  it("answers 404 for an unknown experience and 403 to viewers writing", async () => {
    const missing = `/v1/brands/${ws.brandId}/experiences/noSuchExperience/theme`;
    expect((await call("GET", missing, { token })).body.error.message).to.equal("Experience not found");
    expect((await call("PUT", missing, { token, json: theme() })).status).to.equal(404);
    expect((await call("PUT", path, { token: ws.users.viewer.token, json: theme() })).status).to.equal(403);
  });
});
