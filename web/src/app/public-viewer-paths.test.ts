import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { matchPublicViewer } from "./public-viewer-paths";
import { routeTable } from "./route-table";

/** The screen the console's router would open for `path`. */
const routerScreen = (path: string) => matchRoutes(routeTable, path)?.at(-1)?.route.id;

const VIEWER_SCREENS = { viewer: "viewer", embed: "viewer-embed", test: "viewer-test" } as const;

describe("public viewer addresses, read without the router", () => {
  it.each([
    ["/AbCdEfGhIjKlMnOpQrSt", { screen: "viewer", placementId: "AbCdEfGhIjKlMnOpQrSt" }],
    ["/AbCdEfGhIjKlMnOpQrSt/", { screen: "viewer", placementId: "AbCdEfGhIjKlMnOpQrSt" }],
    ["/embed/p1", { screen: "embed", placementId: "p1" }],
    ["/p1/test/t1", { screen: "test", placementId: "p1", testAccessId: "t1" }],
    ["/caf%C3%A9", { screen: "viewer", placementId: "café" }],
    ["/embed", { screen: "viewer", placementId: "embed" }],
  ])("%s opens %j", (path, expected) => {
    expect(matchPublicViewer(path)).toEqual(expected);
  });

  it.each(["/", "/manager", "/manager/panel/brands", "/dev/models", "/embed/p1/x", "/p1/test", "/p1/other/t1", "/a/b", "/%E0%A4%A"])(
    "%s is the console's",
    (path) => {
      expect(matchPublicViewer(path)).toBeNull();
    },
  );

  it("agrees with the console's router on every address either would show a viewer for", () => {
    const paths = [
      "/p1",
      "/p1/test/t1",
      "/embed/p1",
      "/manager",
      "/manager/test/x",
      "/dev/models",
      "/dev/test/x",
      "/embed",
      "/a/b",
      "/p1/test",
      "/manager/panel",
      "/dev",
      "/x/test/y/z",
    ];
    for (const path of paths) {
      const match = matchPublicViewer(path);
      const screen = routerScreen(path);
      if (match) expect(screen, path).toBe(VIEWER_SCREENS[match.screen]);
      else expect(Object.values(VIEWER_SCREENS), path).not.toContain(screen);
    }
  });
});
