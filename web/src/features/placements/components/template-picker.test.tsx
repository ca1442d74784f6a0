import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { TemplatePicker } from "./template-picker";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const schedule = { experienceId: "e-1", label: null, startDate: null, endDate: null, weekdays: [], dailyWindow: null, timezone: "UTC", priority: 0 };
const placement = (id: string, name: string, schedules: number) => ({ id, name, storeId: null, schedules: Array.from({ length: schedules }, () => schedule) });

// The bulk dialog's template used to be chosen among the QR codes on screen only: with the list read
// 20 a page, a code on another page could not be copied. It is now searched on the server.
describe("TemplatePicker", () => {
  it("searches the experience's codes by name and offers only those with schedules", async () => {
    vi.mocked(api).mockImplementation((async (_route: string, { query }: { query: { q?: string } }) => ({
      items: query.q ? [placement("p-7", "Window 7", 2), placement("p-8", "Window 8", 0)] : [placement("p-1", "Counter", 1)],
      nextCursor: null,
    })) as never);
    const onChange = vi.fn();
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <TemplatePicker brandId="brand-1" experienceId="e-1" value={null} onChange={onChange} />
      </SWRConfig>,
    );
    const box = screen.getByRole("combobox") as HTMLInputElement;
    expect(box.value).toBe("No schedules (always the experience)");
    fireEvent.change(box, { target: { value: "Window" } });
    await screen.findByRole("option", { name: "Copy from Window 7 (2 schedules)" });
    expect(screen.queryByRole("option", { name: /Window 8/ })).toBeNull();
    expect(api).toHaveBeenLastCalledWith("listPlacements", {
      params: { brandId: "brand-1" },
      query: { experienceId: "e-1", sort: "name", limit: 20, q: "Window" },
    });
    fireEvent.click(screen.getByRole("option", { name: "Copy from Window 7 (2 schedules)" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: "p-7" })));
  });
});
