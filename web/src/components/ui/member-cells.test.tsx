import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MemberRole, MemberTable } from "./member-cells";

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

describe("MemberTable", () => {
  const people = [
    { uid: "a", displayName: "Ann", email: "ann@example.com", role: "admin" as Role, status: "active" as const, createdAt: "2026-01-02T00:00:00.000Z" },
    { uid: "b", displayName: null, email: "bob@example.com", role: "viewer" as Role, status: "invited" as const, createdAt: "2026-01-03T00:00:00.000Z" },
  ];
  const columns = [{ label: "Person" }, { label: "Role" }, { label: "Status" }, { label: "Added" }];

  it("only lists people for someone who may not manage them", () => {
    render(<MemberTable columns={columns} items={people} youUid="a" roles={{ labels, options }} />);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.getByText("You")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("gives a manager each person's role menu and remove button, named after them", () => {
    const changed: string[] = [];
    const removed: string[] = [];
    render(
      <MemberTable
        columns={columns}
        items={people}
        youUid="a"
        roles={{ labels, options }}
        manage={{
          roleLabel: (member) => `Role of ${member.email}`,
          changeRole: async (member, role) => changed.push(`${member.uid}:${role}`),
          removeLabel: (member) => `Remove ${member.email}`,
          removeTitle: "Remove",
          remove: (member) => removed.push(member.uid),
        }}
      />,
    );
    fireEvent.change(screen.getByRole("combobox", { name: "Role of bob@example.com" }), { target: { value: "admin" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove ann@example.com" }));
    expect(changed).toEqual(["b:admin"]);
    expect(removed).toEqual(["a"]);
  });
});
