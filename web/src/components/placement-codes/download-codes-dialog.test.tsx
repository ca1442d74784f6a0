import { render, screen } from "@testing-library/react";
import { MAX_CODES_PER_REQUEST } from "@vitrine/contract";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { DownloadCodesDialog } from "./download-codes-dialog";

vi.mock("@/lib/api", () => ({
  api: vi.fn(async () => ({ colors: { primary: "#1e3a8a", background: "#ffffff" }, logoUrl: null })),
}));

function renderDialog(placementIds: string[] | undefined) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <DownloadCodesDialog brandId="brand-1" experienceId="experience-1" placementIds={placementIds} open onOpenChange={() => {}} />
    </SWRConfig>,
  );
  return screen.getByRole("button", { name: "Download" }) as HTMLButtonElement;
}

// "Download codes" with nothing ticked prints every code of a list that may hold thousands: the ids
// are gathered from every page first, and a list longer than one request may draw is named, not sent.
describe("DownloadCodesDialog", () => {
  it("waits for every code of the list before offering to download", () => {
    const submit = renderDialog(undefined);
    expect(screen.getByText("Gathering every code of the list…")).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });

  it("says when there are more codes than one download draws", () => {
    const ids = Array.from({ length: MAX_CODES_PER_REQUEST + 1 }, (_, i) => `p-${i}`);
    const submit = renderDialog(ids);
    expect(screen.getByRole("alert").textContent).toContain(`${MAX_CODES_PER_REQUEST + 1} QR codes: too many for one download`);
    expect(submit.disabled).toBe(true);
  });

  it("offers the download for as many as one request draws", () => {
    const ids = Array.from({ length: MAX_CODES_PER_REQUEST }, (_, i) => `p-${i}`);
    const submit = renderDialog(ids);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(submit.disabled).toBe(false);
  });
});
