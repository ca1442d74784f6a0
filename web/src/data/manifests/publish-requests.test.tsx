import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useManifestVersions } from "./list-manifest-versions";
import { useApprovePublishRequest, usePublishRequests } from "./publish-requests";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const BRAND = "brand-1";
const EXPERIENCE = "experience-1";

// Approving publishes: the request's status and the version history beside it must both move.
describe("approving a publish request", () => {
  let status: string;
  let versions: { version: number }[];
  beforeEach(() => {
    status = "pending";
    versions = [];
    vi.mocked(api).mockImplementation((async (route: string) => {
      if (route === "listPublishRequests") return { items: [{ id: "r1", status }], nextCursor: null };
      if (route === "listManifestVersions") return { items: structuredClone(versions), nextCursor: null };
      if (route === "approvePublishRequest") {
        status = "approved";
        versions = [{ version: 1 }];
        return { id: "r1", status };
      }
      if (route === "listExperiences" || route === "getExperience") return { items: [], nextCursor: null };
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("refreshes the requests and the versions", async () => {
    const { result } = renderHook(
      () => ({ requests: usePublishRequests(BRAND, EXPERIENCE), versions: useManifestVersions(BRAND, EXPERIENCE), approve: useApprovePublishRequest() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.requests.data?.items[0]?.status).toBe("pending"));
    await waitFor(() => expect(result.current.versions.data?.items).toEqual([]));
    await act(async () => {
      await result.current.approve.trigger({ brandId: BRAND, experienceId: EXPERIENCE, publishRequestId: "r1", approval: { comment: "" } });
    });
    await waitFor(() => expect(result.current.requests.data?.items[0]?.status).toBe("approved"));
    await waitFor(() => expect(result.current.versions.data?.items).toEqual([{ version: 1 }]));
  });
});
