import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useBrandScheduledPublishes, useCancelScheduledPublish, useReschedulePublish, useScheduledPublishes, useSchedulePublish } from "./scheduled-publishes";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const BRAND = "brand-1";
const EXPERIENCE = "experience-1";

// The list of upcoming publishes is what tells the team a launch is set: scheduling and
// cancelling must show in it without a reload.
describe("scheduled publishes", () => {
  let upcoming: { id: string; localDateTime: string; timezone: string }[];
  beforeEach(() => {
    upcoming = [];
    vi.mocked(api).mockImplementation((async (
      route: string,
      options: { body?: { localDateTime: string; timezone: string }; params: { scheduledPublishId?: string } },
    ) => {
      if (route === "listScheduledPublishes" || route === "listBrandScheduledPublishes") return { items: structuredClone(upcoming), nextCursor: null };
      if (route === "reschedulePublish") {
        const entry = upcoming.find((item) => item.id === options.params.scheduledPublishId)!;
        Object.assign(entry, options.body);
        return entry;
      }
      if (route === "schedulePublish") {
        const entry = { id: `s${upcoming.length + 1}`, ...options.body! };
        upcoming.push(entry);
        return entry;
      }
      if (route === "cancelScheduledPublish") {
        upcoming = upcoming.filter((entry) => entry.id !== options.params.scheduledPublishId);
        return {};
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("shows a publish once scheduled and drops it once cancelled", async () => {
    const { result } = renderHook(
      () => ({ list: useScheduledPublishes(BRAND, EXPERIENCE), schedule: useSchedulePublish(), cancel: useCancelScheduledPublish() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.items).toEqual([]));

    await act(async () => {
      await result.current.schedule.trigger({
        brandId: BRAND,
        experienceId: EXPERIENCE,
        time: { localDateTime: "2026-03-29T09:00", timezone: "Europe/Paris" },
      });
    });
    await waitFor(() => expect(result.current.list.data?.items.map((item) => item.localDateTime)).toEqual(["2026-03-29T09:00"]));

    await act(async () => {
      await result.current.cancel.trigger({ brandId: BRAND, experienceId: EXPERIENCE, scheduledPublishId: "s1" });
    });
    await waitFor(() => expect(result.current.list.data?.items).toEqual([]));
  });

  // The QR timeline reads the brand-wide list: a move made on the experience's page shows there too.
  it("moves a publish in the experience's list and the brand's", async () => {
    upcoming = [{ id: "s1", localDateTime: "2026-03-29T09:00", timezone: "Europe/Paris" }];
    const { result } = renderHook(
      () => ({ list: useScheduledPublishes(BRAND, EXPERIENCE), brand: useBrandScheduledPublishes(BRAND), move: useReschedulePublish() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.brand.data?.items).toHaveLength(1));
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(1));

    await act(async () => {
      await result.current.move.trigger({ brandId: BRAND, experienceId: EXPERIENCE, scheduledPublishId: "s1", time: { localDateTime: "2026-03-30T10:00" } });
    });
    await waitFor(() => expect(result.current.list.data?.items.map((item) => item.localDateTime)).toEqual(["2026-03-30T10:00"]));
    await waitFor(() => expect(result.current.brand.data?.items.map((item) => item.localDateTime)).toEqual(["2026-03-30T10:00"]));
  });
});
