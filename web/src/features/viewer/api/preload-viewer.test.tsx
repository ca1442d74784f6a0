import { render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { swrConfig } from "@/lib/swr-config";
import { usePublishedManifest } from "./get-published-manifest";
import { preloadViewer } from "./preload-viewer";
import { useResolvedPlacement } from "./resolve-placement";

const resolved = { brand: { id: "brand-1", name: "Acme Home" }, experience: { id: "exp-1", name: "Spring", publishedVersion: 3 }, validUntil: null };
const manifest = { name: "Spring living room" };

function Viewer({ placementId }: { placementId: string }) {
  const placement = useResolvedPlacement(placementId);
  const experience = placement.data?.experience ?? null;
  const published = usePublishedManifest(
    placement.data && experience ? { brandId: placement.data.brand.id, experienceId: experience.id, version: experience.publishedVersion } : null,
  );
  return <p>{published.data ? (published.data as unknown as typeof manifest).name : "loading"}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe("preloadViewer", () => {
  it("sends the placement and then its manifest before the viewer renders, and the viewer's hooks use those requests", async () => {
    const fetch = vi.fn(async (url: string) => {
      const body = url.includes("/manifests/") ? manifest : resolved;
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    // The browser's lasting visitor id goes with the placement's request (the experiment arm it keeps).
    localStorage.setItem("vitrine.visitorId", "visitor-1");

    preloadViewer("qr-1");
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/v1/public/placements/qr-1?visitor=visitor-1",
      "/v1/public/brands/brand-1/experiences/exp-1/manifests/3",
    ]);

    render(
      <SWRConfig value={swrConfig}>
        <Viewer placementId="qr-1" />
      </SWRConfig>,
    );
    await screen.findByText("Spring living room");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("asks for exactly the address the server's page preloaded, without the visitor id, so the browser answers from the preload", async () => {
    const fetch = vi.fn(async (url: string) => {
      const body = url.includes("/manifests/") ? manifest : resolved;
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    localStorage.setItem("vitrine.visitorId", "visitor-1");
    // The share page preloads the placement only where its answer does not depend on the visitor's id.
    const link = Object.assign(document.createElement("link"), { rel: "preload", href: "/v1/public/placements/qr-2" });
    link.setAttribute("as", "fetch");
    document.head.append(link);
    try {
      preloadViewer("qr-2");
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      expect(fetch.mock.calls[0]![0]).toBe("/v1/public/placements/qr-2");
    } finally {
      link.remove();
    }
  });

  it("leaves a refusal to the viewer, which receives it without asking again", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: { code: "not-found", message: "No such QR code", status: 404 } }), { status: 404 }));
    vi.stubGlobal("fetch", fetch);
    preloadViewer("missing");
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    function Missing() {
      const { error } = useResolvedPlacement("missing");
      return <p>{error ? (error as Error).message : "loading"}</p>;
    }
    render(
      <SWRConfig value={swrConfig}>
        <Missing />
      </SWRConfig>,
    );
    await screen.findByText("No such QR code");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
