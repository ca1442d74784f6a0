// @vitest-environment jsdom
import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { experienceChildren, routeTable } from "./route-table";

/** The screen (deepest route id) a URL resolves to. */
function screenFor(path: string): string | undefined {
  return matchRoutes(routeTable, path)?.at(-1)?.route.id;
}

const brand = "/manager/panel/brands/b1";

describe("route table", () => {
  it.each([
    ["/dev/models", "dev-models"],
    ["/manager", "manager-index"],
    ["/manager/logout", "logout"],
    ["/manager/authentication", "authentication-index"],
    ["/manager/authentication/sign-in", "sign-in"],
    ["/manager/panel", "panel-index"],
    ["/manager/panel/brands", "brands"],
    ["/manager/panel/settings", "settings-profile"],
    ["/manager/panel/settings/api-keys", "settings-api-keys"],
    ["/manager/panel/settings/webhooks", "settings-webhooks"],
    ["/manager/panel/settings/webhooks/w1", "settings-webhook"],
    ["/manager/panel/settings/api-reference", "settings-api-reference"],
    ["/manager/panel/tenant-users", "tenant-users"],
    [brand, "brand-overview"],
    [`${brand}/brand-users`, "brand-users"],
    [`${brand}/sets`, "sets"],
    [`${brand}/surveys`, "surveys"],
    [`${brand}/stores`, "stores"],
    [`${brand}/stores/s1`, "store"],
    [`${brand}/videos`, "videos"],
    [`${brand}/experience/e1`, "experience-index"],
    ["/p1", "viewer"],
    ["/p1/test/t1", "viewer-test"],
  ])("%s resolves to the %s screen", (path, id) => {
    expect(screenFor(path)).toBe(id);
  });

  it.each(experienceChildren)("experience child %s has its own screen", (child) => {
    expect(screenFor(`${brand}/experience/e1/${child}`)).toBe(`experience-${child}`);
  });

  it("lists the twelve experience children of the design", () => {
    expect(experienceChildren).toHaveLength(13);
  });

  it("puts every console screen inside the signed-in panel", () => {
    const ids = matchRoutes(routeTable, `${brand}/brand-users`)!.map((match) => match.route.id);
    expect(ids).toContain("panel");
  });

  // The "session" layout is what loads Firebase Auth (about 28 KB gzip the viewer does without).
  it.each(["/p1", "/p1/test/t1", "/a/b", "/"])("%s is outside the signed-in layout, so it loads no Firebase", (path) => {
    const ids = matchRoutes(routeTable, path)!.map((match) => match.route.id);
    expect(ids).not.toContain("session");
  });

  it.each(["/dev/models", "/manager", "/manager/authentication/sign-in", "/manager/unknown", `${brand}/sets`])(
    "%s is inside the signed-in layout, which provides auth",
    (path) => {
      const ids = matchRoutes(routeTable, path)!.map((match) => match.route.id);
      expect(ids).toContain("session");
    },
  );

  it.each([
    ["/a/b", "not-found"],
    ["/p1/test", "not-found"],
    ["/dev/nothing", "not-found"],
    ["/manager/unknown", "manager-not-found"],
    ["/manager/panel/unknown", "panel-not-found"],
    [`${brand}/unknown`, "panel-not-found"],
    [`${brand}/experience/e1/unknown`, "panel-not-found"],
  ])("unknown %s resolves to a not-found screen", (path, id) => {
    expect(screenFor(path)).toBe(id);
  });

  it("loads every screen lazily, and each lazy module provides a component", async () => {
    const lazyRoutes: Array<{ id?: string; lazy: () => Promise<{ Component?: unknown }> }> = [];
    const walk = (routes: typeof routeTable) =>
      routes.forEach((route) => {
        if (typeof route.lazy === "function") lazyRoutes.push(route as never);
        if (route.children) walk(route.children);
      });
    walk(routeTable);
    expect(lazyRoutes.length).toBeGreaterThan(30);
    // Placeholders and the not-found screen load without Firebase; check those resolve.
    for (const route of lazyRoutes.filter((r) => /not-found|sets|videos|viewer|experience-/.test(r.id ?? ""))) {
      const loaded = await route.lazy();
      expect(typeof loaded.Component, route.id).toBe("function");
    }
  }, 60_000); // imports every screen module (three.js included): slow on a busy machine
});
