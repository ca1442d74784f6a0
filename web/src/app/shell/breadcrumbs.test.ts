// @vitest-environment jsdom
import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { routeTable } from "../route-table";
import { experienceTabs } from "../routes/manager/experience-tabs";
import { crumbLabels, routesWithoutOwnCrumb } from "./breadcrumbs";

/** Every route id below `id` in the table. */
function idsBelow(routes: RouteObject[], id: string): string[] {
  for (const route of routes) {
    if (route.id === id) {
      const all = (children: RouteObject[] = []): string[] => children.flatMap((child) => [...(child.id ? [child.id] : []), ...all(child.children)]);
      return all(route.children);
    }
    const found = idsBelow(route.children ?? [], id);
    if (found.length > 0) return found;
  }
  return [];
}

// The library's page once had no crumb: its id was missing from the labels, and nothing said so.
describe("breadcrumbs", () => {
  it("name every screen of the signed-in panel, or say why one adds no crumb", () => {
    const experienceChildren = new Set(experienceTabs.map((tab) => `experience-${tab.path}`));
    const panel = idsBelow(routeTable, "panel");
    expect(panel.length).toBeGreaterThan(20);
    const unnamed = panel.filter((id) => !crumbLabels[id] && !routesWithoutOwnCrumb.has(id) && !experienceChildren.has(id));
    expect(unnamed).toEqual([]);
    expect([...routesWithoutOwnCrumb].filter((id) => !panel.includes(id) && id !== "panel")).toEqual([]);
  });
});
