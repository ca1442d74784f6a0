import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useExperience } from "@/data/experiences/get-experience";
import { useBrandExperiences, useExperiences } from "@/data/experiences/list-experiences";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { usePublishExperience } from "./publish-experience";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const BRAND = "brand-1";
const EXPERIENCE = "experience-1";

// Publishing refreshed only the experience's header: the experience list beside it (status badge,
// "Version 1 live") and the QR code pickers kept showing a draft until the page was reloaded.
describe("publishing an experience", () => {
  let experience: { id: string; brandId: string; name: string; status: string; publishedVersion: number | null };
  beforeEach(() => {
    experience = { id: EXPERIENCE, brandId: BRAND, name: "Spring", status: "draft", publishedVersion: null };
    vi.mocked(api).mockImplementation((async (route: string) => {
      if (route === "listExperiences") return { items: [structuredClone(experience)], nextCursor: null };
      if (route === "getExperience") return structuredClone(experience);
      if (route === "publishExperience") {
        experience = { ...experience, status: "published", publishedVersion: 1 };
        return { version: 1 };
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("refreshes the experience's header, the brand's experience list and the pickers", async () => {
    const { result } = renderHook(
      () => ({
        header: useExperience(BRAND, EXPERIENCE),
        list: useExperiences(BRAND, { limit: 20 }),
        picker: useBrandExperiences(BRAND),
        publish: usePublishExperience(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.items[0]?.status).toBe("draft"));
    await waitFor(() => expect(result.current.picker.data?.items[0]?.status).toBe("draft"));
    await waitFor(() => expect(result.current.header.data?.status).toBe("draft"));

    await act(async () => {
      await result.current.publish.trigger({ brandId: BRAND, experienceId: EXPERIENCE });
    });

    await waitFor(() => expect(result.current.header.data?.status).toBe("published"));
    await waitFor(() => expect(result.current.list.data?.items[0]?.publishedVersion).toBe(1));
    await waitFor(() => expect(result.current.picker.data?.items[0]?.status).toBe("published"));
  });
});
