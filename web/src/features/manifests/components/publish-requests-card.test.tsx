import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { PublishRequest } from "@vitrine/contract";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { PublishRequestsCard } from "./publish-requests-card";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const pending: PublishRequest = {
  id: "r1",
  brandId: "b1",
  experienceId: "e1",
  experienceName: "Spring 2.0",
  status: "pending",
  releaseNotes: "New spring scene",
  liveVersion: null,
  changes: null,
  changesTruncated: false,
  summary: { scenes: 1, objects: 0, models: 0, products: 0, videos: 0 },
  requestedAt: "2026-03-01T10:00:00.000Z",
  requestedBy: { uid: "u2", name: "Eddie" },
  decidedAt: null,
  decidedBy: null,
  decisionComment: null,
  publishedVersion: null,
  scheduledPublishId: null,
};

// A launch at 9:00 needs no one at the keyboard then: the approver sets the time as they approve,
// in their browser's zone; without a time, approving publishes at once as before.
describe("approving a publish request at a time", () => {
  beforeEach(() => {
    vi.mocked(api).mockImplementation((async (route: string) => {
      if (route === "listPublishRequests") return { items: [pending], nextCursor: null };
      if (route === "approvePublishRequest") return { ...pending, status: "approved" };
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  const approvals = () => vi.mocked(api).mock.calls.filter(([route]) => route === "approvePublishRequest");

  it("schedules the reviewed draft when a time is set, and publishes at once without one", async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    render(<PublishRequestsCard brandId="b1" experienceId="e1" canWrite canApprove />, { wrapper });
    fireEvent.change(await screen.findByLabelText("Go live at (optional)"), { target: { value: "2026-03-29T09:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Approve and schedule" }));
    await waitFor(() => expect(approvals()).toHaveLength(1));
    expect(approvals()[0]![1]).toMatchObject({ body: { comment: "", schedule: { localDateTime: "2026-03-29T09:00", timezone: zone } } });

    // Once approved the time is cleared: the next approval publishes at once.
    await waitFor(() => expect((screen.getByLabelText("Go live at (optional)") as HTMLInputElement).value).toBe(""));
    fireEvent.click(screen.getByRole("button", { name: "Approve and publish" }));
    await waitFor(() => expect(approvals()).toHaveLength(2));
    expect(approvals()[1]![1]).toMatchObject({ body: { comment: "" } });
    expect(approvals()[1]![1]).not.toHaveProperty("body.schedule");
  });
});
