import type { WorkspaceExport } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { exportsRefreshInterval } from "./workspace-exports";

const item = (status: WorkspaceExport["status"]) => ({ id: status, status }) as WorkspaceExport;
const page = (...statuses: WorkspaceExport["status"][]) => ({ items: statuses.map(item), nextCursor: null });

describe("the exports list's polling", () => {
  it("polls while an export is queued or being prepared", () => {
    expect(exportsRefreshInterval(page("pending"))).toBe(2000);
    expect(exportsRefreshInterval(page("ready", "running"))).toBe(2000);
  });

  it("stops once every export is settled, and before anything is loaded", () => {
    expect(exportsRefreshInterval(page("ready", "failed", "expired"))).toBe(0);
    expect(exportsRefreshInterval(page())).toBe(0);
    expect(exportsRefreshInterval(undefined)).toBe(0);
  });
});
