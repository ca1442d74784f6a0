import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ScheduledPublish } from "@vitrine/contract";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import { resetToasts } from "@/lib/toast";
import { ScheduledPublishesCard } from "./scheduled-publishes-card";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const entry: ScheduledPublish = {
  id: "s1",
  brandId: "b1",
  experienceId: "e1",
  experienceName: "Spring 2.0",
  localDateTime: "2026-03-29T09:00",
  timezone: "Europe/Paris",
  publishAt: "2026-03-29T07:00:00.000Z",
  status: "scheduled",
  summary: { scenes: 1, objects: 0, models: 0, products: 0, videos: 0 },
  scheduledAt: "2026-03-01T10:00:00.000Z",
  scheduledBy: { uid: "u1", name: "Olivia" },
  publishedVersion: null,
  publishedAt: null,
  cancelledAt: null,
  cancelledBy: null,
  error: null,
};

// A launch moves more often than it is cancelled: moving keeps the snapshot, so the card offers it
// beside Cancel, with the schedule's own fields filled with the time it moves.
describe("moving a scheduled publish", () => {
  let current: ScheduledPublish;
  beforeEach(() => {
    current = { ...entry };
    vi.mocked(api).mockImplementation((async (route: string, input: { body?: { localDateTime?: string; timezone?: string } }) => {
      if (route === "listScheduledPublishes") return { items: [current], nextCursor: null };
      if (route === "reschedulePublish") {
        if (input.body?.localDateTime && input.body.localDateTime < "2026-01-01") {
          throw new ApiError({ code: "unprocessable", status: 422, message: "Pick a time in the future" });
        }
        current = { ...current, ...input.body };
        return current;
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("opens the schedule's fields with its time, keeps them open on a refusal, and shows the new time once moved", async () => {
    render(<ScheduledPublishesCard brandId="b1" experienceId="e1" canWrite />, { wrapper });
    fireEvent.click(await screen.findByRole("button", { name: "Reschedule" }));
    const list = screen.getByRole("list");
    const when = within(list).getByLabelText("Publish on") as HTMLInputElement;
    expect(when.value).toBe("2026-03-29T09:00");
    expect((within(list).getByLabelText("Time zone") as HTMLInputElement).value).toBe("Europe/Paris");

    fireEvent.change(when, { target: { value: "2025-03-29T09:00" } });
    fireEvent.click(within(list).getByRole("button", { name: "Move" }));
    expect(await within(list).findByText("Pick a time in the future")).toBeTruthy();

    fireEvent.change(when, { target: { value: "2026-03-30T10:00" } });
    fireEvent.click(within(list).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(within(list).queryByRole("button", { name: "Move" })).toBeNull());
    expect(vi.mocked(api)).toHaveBeenCalledWith("reschedulePublish", {
      params: { brandId: "b1", experienceId: "e1", scheduledPublishId: "s1" },
      body: { localDateTime: "2026-03-30T10:00", timezone: "Europe/Paris" },
    });
    expect(await within(list).findByText(/2026-03-30 10:00, Europe\/Paris/)).toBeTruthy();
  });

  it("offers neither to a reader", async () => {
    render(<ScheduledPublishesCard brandId="b1" experienceId="e1" canWrite={false} />, { wrapper });
    expect(await screen.findByText(/2026-03-29 09:00, Europe\/Paris/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reschedule" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });
});
