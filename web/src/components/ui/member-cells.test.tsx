import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MemberRole } from "./member-cells";

type Role = "admin" | "viewer";
const labels = { admin: { label: "Admin", tone: "accent" }, viewer: { label: "Viewer", tone: "neutral" } } as const;
const options = [
  { value: "admin", label: "Admin" },
  { value: "viewer", label: "Viewer" },
] as const;

describe("MemberRole", () => {
  it("shows the role as text to someone who may not change it", () => {
    render(<MemberRole<Role> role="viewer" labels={labels} options={options} label="Role of ann@example.com" />);
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByText("Viewer")).toBeTruthy();
  });

  it("locks the menu while its change saves, and saves the chosen role", async () => {
    let finish: () => void = () => {};
    const saved: Role[] = [];
    const onChange = (role: Role) => {
      saved.push(role);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    render(<MemberRole<Role> role="viewer" labels={labels} options={options} label="Role of ann@example.com" onChange={onChange} />);
    const menu = screen.getByRole("combobox", { name: "Role of ann@example.com" }) as HTMLSelectElement;

    fireEvent.change(menu, { target: { value: "admin" } });
    expect(saved).toEqual(["admin"]);
    expect(menu.disabled).toBe(true);

    await act(async () => finish());
    expect(menu.disabled).toBe(false);
  });
});
