import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { listAllPlacementIds } from "./list-placements";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

// The QR scheduler shows 20 codes a page; "Download codes" with none ticked must still print every
// code of the experience, so the ids are read through every page, not taken from the one on screen.
describe("listAllPlacementIds", () => {
  afterEach(() => vi.mocked(api).mockReset());

  it("follows the cursors to the last page, 100 at a time, keeping the query", async () => {
    const ids = Array.from({ length: 230 }, (_, i) => `p-${i}`);
    vi.mocked(api).mockImplementation((async (_route: string, { query }: { query: { cursor?: string; limit: number } }) => {
      const start = query.cursor ? Number(query.cursor) : 0;
      const end = start + query.limit;
      return { items: ids.slice(start, end).map((id) => ({ id })), nextCursor: end < ids.length ? String(end) : null };
    }) as never);

    expect(await listAllPlacementIds("brand-1", { experienceId: "e-1", sort: "name", q: "Lyon" })).toEqual(ids);
    expect(vi.mocked(api).mock.calls.map(([, options]) => (options as { query: unknown }).query)).toEqual([
      { experienceId: "e-1", sort: "name", q: "Lyon", limit: 100 },
      { experienceId: "e-1", sort: "name", q: "Lyon", limit: 100, cursor: "100" },
      { experienceId: "e-1", sort: "name", q: "Lyon", limit: 100, cursor: "200" },
    ]);
  });
});
