import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DangerZoneCard } from "./danger-zone-card";

describe("DangerZoneCard", () => {
  it("asks before acting, and the screen decides when the question closes", async () => {
    const calls: Array<() => void> = [];
    render(
      <DangerZoneCard
        title="Delete this store"
        description="Its QR codes stop showing it."
        actionLabel="Delete store"
        confirm={{ title: "Delete Lyon?", description: "This cannot be undone.", confirmLabel: "Delete" }}
        busy={false}
        onConfirm={(close) => {
          calls.push(close);
        }}
      />,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Delete store" }));
    expect(screen.getByRole("dialog", { name: "Delete Lyon?" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(calls).toHaveLength(1);
    // Still open until the screen closes it (a failed delete keeps the question up).
    expect(screen.getByRole("dialog")).toBeTruthy();
    await act(async () => calls[0]());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
