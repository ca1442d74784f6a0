import { act, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { TenantMemberListItem } from "@vitrine/contract";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemberTable } from "@/components/ui/member-cells";
import { api } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import { resetToasts } from "@/lib/toast";
import { useTenantMembers } from "@/data/members/list-tenant-members";
import { useRelinkTenantMember } from "@/data/members/relink-tenant-member";
import { RelinkMemberDialog } from "./relink-member-dialog";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const moved: TenantMemberListItem = {
  uid: "u-moved",
  email: "mover@acme.test",
  displayName: "Mo Ver",
  role: "member",
  status: "active",
  brandRoles: {},
  createdAt: "2026-01-02T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
  accountEmailChanged: true,
};

// A member whose account moved to another address is refused until an owner re-links them; the
// console showed nothing of it, so an owner could only learn of it from the person.
describe("re-linking a member whose account email changed", () => {
  let linkedTo: string | null;
  beforeEach(() => {
    linkedTo = null;
    vi.mocked(api).mockImplementation((async (route: string, input: { params?: { uid: string }; body?: { email: string } } = {}) => {
      const current = () => ({ ...moved, email: linkedTo ?? moved.email, accountEmailChanged: linkedTo === null });
      if (route === "listTenantMembers") return { items: [current()], nextCursor: null };
      if (route === "relinkTenantMember") {
        if (input.body?.email !== "mo@elsewhere.test") {
          throw new ApiError({
            code: "conflict",
            status: 409,
            message: `This member's account does not have the address ${input.body?.email}: nothing was changed`,
          });
        }
        linkedTo = input.body.email;
        const { accountEmailChanged: _, ...member } = current();
        return member;
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("marks the person in the list, with the notice only where it applies", () => {
    const columns = [{ label: "Person" }, { label: "Role" }, { label: "Status" }, { label: "Added" }];
    const labels = {
      member: { label: "Member", tone: "neutral" },
      admin: { label: "Admin", tone: "accent" },
      owner: { label: "Owner", tone: "accent" },
    } as const;
    const other = { ...moved, uid: "u-other", email: "ann@acme.test", displayName: "Ann", accountEmailChanged: false };
    render(
      <MemberTable
        columns={columns}
        items={[moved, other]}
        youUid={undefined}
        roles={{ labels, options: [] }}
        notice={(member) => member.accountEmailChanged && <span>needs re-linking: {member.email}</span>}
      />,
    );
    expect(screen.getAllByText(/needs re-linking/).map((node) => node.textContent)).toEqual(["needs re-linking: mover@acme.test"]);
  });

  it("sends the address the owner typed, shows a refusal under the field, and closes once re-linked", async () => {
    const closed = vi.fn();
    render(<RelinkMemberDialog member={moved} onClose={closed} />, { wrapper });
    const dialog = screen.getByRole("dialog", { name: "Re-link Mo Ver?" });
    const field = screen.getByLabelText("The account's new email address");
    const submit = () => fireEvent.click(screen.getByRole("button", { name: "Re-link" }));

    fireEvent.change(field, { target: { value: "someone@else.test" } });
    await act(async () => submit());
    await waitFor(() => expect(dialog.textContent).toContain("does not have the address someone@else.test"));
    expect(closed).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: " Mo@Elsewhere.test " } });
    await act(async () => submit());
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(vi.mocked(api)).toHaveBeenLastCalledWith("relinkTenantMember", { params: { uid: "u-moved" }, body: { email: "mo@elsewhere.test" } });
  });

  it("refreshes the workspace's list, where the person no longer needs re-linking", async () => {
    const { result } = renderHook(() => ({ list: useTenantMembers({ limit: 50 }), relink: useRelinkTenantMember() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.items[0]?.accountEmailChanged).toBe(true));
    await act(async () => {
      await result.current.relink.trigger({ uid: "u-moved", email: "mo@elsewhere.test" });
    });
    await waitFor(() => expect(result.current.list.data?.items[0]).toMatchObject({ email: "mo@elsewhere.test", accountEmailChanged: false }));
  });
});
