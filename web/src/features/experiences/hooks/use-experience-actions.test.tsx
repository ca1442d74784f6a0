import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { Experience } from "@vitrine/contract";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useExperienceActions } from "./use-experience-actions";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const spring = { id: "exp-1", name: "Spring", status: "draft", publishedVersion: null } as unknown as Experience;

function Harness({
  onReady,
  onDuplicated,
}: {
  onReady: (menu: ReturnType<ReturnType<typeof useExperienceActions>["menuProps"]>) => void;
  onDuplicated: (copy: Experience) => void;
}) {
  const actions = useExperienceActions("brand-1", { onDuplicated });
  onReady(actions.menuProps(spring));
  return actions.dialogs;
}

// A rename shows at once, before the server has it. Duplicating right after used to reach the
// server first under load, which copied the old name: "Spring (copy)" instead of "Summer (copy)".
describe("duplicating an experience right after renaming it", () => {
  afterEach(() => resetToasts());

  it("sends the duplicate only once the rename has been answered", async () => {
    const calls: string[] = [];
    let answerRename: (() => void) | undefined;
    vi.mocked(api).mockImplementation((async (route: string) => {
      if (route === "updateExperience") {
        calls.push("rename sent");
        await new Promise<void>((resolve) => (answerRename = resolve));
        calls.push("rename answered");
        return { ...spring, name: "Summer" };
      }
      if (route === "duplicateExperience") {
        calls.push("duplicate sent");
        return { ...spring, id: "exp-2", name: "Summer (copy)" };
      }
      // Whatever else the dialog reads (the brand's languages, the list to refresh): nothing.
      return { items: [], nextCursor: null };
    }) as never);
    const onDuplicated = vi.fn();
    let menu!: ReturnType<ReturnType<typeof useExperienceActions>["menuProps"]>;
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Harness onReady={(props) => (menu = props)} onDuplicated={onDuplicated} />
      </SWRConfig>,
    );

    act(() => menu.onEdit());
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Summer" } });
    fireEvent.click(screen.getByRole("button", { name: "Rename" }));
    await waitFor(() => expect(calls).toEqual(["rename sent"]));

    let duplicated!: Promise<void>;
    act(() => {
      duplicated = menu.onDuplicate();
    });
    // The menu's Duplicate while the rename is on its way: nothing goes out yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(["rename sent"]);

    await act(async () => {
      answerRename!();
      await duplicated;
    });
    expect(calls).toEqual(["rename sent", "rename answered", "duplicate sent"]);
    expect(onDuplicated).toHaveBeenCalledWith(expect.objectContaining({ name: "Summer (copy)" }));
  });
});
