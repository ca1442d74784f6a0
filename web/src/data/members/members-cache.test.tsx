import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api";
import { resetToasts } from "@/lib/toast";
import { useBrandMembers } from "./list-brand-members";
import { useInvitations } from "./list-invitations";
import { useTenantMemberPicker, useTenantMembers } from "./list-tenant-members";
import { useUpdateBrandMember } from "./update-brand-member";

vi.mock("@/lib/api", () => ({ api: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const BRAND = "brand-1";

// A person's brand roles show on the workspace's people screen and in the audit log's person
// filter; each screen kept its own keys, so a role changed on the brand's people screen stayed
// old there until a reload.
describe("people read by other screens after a brand role changes", () => {
  let role: string;
  beforeEach(() => {
    role = "viewer";
    const member = () => ({ uid: "u1", email: "a@example.com", displayName: null, role, status: "active" });
    vi.mocked(api).mockImplementation((async (route: string, { body }: { body?: { role?: string } } = {}) => {
      if (route === "listBrandMembers") return { items: [member()], nextCursor: null };
      if (route === "listTenantMembers") return { items: [{ ...member(), role: "member", brandRoles: { [BRAND]: role } }], nextCursor: null };
      if (route === "listInvitations") return { items: [], nextCursor: null };
      if (route === "updateBrandMember") {
        role = body?.role ?? role;
        return member();
      }
      throw new Error(`unexpected ${route}`);
    }) as never);
  });
  afterEach(() => resetToasts());

  it("refetches the brand's list, the workspace's list and the person picker", async () => {
    const { result } = renderHook(
      () => ({
        brand: useBrandMembers(BRAND, { limit: 20 }),
        tenant: useTenantMembers({ limit: 20 }),
        picker: useTenantMemberPicker(),
        invitations: useInvitations({ limit: 20 }, true),
        update: useUpdateBrandMember(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.tenant.data?.items[0]?.brandRoles[BRAND]).toBe("viewer"));
    await waitFor(() => expect(result.current.picker.data?.items[0]?.brandRoles[BRAND]).toBe("viewer"));

    await act(async () => {
      await result.current.update.trigger({ brandId: BRAND, uid: "u1", role: "editor" });
    });

    await waitFor(() => expect(result.current.brand.data?.items[0]?.role).toBe("editor"));
    await waitFor(() => expect(result.current.tenant.data?.items[0]?.brandRoles[BRAND]).toBe("editor"));
    await waitFor(() => expect(result.current.picker.data?.items[0]?.brandRoles[BRAND]).toBe("editor"));
  });
});
